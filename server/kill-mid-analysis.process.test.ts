import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HistoryRecord } from "../domain/history";
import { type LlmTestServer, startLlmTestServer } from "./analysis/llm/test/openai-compatible-test-server";
import { connectDatabase, pgliteDirFor } from "./db/connect";
import { historyRecords } from "./db/schema";
import { realFixture } from "./test/real-fixtures";
import { cookieFrom, killStartedServers, startServerProcess } from "./test/server-process";

const dataDir = mkdtempSync(join(tmpdir(), "greenlit-kill-"));
let llm: LlmTestServer;
beforeAll(async () => {
  llm = await startLlmTestServer({ slowMs: 600_000 });
});
afterAll(async () => {
  killStartedServers();
  await llm.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  SESSION_SECRET: "kill-mid-analysis-test-secret-".padEnd(40, "k"),
  AI_PROVIDER: "openai-compatible",
  AI_MODEL: "test-model",
  AI_BASE_URL: llm.url,
  AI_TIMEOUT_MS: "600000",
  // A small budget: the script is read in many parts, so the kill lands between finished calls.
  AI_MAX_INPUT_TOKENS: "2000",
});

// A bound for a hang: a busy machine has taken over a minute to reach the held model calls.
async function waitFor(condition: () => boolean, what: string, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function historyOf(base: string, cookie: string): Promise<HistoryRecord[]> {
  const response = await fetch(`${base}/api/history`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as HistoryRecord[];
}

const analyze = (base: string, cookie: string, body: Record<string, unknown>) =>
  fetch(`${base}/api/analyze`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ analysisType: "both", mode: "analyze", genre: "Drama", ...body }),
  });

describe("the server killed mid-analysis", () => {
  it("stores no half-written record; after a restart the next analysis stores exactly one", async () => {
    // The first three model calls answer; every later one is held open until the kill.
    llm.enqueue("success", "success", "success");
    llm.setDefault("slow");
    const first = await startServerProcess(env());
    const visitor = cookieFrom(await fetch(`${first.base}/api/history`));
    const pending = analyze(first.base, visitor, {
      pitchText: readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8"),
      projectTitle: "Big Fish",
      projectStage: "script",
    }).then(
      (response) => `answered ${response.status}`,
      (error: Error) => `failed: ${error.message}`,
    );
    await waitFor(() => llm.requests.length >= 4, "the analysis to reach its held model calls");
    expect(llm.requests.slice(0, 3).map((r) => r.behaviour)).toEqual(["success", "success", "success"]);

    first.child.kill("SIGKILL");
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });
    expect(await pending).toBe("failed: fetch failed");

    llm.reset(); // every model call answers from now on
    const second = await startServerProcess(env());
    expect(await historyOf(second.base, visitor)).toEqual([]);

    const done = await analyze(second.base, visitor, {
      pitchText:
        "THE LAST LIGHTHOUSE. A keeper on a storm-battered island hides a drowned girl who came back to life from the town that wants her gone.",
      projectTitle: "The Last Lighthouse",
      projectStage: "idea",
    });
    expect(done.status).toBe(200);
    const { historyId } = (await done.json()) as { historyId: string };
    const records = await historyOf(second.base, visitor);
    expect(records.map((r) => [r.id, r.projectTitle])).toEqual([[historyId, "The Last Lighthouse"]]);

    second.child.kill("SIGTERM");
    expect(await second.exited).toEqual({ code: 0, signal: null });
    // Nothing from the killed analysis anywhere in the database, for any session.
    const database = await connectDatabase({ pgliteDir: pgliteDirFor(dataDir) });
    try {
      const [row] = await database.db.select({ n: count() }).from(historyRecords);
      expect(row?.n).toBe(1);
    } finally {
      await database.close();
    }
  }, 360_000);
});
