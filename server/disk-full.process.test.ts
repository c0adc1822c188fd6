import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISK_FULL_MESSAGE } from "./disk-space";
import { multipartBody } from "./test/multipart-body";
import { realFixture } from "./test/real-fixtures";
import { createTestApp, type TestApp } from "./test/test-app";
import { testTmpfs } from "./test/test-tmpfs";

/** A real, tiny file system (an 8 MB tmpfs) as DATA_DIR, filled up for real; elsewhere it says why it did not run. */
const disk = testTmpfs("greenlit-full-disk-", "8m");
const MOUNTED = disk.mounted;
const mountPoint = disk.path;
if (!MOUNTED) console.info("Full-disk test skipped: mounting a tmpfs needs root.");

let t: TestApp;
let filler = "";
beforeAll(async () => {
  if (!MOUNTED) return;
  mkdirSync(join(mountPoint, "data"));
  t = await createTestApp({ env: { DATA_DIR: join(mountPoint, "data"), DISK_MIN_FREE_MB: "1" } });
});
afterAll(async () => {
  await t?.close();
  disk.remove();
});

function fillDisk(leaveBytes: number) {
  filler = disk.fill(leaveBytes);
}
function upload(name: string, content: Buffer | string) {
  const { payload, headers } = multipartBody([
    { name: "stage", value: "script" },
    { name: "file", filename: name, content },
  ]);
  return t.app.inject({ method: "POST", url: "/api/upload", payload, headers });
}
const health = async () => {
  const response = await t.app.inject({ method: "GET", url: "/api/health" });
  return { status: response.statusCode, body: response.json() };
};

describe.runIf(MOUNTED)("a full disk under DATA_DIR", () => {
  it("answers 507 with a sentence, health reports it, and both recover once there is room", async () => {
    expect(await health()).toEqual({ status: 200, body: { status: "ok", database: "ready", disk: "ok" } });

    fillDisk(256 * 1024);
    expect(await health()).toEqual({
      status: 507,
      body: { status: "disk full", database: "ready", disk: "full" },
    });
    const script = "INT. A ROOM - DAY\n\nA writer types.\n\n".repeat(60_000); // 2 MB
    const refused = await upload("long.fountain", script);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 507,
      body: { error: DISK_FULL_MESSAGE },
    });
    expect(readdirSync(join(mountPoint, "data", "uploads"))).toEqual([]);

    rmSync(filler);
    expect((await health()).status).toBe(200);
    const bigFish = readFileSync(realFixture("big_fish__screenplain.fountain"));
    const accepted = await upload("big_fish.fountain", bigFish);
    expect(accepted.statusCode, accepted.body).toBe(200);
  }, 30_000);
});
