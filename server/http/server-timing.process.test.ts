import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { VALID_ANALYZE } from "../test/analyze-requests";
import { multipartBody } from "../test/multipart-body";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

// The PostgreSQL lane leaves this file out: what it proves is the timing header.

const SCENE = "INT. KITCHEN - NIGHT\n\nAnna waits by the window.\n\nANNA\nYou came back.\n";
let t: TestApp | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  dataDir = await mkdtemp(join(tmpdir(), "greenlit-timing-"));
  t = await createTestApp({ env: { DATA_DIR: dataDir, ...env } });
  return t.app;
}

const stagesOf = (header: unknown) =>
  String(header ?? "")
    .split(", ")
    .filter(Boolean)
    .map((entry) => entry.split(";")[0]);

describe("Server-Timing (SERVER_TIMING, read by the load bench)", () => {
  it("names where an upload and an analysis spent their time", async () => {
    const app = await start({ SERVER_TIMING: "true" });
    const cookie = await newVisitor(app);
    const { payload, headers } = multipartBody([
      { name: "file", filename: "scene.fountain", content: SCENE },
    ]);
    const upload = await app.inject({
      method: "POST",
      url: "/api/upload",
      headers: { ...headers, cookie },
      payload,
    });
    expect(upload.statusCode).toBe(200);
    expect(stagesOf(upload.headers["server-timing"])).toEqual([
      "admission",
      "receive",
      "pool",
      "read",
      "handler",
    ]);
    expect(upload.headers["server-timing"]).toMatch(/^admission;dur=\d+\.\d, /);

    const analysis = await app.inject({
      method: "POST",
      url: "/api/analyze",
      headers: { cookie },
      payload: VALID_ANALYZE,
    });
    expect(analysis.statusCode).toBe(200);
    expect(stagesOf(analysis.headers["server-timing"])).toEqual(["database", "analysis", "store", "handler"]);
  }, 60_000);

  it("is off by default: it would tell a visitor how busy the server is", async () => {
    const app = await start({});
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.headers["server-timing"]).toBeUndefined();
  });
});
