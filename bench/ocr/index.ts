/**
 * OCR and hostile-file benchmark. An 8-slide deck whose slides are pictures (the real Greencoats
 * deck's first eight pages drawn as pictures when the extended corpus is beside the checkout, else
 * eight generated slides) read by each OCR engine, as a ratio to reading the same deck's text layer
 * in the same run, with the share of its words recovered. Also the 3 KB hostile .docx, as a ratio
 * to an ordinary .docx of the same size.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { OcrEngineName } from "../../domain/upload";
import { loadConfig } from "../../server/config";
import { createTextExtractor, type TextExtractor } from "../../server/extraction/extract-text";
import { renderPdfPage } from "../../server/extraction/ocr/page-images";
import { hasTesseract } from "../../server/extraction/ocr/tesseract-cli";
import { makePicturePdf, makeTextPicture } from "../../server/test/picture-documents";
import { EXTENDED_FIXTURES_DIR } from "../../server/test/real-fixtures";
import { makeDocx, makeHostileDocx } from "../../server/test/test-documents";
import { type BenchRow, median, timeIt } from "../harness";

const BENCH = "ocr";
const SLIDES = 8;
const REAL_DECK = join(EXTENDED_FIXTURES_DIR, "greencoats_deck__pitch-deck-classifier.pdf");
const IMAGE_ONLY = join(EXTENDED_FIXTURES_DIR, "../image-only/greencoats_image_only.pdf");

const words = (text: string) => new Set((text.toLowerCase().match(/[a-z]{3,}/g) ?? []) as string[]);
function recall(truth: string, read: string): number {
  const expected = words(truth);
  const got = words(read);
  return [...expected].filter((word) => got.has(word)).length / Math.max(1, expected.size);
}

/** A text deck and the same deck with every slide a picture. */
async function decks(dir: string): Promise<{ text: string; pictures: string; source: string }> {
  const text = join(dir, "deck-text.pdf");
  const pictures = join(dir, "deck-pictures.pdf");
  const images: Buffer[] = [];
  if (existsSync(REAL_DECK)) {
    await writeFile(text, await readFile(REAL_DECK));
    for (let page = 1; page <= SLIDES; page++) {
      images.push(await renderPdfPage(REAL_DECK, page, { renderer: "pdfjs", deadline: Date.now() + 60_000 }));
    }
    await writeFile(pictures, makePicturePdf(images));
    return { text, pictures, source: "Greencoats deck, first 8 pages" };
  }
  const lines = Array.from({ length: SLIDES }, (_, i) => [
    `Slide ${i + 1}: Orbital Gardens`,
    "A botanist stranded on a failing",
    "space station grows her way home",
  ]);
  for (const slide of lines) images.push(await makeTextPicture(slide));
  await writeFile(pictures, makePicturePdf(images));
  const { jsPDF } = await import("jspdf");
  const doc = new jsPDF({ unit: "pt", format: [960, 540], orientation: "landscape" });
  lines.forEach((slide, index) => {
    if (index > 0) doc.addPage([960, 540], "landscape");
    doc.setFontSize(40);
    for (const [row, line] of slide.entries()) doc.text(line, 60, 110 + row * 70);
  });
  await writeFile(text, Buffer.from(doc.output("arraybuffer")));
  return { text, pictures, source: "8 generated slides" };
}

export async function run(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), "greenlit-bench-ocr-"));
  const rows: BenchRow[] = [];
  const extractor = createTextExtractor(loadConfig({}).extraction);
  const extractText = extractor.extract;
  try {
    await extractor.ready();
    const deck = await decks(dir);
    const read = (path: string, ocrEngine?: OcrEngineName) =>
      extractText(path, { originalName: "deck.pdf", stage: "deck", ocrEngine, timeoutMs: 120_000 });
    const textTimes: number[] = [];
    let truth = "";
    for (let i = 0; i < 3; i++)
      textTimes.push(await timeIt(async () => (truth = (await read(deck.text)).text)));
    // Words are counted on the same eight slides the pictures show.
    truth = truth.split("\f").slice(0, SLIDES).join("\f");
    const reference = median(textTimes);
    rows.push({
      bench: BENCH,
      metric: `text layer, ${deck.source}`,
      value: reference,
      unit: "ms",
      note: "reference",
    });
    rows.push({ bench: BENCH, metric: "load average while measuring", value: loadavg()[0] ?? 0, unit: "" });
    const engines: OcrEngineName[] = (await hasTesseract())
      ? ["tesseract", "tesseract.js"]
      : ["tesseract.js"];
    for (const engine of engines) {
      let text = "";
      const ms = await timeIt(async () => (text = (await read(deck.pictures, engine)).text));
      rows.push({
        bench: BENCH,
        metric: `OCR 8 picture slides, ${engine}`,
        value: ms,
        unit: "ms",
        note: `${(ms / reference).toFixed(0)}x text layer`,
      });
      rows.push({
        bench: BENCH,
        metric: `words recovered, ${engine}`,
        value: recall(truth, text),
        unit: "recall",
      });
      if (existsSync(IMAGE_ONLY)) {
        const truthFile = await readFile(IMAGE_ONLY.replace(/\.pdf$/, ".truth.txt"), "utf8");
        let imageOnly = "";
        const imageMs = await timeIt(async () => (imageOnly = (await read(IMAGE_ONLY, engine)).text));
        rows.push({
          bench: BENCH,
          metric: `greencoats_image_only (6 pages) words recovered, ${engine}`,
          value: recall(truthFile, imageOnly),
          unit: "recall",
          note: `${imageMs.toFixed(0)} ms`,
        });
      }
    }
    rows.push(...(await hostileDocx(dir, extractText)));
  } finally {
    await extractor.close();
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}

async function hostileDocx(dir: string, extractText: TextExtractor["extract"]): Promise<BenchRow[]> {
  const hostile = makeHostileDocx();
  const ordinaryPath = join(dir, "ordinary.docx");
  const hostilePath = join(dir, "hostile.docx");
  await writeFile(hostilePath, hostile);
  await writeFile(
    ordinaryPath,
    makeDocx(Array.from({ length: 60 }, (_, i) => `Paragraph ${i}: rain on the glass.`)),
  );
  const time = async (path: string) => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      times.push(
        await timeIt(() =>
          extractText(path, { originalName: "file.docx", stage: "script" }).catch(() => null),
        ),
      );
    }
    return median(times);
  };
  const reference = await time(ordinaryPath);
  const ms = await time(hostilePath);
  return [
    { bench: BENCH, metric: "ordinary .docx", value: reference, unit: "ms", note: "reference" },
    {
      bench: BENCH,
      metric: `hostile .docx (${(hostile.length / 1024).toFixed(1)} KB, refused)`,
      value: ms,
      unit: "ms",
      note: `${(ms / reference).toFixed(1)}x ordinary .docx`,
    },
  ];
}
