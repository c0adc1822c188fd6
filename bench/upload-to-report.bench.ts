/**
 * Upload-to-report for a 150-page screenplay PDF: text extraction, then the built-in engine's one
 * reading, judgement and report. pdftotext on the same file, in the same run, is the reference.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { createBuiltinEngine } from "../server/analysis/engine/create-builtin-engine";
import { scriptInput } from "../server/analysis/test/inputs";
import { loadConfig } from "../server/config";
import { createTextExtractor } from "../server/extraction/extract-text";
import { makeScreenplayPdf } from "../server/test/screenplay-pdf";
import { type BenchRow, medianOf } from "./harness";

const RUNS = 5;
const run$ = promisify(execFile);

export async function run(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), "greenlit-bench-"));
  const extractor = createTextExtractor({ ...loadConfig().extraction, workers: 1 });
  const engine = createBuiltinEngine();
  try {
    const pdf = join(dir, "screenplay-150.pdf");
    await writeFile(pdf, makeScreenplayPdf({ pages: 150, seed: 3 }).pdf);
    const uploadToReport = async () => {
      const { text } = await extractor.extract(pdf, { originalName: "s.pdf", stage: "script" });
      return engine.analyze(scriptInput({ pitchText: text, projectTitle: null }));
    };
    // One warm-up: the NLP library and the extraction worker load once per process.
    const report = await uploadToReport();
    const total = await medianOf(RUNS, uploadToReport);
    const reference = await medianOf(RUNS, () =>
      run$("pdftotext", ["-layout", pdf, "-"], { maxBuffer: 64 << 20 }),
    );
    const pages = report.scriptAnalysis?.reading?.pages ?? 150;
    const peakMb = process.resourceUsage().maxRSS / 1024;
    return [
      {
        bench: "upload-to-report",
        metric: `${pages}-page PDF: extraction, reading and report (median of ${RUNS})`,
        value: total,
        unit: "ms",
        note: `${(total / reference).toFixed(1)}x pdftotext -layout (${reference.toFixed(0)} ms)`,
      },
      { bench: "upload-to-report", metric: "peak resident memory of the run", value: peakMb, unit: "MB" },
    ];
  } finally {
    await extractor.close?.();
    await rm(dir, { recursive: true, force: true });
  }
}
