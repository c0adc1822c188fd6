import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { AppError } from "../errors";
import { makePicturePdf, makePptx, makeTextPicture } from "../test/picture-documents";
import {
  EXTENDED_CORPUS_AVAILABLE,
  EXTENDED_CORPUS_SKIPPED,
  EXTENDED_FIXTURES_DIR,
  realFixture,
} from "../test/real-fixtures";
import { makeZip } from "../test/test-documents";
import { createTextExtractor, type TextExtractor } from "./extract-text";
import { hasTesseract } from "./ocr/tesseract-cli";
import { TESSERACT_JS_PATHS } from "./ocr/tesseract-wasm";

const TESSERACT_INSTALLED = await hasTesseract();
let dir: string;
let picture: Buffer;
let extractor: TextExtractor;
/** The extractor the app builds from its default configuration. */
const extractText: TextExtractor["extract"] = (path, options) => extractor.extract(path, options);
beforeAll(async () => {
  extractor = createTextExtractor(loadConfig({}).extraction);
  await extractor.ready();
  dir = await mkdtemp(join(tmpdir(), "greenlit-decks-"));
  picture = await makeTextPicture(["Orbital Gardens", "A botanist stranded on a", "failing space station"]);
}, 60_000);
afterAll(async () => {
  await extractor.close();
  await rm(dir, { recursive: true, force: true });
});

async function extractBytes(
  name: string,
  bytes: Uint8Array,
  ocrEngine: "tesseract" | "tesseract.js" = "tesseract.js",
) {
  const path = join(dir, `${Math.random().toString(36).slice(2)}-${name}`);
  await writeFile(path, bytes);
  return extractText(path, { originalName: name, stage: "deck", ocrEngine });
}

async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

describe(".pptx decks", () => {
  it("reads slide text in slide order with the speaker notes, one form feed per slide", async () => {
    const pptx = await makePptx([
      {
        title: "Orbital Gardens",
        bullets: ["A botanist", "A dying station"],
        notes: "Open on the greenhouse.",
      },
      { title: "The Team", bullets: ["Director: Ana Ruiz"] },
      { title: "The Ask", notes: "We need $2M." },
    ]);
    const result = await extractBytes("deck.pptx", pptx);
    expect(result).toMatchObject({ format: "pptx", pages: 3, ocr: null });
    expect(result.text).toBe(
      "Orbital Gardens\nA botanist\nA dying station\n\nSpeaker notes:\nOpen on the greenhouse.\f" +
        "The Team\nDirector: Ana Ruiz\f" +
        "The Ask\n\nSpeaker notes:\nWe need $2M.\f",
    );
  });

  it("reads a slide that is only a picture with OCR and says which slide", async () => {
    const pptx = await makePptx([{ title: "Orbital Gardens", bullets: ["A pitch"] }, { picture }]);
    const result = await extractBytes("pictures.pptx", pptx);
    expect(result.ocr).toEqual({ pages: [2], engine: "tesseract.js", unreadPages: [] });
    const second = result.text.split("\f")[1] ?? "";
    expect(words(second)).toEqual(
      expect.arrayContaining(["botanist", "stranded", "failing", "space", "station"]),
    );
  }, 60_000);

  it("says which picture slides could not be read (a picture without words)", async () => {
    const blank = await makeTextPicture([]);
    const pptx = await makePptx([
      { title: "Orbital Gardens", bullets: ["A pitch"] },
      { picture },
      { picture: blank },
    ]);
    const result = await extractBytes("pictures.pptx", pptx);
    expect(result.ocr).toEqual({ pages: [2], engine: "tesseract.js", unreadPages: [3] });
  }, 90_000);

  it("refuses a zip bomb inside a .pptx with 422", async () => {
    const bomb = makeZip([
      { name: "ppt/presentation.xml", data: Buffer.alloc(80 * 1024 * 1024, 0x20), declaredSize: 1024 },
    ]);
    expect(await failure(extractBytes("bomb.pptx", bomb))).toEqual({
      status: 422,
      message: "This PowerPoint file expands to far more data than its size suggests and was refused.",
    });
  });

  it("refuses a damaged .pptx with 422, and text or a picture named .pptx with 415 saying what it is", async () => {
    const broken = makeZip([
      { name: "ppt/presentation.xml", data: Buffer.from("<p:presentation><p:sldIdLst>") },
    ]);
    expect(await failure(extractBytes("broken.pptx", broken))).toEqual({
      status: 422,
      message: "This PowerPoint file (.pptx) could not be read: it is damaged or not a .pptx file.",
    });
    expect(await failure(extractBytes("text.pptx", Buffer.from("just some text")))).toEqual({
      status: 415,
      message: "This file is named .pptx but is plain text. Accepted file types for a deck: .pdf, .pptx.",
    });
    expect(await failure(extractBytes("photo.pptx", picture))).toEqual({
      status: 415,
      message:
        "This file is named .pptx but is a picture (PNG). Accepted file types for a deck: .pdf, .pptx.",
    });
  });
});

describe("image-only PDF pages", () => {
  it("points tesseract.js at the English data inside its npm package, never at a web address", () => {
    expect(existsSync(join(TESSERACT_JS_PATHS.langPath, "eng.traineddata.gz"))).toBe(true);
    expect(TESSERACT_JS_PATHS.langPath).toMatch(
      /^\/.*node_modules\/@tesseract\.js-data\/eng\/4\.0\.0_best_int$/,
    );
  });

  it("reads a page with no text layer with the WebAssembly engine and its packaged English data", async () => {
    const result = await extractBytes("pictures.pdf", makePicturePdf([picture]), "tesseract.js");
    expect(result.ocr).toEqual({ pages: [1], engine: "tesseract.js", unreadPages: [] });
    expect(words(result.text)).toEqual(expect.arrayContaining(["orbital", "gardens", "botanist", "station"]));
  }, 60_000);

  it("reads a scanned screenplay page on the script stage", async () => {
    const scan = await makeTextPicture([
      "INT. GREENHOUSE - NIGHT",
      "Mara kneels by the dying",
      "tomato vines.",
    ]);
    const path = join(dir, "scan.pdf");
    await writeFile(path, makePicturePdf([scan]));
    const result = await extractText(path, {
      originalName: "scan.pdf",
      stage: "script",
      ocrEngine: "tesseract.js",
    });
    expect(result.ocr).toEqual({ pages: [1], engine: "tesseract.js", unreadPages: [] });
    expect(words(result.text)).toEqual(
      expect.arrayContaining(["greenhouse", "night", "mara", "tomato", "vines"]),
    );
  }, 60_000);

  it.runIf(TESSERACT_INSTALLED)(
    "reads it with Debian's tesseract when installed",
    async () => {
      const result = await extractBytes("pictures.pdf", makePicturePdf([picture]), "tesseract");
      expect(result.ocr).toEqual({ pages: [1], engine: "tesseract", unreadPages: [] });
      expect(words(result.text)).toEqual(
        expect.arrayContaining(["orbital", "gardens", "botanist", "station"]),
      );
    },
    60_000,
  );
});

const IMAGE_ONLY_DECK = join(EXTENDED_FIXTURES_DIR, "../image-only/greencoats_image_only.pdf");
if (!EXTENDED_CORPUS_AVAILABLE) console.info(EXTENDED_CORPUS_SKIPPED);

describe.runIf(EXTENDED_CORPUS_AVAILABLE)("real decks", () => {
  const realDeck = async (path: string, ocrEngine: "auto" | "tesseract.js" = "tesseract.js") =>
    extractText(path, {
      originalName: path.split("/").pop() ?? "deck",
      stage: "deck",
      ocrEngine,
      timeoutMs: 120_000,
    });

  it("reads the real .pptx pitch: four slides in order, the same words as its PDF export", async () => {
    const result = await realDeck(realFixture("imwg_pitch__openhack2018-purple.pptx"));
    expect(result).toMatchObject({ format: "pptx", pages: 4, ocr: null });
    const slides = result.text.split("\f").map((slide) => slide.split("\n")[0]);
    expect(slides.slice(0, 4)).toEqual([
      "Welcome to Sweden",
      "IM – Individuell Människohjälp",
      "The growing challenge",
      "Value",
    ]);
    expect(result.text).toContain("Making calls with Skype");
  });

  it("reads the image-only Greencoats deck: six pages from pictures, most of its words recovered", async () => {
    const truth = new Set(
      words(await readFile(IMAGE_ONLY_DECK.replace(/\.pdf$/, ".truth.txt"), "utf8")).filter(
        (w) => w.length > 2,
      ),
    );
    const result = await realDeck(IMAGE_ONLY_DECK);
    expect(result.ocr).toEqual({ pages: [1, 2, 3, 4, 5, 6], engine: "tesseract.js", unreadPages: [] });
    const read = new Set(words(result.text));
    const recall = [...truth].filter((word) => read.has(word)).length / truth.size;
    expect(recall).toBeGreaterThan(0.8);
    expect(result.text).toContain("Nanocoating");
  }, 120_000);

  it("reads the picture page of the image-heavy Jack & Diane pitch and keeps the text page as it is", async () => {
    const result = await realDeck(realFixture("jack_and_diane_pitch__jackanddiane.pdf"), "auto");
    expect(result.ocr?.pages).toEqual([1]);
    expect(result.pages).toBe(2);
  }, 60_000);
});
