import { createHash } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, type WriteStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import { finished } from "node:stream/promises";

/** Files up to this size stay in memory until they must be read; larger ones go to disk as they arrive. */
export const IN_MEMORY_BYTES = 1024 * 1024;

/** A received file: its SHA-256, and its bytes in memory or in the file at `path`. */
export interface SpooledFile {
  path: string;
  sha256: string;
  /** The bytes, while the file is small enough to be kept in memory (then nothing is on disk yet). */
  inMemory: Buffer | null;
  /** Whether `path` was written (and must be removed). */
  onDisk: boolean;
}

/**
 * Receives a file's bytes, hashing them: kept in memory up to IN_MEMORY_BYTES, past that written to
 * `path` as they arrive (never held whole in memory). A file answered from a kept reading then never
 * touches the disk; `onDisk` says whether there is a file to remove.
 */
export async function spool(source: AsyncIterable<Buffer>, spooled: SpooledFile): Promise<void> {
  const hash = createHash("sha256");
  let chunks: Buffer[] = [];
  let size = 0;
  let file: WriteStream | undefined;
  let failure: unknown;
  try {
    for await (const chunk of source) {
      hash.update(chunk);
      if (!file) {
        chunks.push(chunk);
        size += chunk.length;
        if (size <= IN_MEMORY_BYTES) continue;
        file = createWriteStream(spooled.path);
        spooled.onDisk = true;
        file.on("error", (error) => {
          failure ??= error;
        });
        for (const kept of chunks) file.write(kept);
        chunks = [];
      } else if (!file.write(chunk)) await once(file, "drain");
      if (failure) throw failure;
    }
    if (file) {
      file.end();
      await finished(file);
    }
  } catch (error) {
    file?.destroy();
    throw failure ?? error;
  }
  spooled.sha256 = hash.digest("hex");
  spooled.inMemory = file ? null : Buffer.concat(chunks, size);
}

/** Writes a file kept in memory to its path, for a reader that reads from disk. */
export async function toDisk(spooled: SpooledFile): Promise<void> {
  if (!spooled.inMemory) return;
  spooled.onDisk = true;
  await writeFile(spooled.path, spooled.inMemory);
  spooled.inMemory = null;
}
