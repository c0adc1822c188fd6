import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface TestTmpfs {
  path: string;
  /** False when mounting was not possible (not root): the folder is then an ordinary one. */
  mounted: boolean;
  /** Fills the file system up to `leaveBytes` free with one file (a write past the end stops at ENOSPC). */
  fill(leaveBytes?: number): string;
  remove(): void;
}

/** A real, tiny file system (tmpfs) for tests of a full disk: mounting needs root, as the test lane runs. */
export function testTmpfs(prefix: string, size: string, wanted = true): TestTmpfs {
  const path = mkdtempSync(join(tmpdir(), prefix));
  let mounted = false;
  if (wanted && process.getuid?.() === 0) {
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", path], { stdio: "ignore" });
      mounted = true;
    } catch {
      // no permission to mount here (a container without the capability): the caller skips
    }
  }
  return {
    path,
    mounted,
    fill(leaveBytes = 0) {
      const filler = join(path, "filler");
      const { bavail, bsize } = statfsSync(path);
      try {
        writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - leaveBytes)));
      } catch {
        // ENOSPC once the last block is taken: the disk is full, as wanted
      }
      return filler;
    },
    remove() {
      if (mounted) execFileSync("umount", [path]);
      rmSync(path, { recursive: true, force: true });
    },
  };
}
