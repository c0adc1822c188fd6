/**
 * The script reader: its median time on a 120-page script (the real Big Fish, and a generated
 * 120-page PDF as the upload gives it), as a ratio to the upload's own statistics pass over the
 * same text in the same run; and a 150-page PDF from upload to report (extraction pool, then the
 * analyst pool, as the routes run them), against pdftotext alone on the same file.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { createAnalystPool } from "../../server/analysis/engine/analyst-pool";
import { readScreenplay } from "../../server/analysis/read/script/read-screenplay";
import { readScript } from "../../server/analysis/read/script/read-script";
import { loadConfig } from "../../server/config";
import { createTextExtractor } from "../../server/extraction/extract-text";
import { parseScreenplayText } from "../../server/screenplay/parse-screenplay-text";
import { renderScreenplayText } from "../../server/screenplay/render-screenplay-text";
import { realFixture } from "../../server/test/real-fixtures";
import { makeScreenplayPdf } from "../../server/test/screenplay-pdf";
import { type BenchRow, median, medianOf, timeIt } from "../harness";

const BENCH = "script-reader";
const RUNS = 9;
const UPLOAD_RUNS = 5;
const run$ = promisify(execFile);

async function readingRow(label: string, text: string): Promise<BenchRow> {
  readScript(text);
  readScreenplay(text);
  const reading = await medianOf(RUNS, () => readScript(text));
  const stats = await medianOf(RUNS, () => readScreenplay(text));
  const pages = readScript(text).pages;
  return {
    bench: BENCH,
    metric: `${label}: readScript, ${pages} pages (median of ${RUNS})`,
    value: reading,
    unit: "ms",
    note: `${(reading / stats).toFixed(1)}x the upload's statistics pass (${stats.toFixed(1)} ms)`,
  };
}

export async function run(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), "greenlit-bench-"));
  const analyst = createAnalystPool({ size: 1 });
  const extractor = createTextExtractor({ ...loadConfig().extraction, workers: 1 });
  const extractText = extractor.extract;
  const rows: BenchRow[] = [];
  try {
    const bigFish = renderScreenplayText(
      parseScreenplayText(readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8")),
    );
    rows.push(await readingRow("Big Fish (Fountain upload)", bigFish));
    const pdf120 = join(dir, "screenplay-120.pdf");
    await writeFile(pdf120, makeScreenplayPdf({ pages: 120, seed: 1 }).pdf);
    const text120 = (await extractText(pdf120, { originalName: "s.pdf", stage: "script" })).text;
    rows.push(await readingRow("generated 120-page PDF", text120));

    const pdf150 = join(dir, "screenplay-150.pdf");
    await writeFile(pdf150, makeScreenplayPdf({ pages: 150, seed: 2 }).pdf);
    const uploadToReport = async () => {
      const upload = await extractText(pdf150, { originalName: "s.pdf", stage: "script" });
      const screenplay = await analyst.readScreenplay(upload.text);
      return analyst.engine.analyze({
        pitchText: upload.text,
        genre: "Drama",
        projectTitle: "Bench",
        projectStage: "script",
        mode: "analyze",
        analysisType: "creative",
        promptAnswers: {},
        screenplay,
      });
    };
    await uploadToReport();
    const times: number[] = [];
    const reference: number[] = [];
    for (let i = 0; i < UPLOAD_RUNS; i++) {
      reference.push(await timeIt(() => run$("pdftotext", ["-layout", pdf150, "-"], { maxBuffer: 1 << 28 })));
      times.push(await timeIt(uploadToReport));
    }
    const total = median(times);
    rows.push({
      bench: BENCH,
      metric: `150-page PDF, upload to report (median of ${UPLOAD_RUNS})`,
      value: total,
      unit: "ms",
      note: `target < 1500 ms; ${(total / median(reference)).toFixed(1)}x pdftotext alone (${median(reference).toFixed(0)} ms)`,
    });
  } finally {
    await analyst.close();
    await extractor.close();
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}
