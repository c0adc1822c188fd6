/**
 * What changed between two drafts (product.md "What changed"): the comparison of a 150-page
 * script with its next draft (one scene cut, the lead renamed), in the thread and on the analyst
 * pool as analyze-and-store runs it, against the script reader on the same text in the same run.
 * The bar: at most 100 ms added to an analysis.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ComparableVersion } from "../../server/analysis/compare/compare-versions";
import { compareVersions } from "../../server/analysis/compare/compare-versions";
import { createAnalystPool } from "../../server/analysis/engine/analyst-pool";
import { readScript } from "../../server/analysis/read/script/read-script";
import { loadConfig } from "../../server/config";
import { createTextExtractor } from "../../server/extraction/extract-text";
import { makeScreenplayPdf } from "../../server/test/screenplay-pdf";
import { type BenchRow, median, medianOf } from "../harness";

const BENCH = "version-delta";
const RUNS = 9;
const BAR_MS = 100;

/** CPU milliseconds of one in-thread run: on a machine shared with other work, wall time over-reads. */
function cpuMs(fn: () => unknown): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function version(id: string, text: string): ComparableVersion {
  return {
    id,
    createdAt: new Date().toISOString(),
    stage: "script",
    pitchText: text,
    overallScore: null,
    categories: [],
    reading: readScript(text),
  };
}

/** The next draft: the tenth scene cut, the most present character renamed throughout. */
function nextDraft(text: string, lead: string): string {
  const lines = text.split("\n");
  const headings = lines.flatMap((line, index) => (/^\s*(\d+\s+)?(INT|EXT)[. ]/.test(line) ? [index] : []));
  const cut = lines.toSpliced(headings[9]!, headings[10]! - headings[9]!).join("\n");
  return cut.replaceAll(lead, "RENAMED");
}

export async function run(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), "greenlit-bench-"));
  const extractor = createTextExtractor({ ...loadConfig().extraction, workers: 1 });
  const analyst = createAnalystPool({ size: 1 });
  try {
    const pdf = join(dir, "screenplay-150.pdf");
    await writeFile(pdf, makeScreenplayPdf({ pages: 150, seed: 3 }).pdf);
    const text = (await extractor.extract(pdf, { originalName: "s.pdf", stage: "script" })).text;
    const from = version("one", text);
    const to = version("two", nextDraft(text, from.reading!.characters[0]!.name));
    const delta = compareVersions(from, to);
    const found =
      delta.kind === "script"
        ? `${delta.scenes.removed.length} cut, ${delta.characters.renamed.length} renamed`
        : delta.kind;
    const reading = await medianOf(RUNS, () => readScript(to.pitchText));
    const inThread = await medianOf(RUNS, () => compareVersions(from, to));
    const cpu = median(Array.from({ length: RUNS }, () => cpuMs(() => compareVersions(from, to))));
    await analyst.compareVersions(from, to);
    const onPool = await medianOf(RUNS, () => analyst.compareVersions(from, to));
    return [
      {
        bench: BENCH,
        metric: `150-page script (${from.reading!.pages} pages) vs its next draft, in the thread (median of ${RUNS})`,
        value: inThread,
        unit: "ms",
        note: `bar ${BAR_MS} ms; CPU ${cpu.toFixed(0)} ms; ${(inThread / reading).toFixed(2)}x reading the draft (${reading.toFixed(0)} ms); found ${found}`,
      },
      {
        bench: BENCH,
        metric: `the same on the analyst pool, round trip (median of ${RUNS})`,
        value: onPool,
        unit: "ms",
        note: `bar ${BAR_MS} ms; ${(onPool / reading).toFixed(2)}x reading the draft`,
      },
    ];
  } finally {
    await analyst.close();
    await extractor.close();
    await rm(dir, { recursive: true, force: true });
  }
}
