import { createHash } from "node:crypto";
import { basename } from "node:path";

export const SPLITS = ["dev", "held-out"] as const;
export type Split = (typeof SPLITS)[number];

/**
 * The split a corpus file belongs to: a quarter is held out, chosen by a hash of the script's
 * name (without its extension, so one script's Fountain, FDX and PDF stay together). Fixed before
 * any rule was tuned; no rule may be fitted to the held-out files.
 */
export function splitOf(file: string): Split {
  const script = basename(file).replace(/\.[a-z]+$/i, "");
  const hash = createHash("sha256").update(`held-out:${script}`).digest("hex");
  return Number.parseInt(hash.slice(0, 8), 16) % 4 === 0 ? "held-out" : "dev";
}
