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
 * Walked with a stack of its own, so no depth of nesting can overflow the call stack.
 */
export function findUnstorable(value: unknown): UnstorablePlace | null {
  const stack: Visit[] = [{ value, key: "", parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === "string") {
      if (!isStorable(current)) return { path: pathOf(visit), inKey: false };
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    for (const [key] of entries) if (!isStorable(key)) return { path: pathOf(visit), inKey: true };
    // Pushed last first, so the first entry is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      stack.push({ value: item, key, parent: visit });
    }
  }
  return null;
}

/** A value on the walk, with the key it sits under and its parent (the path is built only when needed). */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".");
}
