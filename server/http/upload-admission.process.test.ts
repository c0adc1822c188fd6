import { mkdtemp, rm } from "node:fs/promises";
import type { ClientRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { QUEUE_FULL_MESSAGE, sessionBusyMessage } from "../extraction/extraction-admission";
import { makeScannedPdf } from "../test/screenplay-pdf";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { makeHostileDocx } from "../test/test-documents";
import { sendUpload } from "../test/upload-over-http";

// The PostgreSQL lane leaves this file out: what it proves is the reading queue's admission, on any database.

const SMALL_SCRIPT =
  "INT. KITCHEN - NIGHT\n\nRain on the glass. Anna waits by the window with two cups of tea.\n\nANNA\nYou came back.\n";
let testApp: TestApp | undefined;
let dataDir: string | undefined;
const stalled: ClientRequest[] = [];

afterEach(async () => {
  for (const request of stalled.splice(0)) request.destroy();
  await testApp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  testApp = undefined;
});

async function start(env: Record<string, string> = {}) {
  dataDir = await mkdtemp(join(tmpdir(), "greenlit-admission-"));
  testApp = await createTestApp({ env: { DATA_DIR: dataDir, ...env } });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  return testApp.app;
}

/** An upload over real HTTP; `stall` sends the headers and half the body, then waits forever. */
function send(
  port: number,
  name: string,
  content: Uint8Array | string,
  options: { cookie?: string; stall?: boolean; stage?: string } = {},
) {
  const { stall, ...rest } = options;
  return sendUpload(port, name, content, {
    ...rest,
    write: stall
      ? (request, payload) => {
          stalled.push(request);
          request.write(payload.subarray(0, Math.floor(payload.length / 2)));
        }
      : undefined,
  });
}

describe("uploads cannot starve each other", () => {
  it("answers another visitor's small upload within 10 s while three hostile files are in flight", async () => {
    const app = await start();
    const { port } = app.server.address() as AddressInfo;
    // Workers up first (another text: the same one would be answered from the kept reading), so
    // the 10 s measure the hostile files' hold on them, not a cold start on a loaded machine.
    const warmUp = await send(port, "warm.txt", `${SMALL_SCRIPT}\n`, { cookie: await newVisitor(app) });
    expect(warmUp.status).toBe(200);
    const hostile = makeHostileDocx();
    const attacks = [1, 2, 3].map(() => send(port, "hostile.docx", hostile));
    await sleep(50);
    const small = await send(port, "scene.txt", SMALL_SCRIPT, { cookie: await newVisitor(app) });
    expect(small.status).toBe(200);
    expect(small.body.characters).toBe(SMALL_SCRIPT.length);
    expect(small.ms).toBeLessThan(10_000);
    for (const attack of await Promise.all(attacks)) {
      expect(attack.status).toBe(422);
      expect(attack.body.error).toBe(
        "This Word document (.docx) could not be read: it is damaged or not a .docx file.",
      );
    }
  }, 60_000);

  it("caps one visitor at two uploads being read at once: a third gets 429 with Retry-After", async () => {
    // Scans read with OCR are slow; with a 10 s budget they end soon after the check.
    const app = await start({ EXTRACTION_TIMEOUT_MS: "10000" });
    const { port } = app.server.address() as AddressInfo;
    // Workers up first: a cold start on a loaded machine can eat the short budget of the first
    // upload (422), so the warm-up is sent again until a worker answers it.
    let warm = await send(port, "warm.txt", SMALL_SCRIPT);
    for (let attempt = 1; warm.status === 422 && attempt < 6; attempt++) {
      warm = await send(port, "warm.txt", SMALL_SCRIPT);
    }
    expect(warm.status).toBe(200);
    const cookie = await newVisitor(app);
    const scan = makeScannedPdf(40);
    const first = send(port, "a.pdf", scan, { cookie, stage: "deck" });
    const second = send(port, "b.pdf", scan, { cookie, stage: "deck" });
    await sleep(1000);
    const third = await send(port, "c.txt", SMALL_SCRIPT, { cookie });
    expect(third).toMatchObject({ status: 429, retryAfter: "10", body: { error: sessionBusyMessage(2) } });
    expect(sessionBusyMessage(2)).toBe(
      "You already have 2 files being read. Please wait until they are done, then upload this one.",
    );
    const other = await send(port, "d.txt", SMALL_SCRIPT, { cookie: await newVisitor(app) });
    expect(other.status).toBe(200);
    await Promise.all([first, second]);
    expect((await send(port, "e.txt", SMALL_SCRIPT, { cookie })).status).toBe(200);
  }, 60_000);

  it("a body still arriving holds no place: the visitor's next upload is read", async () => {
    const app = await start();
    const { port } = app.server.address() as AddressInfo;
    const cookie = await newVisitor(app);
    void send(port, "a.txt", SMALL_SCRIPT, { cookie, stall: true }).catch(() => null);
    void send(port, "b.txt", SMALL_SCRIPT, { cookie, stall: true }).catch(() => null);
    await sleep(300);
    expect((await send(port, "c.txt", SMALL_SCRIPT, { cookie })).status).toBe(200);
  }, 60_000);

  it("bounds the queue: past EXTRACTION_QUEUE_MAX uploads a new one gets 503 with Retry-After", async () => {
    const app = await start({ EXTRACTION_QUEUE_MAX: "2", EXTRACTION_TIMEOUT_MS: "6000" });
    const { port } = app.server.address() as AddressInfo;
    const scan = makeScannedPdf(40);
    const reading = [1, 2].map(async () =>
      send(port, "a.pdf", scan, { cookie: await newVisitor(app), stage: "deck" }),
    );
    await sleep(1000);
    const refused = await send(port, "c.txt", SMALL_SCRIPT, { cookie: await newVisitor(app) });
    expect(refused).toMatchObject({ status: 503, retryAfter: "10", body: { error: QUEUE_FULL_MESSAGE } });
    await Promise.all(reading);
  }, 60_000);
});
