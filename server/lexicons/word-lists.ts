/** A lexicon file in this folder: what it holds, where its entries come from, and its named lists. */
interface LexiconFile<K extends string> {
  description: string;
  sources: readonly unknown[];
  lists: Record<K, string[]>;
}

/** What every data file in this folder carries, whatever its shape. */
interface Described {
  description: string;
  sources: readonly unknown[];
}

/** A data file of this folder as it is; a file that says nothing of what it holds or names no source is refused at load. */
export function lexicon<F extends Described>(file: F): F {
  if (!file.description.trim() || file.sources.length === 0)
    throw new Error("A lexicon needs a description and at least one source.");
  return file;
}

/** The named lists of a word-list file. */
export function wordLists<K extends string>(file: LexiconFile<K>): Readonly<Record<K, readonly string[]>> {
  return lexicon(file).lists;
}
