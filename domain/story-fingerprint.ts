import { BLANK_ANSWER_PLACEHOLDER, buildCombinedText, PROMPTS_SEPARATOR } from "./questionnaire";

/**
 * A compact sketch of a story's material (MinHash over word triples), kept with a purchase so
 * that regenerating the same project is recognised and an unrelated story is not. See
 * docs/product.md §Payments.
 */
export interface StoryFingerprint {
  /** The smallest hash of the material's word triples under each of SLOTS seeds. */
  hashes: number[];
  /** How many distinct word triples the material has. */
  shingles: number;
}

const SLOTS = 64;
const SHINGLE_WORDS = 3;
/** The share of the smaller material's triples found in the other, from which it is the same story. */
export const SAME_STORY_OVERLAP = 0.5;

const SEEDS = Array.from({ length: SLOTS }, (_, i) => (Math.imul(i + 1, 0x9e3779b1) >>> 0) ^ 0x85ebca6b);

/** A feature screenplay is about 25,000 words (150,000 characters): this bounds the work on the request thread. */
const MAX_WORDS = 40_000;
const MAX_CHARACTERS = 300_000;

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One of SLOTS independent-looking permutations of a 32-bit hash (murmur3's finaliser). */
function mix(hash: number, seed: number): number {
  let x = (hash ^ seed) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** "Logline:", "Why Now:" ...: the labels the combined questionnaire text puts before answers. */
const ANSWER_LABELS = buildCombinedText("", {})
  .split("\n")
  .filter((line) => line.endsWith(`: ${BLANK_ANSWER_PLACEHOLDER}`))
  .map((line) => line.slice(0, line.length - BLANK_ANSWER_PLACEHOLDER.length - 1));

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The story the reader reads: the text before the questionnaire block when there is any (the
 * answers after it do not change which story it is, and text smuggled after the separator is not
 * read), else the answers themselves (an idea told only through the questionnaire).
 */
function storyPart(material: string): string {
  const at = material.indexOf(PROMPTS_SEPARATOR);
  if (at === -1) return material;
  const script = material.slice(0, at);
  return /[\p{L}\p{N}]/u.test(script) ? script : material.slice(at + PROMPTS_SEPARATOR.length);
}

/** The writer's own words: questionnaire labels and blank-answer placeholders are left out. */
function storyWords(material: string): string[] {
  let own = storyPart(material)
    .slice(0, MAX_CHARACTERS)
    .replaceAll(PROMPTS_SEPARATOR, " ")
    .replaceAll(BLANK_ANSWER_PLACEHOLDER, " ");
  for (const label of ANSWER_LABELS) own = own.replaceAll(`\n${label}`, "\n");
  return own.toLowerCase().match(WORD) ?? [];
}

export function storyFingerprint(material: string): StoryFingerprint {
  const words = storyWords(material).slice(0, MAX_WORDS);
  const shingles = new Set<string>();
  if (words.length < SHINGLE_WORDS && words.length > 0) shingles.add(words.join(" "));
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) {
    shingles.add(words.slice(i, i + SHINGLE_WORDS).join(" "));
  }
  const hashes = SEEDS.map(() => 0xffffffff);
  for (const shingle of shingles) {
    const base = fnv1a(shingle);
    for (let slot = 0; slot < SLOTS; slot++) {
      const value = mix(base, SEEDS[slot]!);
      if (value < hashes[slot]!) hashes[slot] = value;
    }
  }
  return { hashes, shingles: shingles.size };
}

/**
 * The estimated share of the smaller material's word triples that the other one also has: the
 * same story edited, or grown by questionnaire answers, stays high; an unrelated one is near 0.
 */
export function storyOverlap(a: StoryFingerprint, b: StoryFingerprint): number {
  if (a.shingles === 0 || b.shingles === 0 || a.hashes.length !== b.hashes.length) return 0;
  const equal = a.hashes.filter((hash, i) => hash === b.hashes[i]).length;
  const jaccard = equal / a.hashes.length;
  const shared = (jaccard / (1 + jaccard)) * (a.shingles + b.shingles);
  return Math.min(1, shared / Math.min(a.shingles, b.shingles));
}

export function isSameStory(first: StoryFingerprint, next: StoryFingerprint): boolean {
  return storyOverlap(first, next) >= SAME_STORY_OVERLAP;
}
