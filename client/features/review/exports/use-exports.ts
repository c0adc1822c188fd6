/**
 * The report downloads of the review screen (product.md §5, §8, §9): each reads the current project,
 * validates it, builds the file on the user's device (jsPDF / pptxgenjs, loaded only on click),
 * saves it and toasts.
 */
import { DEFAULT_DOWNLOAD_TITLE } from "#domain/constants";
import type { DeckBuildout } from "#domain/deck-buildout";
import { EXPORT_SUCCESS_TITLES } from "#domain/exports";
import { analysisReportFileName, buildoutFileName, scriptReportFileName } from "#domain/file-names";
import type { Project } from "#domain/project";
import { type InlineFailure, useInlineFailure } from "../../../components/inline-error";
import { toast } from "../../../hooks/use-toast";
import { useWizardStore } from "../../../lib/wizard/wizard-context";
import { PPTX_MIME, saveFile } from "./save-file";
import {
  type Validated,
  validateAnalysisExport,
  validateBuildoutExport,
  validateScriptExport,
} from "./validate-export";

const loadFonts = () => import("./pdf/load-pdf-fonts").then((module) => module.loadPdfFonts());

async function runExport<T>(
  checked: Validated<T>,
  incomplete: unknown,
  build: (value: T, date: Date) => Promise<{ file: Blob; fileName: string }>,
  successTitle: string,
  onFailure: (failure: InlineFailure | null) => void,
): Promise<void> {
  onFailure(null);
  const fail = (description: string) => {
    onFailure({ title: "Download Failed", description });
    toast({ title: "Download Failed", description, variant: "destructive" });
  };
  if (!checked.ok) {
    console.error(`${checked.message} Data received:`, incomplete);
    fail(checked.message);
    return;
  }
  try {
    const { file, fileName } = await build(checked.value, new Date());
    saveFile(file, fileName);
    toast({ title: successTitle, description: `Saved to your device as ${fileName}.` });
  } catch (error) {
    console.error("Export failed", error);
    fail("We couldn't create your file. Please try again.");
  }
}

const titleOf = (project: Project, fallback = DEFAULT_DOWNLOAD_TITLE) => project.title.trim() || fallback;

/** product.md §9 names the outline after its headline; an empty headline falls back to the title. */
const headlineOf = (buildout: DeckBuildout, project: Project) =>
  buildout.cover_and_logline.headline.trim() || titleOf(project);

export function useExports() {
  const store = useWizardStore();
  const project = () => store.getState().currentProject;
  const inline = useInlineFailure();

  return {
    /** The last download's failure, beside the buttons until the next download. */
    failure: inline.failure,
    downloadAnalysisReport: async () => {
      const current = project();
      await runExport(
        validateAnalysisExport(current.analysisResult),
        current.analysisResult,
        async (analysis, date) => {
          const [{ buildAnalysisPdf }, fonts] = await Promise.all([
            import("./pdf/build-analysis-pdf"),
            loadFonts(),
          ]);
          const doc = buildAnalysisPdf({
            projectTitle: current.title,
            stage: current.projectStage,
            analysis,
            delta: current.analysisResult?.delta,
            date,
            fonts,
          });
          return { file: doc.output("blob"), fileName: analysisReportFileName(date) };
        },
        EXPORT_SUCCESS_TITLES.analysis,
        inline.show,
      );
    },
    downloadScriptReport: async () => {
      const current = project();
      await runExport(
        validateScriptExport(current.analysisResult),
        current.analysisResult,
        async (script, date) => {
          const [{ buildScriptPdf }, fonts] = await Promise.all([
            import("./pdf/build-script-pdf"),
            loadFonts(),
          ]);
          const doc = buildScriptPdf({ projectTitle: current.title, script, date, fonts });
          return { file: doc.output("blob"), fileName: scriptReportFileName(date) };
        },
        EXPORT_SUCCESS_TITLES.script,
        inline.show,
      );
    },
    downloadDeckOutline: async () => {
      const current = project();
      const result = current.analysisResult;
      await runExport(
        validateBuildoutExport(result),
        result?.deckBuildout,
        async (buildout, date) => {
          const [{ buildOutlinePdf }, fonts] = await Promise.all([
            import("./pdf/build-outline-pdf"),
            loadFonts(),
          ]);
          const doc = buildOutlinePdf({ projectTitle: current.title, buildout, date, fonts });
          return {
            file: doc.output("blob"),
            fileName: buildoutFileName(headlineOf(buildout, current), date),
          };
        },
        EXPORT_SUCCESS_TITLES.buildout,
        inline.show,
      );
    },
    downloadDeckPowerPoint: async () => {
      const current = project();
      const result = current.analysisResult;
      await runExport(
        validateBuildoutExport(result),
        result?.deckBuildout,
        async (buildout, date) => {
          const { buildOutlinePptx } = await import("./pptx/build-outline-pptx");
          const projectTitle = titleOf(
            current,
            buildout.cover_and_logline.headline.trim() || DEFAULT_DOWNLOAD_TITLE,
          );
          const data = await buildOutlinePptx({ projectTitle, buildout });
          const fileName = buildoutFileName(headlineOf(buildout, current), date, "pptx");
          return { file: new Blob([data], { type: PPTX_MIME }), fileName };
        },
        EXPORT_SUCCESS_TITLES.powerPoint,
        inline.show,
      );
    },
  };
}
