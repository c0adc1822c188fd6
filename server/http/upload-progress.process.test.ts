import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UploadProgressAnswerSchema, type UploadStep, uploadStepSentence } from "../../domain/upload-steps";
import { loadConfig } from "../config";
import { hasPdftotext } from "../extraction/extract-pdf-pdftotext";
import { createTextExtractor, type TextExtractor } from "../extraction/extract-text";
import { multipartBody } from "../test/multipart-body";
import { makePicturePdf, makePptx, makeTextPicture } from "../test/picture-documents";
import { realFixture } from "../test/real-fixtures";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

// The PostgreSQL lane leaves this file out: what it proves is the reading's progress, not what is stored.

const PDFTOTEXT = await hasPdftotext();
let dir: string;
let extractor: TextExtractor;
let testApp: TestApp;
let pictures: Buffer[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "greenlit-progress-"));
  extractor = createTextExtractor(loadConfig({}).extraction);
  testApp = await createTestApp({ env: { DATA_DIR: dir } });
  pictures = [];
  // One at a time: the picture maker shares one page renderer.
  for (const line of ["Orbital Gardens", "A botanist stranded", "The station is failing"]) {
    pictures.push(await makeTextPicture([line, "on a failing space station"]));
  }
}, 120_000);
afterAll(async () => {
  await Promise.all([extractor.close(), testApp.close()]);
  await rm(dir, { recursive: true, force: true });
});

async function stepsOf(
  name: string,
  bytes: Uint8Array,
  options: { stage: "script" | "deck"; pdfExtractor?: "pdfjs" | "pdftotext" },
): Promise<string[]> {
  const path = join(dir, `${randomUUID()}-${name}`);
  await writeFile(path, bytes);
  const steps: UploadStep[] = [];
  await extractor.extract(path, { originalName: name, ...options, onStep: (step) => steps.push(step) });
  return steps.map(uploadStepSentence);
}

describe("the steps an upload's reading reports", () => {
  it("counts a script PDF's pages as pdf.js reads them, from the wait to the last page", async () => {
    const steps = await stepsOf("Big-Fish.pdf", await readFile(realFixture("big_fish__screenplain.pdf")), {
      stage: "script",
      pdfExtractor: "pdfjs",
    });
    expect(steps[0]).toBe("Waiting for a free reader");
    expect(steps[1]).toBe("Reading pages 0 of 122");
    expect(steps).toContain("Reading pages 40 of 122");
    expect(steps.at(-1)).toBe("Reading pages 122 of 122");
  }, 60_000);

  it.skipIf(!PDFTOTEXT)(
    "counts the pages pdftotext has written, with poppler's page count",
    async () => {
      const steps = await stepsOf("Big-Fish.pdf", await readFile(realFixture("big_fish__screenplain.pdf")), {
        stage: "script",
        pdfExtractor: "pdftotext",
      });
      expect(steps.slice(0, 2)).toEqual(["Waiting for a free reader", "Reading pages 0 of 122"]);
      expect(steps.at(-1)).toBe("Reading pages 122 of 122");
    },
    60_000,
  );

  it("names each picture page as OCR reads it", async () => {
    const steps = await stepsOf("deck.pdf", makePicturePdf(pictures), { stage: "deck" });
    expect(steps.filter((step) => step.startsWith("OCR"))).toEqual([
      "OCR page 1 of 3",
      "OCR page 2 of 3",
      "OCR page 3 of 3",
    ]);
  }, 120_000);

  it("names the slides, then each picture slide as OCR reads it", async () => {
    const deck = await makePptx([
      { title: "Orbital Gardens", bullets: ["A deck"] },
      { picture: pictures[1] },
    ]);
    const steps = await stepsOf("deck.pptx", deck, { stage: "deck" });
    expect(steps).toEqual(["Waiting for a free reader", "Reading slides 2 of 2", "OCR slide 1 of 1"]);
  }, 120_000);
});

describe("GET /api/upload/progress/{id}", () => {
  it("answers the reading's latest step to the visitor who uploads, while it runs and a moment after", async () => {
    const { app } = testApp;
    const [owner, stranger] = await Promise.all([newVisitor(app), newVisitor(app)]);
    const id = randomUUID();
    const { payload, headers } = multipartBody([
      { name: "stage", value: "deck" },
      { name: "file", filename: "deck.pdf", content: makePicturePdf(pictures) },
    ]);
    let isDone = false;
    const uploading = app
      .inject({
        method: "POST",
        url: `/api/upload?progress=${id}`,
        payload,
        headers: { ...headers, cookie: owner },
      })
      .finally(() => {
        isDone = true;
      });
    const seen = new Set<string>();
    const strangerSaw = new Set<string>();
    const ask = async (cookie: string) => {
      const response = await app.inject({
        method: "GET",
        url: `/api/upload/progress/${id}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      return UploadProgressAnswerSchema.parse(response.json()).step;
    };
    while (!isDone) {
      const [mine, theirs] = await Promise.all([ask(owner), ask(stranger)]);
      if (mine) seen.add(uploadStepSentence(mine));
      if (theirs) strangerSaw.add(uploadStepSentence(theirs));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await uploading).statusCode).toBe(200);
    expect([...seen].some((step) => /^OCR page [123] of 3$/.test(step))).toBe(true);
    expect(strangerSaw.size).toBe(0);
    // The last step stays readable a moment, for a client whose answer is still on its way.
    expect(await ask(owner)).not.toBeNull();
  }, 120_000);

  it("refuses a malformed id with a sentence", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/upload/progress/%3Cscript%3E" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "A progress id is 8 to 64 letters, digits or hyphens." });
  });
});
