import { ELEMENT_QUOTE_MAX } from "#domain/production-breakdown";

/** A sentence as an element's quote: one line, cut at a word past `ELEMENT_QUOTE_MAX` characters. */
export function quoteOf(sentence: string): string {
  const line = sentence.replace(/\s+/g, " ").trim();
  if (line.length <= ELEMENT_QUOTE_MAX) return line;
  const cut = line.slice(0, ELEMENT_QUOTE_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > ELEMENT_QUOTE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, "")}…`;
}
