function listed(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The visible sentence that says which AI notes were replaced because they could not be verified. */
export function replacedSentence(parts: string[]): string {
  return `Some of the AI analyst's notes could not be verified against your material, so our built-in reader's notes stand in for ${listed(parts)}.`;
}
