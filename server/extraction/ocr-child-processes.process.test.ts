import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePptx } from "../test/picture-documents";
import { makePng } from "../test/test-images";
import { createTextExtractor, type TextExtractor } from "./extract-text";
import { FAILURE_MESSAGES } from "./extraction-failure";
import { hasTesseract } from "./ocr/tesseract-cli";

const TOOLS = new Set(["tesseract", "pdftoppm", "pdftotext"]);

/** The OCR and PDF tools running as children of this process (read from /proc). */
async function toolChildren(): Promise<string[]> {
  const found: string[] = [];
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    const match = /^\d+ \((.*)\) (\S) (\d+)/.exec(stat);
    if (match && match[2] !== "Z" && Number(match[3]) === process.pid && TOOLS.has(match[1]!)) {
      found.push(`${match[1]} ${name}`);
    }
  }
  return found;
}

async function untilNoToolChildren(withinMs: number): Promise<string[]> {
  const until = Date.now() + withinMs;
  let left = await toolChildren();
  while (left.length > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = await toolChildren();
  }
  return left;
}

const TESSERACT = await hasTesseract();
let dir: string;
let deckPath: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "greenlit-ocr-children-"));
  deckPath = join(dir, "giant-picture.pptx");
  // A flat 12,000 x 12,000 picture: a small file that keeps tesseract busy for minutes.
  await writeFile(deckPath, await makePptx([{ picture: makePng(12_000, 12_000) }]));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe.runIf(TESSERACT)("OCR child processes end with their upload", () => {
  let extractor: TextExtractor | undefined;
  afterAll(async () => extractor?.close());

  it("leaves no tesseract behind after a timed-out OCR job on a cold worker", async () => {
    extractor = createTextExtractor({
      workers: 1,
      timeoutMs: 4000,
      pdfExtractor: "auto",
      ocrEngine: "tesseract",
    });
    const started = Date.now();
    const error = await extractor
      .extract(deckPath, { originalName: "giant-picture.pptx", stage: "deck" })
      .catch((caught: unknown) => caught as Error);
    expect([FAILURE_MESSAGES["ocr-too-long"], FAILURE_MESSAGES.timeout]).toContain((error as Error).message);
    expect(Date.now() - started).toBeLessThan(8000);
    expect(await untilNoToolChildren(2000)).toEqual([]);
  }, 60_000);

  it("ends a running tesseract when the extractor closes (server shutdown)", async () => {
    extractor = createTextExtractor({
      workers: 1,
      timeoutMs: 60_000,
      pdfExtractor: "auto",
      ocrEngine: "tesseract",
    });
    const pending = extractor
      .extract(deckPath, { originalName: "giant-picture.pptx", stage: "deck" })
      .catch(() => null);
    const until = Date.now() + 30_000;
    while ((await toolChildren()).length === 0 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 100));
    expect((await toolChildren()).length).toBeGreaterThan(0);
    await extractor.close();
    extractor = undefined;
    await pending;
    expect(await untilNoToolChildren(2000)).toEqual([]);
  }, 60_000);
});
