import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/** Older than any upload still being read (100 MB at a slow line, then the extraction time limit). */
export const STRAY_UPLOAD_AGE_MS = 60 * 60 * 1000;

/**
 * Removes what a crash left in DATA_DIR/uploads (an upload is deleted as soon as it is read, so
 * anything there at start is stray). With `olderThanMs`, only files not touched for that long:
 * servers without the DATA_DIR lock (PostgreSQL mode) may share the folder with one still running.
 * Returns how many it removed.
 */
export async function removeStrayUploads(uploadDir: string, olderThanMs = 0): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploadDir);
  } catch {
    return 0; // no folder yet
  }
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of names) {
    const path = join(uploadDir, name);
    try {
      if (olderThanMs > 0 && (await stat(path)).mtimeMs > cutoff) continue;
      await rm(path, { recursive: true, force: true });
      removed++;
    } catch {
      // Gone meanwhile, or not ours to remove: the next start tries again.
    }
  }
  return removed;
}
