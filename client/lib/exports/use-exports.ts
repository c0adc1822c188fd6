/**
 * The report downloads of the review screen (spec §5, §8, §9): each reads the current project,
 * validates it, builds the file on the user's device (jsPDF / pptxgenjs, loaded lazily), saves it
 * and toasts. Being built: until then each reports that downloads are not available yet.
 */
import { toast } from "../../hooks/use-toast";

function notYet() {
  toast({ title: "Download unavailable", description: "Downloads are not available yet." });
}

export function useExports() {
  return {
    downloadAnalysisReport: async () => notYet(),
    downloadScriptReport: async () => notYet(),
    downloadDeckOutline: async () => notYet(),
    downloadDeckPowerPoint: async () => notYet(),
  };
}
