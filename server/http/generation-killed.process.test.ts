import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LlmTestServer, startLlmTestServer } from "../analysis/llm/test/openai-compatible-test-server";
import { connectDatabase, pgliteDirFor } from "../db/connect";
import { entitlements } from "../db/schema";
import { OTHER_STORY_MESSAGE } from "../payments/generation-allowance";
import { VALID_CARD } from "../payments/test/payment-test-helpers";
import { generationBody } from "../test/analyze-requests";
import { cookieFrom, killStartedServers, startServerProcess } from "../test/server-process";

const dataDir = mkdtempSync(join(tmpdir(), "greenlit-generation-killed-"));
let llm: LlmTestServer;
beforeAll(async () => {
  llm = await startLlmTestServer({ slowMs: 600_000 });
});
afterAll(async () => {
  killStartedServers();
  await llm.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  SESSION_SECRET: "generation-killed-test-secret-".padEnd(40, "g"),
  PAYMENTS: "sandbox",
  GENERATION_LEASE_MS: "1500",
  ...extra,
});

const post = (base: string, cookie: string, path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const generate = (base: string, cookie: string, pitchText: string) =>
  post(base, cookie, "/api/analyze", generationBody(pitchText, "lighthouse"));

const KILLED_STORY =
  "THE LAST LIGHTHOUSE. A keeper on a storm-battered island hides a drowned girl who came back to life from the town that wants her gone.";
const NEXT_STORY =
  "ORBITAL GARDEN. A botanist on a failing space station grows the last wheat on record while the crew votes on whether to abandon it.";

describe("a server killed mid-generation", () => {
  it("costs the buyer nothing: after a restart the allowance is whole and the story unbound", async () => {
    llm.setDefault("slow");
    const first = await startServerProcess(
      env({
        AI_PROVIDER: "openai-compatible",
        AI_MODEL: "test-model",
        AI_BASE_URL: llm.url,
        AI_TIMEOUT_MS: "600000",
      }),
    );
    const buyer = cookieFrom(await fetch(`${first.base}/api/history`));
    const intent = (await (
      await post(first.base, buyer, "/api/create-payment-intent", {
        tier: "tier149",
        projectId: "lighthouse",
      })
    ).json()) as { paymentIntentId: string; clientSecret: string };
    await post(first.base, buyer, "/api/sandbox/confirm-payment", { ...intent, ...VALID_CARD });
    const verified = await post(first.base, buyer, "/api/verify-payment", {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(await verified.json()).toEqual({ verified: true, tier: "tier149" });

    const pending = generate(first.base, buyer, KILLED_STORY).then(
      (response) => `answered ${response.status}`,
      (error: Error) => `failed: ${error.message}`,
    );
    // A bound for a hang: a busy machine has taken over a minute to get this far.
    const deadline = Date.now() + 150_000;
    while (llm.requests.length < 1) {
      if (Date.now() > deadline) throw new Error("timed out waiting for the generation's model call");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    first.child.kill("SIGKILL");
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });
    expect(await pending).toBe("failed: fetch failed");

    // The built-in analyst answers from now on; the killed generation's lease runs out.
    const second = await startServerProcess(env());
    let answer = { status: 0, error: OTHER_STORY_MESSAGE };
    const until = Date.now() + 30_000;
    while (answer.error === OTHER_STORY_MESSAGE && Date.now() < until) {
      const response = await generate(second.base, buyer, NEXT_STORY);
      answer = {
        status: response.status,
        error: ((await response.json()) as { error?: string }).error ?? "",
      };
      if (answer.error === OTHER_STORY_MESSAGE) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(answer).toEqual({ status: 200, error: "" });

    second.child.kill("SIGTERM");
    expect(await second.exited).toEqual({ code: 0, signal: null });
    const database = await connectDatabase({ pgliteDir: pgliteDirFor(dataDir) });
    try {
      const rows = await database.db.select({ used: entitlements.generationsUsed }).from(entitlements);
      expect(rows).toEqual([{ used: 1 }]);
    } finally {
      await database.close();
    }
  }, 360_000);
});
