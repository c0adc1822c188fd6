import { buildAnalysisPdf } from "./client/lib/exports/pdf/build-analysis-pdf";
import { buildOutlinePdf } from "./client/lib/exports/pdf/build-outline-pdf";
import { nodePdfFonts } from "./client/lib/exports/testing/read-back";
import { SAMPLE_BUILDOUT, SAMPLE_DECK_RESULT, SAMPLE_TITLE } from "./client/lib/exports/testing/sample-results";
import { validateAnalysisExport } from "./client/lib/exports/validate-export";
const fonts = nodePdfFonts();
const v = validateAnalysisExport(SAMPLE_DECK_RESULT); if (!v.ok) throw new Error();
for (let i = 0; i < 4; i++) {
  let t0 = performance.now();
  const doc = buildAnalysisPdf({ projectTitle: SAMPLE_TITLE, stage: "deck", analysis: v.value, date: new Date(), fonts });
  const t1 = performance.now();
  doc.output("arraybuffer");
  const t2 = performance.now();
  const d2 = buildOutlinePdf({ projectTitle: SAMPLE_TITLE, buildout: SAMPLE_BUILDOUT, date: new Date(), fonts });
  d2.output("arraybuffer");
  console.log("analysis build", (t1-t0).toFixed(0), "output", (t2-t1).toFixed(0), "outline", (performance.now()-t2).toFixed(0));
}
