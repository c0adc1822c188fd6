import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadStage } from "../../domain/upload";
import { loadConfig } from "../config";
import { AppError } from "../errors";
import { describeExtendedCorpus } from "../test/extended-corpus";
import { realFixture } from "../test/real-fixtures";
import { scriptFacts } from "../test/script-facts";
import {
  makeDocx,
  makeEntityBombFdx,
  makeHostileDocx,
  makeZip,
  makeZipBombDocx,
} from "../test/test-documents";
import { makePng } from "../test/test-images";
import { createTextExtractor, type TextExtractor } from "./extract-text";

const SCRIPT =
  "INT. KITCHEN - NIGHT\n\nRain. Zoë waits by the café window.\n\nZOË\nWhere were you last night?\n\nMARC\n(softly)\nAt the église.\n";
let dir: string;
let extractor: TextExtractor;
/** The extractor the app builds from its default configuration. */
const extractText: TextExtractor["extract"] = (path, options) => extractor.extract(path, options);
beforeAll(async () => {
  extractor = createTextExtractor(loadConfig({}).extraction);
  await extractor.ready();
  dir = await mkdtemp(join(tmpdir(), "greenlit-formats-"));
});
afterAll(async () => {
  await extractor.close();
  await rm(dir, { recursive: true, force: true });
});

async function extractBytes(name: string, bytes: Uint8Array | string, stage: UploadStage = "script") {
  const path = join(dir, `${Math.random().toString(36).slice(2)}-${name}`);
  await writeFile(path, bytes);
  return extractText(path, { originalName: name, stage });
}

async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describe(".txt decoding", () => {
  const utf16 = (text: string, bigEndian: boolean) => {
    const le = Buffer.from(text, "utf16le");
    if (bigEndian) le.swap16();
    return Buffer.concat([Buffer.from(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]), le]);
  };
  it.each([
    ["UTF-8", Buffer.from(SCRIPT, "utf8")],
    ["UTF-8 with BOM", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SCRIPT, "utf8")])],
    ["UTF-16 LE with BOM", utf16(SCRIPT, false)],
    ["UTF-16 BE with BOM", utf16(SCRIPT, true)],
    ["Windows-1252", Buffer.from(SCRIPT, "latin1")],
    ["Windows-1252 with CRLF", Buffer.from(SCRIPT.replace(/\n/g, "\r\n"), "latin1")],
  ])("%s", async (_, bytes) => {
    const result = await extractBytes("scene.txt", bytes);
    expect(result).toMatchObject({ format: "txt", pages: null, text: SCRIPT });
    expect(scriptFacts(result.text).speakers).toEqual(["ZOË", "MARC"]);
  });

  it("decodes Windows-1252's curly quotes and dashes", async () => {
    const result = await extractBytes("q.txt", Buffer.from([0x93, 0x48, 0x69, 0x94, 0x20, 0x97, 0x20, 0x80]));
    expect(result.text).toBe("\u201cHi\u201d \u2014 \u20ac");
  });
});

describe("Final Draft and Fountain", () => {
  it("returns the Final Draft test script as screenplay text that reads back to the same statistics", async () => {
    const path = join(dir, "test-script.fdx");
    await copyFile(realFixture("fdx_test_script_finaldraft__screenplay-tools.fdx"), path);
    const result = await extractText(path, { originalName: "TestFDX-FD.fdx", stage: "script" });
    expect(result).toMatchObject({ format: "fdx", pages: null });
    expect(result.text).not.toContain("<Paragraph");
    expect(result.text).toMatch(/^Title: FDX Test Script\n/);
    expect(result.text).toContain("\nDJ\n");
    expect(scriptFacts(result.text).scenes).toBe(2);
  });

  it("returns a Fountain file without its boneyard and emphasis marks, keeping the writer's notes", async () => {
    const path = join(dir, "bob.fountain");
    await copyFile(realFixture("cyber_bob_ep00001__ebScreenplays.fountain"), path);
    const result = await extractText(path, { originalName: "Cyber_Bob.fountain", stage: "script" });
    expect(result.format).toBe("fountain");
    expect(result.text).not.toMatch(/\/\*|\*\*/);
    // The writer's notes travel to the script reader as Fountain notes.
    expect(result.text).toContain("[[Second draft published at: http://pasted.co/66993b1e on 2016-10-06]]");
    expect(scriptFacts(result.text).scenes).toBe(3);
  });

  it("refuses an XML entity bomb with 422, quickly", async () => {
    const started = Date.now();
    const { status, message } = await failure(extractBytes("bomb.fdx", makeEntityBombFdx()));
    expect(status).toBe(422);
    expect(message).toMatch(/declares XML entities/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("refuses malformed FDX with 422", async () => {
    const { status, message } = await failure(
      extractBytes("bad.fdx", "<?xml version='1.0'?><FinalDraft><Content><Paragraph"),
    );
    expect(status).toBe(422);
    expect(message).toMatch(/not valid Final Draft XML/);
  });
});

describe(".docx", () => {
  it("reads paragraphs, keeping each cue on the line above its dialogue", async () => {
    const docx = makeDocx([
      "INT. KITCHEN - NIGHT",
      "Rain on the glass.",
      "ANNA",
      "(quietly)",
      "You came back.",
      "BEN",
      "I never left.",
    ]);
    const result = await extractBytes("script.docx", docx);
    expect(result.format).toBe("docx");
    expect(result.text).toBe(
      "INT. KITCHEN - NIGHT\n\nRain on the glass.\n\nANNA\n(quietly)\nYou came back.\n\nBEN\nI never left.\n",
    );
    expect(scriptFacts(result.text).speakers).toEqual(["ANNA", "BEN"]);
  });

  it("refuses a zip bomb (80 MB behind a 1 KB claim) with 422", async () => {
    const { status, message } = await failure(extractBytes("bomb.docx", makeZipBombDocx(80)));
    expect(status).toBe(422);
    expect(message).toMatch(/expands to far more data/);
  });

  it("refuses a 3 KB .docx of never-closed paragraphs within a second, not after minutes", async () => {
    const hostile = makeHostileDocx();
    expect(hostile.length).toBeLessThan(4096);
    const started = performance.now();
    expect(await failure(extractBytes("hostile.docx", hostile))).toEqual({
      status: 422,
      message: "This Word document (.docx) could not be read: it is damaged or not a .docx file.",
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("reads text boxes, tabs, breaks and entities, and skips deleted text", async () => {
    const xml =
      '<?xml version="1.0"?><w:document xmlns:w="w" xmlns:mc="mc"><w:body>' +
      "<w:p><w:r><w:t>Tom &amp; Jerry&#x2019;s</w:t><w:tab/><w:t>plan</w:t><w:br/><w:t>B</w:t></w:r></w:p>" +
      "<w:p><w:del><w:r><w:t>gone</w:t></w:r></w:del><w:r><w:t>kept</w:t></w:r></w:p>" +
      "<w:p><mc:AlternateContent><mc:Choice><w:p><w:r><w:t>In a box</w:t></w:r></w:p></mc:Choice>" +
      "<mc:Fallback><w:p><w:r><w:t>In a box</w:t></w:r></w:p></mc:Fallback></mc:AlternateContent></w:p>" +
      "</w:body></w:document>";
    const docx = makeZip([{ name: "word/document.xml", data: Buffer.from(xml) }]);
    expect((await extractBytes("boxes.docx", docx)).text).toBe(
      "Tom & Jerry\u2019s\tplan\nB\n\nkept\n\nIn a box\n",
    );
  });

  it("reads a .docx that is plain text inside as the text it is", async () => {
    expect(await extractBytes("fake.docx", SCRIPT)).toMatchObject({ format: "txt", text: SCRIPT });
  });

  it("refuses a .docx that is a zip without a Word document inside with 422", async () => {
    const zip = makeZip([{ name: "notes/readme.xml", data: Buffer.from("<a/>") }]);
    expect(await failure(extractBytes("fake.docx", zip))).toEqual({
      status: 422,
      message: "This Word document (.docx) could not be read: it is damaged or not a .docx file.",
    });
  });
});

describe("files recognised by their bytes, whatever their name", () => {
  it("reads a Word document renamed .pdf as the Word document it is", async () => {
    const result = await extractBytes("script.pdf", makeDocx(["INT. KITCHEN - NIGHT", "Rain on the glass."]));
    expect(result).toMatchObject({ format: "docx" });
    expect(result.text).toContain("Rain on the glass.");
  });

  it("refuses a Word document renamed .pdf on the deck stage, saying what it is", async () => {
    expect(await failure(extractBytes("deck.pdf", makeDocx(["A deck in Word"]), "deck"))).toEqual({
      status: 415,
      message:
        "This file is named .pdf but is a Word document (.docx). Accepted file types for a deck: .pdf, .pptx.",
    });
  });

  it("reads a PDF renamed .docx as a PDF", async () => {
    const pdf = await readFile(realFixture("big_fish__screenplain.pdf"));
    expect(await extractBytes("Big-Fish.docx", pdf)).toMatchObject({ format: "pdf", pages: 122 });
  });

  it("reads a Final Draft file renamed .txt as Final Draft, and a text script renamed .pdf as text", async () => {
    const fdx = await readFile(realFixture("big_fish__screenplain.fdx"));
    expect(await extractBytes("Big-Fish.txt", fdx)).toMatchObject({ format: "fdx" });
    expect(await extractBytes("scene.pdf", SCRIPT)).toMatchObject({ format: "txt", text: SCRIPT });
  });

  it("refuses a zip renamed .txt, naming it a zip archive", async () => {
    const zip = makeZip([{ name: "notes/readme.xml", data: Buffer.from("<a/>") }]);
    expect(await failure(extractBytes("notes.txt", zip))).toEqual({
      status: 415,
      message:
        "This file is named .txt but is a zip archive. Accepted file types for a script: .pdf, .fdx, .txt, .fountain, .docx.",
    });
  });

  it("reads a Word document renamed .txt as the Word document it is", async () => {
    expect(await extractBytes("notes.txt", makeDocx(["hello there"]))).toMatchObject({
      format: "docx",
      text: "hello there\n",
    });
  });
});

describe("types refused by their bytes or name", () => {
  it("refuses a PNG renamed .pdf with 415, saying it is a picture, in words and not a MIME type", async () => {
    expect(await failure(extractBytes("deck.pdf", makePng(8, 8), "deck"))).toEqual({
      status: 415,
      message: "This file is named .pdf but is a picture (PNG). Accepted file types for a deck: .pdf, .pptx.",
    });
  });

  it("refuses plain text under a name of a kind it does not read (notes.pages), naming the type", async () => {
    expect(await failure(extractBytes("notes.pages", "not a script at all"))).toEqual({
      status: 415,
      message:
        "Files of type .pages are not supported. Accepted file types for a script: .pdf, .fdx, .txt, .fountain, .docx.",
    });
  });

  it("refuses binary bytes in a .txt with 415", async () => {
    expect((await failure(extractBytes("x.txt", Buffer.from([0, 1, 2, 3, 0, 200, 7, 0])))).status).toBe(415);
  });

  it("refuses a .txt on the deck stage with 415", async () => {
    expect(await failure(extractBytes("deck.txt", SCRIPT, "deck"))).toEqual({
      status: 415,
      message: "Files of type .txt are not supported. Accepted file types for a deck: .pdf, .pptx.",
    });
  });

  it("refuses an unknown extension with 415", async () => {
    expect((await failure(extractBytes("deck.key", "x", "deck"))).status).toBe(415);
  });

  it("refuses an empty file with 422", async () => {
    expect(await failure(extractBytes("empty.txt", ""))).toEqual({
      status: 422,
      message: "The file is empty.",
    });
  });

  it("refuses more text than /api/analyze takes (2 MB) with 422", async () => {
    const { status, message } = await failure(
      extractBytes("long.txt", "All work and no play. ".repeat(100_000)),
    );
    expect(status).toBe(422);
    expect(message).toMatch(/limit is 2 MB of text/);
  });

  it("refuses a file of blank lines with 422", async () => {
    expect(await failure(extractBytes("blank.txt", "\n \n\t\n"))).toEqual({
      status: 422,
      message: "No text was found in this file.",
    });
  });

  it("refuses text named .pdf on the deck stage, saying it is plain text", async () => {
    expect(await failure(extractBytes("fake.pdf", SCRIPT, "deck"))).toEqual({
      status: 415,
      message: "This file is named .pdf but is plain text. Accepted file types for a deck: .pdf, .pptx.",
    });
  });
});

describeExtendedCorpus("Stonehenge and E02b scripts", () => {
  it("reads the real typewriter-layout Stonehenge script", async () => {
    const path = join(dir, "stonehenge.txt");
    await copyFile(realFixture("stonehenge_sample__trelby.txt"), path);
    const result = await extractText(path, { originalName: "test.txt", stage: "script" });
    expect(scriptFacts(result.text).scenes).toBe(11);
  });

  it("returns an FDX as screenplay text that reads back to the same statistics", async () => {
    const path = join(dir, "e02b.fdx");
    await copyFile(realFixture("e02b_buckets_and_flavors__FinalDraftProReader.fdx"), path);
    const result = await extractText(path, {
      originalName: "E02b - Buckets And Flavors.fdx",
      stage: "script",
    });
    expect(result).toMatchObject({ format: "fdx", pages: null });
    expect(result.text).not.toContain("<Paragraph");
    expect(result.text).toMatch(/^Title: E02 - Buckets and Flavors\n/);
    expect(result.text).toContain("\nDANIEL\n");
    expect(scriptFacts(result.text).scenes).toBe(37);
  });
});
