import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jsPDF } from "jspdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeHollowParagraphsPptx } from "../test/hostile-uploads";
import { createTextExtractor, type TextExtractor } from "./extract-text";
import { FAILURE_MESSAGES } from "./extraction-failure";

let dir: string;
let extractor: TextExtractor;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "greenlit-sentences-"));
  extractor = createTextExtractor({ workers: 1, timeoutMs: 60_000, pdfExtractor: "auto", ocrEngine: "auto" });
});
afterAll(async () => {
  await extractor.close();
  await rm(dir, { recursive: true, force: true });
});

async function failureOf(name: string, content: Buffer, stage: "script" | "deck"): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  const error = await extractor.extract(path, { originalName: name, stage }).catch((caught: Error) => caught);
  return error instanceof Error ? error.message : "no error";
}

describe("the sentence names what is really wrong", () => {
  it("a PDF of blank pages is called blank, not pictures", async () => {
    const doc = new jsPDF();
    doc.addPage();
    const blank = Buffer.from(doc.output("arraybuffer"));
    expect(await failureOf("blank.pdf", blank, "deck")).toBe(FAILURE_MESSAGES["blank-pages"]);
  }, 60_000);

  it("a deck of 501 slides is refused for its slides, not as 2 MB of text", async () => {
    const deck = makeHollowParagraphsPptx(501, 0);
    expect(await failureOf("many.pptx", deck, "deck")).toBe(FAILURE_MESSAGES["too-many-slides"]);
  }, 60_000);
});
