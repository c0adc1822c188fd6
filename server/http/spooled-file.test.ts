import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { IN_MEMORY_BYTES, type SpooledFile, spool, toDisk } from "./spooled-file";

const dir = mkdtempSync(join(tmpdir(), "greenlit-spool-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fresh = (name: string): SpooledFile => ({
  path: join(dir, name),
  sha256: "",
  inMemory: null,
  onDisk: false,
});
const inChunks = (bytes: Buffer) => Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("a received file", () => {
  it("stays in memory when small: nothing on disk until it must be read", async () => {
    const bytes = Buffer.from("INT. KITCHEN - NIGHT\n\n".repeat(500));
    const file = fresh("small.fountain");
    await spool(inChunks(bytes), file);
    expect(file).toMatchObject({ sha256: sha256(bytes), onDisk: false });
    expect(file.inMemory?.equals(bytes)).toBe(true);
    expect(existsSync(file.path)).toBe(false);
    await toDisk(file);
    expect(file).toMatchObject({ onDisk: true, inMemory: null });
    expect(readFileSync(file.path).equals(bytes)).toBe(true);
  });

  it("goes to disk as it arrives once past the in-memory size", async () => {
    const bytes = Buffer.alloc(IN_MEMORY_BYTES * 3, 7);
    const file = fresh("large.pdf");
    await spool(inChunks(bytes), file);
    expect(file).toMatchObject({ sha256: sha256(bytes), onDisk: true, inMemory: null });
    expect(readFileSync(file.path).equals(bytes)).toBe(true);
  });

  it("fails with the source's error", async () => {
    const failing = new Readable({
      read() {
        this.destroy(Object.assign(new Error("cut"), { code: "FST_REQ_FILE_TOO_LARGE" }));
      },
    });
    await expect(spool(failing, fresh("cut.pdf"))).rejects.toThrow("cut");
  });
});
