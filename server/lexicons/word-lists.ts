/** A lexicon file in this folder: what it holds, where its entries come from, and its named lists. */
interface LexiconFile<K extends string> {
  description: string;
  sources: readonly unknown[];
  lists: Record<K, string[]>;
}

/** The named lists of a lexicon file; a file that names no source is refused at load. */
export function wordLists<K extends string>(file: LexiconFile<K>): Readonly<Record<K, readonly string[]>> {
  if (!file.description.trim() || file.sources.length === 0)
    throw new Error("A lexicon needs a description and at least one source.");
  return file.lists;
}
