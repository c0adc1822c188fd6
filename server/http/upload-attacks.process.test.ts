import { readdir, readFile } from "node:fs/promises";
import type { ClientRequest } from "node:http";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { FAILURE_MESSAGES } from "../extraction/extraction-failure";
import { hasTesseract } from "../extraction/ocr/tesseract-cli";
import { makeHollowParagraphsPptx } from "../test/hostile-uploads";
import { makeScannedPdf } from "../test/screenplay-pdf";
import { killStartedServers, type ServerProcess, startServerProcess } from "../test/server-process";
import { sendUpload } from "../test/upload-over-http";
import { SLOW_BODY_MESSAGE } from "./body-guard";

const SMALL_SCRIPT =
  "INT. KITCHEN - NIGHT\n\nRain on the glass. Anna waits by the window with two cups of tea.\n\nANNA\nYou came back.\n";
const TESSERACT = await hasTesseract();
const open: ClientRequest[] = [];
let server: ServerProcess | undefined;

afterEach(() => {
  for (const request of open.splice(0)) request.destroy();
  server?.child.kill("SIGKILL");
  server = undefined;
});
afterAll(killStartedServers);

/** An upload over HTTP; `trickle` sends the first half, then one byte every 5 s. */
function send(
  port: number,
  name: string,
  content: Uint8Array | string,
  options: { cookie?: string; trickle?: boolean; stage?: string } = {},
) {
  const { trickle, ...rest } = options;
  return sendUpload(port, name, content, {
    ...rest,
    write: trickle
      ? (request, payload) => {
          open.push(request);
          let at = Math.floor(payload.length / 2);
          request.write(payload.subarray(0, at));
          const timer = setInterval(() => {
            if (request.destroyed || at >= payload.length - 1) return clearInterval(timer);
            request.write(payload.subarray(at, at + 1));
            at++;
          }, 5000);
          request.on("close", () => clearInterval(timer));
        }
      : undefined,
  });
}

async function visitor(base: string): Promise<string> {
  const response = await fetch(`${base}/api/history`);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** The peak resident memory of a process (VmHWM), in MB. */
async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

describe("uploads that cannot be held hostage", () => {
  it("answers a normal upload while 32 slow uploads trickle in a byte every 5 s", async () => {
    server = await startServerProcess({});
    const slow = Array.from({ length: 32 }, () =>
      send(server!.port, "slow.txt", SMALL_SCRIPT, { trickle: true }).catch(() => null),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const normal = await send(server.port, "scene.txt", SMALL_SCRIPT, { cookie: await visitor(server.base) });
    expect(normal.status).toBe(200);
    expect(normal.body.characters).toBe(SMALL_SCRIPT.length);
    expect(normal.ms).toBeLessThan(10_000);
    void slow;
  }, 60_000);

  it("cuts a body that arrives too slowly with 408 and a sentence", async () => {
    server = await startServerProcess({ UPLOAD_BODY_TIMEOUT_MS: "3000" });
    const slow = await send(server.port, "slow.txt", SMALL_SCRIPT, { trickle: true });
    expect(slow.status).toBe(408);
    expect(slow.body.error).toBe(SLOW_BODY_MESSAGE);
    expect(slow.ms).toBeLessThan(10_000);
  }, 60_000);

  it.runIf(TESSERACT)(
    "answers a victim's small upload within 10 s while one visitor's two 59-page scans are read",
    async () => {
      server = await startServerProcess({});
      const attacker = await visitor(server.base);
      const scan = makeScannedPdf(59);
      const attacks = [1, 2].map(() =>
        send(server!.port, "scan.pdf", scan, { cookie: attacker, stage: "deck" }),
      );
      await waitForTool("tesseract", server.child.pid!);
      const victim = await send(server.port, "scene.txt", SMALL_SCRIPT, {
        cookie: await visitor(server.base),
      });
      console.log(`59-page scans: victim answered ${victim.status} in ${Math.round(victim.ms)} ms`);
      expect(victim.status).toBe(200);
      expect(victim.ms).toBeLessThan(10_000);
      server.child.kill("SIGKILL");
      await Promise.allSettled(attacks);
    },
    120_000,
  );

  it("answers a victim within 10 s and stays under 700 MB with two hollow 62 MB .pptx in flight", async () => {
    server = await startServerProcess({});
    await warmUp(server);
    const attacker = await visitor(server.base);
    // 16 slides of 3.9 MB of spaces each: just under the cap on one slide, so every byte is parsed.
    const deck = makeHollowParagraphsPptx(16, 3.9);
    const attacks = [1, 2].map(() =>
      send(server!.port, "hollow.pptx", deck, { cookie: attacker, stage: "deck" }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const victim = await send(server.port, "scene.txt", SMALL_SCRIPT, { cookie: await visitor(server.base) });
    expect(victim.status).toBe(200);
    expect(victim.ms).toBeLessThan(10_000);
    const answers = await Promise.all(attacks);
    const peak = await peakRssMb(server.child.pid!);
    console.log(
      `hollow .pptx: victim ${Math.round(victim.ms)} ms, attacks ${answers.map((a) => `${a.status} ${Math.round(a.ms)} ms`).join(", ")}, peak RSS ${Math.round(peak)} MB`,
    );
    expect(peak).toBeLessThan(700);
  }, 180_000);
});

it("refuses a .pptx whose slide is 15 MB of XML at once, as a bomb", async () => {
  server = await startServerProcess({});
  const refused = await send(server.port, "hollow.pptx", makeHollowParagraphsPptx(16, 15), { stage: "deck" });
  expect(refused.status).toBe(422);
  expect(refused.body.error).toBe(FAILURE_MESSAGES["pptx-bomb"]);
}, 60_000);

/** One upload first, so the extraction workers are up (a cold start is not what these tests measure). */
async function warmUp(target: ServerProcess): Promise<void> {
  expect((await send(target.port, "warm.txt", SMALL_SCRIPT)).status).toBe(200);
}

/** Waits until the server runs the tool (its child), so the attack is really in flight. */
async function waitForTool(name: string, serverPid: number): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    // Tools are started by worker threads: each thread (task) lists its own children.
    let children = "";
    for (const task of await readdir(`/proc/${serverPid}/task`).catch(() => [] as string[])) {
      children += ` ${await readFile(`/proc/${serverPid}/task/${task}/children`, "utf8").catch(() => "")}`;
    }
    for (const pid of children.split(/\s+/).filter(Boolean)) {
      const comm = await readFile(`/proc/${pid}/comm`, "utf8").catch(() => "");
      if (comm.trim() === name) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server never ran ${name}`);
}
