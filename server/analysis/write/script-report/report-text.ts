import { nameCase } from "#analysis/read/text/names";

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : pluralForm}`;
}

export function percentOf(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** A quotation, shortened at a word boundary past `maxWords`. */
export function quoted(text: string, maxWords = 30): string {
  const words = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["“]|["”]$/g, "")
    .replace(/\.$/, "")
    .split(" ");
  return `“${words.length > maxWords ? `${words.slice(0, maxWords).join(" ")}…` : words.join(" ")}”`;
}

export function pagesText(from: number, to: number): string {
  return from === to ? `page ${from}` : `pages ${from}–${to}`;
}

export function formatName(format: string): string {
  if (format === "prose") return "prose";
  if (format === "stage-play") return "stage play";
  return format === "tv-episode" ? "TV episode" : format;
}

/** What a text that is not screenplay pages is, in words: a stage play and a transcript are not prose. */
export function spokenForm(format: string): "stage play" | "transcript" | null {
  return format === "stage-play" ? "stage play" : format === "transcript" ? "transcript" : null;
}

/** The word for a text told in prose: a treatment tells a film's story; anything else is prose. */
export function proseKind(format: string): "treatment" | "prose" {
  return format === "treatment" ? "treatment" : "prose";
}

export function an(word: string): string {
  return /^(8|11|18|[aeiou])/i.test(word) && !/^(one|uni|eu)/i.test(word) ? `an ${word}` : `a ${word}`;
}

export { nameCase };

/** "Big Fish's", "Buckets and Flavors'". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}
