import { countWords } from "#analysis/read/text/words";
import cyrillicLatin from "../../../lexicons/cyrillic-latin.json" with { type: "json" };
import sampleWords from "../../../lexicons/sample-text.json" with { type: "json" };
import { wordLists } from "../../../lexicons/word-lists";

const LOREM = new RegExp(`(?<![\\p{L}])(${wordLists(sampleWords).words.join("|")})(?![\\p{L}])`, "giu");
const TO_LATIN = new Map(wordLists(cyrillicLatin).pairs.map((pair) => pair.split(":") as [string, string]));

/** Sample text (lorem ipsum) is a large share of the words, in Latin letters or spelled in Cyrillic. */
export function isSampleText(text: string): boolean {
  const words = countWords(text);
  if (words === 0) return true;
  const latin = latinLetters(text).match(LOREM)?.length ?? 0;
  return latin >= 3 && latin / words >= 0.08;
}

function latinLetters(text: string): string {
  if (!/\p{Script=Cyrillic}/u.test(text)) return text;
  return text.toLowerCase().replace(/\p{Script=Cyrillic}/gu, (letter) => TO_LATIN.get(letter) ?? letter);
}
