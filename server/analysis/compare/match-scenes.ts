import type { DraftScene } from "./draft-scenes";

/** A scene of draft one found again in draft two. */
export interface ScenePair {
  from: DraftScene;
  to: DraftScene;
  /** Same heading and the same words. */
  identical: boolean;
}

/** Shares of word pairs (bigrams) in common above which two scenes are the same scene. */
const SAME_HEADING_LIKENESS = 0.4;
const NEW_HEADING_LIKENESS = 0.6;
/** Beyond this many unmatched scenes on each side the search across headings stops (a cost bound). */
const CROSS_SEARCH_LIMIT = 400;
const PAIR_BASE = 2 ** 21;

function bigrams(words: readonly number[]): Set<number> {
  const pairs = new Set<number>();
  for (let index = 1; index < words.length; index++) pairs.add(words[index - 1]! * PAIR_BASE + words[index]!);
  if (words.length === 1) pairs.add(words[0]!);
  return pairs;
}

function likeness(a: Set<number>, b: Set<number>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const pair of small) if (large.has(pair)) shared++;
  return shared / (a.size + b.size - shared);
}

/** A scene's heading as its words, through the rename map, so "EDWARD'S CAR" meets "EDDIE'S CAR". */
export type HeadingKey = (scene: DraftScene, side: "from" | "to") => string;

/**
 * Scenes are matched by heading and content, never by number: identical scenes first (in order),
 * then scenes under the same heading whose words mostly agree, then rewritten headings whose
 * words agree more. `rename` maps draft one's word ids to draft two's when a character was renamed.
 */
export function matchScenes(
  from: readonly DraftScene[],
  to: readonly DraftScene[],
  headingKey: HeadingKey,
  rename: ReadonlyMap<number, number> = new Map(),
): ScenePair[] {
  const pairs: ScenePair[] = [];
  const fromWords = from.map((scene) =>
    rename.size > 0 ? scene.words.map((word) => rename.get(word) ?? word) : scene.words,
  );
  const fromHeadings = from.map((scene) => headingKey(scene, "from"));
  const toHeadings = to.map((scene) => headingKey(scene, "to"));
  const waiting = new Map<string, number[]>();
  from.forEach((_, index) => {
    const key = `${fromHeadings[index]}\n${fromWords[index]!.join(",")}`;
    const list = waiting.get(key);
    if (list) list.push(index);
    else waiting.set(key, [index]);
  });
  const takenFrom = new Set<number>();
  const takenTo = new Set<number>();
  const take = (f: number, t: number, identical: boolean) => {
    takenFrom.add(f);
    takenTo.add(t);
    pairs.push({ from: from[f]!, to: to[t]!, identical });
  };
  to.forEach((scene, index) => {
    const match = waiting.get(`${toHeadings[index]}\n${scene.words.join(",")}`)?.shift();
    if (match !== undefined) take(match, index, true);
  });

  const gramsFrom = new Map<number, Set<number>>();
  const gramsTo = new Map<number, Set<number>>();
  const likenessOf = (f: number, t: number) => {
    if (!gramsFrom.has(f)) gramsFrom.set(f, bigrams(fromWords[f]!));
    if (!gramsTo.has(t)) gramsTo.set(t, bigrams(to[t]!.words));
    return likeness(gramsFrom.get(f)!, gramsTo.get(t)!);
  };
  const pass = (sameHeading: boolean) => {
    const restFrom = from.map((_, index) => index).filter((index) => !takenFrom.has(index));
    const restTo = to.map((_, index) => index).filter((index) => !takenTo.has(index));
    if (!sameHeading && (restFrom.length > CROSS_SEARCH_LIMIT || restTo.length > CROSS_SEARCH_LIMIT)) return;
    const bar = sameHeading ? SAME_HEADING_LIKENESS : NEW_HEADING_LIKENESS;
    const candidates: { f: number; t: number; score: number }[] = [];
    for (const f of restFrom)
      for (const t of restTo) {
        if (sameHeading && fromHeadings[f] !== toHeadings[t]) continue;
        const score = likenessOf(f, t);
        if (score >= bar) candidates.push({ f, t, score });
      }
    candidates.sort((a, b) => b.score - a.score || a.f - b.f || a.t - b.t);
    for (const { f, t } of candidates) if (!takenFrom.has(f) && !takenTo.has(t)) take(f, t, false);
  };
  pass(true);
  pass(false);
  return pairs.sort((a, b) => a.from.index - b.from.index);
}

/**
 * The matched scenes that changed place: those outside the longest run that keeps draft one's
 * order in draft two (a cut or an insertion moves nothing; one scene taken elsewhere moves one).
 */
export function movedPairs(pairs: readonly ScenePair[]): Set<ScenePair> {
  const order = pairs.map((pair) => pair.to.index);
  const tails: number[] = [];
  const previous: number[] = new Array(order.length).fill(-1);
  order.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (order[tails[mid]!]! < value) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index]!) kept.add(index);
  return new Set(pairs.filter((_, index) => !kept.has(index)));
}
