/** Folds what a model may legitimately change when quoting: case, curly quotes, dashes, spacing. */
export function normaliseForMatch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(/[“”«»„]/g, '"')
    .replace(/[‐‑‒–—―]/g, "-")
    .replace(/[^\p{L}\p{N}'"-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of the material, folded, for checking that a name occurs in it. */
export function wordSet(text: string): Set<string> {
  return new Set(normaliseForMatch(text).split(" ").map(stripApostrophe));
}

export function stripApostrophe(word: string): string {
  return word.replace(/'s$/, "").replace(/^['"-]+|['"-]+$/g, "");
}
