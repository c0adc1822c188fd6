import { escapeRegex } from "#analysis/read/text/words";
import { ELEMENT_LEXICONS, longestFirst } from "./breakdown-lexicons";

const FORMS = longestFirst([...ELEMENT_LEXICONS.animals.names.keys()].filter((form) => !form.includes(" ")));
/** "Jasmine's beagle BOOMER", "her dog Rex": an animal's word, then the name the script gives it. */
const NAMED_PET = new RegExp(
  String.raw`(?<![\p{L}])(?:the|a|an|his|her|their|our|my|\p{Lu}[\p{L}-]*['’]s)[ \t]+(?:(?<word>[\p{Ll}-]+)[ \t]+)?(?<animal>${FORMS})[ \t]+(?<name>\p{Lu}[\p{L}'’-]+)(?![\p{L}])`,
  "giu",
);

const TITLE_CASE = /^\p{Lu}\p{Ll}/u;
const ARTICLE = /^(?:the|an?)\s/iu;

/**
 * Animals the script names ("Jasmine's beagle BOOMER"): name -> the animal, to find wherever the
 * action names it ("Dylan curled up next to Boomer"). A word after the animal's that the action
 * never writes as a name in mixed case ("the dog BARKS") is a sound or a verb, and a speaker's
 * name ("the horse Tom rides") is a person's: no animal's name.
 */
export function namedAnimals(texts: readonly string[], speakers: ReadonlySet<string>): Map<string, string> {
  const found = new Map<string, string>();
  const all = texts.join("\n");
  const { not } = ELEMENT_LEXICONS.animals;
  for (const written of texts) {
    // "a Colt Python", "a bird in the hand": phrases that name no animal are blanked first.
    const text = not ? written.replace(not, (phrase) => " ".repeat(phrase.length)) : written;
    for (const match of text.matchAll(NAMED_PET)) {
      const { word = "", animal: form = "", name = "" } = match.groups ?? {};
      const animal = ELEMENT_LEXICONS.animals.names.get(form.toLowerCase());
      if (!animal || !/^\p{Lu}/u.test(name) || speakers.has(name.toUpperCase())) continue;
      // "the Dancing Elk Track Team": words in title case run through it, a name of something else.
      if (TITLE_CASE.test(word) && TITLE_CASE.test(form)) continue;
      // "from The Lion King", "Forty Acres and a Mule Filmworks": after an article, an animal's word
      // and the next in title case are a title or a firm's name; "Her Labrador Max" is a pet's.
      if (ARTICLE.test(match[0]) && TITLE_CASE.test(form) && TITLE_CASE.test(name)) continue;
      // A Colt Python in a scene of guns is a gun.
      if (ELEMENT_LEXICONS.animals.notInScene.get(form.toLowerCase())?.test(text)) continue;
      const mixed = name[0] + name.slice(1).toLowerCase();
      if (!new RegExp(`(?<![\\p{L}])${escapeRegex(mixed)}(?![\\p{L}])`, "u").test(all)) continue;
      found.set(mixed, animal);
    }
  }
  return found;
}

/** The named animals an action mentions: "Boomer follows." */
export function namedAnimalsIn(action: string, pets: ReadonlyMap<string, string>): string[] {
  const animals: string[] = [];
  for (const [name, animal] of pets)
    if (
      !animals.includes(animal) &&
      new RegExp(
        `(?<![\\p{L}])(?:${escapeRegex(name)}|${escapeRegex(name.toUpperCase())})(?![\\p{L}])`,
        "u",
      ).test(action)
    )
      animals.push(animal);
  return animals;
}
