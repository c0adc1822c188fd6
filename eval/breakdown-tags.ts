import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { readScriptModel } from "#analysis/read/script/read-script";
import type { ProductionBreakdown } from "#domain/production-breakdown";
import { hasRealFixture, realFixture } from "#server/test/real-fixtures";
import labels from "./corpus/breakdown/labels.json";

export { labels };

type FileTags = (typeof labels.files)[number];
export type SceneTag = FileTags["scenes"][number];

export function pathOf(file: string): string | null {
  if (file.includes("/")) return resolve(import.meta.dirname, "..", file);
  return hasRealFixture(file) ? realFixture(file) : null;
}

const breakdowns = new Map<string, ProductionBreakdown | null>();
/** The reader's breakdown of a tagged file, read once per run; null where the file is absent. */
export function breakdownOf(file: string): ProductionBreakdown | null {
  if (!breakdowns.has(file)) {
    const path = pathOf(file);
    breakdowns.set(file, path ? readScriptModel(readFileSync(path, "utf8")).breakdown : null);
  }
  return breakdowns.get(file) ?? null;
}

export interface SidedTag {
  file: string;
  tag: SceneTag;
  heldOut: boolean;
}

/**
 * Every hand tag in file order with its side: every fourth tag is held out. A file absent here
 * keeps its place in the count, so each tag's side is the same on a bare clone and beside the
 * extended corpus.
 */
export function sidedTags(): SidedTag[] {
  let index = 0;
  return labels.files.flatMap((entry: FileTags) =>
    entry.scenes.map((tag) => ({ file: entry.file, tag, heldOut: index++ % 4 === 3 })),
  );
}
