import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeStrayUploads, STRAY_UPLOAD_AGE_MS } from "./stray-uploads";
import { killStartedServers, startServerProcess } from "./test/server-process";

const root = mkdtempSync(join(tmpdir(), "greenlit-strays-"));
afterAll(() => {
  killStartedServers();
  rmSync(root, { recursive: true, force: true });
});

/** What a crash mid-upload leaves: partly written files under DATA_DIR/uploads. */
function leaveStrays(uploadDir: string, names: string[]) {
  mkdirSync(uploadDir, { recursive: true });
  for (const name of names) writeFileSync(join(uploadDir, name), Buffer.alloc(64 * 1024, 7));
}

describe("stray uploads", () => {
  it("are removed when the server starts", async () => {
    const dataDir = join(root, "data");
    const uploads = join(dataDir, "uploads");
    leaveStrays(uploads, ["0b9f3c1e-partial.pdf", "5d2a7e44-partial.fdx", "c1d2e3f4.docx"]);
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    expect(readdirSync(uploads)).toEqual([]);
    expect(server.output()).toContain('"removed":3');
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
  }, 60_000);

  it("without the DATA_DIR lock (PostgreSQL mode), only those untouched for an hour", async () => {
    const uploads = join(root, "shared", "uploads");
    leaveStrays(uploads, ["old.pdf", "in-flight.pdf"]);
    const longAgo = (Date.now() - STRAY_UPLOAD_AGE_MS - 60_000) / 1000;
    utimesSync(join(uploads, "old.pdf"), longAgo, longAgo);
    expect(await removeStrayUploads(uploads, STRAY_UPLOAD_AGE_MS)).toBe(1);
    expect(readdirSync(uploads)).toEqual(["in-flight.pdf"]);
  });

  it("a missing uploads folder is nothing to remove", async () => {
    expect(await removeStrayUploads(join(root, "nowhere", "uploads"))).toBe(0);
  });
});
