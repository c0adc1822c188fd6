/**
 * The production breakdown: what it adds to upload-to-report on a 150-page script. It runs inside
 * the one reading on the analyst pool, so its own time on the reading's scenes is what it adds.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readBreakdown } from "../server/analysis/read/script/breakdown/read-breakdown";
import { buildScenes } from "../server/analysis/read/script/build-scenes";
import { readCast } from "../server/analysis/read/script/cast";
import { readScript } from "../server/analysis/read/script/read-script";
import { loadConfig } from "../server/config";
import { createTextExtractor } from "../server/extraction/extract-text";
import { parseScreenplayText } from "../server/screenplay/parse-screenplay-text";
import { makeScreenplayPdf } from "../server/test/screenplay-pdf";
import { type BenchRow, medianOf } from "./harness";

const RUNS = 9;
const BAR_MS = 150;

/** The breakdown of a screenplay's text and its time, the reading warmed first. */
async function timed(text: string, fallbackPages: number) {
  const parsed = parseScreenplayText(text);
  const pages = parsed.pages ?? fallbackPages;
  const scenes = buildScenes(parsed.elements, pages);
  const cast = readCast(scenes);
  const breakdown = () =>
    readBreakdown({
      scenes,
      characters: cast.characters,
      canonical: cast.canonical,
      titlePage: parsed.titlePage,
      pages,
      format: "feature",
    });
  // The reading warms the NLP library first, as the analyst pool's worker has by then.
  readScript(text);
  const elements = breakdown().scenes.reduce(
    (sum, scene) => sum + Object.values(scene.elements).flat().length,
    0,
  );
  return { pages, scenes: scenes.length, elements, ms: await medianOf(RUNS, breakdown) };
}

export async function run(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), "greenlit-bench-"));
  const extractor = createTextExtractor({ ...loadConfig().extraction, workers: 1 });
  try {
    const pdf = join(dir, "screenplay-150.pdf");
    await writeFile(pdf, makeScreenplayPdf({ pages: 150, seed: 3 }).pdf);
    const text = (await extractor.extract(pdf, { originalName: "s.pdf", stage: "script" })).text;
    const synthetic = await timed(text, 150);
    // A real feature with every kind of element, each quoted: the part of the breakdown that
    // grows with what the action asks for.
    const bigFishText = readFileSync(
      join(import.meta.dirname, "..", "fixtures/real/big_fish__screenplain.fountain"),
      "utf8",
    );
    const bigFish = await timed(bigFishText, 123);
    const reading = await medianOf(3, () => readScript(text));
    return [
      {
        bench: "breakdown",
        metric: `breakdown of a ${synthetic.pages}-page PDF, ${synthetic.scenes} scenes (median of ${RUNS})`,
        value: synthetic.ms,
        unit: "ms",
        note: `${synthetic.ms <= BAR_MS ? "within" : "OVER"} the ${BAR_MS} ms bar; the whole reading with it ${reading.toFixed(0)} ms`,
      },
      {
        bench: "breakdown",
        metric: `breakdown of Big Fish, ${bigFish.pages} pages, ${bigFish.scenes} scenes, ${bigFish.elements} elements quoted (median of ${RUNS})`,
        value: bigFish.ms,
        unit: "ms",
        note: `${bigFish.ms <= BAR_MS ? "within" : "OVER"} the ${BAR_MS} ms bar`,
      },
    ];
  } finally {
    await extractor.close?.();
    await rm(dir, { recursive: true, force: true });
  }
}
