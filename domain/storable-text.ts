/**
 * Text as PostgreSQL can store it: no NUL characters (text and jsonb refuse them) and no lone
 * UTF-16 surrogates (replaced with U+FFFD). Everything else the user wrote is kept as it is.
 */
export function toStorableText(text: string): string {
  return text.replaceAll("\u0000", "").toWellFormed();
}

/** The place of a value PostgreSQL cannot store, for a sentence: "projectId", "promptAnswers.q1". */
export type UnstorablePlace = { path: string; inKey: boolean };

function isStorable(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

/**
 * Where a parsed JSON body holds text PostgreSQL refuses (text and jsonb take no NUL) or would
 * silently change (a lone UTF-16 surrogate): the first such value or key, or null when there is none.
 */
export function findUnstorable(value: unknown, path: string[] = []): UnstorablePlace | null {
  if (typeof value === "string") return isStorable(value) ? null : { path: path.join("."), inKey: false };
  if (value === null || typeof value !== "object") return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isStorable(key)) return { path: path.join("."), inKey: true };
    const found = findUnstorable(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
