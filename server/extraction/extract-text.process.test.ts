import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readScriptModel } from "#analysis/read/script/read-script";
import type { UploadStage } from "../../domain/upload";
import { loadConfig } from "../config";
import { AppError } from "../errors";
import { parseScreenplayText } from "../screenplay/parse-screenplay-text";
import { characterName } from "../screenplay/patterns";
import { describeExtendedCorpus } from "../test/extended-corpus";
import { realFixture } from "../test/real-fixtures";
import { makeScannedPdf, makeScreenplayPdf } from "../test/screenplay-pdf";
import { createTextExtractor, type PdfExtractorSetting, type TextExtractor } from "./extract-text";

let dir: string;
let reader: TextExtractor;
/** The extractor the app builds from its default configuration. */
const extractText: TextExtractor["extract"] = (path, options) => reader.extract(path, options);
beforeAll(async () => {
  reader = createTextExtractor(loadConfig({}).extraction);
  await reader.ready();
  dir = await mkdtemp(join(tmpdir(), "greenlit-extract-"));
});
afterAll(async () => {
  await reader.close();
  await rm(dir, { recursive: true, force: true });
});

async function extractBytes(
  name: string,
  bytes: Uint8Array | string,
  stage: UploadStage,
  pdfExtractor?: PdfExtractorSetting,
) {
  const path = join(dir, `${Math.random().toString(36).slice(2)}-${name}`);
  await writeFile(path, bytes);
  return extractText(path, { originalName: name, stage, ...(pdfExtractor ? { pdfExtractor } : {}) });
}

async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describe.each(["pdfjs", "pdftotext"] as const)("PDF through %s", (extractor) => {
  const generated = makeScreenplayPdf({ pages: 12, seed: 11 });

  it("recovers every scene heading, cue and dialogue block of a generated screenplay", async () => {
    const result = await extractBytes("script.pdf", generated.pdf, "script", extractor);
    expect(result).toMatchObject({ format: "pdf", pages: generated.truth.pages });
    const elements = parseScreenplayText(result.text).elements;
    expect(elements.filter((e) => e.type === "scene-heading").map((e) => e.text)).toEqual(
      generated.truth.headings,
    );
    const speeches = elements.filter((e) => e.type === "character").map((e) => characterName(e.text));
    expect(speeches).toEqual(generated.truth.speeches.map((s) => s.name));
    const { reading } = readScriptModel(result.text);
    expect(reading.scenes.filter((scene) => scene.heading)).toHaveLength(generated.truth.headings.length);
    const words = new Map<string, number>();
    for (const speech of generated.truth.speeches)
      words.set(speech.name, (words.get(speech.name) ?? 0) + speech.words);
    for (const character of reading.characters.filter((c) => c.speeches > 0)) {
      expect(character.words, character.name).toBe(words.get(character.name));
    }
  });

  it("reads the real Big Fish PDF: 122 pages, 192 scenes, EDWARD then WILL", async () => {
    const result = await extractText(realFixture("big_fish__screenplain.pdf"), {
      originalName: "Big-Fish.pdf",
      stage: "script",
      pdfExtractor: extractor,
    });
    expect(result.pages).toBe(122);
    const script = readScriptModel(result.text);
    expect(script.title).toBe("Big Fish");
    // The cover page is not a script page; the reader folds YOUNG EDWARD into EDWARD.
    expect(script.reading.pages).toBe(121);
    expect(script.reading.scenes.filter((scene) => scene.heading)).toHaveLength(192);
    expect(script.reading.characters.slice(0, 2)).toMatchObject([
      { name: "EDWARD", speeches: 297 },
      { name: "WILL", speeches: 143 },
    ]);
  });

  describeExtendedCorpus(`PDFs through ${extractor}`, () => {
    it("reads the real Reason of State PDF: 141 pages, 121 numbered scenes", async () => {
      const result = await extractText(realFixture("reason_of_state__screenjson-cli.pdf"), {
        originalName: "ros.pdf",
        stage: "script",
        pdfExtractor: extractor,
      });
      expect(result.pages).toBe(141);
      const script = readScriptModel(result.text);
      expect(script.title).toBe("REASON OF STATE");
      expect(script.reading.scenes.filter((scene) => scene.heading)).toHaveLength(121);
      const [first, second] = script.reading.characters;
      expect(first).toMatchObject({ name: "PRIME MINISTER", speeches: 346 });
      expect(first?.words).toBeGreaterThan(4300);
      expect(first?.words).toBeLessThan(4600);
      // Second by scenes: the action calls EVE HENTLEY "Eve" in scenes where she does not speak.
      expect(second?.name).toBe("EVE HENTLEY");
      expect(script.reading.characters.find((c) => c.name === "JONATHAN BULL")).toMatchObject({
        speeches: 93,
      });
    });

    it("reads a real deck in reading order and does not call it a screenplay", async () => {
      const result = await extractText(realFixture("greencoats_deck__pitch-deck-classifier.pdf"), {
        originalName: "GREENcoats.pdf",
        stage: "deck",
        pdfExtractor: extractor,
      });
      expect(result).toMatchObject({ format: "pdf", pages: 12 });
      expect(readScriptModel(result.text).isScreenplay).toBe(false);
      expect(result.text.length).toBeGreaterThan(3000);
      expect(result.text).toMatch(/coating/i);
    });

    it.each(["jack_and_diane_synopsis__jackanddiane.pdf", "imwg_pitch__openhack2018-purple.pdf"])(
      "does not take %s for a screenplay, even on the script stage",
      async (name) => {
        const result = await extractText(realFixture(name), {
          originalName: name,
          stage: "script",
          pdfExtractor: extractor,
        });
        expect(result.text.length).toBeGreaterThan(500);
        expect(readScriptModel(result.text).isScreenplay).toBe(false);
      },
    );
  });

  it("refuses a password-protected PDF with 422", async () => {
    const locked = makeScreenplayPdf({ pages: 1, password: "secret" });
    expect(await failure(extractBytes("locked.pdf", locked.pdf, "script", extractor))).toEqual({
      status: 422,
      message: "This PDF is password-protected. Please remove the password and upload it again.",
    });
  });

  it("refuses a scan (pictures, no text layer) with 422", async () => {
    const { status, message } = await failure(extractBytes("scan.pdf", makeScannedPdf(2), "deck", extractor));
    expect(status).toBe(422);
    expect(message).toMatch(/no text layer/);
  });

  it("refuses a damaged PDF with 422", async () => {
    const bytes = Buffer.concat([
      Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\ngarbage"),
      Buffer.alloc(64, 1),
      Buffer.from("\n%%EOF\n"),
    ]);
    const { status, message } = await failure(extractBytes("broken.pdf", bytes, "script", extractor));
    expect(status).toBe(422);
    expect(message).toMatch(/damaged, truncated or not a PDF/);
  });
});

describe("PDF edge cases", () => {
  it("refuses a truncated PDF (its end cut off) with 422", async () => {
    const whole = await readFile(realFixture("big_fish__screenplain.pdf"));
    const { status } = await failure(extractBytes("cut.pdf", whole.subarray(0, whole.length / 2), "script"));
    expect(status).toBe(422);
  });

  it("fails a job that runs past its timeout, and the next job succeeds on a fresh worker", async () => {
    const path = realFixture("big_fish__screenplain.pdf");
    const slow = extractText(path, {
      originalName: "a.pdf",
      stage: "script",
      pdfExtractor: "pdfjs",
      timeoutMs: 5,
    });
    expect(await failure(slow)).toEqual({ status: 422, message: expect.stringMatching(/took too long/) });
    const next = await extractText(path, { originalName: "a.pdf", stage: "script", pdfExtractor: "pdfjs" });
    expect(next.pages).toBe(122);
  });
});
