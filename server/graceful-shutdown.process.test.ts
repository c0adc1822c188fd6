import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { AnalysisResult } from "../domain/analysis";
import type { UploadResponse } from "../domain/upload";
import { multipartBody } from "./test/multipart-body";
import { realFixture } from "./test/real-fixtures";
import { connectionRefused, cookieFrom, killStartedServers, startServerProcess } from "./test/server-process";

const dataDir = mkdtempSync(join(tmpdir(), "greenlit-shutdown-"));
const env = {
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  SESSION_SECRET: "graceful-shutdown-test-secret-".padEnd(40, "s"),
  // This test is about finishing work in flight; a cold analysis on a busy machine can take longer
  // than the 10 s drain limit, which server/shutdown-drain-limit.test.ts proves on its own.
  SHUTDOWN_DRAIN_MS: "120000",
};
/** Set by the first test: the visitor whose analysis finished during shutdown, and its record. */
let visitor = "";
let historyId = "";
afterAll(() => {
  killStartedServers();
  rmSync(dataDir, { recursive: true, force: true });
});

interface SlowRequest {
  /** Sends the rest of the body. */
  finish(): void;
  response: Promise<{ status: number; body: string }>;
}

/** A POST whose body arrives in two halves: the request is in flight until finish() is called. */
function slowPost(port: number, path: string, headers: Record<string, string>, body: Buffer): SlowRequest {
  const request = httpRequest({
    host: "127.0.0.1",
    port,
    path,
    method: "POST",
    agent: false,
    headers: { ...headers, "content-length": String(body.length) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (incoming) => {
      let text = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => (text += chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body: text }));
      incoming.on("error", reject);
    });
    request.on("error", reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return { finish: () => request.end(body.subarray(half)), response };
}

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("graceful shutdown of the server process", () => {
  it("on SIGTERM refuses new connections, finishes an in-flight analysis and upload, then exits 0", async () => {
    const server = await startServerProcess({ ...env, LOG_LEVEL: "info" });
    visitor = cookieFrom(await fetch(`${server.base}/api/history`));
    const script = readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8");
    const analyze = slowPost(
      server.port,
      "/api/analyze",
      { "content-type": "application/json", cookie: visitor },
      Buffer.from(
        JSON.stringify({
          pitchText: script,
          projectTitle: "Big Fish",
          genre: "Drama",
          projectStage: "script",
          analysisType: "both",
          mode: "analyze",
        }),
      ),
    );
    const pdf = readFileSync(realFixture("big_fish__screenplain.pdf"));
    const form = multipartBody([
      { name: "stage", value: "script" },
      { name: "file", filename: "big_fish__screenplain.pdf", content: pdf },
    ]);
    const upload = slowPost(server.port, "/api/upload", form.headers, form.payload);
    // Both requests have reached the server's handlers (their first halves are on the wire).
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    server.child.kill("SIGTERM");
    await waitFor(() => connectionRefused(server.port), "the listening socket to close");
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull(); // still finishing the two requests

    analyze.finish();
    upload.finish();
    const [analyzed, uploaded] = await Promise.all([analyze.response, upload.response]);

    expect(analyzed.status, analyzed.body).toBe(200);
    const result = JSON.parse(analyzed.body) as AnalysisResult;
    expect(result.isScriptAnalysis).toBe(true);
    expect(result.overallSummary.length).toBeGreaterThan(20);
    expect(result.historyId).toMatch(/^[0-9a-f-]{36}$/);
    historyId = result.historyId!;

    expect(uploaded.status, uploaded.body).toBe(200);
    const extracted = JSON.parse(uploaded.body) as UploadResponse;
    expect(extracted.format).toBe("pdf");
    expect(extracted.text).toContain("BIG FISH");
    expect(extracted.characters).toBe(extracted.text.length);
    expect(extracted.characters).toBeGreaterThan(100_000);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain("SIGTERM received, finishing in-flight requests");
  }, 180_000);

  it("keeps the record the finished analysis stored: a restart on the same folder lists it", async () => {
    expect(historyId).not.toBe("");
    const server = await startServerProcess(env);
    const history = await fetch(`${server.base}/api/history`, { headers: { cookie: visitor } });
    expect(history.status).toBe(200);
    const records = (await history.json()) as { id: string; projectTitle: string | null }[];
    expect(records.map((r) => [r.id, r.projectTitle])).toEqual([[historyId, "Big Fish"]]);
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 120_000);
});
