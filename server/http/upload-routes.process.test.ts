import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { UploadResponseSchema } from "../../domain/upload";
import { describeExtendedCorpus } from "../test/extended-corpus";
import { type MultipartPart, multipartBody } from "../test/multipart-body";
import { realFixture } from "../test/real-fixtures";
import { makeScannedPdf, makeScreenplayPdf } from "../test/screenplay-pdf";
import { scriptFacts } from "../test/script-facts";
import { createTestApp, type TestApp } from "../test/test-app";
import { makeEntityBombFdx, makeZipBombDocx } from "../test/test-documents";
import { makePng } from "../test/test-images";

let testApp: TestApp;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "greenlit-upload-"));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir } });
  app = testApp.app;
  await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(async () => {
  expect(await readdir(join(dataDir, "uploads"))).toEqual([]);
});

function upload(parts: readonly MultipartPart[]) {
  const { payload, headers } = multipartBody(parts);
  return app.inject({ method: "POST", url: "/api/upload", payload, headers });
}
const file = (filename: string, content: Uint8Array | string): MultipartPart => ({
  name: "file",
  filename,
  content,
});
const stage = (value: string): MultipartPart => ({ name: "stage", value });

describe("POST /api/upload", () => {
  it("answers a screenplay upload with text, format, pages and characters, and no statistics", async () => {
    const response = await upload([
      stage("script"),
      file("Big-Fish.fountain", await readFile(realFixture("big_fish__screenplain.fountain"))),
    ]);
    expect(response.statusCode).toBe(200);
    const body = UploadResponseSchema.parse(response.json());
    expect(body).toMatchObject({ format: "fountain", pages: null, characters: body.text.length });
    // The analysis reads the script once; the upload only returns the text it will read.
    expect(response.json()).not.toHaveProperty("screenplay");
    expect(scriptFacts(body.text)).toMatchObject({ title: "Big Fish", scenes: 192 });
  });

  it("reads the stage field when it comes after the file", async () => {
    const response = await upload([
      file("pitch.txt", "INT. ROOM - DAY\n\nA room.\n\nANNA\nHello there.\n"),
      stage("deck"),
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: "Files of type .txt are not supported. Accepted file types for a deck: .pdf, .pptx.",
    });
  });

  it("reads a screenplay PDF to text the reader takes whole", async () => {
    const response = await upload([
      stage("script"),
      file("Big-Fish.pdf", await readFile(realFixture("big_fish__screenplain.pdf"))),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      format: "pdf",
      pages: 122,
    });
    expect(scriptFacts(response.json().text).scenes).toBe(192);
  });

  it.each([
    [
      "a PNG renamed .pdf",
      [stage("deck"), file("deck.pdf", makePng(4, 4))],
      415,
      /^This file is named \.pdf but is a picture \(PNG\)\. Accepted file types for a deck: \.pdf, \.pptx\.$/,
    ],
    [
      "a Keynote file",
      [stage("deck"), file("deck.key", "x")],
      415,
      /Accepted file types for a deck: \.pdf, \.pptx\./,
    ],
    ["an empty file", [file("empty.txt", "")], 422, /^The file is empty\.$/],
    [
      "a truncated PDF",
      [file("cut.pdf", "%PDF-1.7\n1 0 obj\n<< /Type /Catalog")],
      422,
      /damaged, truncated or not a PDF/,
    ],
    [
      "an encrypted PDF",
      [file("locked.pdf", makeScreenplayPdf({ pages: 1, password: "pw" }).pdf)],
      422,
      /password-protected/,
    ],
    ["a scanned PDF", [stage("deck"), file("scan.pdf", makeScannedPdf(1))], 422, /no text layer/],
    ["a zip-bomb .docx", [file("bomb.docx", makeZipBombDocx(80))], 422, /expands to far more data/],
    ["an XML entity bomb .fdx", [file("bomb.fdx", makeEntityBombFdx())], 422, /declares XML entities/],
    ["an unknown stage", [stage("novel"), file("a.txt", "hello")], 400, /"stage" must be "script" or "deck"/],
    ["no file", [stage("script")], 400, /No file was uploaded/],
  ] as const)("refuses %s with a clear { error }", async (_, parts, status, message) => {
    const response = await upload(parts);
    expect(response.statusCode).toBe(status);
    expect(Object.keys(response.json())).toEqual(["error"]);
    expect(response.json().error).toMatch(message);
  });

  it("never uses the client's file name as a path", async () => {
    const response = await upload([
      file("../../../../tmp/evil name.TXT", "INT. ROOM - DAY\n\nA room.\n\nANNA\nHello.\n\nBEN\nHi.\n"),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ format: "txt" });
    expect(scriptFacts(response.json().text).scenes).toBe(1);
  });

  it("refuses a request that is not multipart with 415", async () => {
    const response = await app.inject({ method: "POST", url: "/api/upload", payload: { text: "x" } });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatch(/multipart\/form-data/);
  });

  it("stops an upload over 100 MB while it streams (413 naming the limit) and keeps nothing", async () => {
    const { port } = app.server.address() as AddressInfo;
    const boundary = "----greenlitlimit";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="stage"\r\n\r\nscript\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.txt"\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    const body = Readable.from(
      (function* () {
        yield head;
        while (sent < 101) {
          sent++;
          yield chunk;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          port,
          host: "127.0.0.1",
          method: "POST",
          path: "/api/upload",
          headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        },
        (response) => {
          let data = "";
          response.on("data", (part: Buffer) => {
            data += part.toString();
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text: data }));
        },
      );
      request.on("error", reject);
      body.pipe(request);
    });
    expect(status).toBe(413);
    expect(JSON.parse(text)).toEqual({ error: "This file is too large: the upload limit is 100 MB." });
  });

  it("completes 20 concurrent screenplay uploads without an error", async () => {
    const { pdf } = makeScreenplayPdf({ pages: 20, seed: 5 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => upload([stage("script"), file("s.pdf", pdf)])),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.json().text)).size).toBe(1);
  });
});

describeExtendedCorpus("a real pitch deck uploaded", () => {
  it("answers a deck PDF with its pages, text the reader does not take for a screenplay", async () => {
    const response = await upload([
      stage("deck"),
      file("deck.pdf", await readFile(realFixture("imwg_pitch__openhack2018-purple.pdf"))),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ format: "pdf", pages: 8 });
    expect(scriptFacts(response.json().text).isScreenplay).toBe(false);
  });
});
