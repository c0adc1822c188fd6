import { Download, Presentation } from "lucide-react";
import { InlineError } from "../../../components/inline-error";
import { Button } from "../../../components/ui/button";
import { useExports } from "../exports/use-exports";

interface DownloadButtonsProps {
  isScript: boolean;
  hasBuildout: boolean;
}

/** product.md §2: the report download by stage, plus the outline downloads once a build-out exists. */
export function DownloadButtons({ isScript, hasBuildout }: DownloadButtonsProps) {
  const exports = useExports();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        {isScript ? (
          <Button variant="outline" size="lg" onClick={() => void exports.downloadScriptReport()}>
            <Download aria-hidden />
            Download Creative Analysis
          </Button>
        ) : (
          <Button variant="outline" size="lg" onClick={() => void exports.downloadAnalysisReport()}>
            <Download aria-hidden />
            Download Analysis Report
          </Button>
        )}
        {hasBuildout && (
          <>
            <Button size="lg" onClick={() => void exports.downloadDeckOutline()}>
              <Download aria-hidden />
              Download Complete Deck Outline
            </Button>
            <Button variant="outline" size="lg" onClick={() => void exports.downloadDeckPowerPoint()}>
              <Presentation aria-hidden />
              Download as PowerPoint
            </Button>
          </>
        )}
      </div>
      <InlineError failure={exports.failure} testId="download-error" />
    </div>
  );
}
