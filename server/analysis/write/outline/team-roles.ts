const NAME = String.raw`((?:Dr\.\s|Prof\.\s)?\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s\p{Lu}\.)?(?:\s\p{Lu}[\p{Ll}\p{M}'’-]+){1,2})`;

function rolePatterns(role: string): RegExp[] {
  return [
    new RegExp(`(?:${role}(?:ed)?\\s+by|${role}s?\\s*[:\\-–—]|${role}s?,)\\s*${NAME}`, "iu"),
    new RegExp(
      `${NAME}\\s*(?:,|\\(|\\s[-–—])?\\s*(?:is\\s+)?(?:our\\s+|the\\s+)?(?:writer[-/]|co-|executive\\s+)?${role}`,
      "iu",
    ),
  ];
}

/** The person the user's own text names for a role ("directed by X", "X, producer"), in text order. */
export function peopleInRole(sentences: readonly string[], role: string): string[] {
  const found: string[] = [];
  for (const sentence of sentences) {
    for (const pattern of rolePatterns(role)) {
      const name = sentence.match(pattern)?.[1]?.trim();
      if (name && !found.includes(name) && !/^(The|Our|Your|Their)\b/.test(name)) found.push(name);
    }
  }
  return found;
}

/** The sentence that introduces a person, so the outline can carry their credit in their words. */
export function sentenceAbout(sentences: readonly string[], name: string): string | null {
  return sentences.find((sentence) => sentence.includes(name)) ?? null;
}
