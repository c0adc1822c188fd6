import { escapeRegex } from "#analysis/read/text/words";
import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };

const figures = lexicon(elementLexicons).animalFigures;
const { sounds } = lexicon(elementLexicons).heardAnimals;

const any = (forms: readonly string[]) =>
  forms
    .toSorted((a, b) => b.length - a.length)
    .map((form) => escapeRegex(form).replace(/ /g, "\\s+"))
    .join("|");
const WORD = String.raw`[\p{L}'’-]+`;
const DETERMINER = String.raw`(?:an?|the|his|her|their|its|my|your|our|some|two|three|four|five|several|a\s+few|those|these|this|that)`;

/** "eating plates of crackling chicken", "devours the whole roast chicken": a dish, not an animal. */
const EATEN = new RegExp(
  String.raw`(?<![\p{L}])(?:${any(figures.eating)})\s+(?:${DETERMINER}\s+)?(?:${WORD}\s+){0,3}$`,
  "iu",
);
/** "a butchered chicken", "crackling chicken": a cooked animal's word just before it. */
const COOKED = new RegExp(String.raw`(?<![\p{L}])(?:${any(figures.cooked)})\s+$`, "iu");
/** "chicken dinners", "CHICKEN ON RICE", "the fish he just ate", "tosses the bird on the grill". */
const DISH_AFTER = new RegExp(
  String.raw`^(?:\s+(?:${any(figures.dishes)})(?![\p{L}])|\s+(?:that\s+)?(?:he|she|they|I|we|you)\s+(?:just\s+|has\s+|had\s+)?(?:ate|eats|eaten|cooked|ordered)(?![\p{L}])|\s+(?:on|onto|in|into)\s+(?:the|a)\s+(?:grill|oven|pan|pot|skillet|fryer|spit|barbecue|plate)(?![\p{L}]))`,
  "iu",
);
/** "a model tiger", "a CERAMIC HEN", "the stuffed toy dogs", "a small stuffed moose": a thing in its shape. */
const MADE = new RegExp(
  String.raw`(?<![\p{L}])(?:${any(figures.made)})\s+(?:as\s+(?:${DETERMINER}\s+)?)?(?:${WORD}\s+)?$`,
  "iu",
);
/** "He is dressed as a chicken": a person in its costume. */
const DRESSED_AS = new RegExp(
  String.raw`(?<![\p{L}])(?:${any(figures.dressedAs)})\s+(?:an?|the)\s+(?:${WORD}\s+)?$`,
  "iu",
);
/** "a huge wolf carved out of wood", "a horse costume". */
const MADE_AFTER = new RegExp(String.raw`^\s+(?:${any(figures.madeAfter)})(?![\p{L}])`, "iu");
/** "birds and snakes are tattooed", "a horse is painted on the door": worked into a thing, said after it. */
const DECORATED_AFTER =
  /^(?:,?\s+(?:and|or)\s+[\p{L}-]+|,\s*[\p{L}-]+){0,3}\s+(?:is|are|was|were)\s+(?:\p{Ll}+ly\s+)?(?:tattooed|tatooed|painted|carved|embroidered|printed|drawn|stenciled|stencilled|etched|engraved|stitched|sketched|inked)(?![\p{L}])(?!\s+(?:to|toward|towards|into|out|back|away|up|closer)(?![\p{L}]))/u;
/** "a rug featuring a roaring tiger", "a needlepoint pillow of a dog". */
const SHOWN = new RegExp(
  String.raw`(?<![\p{L}])(?:${any(figures.showing)})\s+(?:${DETERMINER}\s+)?(?:${WORD}\s+){0,2}$`,
  "iu",
);
/** "the skeleton of the fish", "a full lion's skin": what is left of one. */
const REMAINS = new RegExp(
  String.raw`(?<![\p{L}])(?:${any(figures.remains)})\s+(?:${DETERMINER}\s+)?(?:${WORD}\s+)?$`,
  "iu",
);
/**
 * "a full lion's skin", and without the possessive "spattered in horse blood", "a deer carcass": a
 * part of a dead animal named by its kind is a prop, as its remains are. "The horse remains calm"
 * keeps its horse: only the possessive reads "remains" as a noun.
 */
const REMAINS_AFTER = new RegExp(
  String.raw`^(?:['’]s?\s+(?:${any([...figures.remainsAfter, ...figures.partsAfter])})|\s+(?:${any(figures.partsAfter)}))(?![\p{L}])`,
  "iu",
);
/** "Marty's fish, now half-decayed", "the dog lies dead", "livestock dead or scattered", "a pig that has been slaughtered": dead, so a prop. */
const DEAD_AFTER =
  /^(?:,?\s+(?:now\s+|already\s+|long\s+)?(?:half-decayed|decayed|rotting|rotted|rotten|decomposing|lifeless)|(?:,?\s+(?:that|which))?\s+(?:has\s+been|had\s+been|was|were|is|are|lie|lies|lay|lying)\s+(?:killed|slaughtered|butchered|gutted|skinned|shot\s+dead)|(?:(?:\s+(?:that|which))?\s+(?:is|was|are|were|lie|lies|lay|lying|appears\s+to\s+be|seems\s+to\s+be|looks))?,?\s+dead(?!\s+(?:tired|set|serious|centre|center|still|quiet|silent|asleep|ahead|last|broke|drunk|right|wrong)))(?![\p{L}])/iu;
/** "Bird calls", "Gulls cry in the distance", "a dog is barking", "birds are beginning to SING": only heard. */
const SOUND_AFTER = new RegExp(
  String.raw`^\s+(?:(?:${any(figures.onset)})\s+)?(?:${any([...sounds, ...figures.soundWords])})(?![\p{L}])`,
  "iu",
);
/**
 * A person called an animal: "He's a tall, slim, good-looking cat", "Zed is a deadly cobra", "a
 * human bulldog gone a little to paunch". A thing or a place ("It's a dog", "There's a cat") is none.
 */
const PERSON_IS = new RegExp(
  String.raw`(?<![\p{L}])(?:[Hh]e|[Ss]he|[Yy]ou|[Tt]hey|[Ww]e|I|HE|SHE|(?!(?:It|There|This|That|Here|What|Which|Where|Who)(?![\p{L}]))\p{Lu}\p{Ll}+|(?:[Tt]his|[Tt]hat)\s+guy)(?:['’]s|['’]re|['’]m|\s+is|\s+was|\s+are|\s+were)\s+(?:such\s+)?(?:an?|one)\s+(?:${WORD},?\s+){0,4}$|(?<![\p{L}])[Hh]uman\s+$`,
  "u",
);
/** "mantis people", "the lizard men", "a FISH-MAN": a being of both, no animal on set. */
const PEOPLE_AFTER = new RegExp(String.raw`^(?:[ \t]+|-)(?:${any(figures.peopleAfter)})(?![\p{L}])`, "iu");
/**
 * "Fish faced demons", "a bird brained scheme", "lion hearted men": an animal's word and a body's
 * before a noun describe that noun. "The dog eyed him", "the fish headed home": a verb after the animal.
 */
const BODIED_AFTER =
  /^[ \t]+(?:faced|headed|eared|hearted|brained|lipped|legged|necked|toothed|footed|nosed|eyed|shaped|skinned|winged|tailed)[ \t]+(?!(?:the|a|an|his|her|their|its|my|your|our|this|that|him|them|it|me|us|for|to|toward|towards|into|in|at|on|off|out|up|down|away|back|home|west|east|north|south|straight|over|around|across)(?![\p{L}]))(?!\p{Ll}+ly(?![\p{L}]))\p{Ll}/u;
/** "not a guy who appreciates the birds", "a woman who loves cats": a taste, no animal on set. */
const TASTE_FOR =
  /(?<![\p{L}])(?:guy|man|woman|person|girl|boy|type|sort|kind|one)\s+who\s+(?:\p{Ll}+ly\s+|really\s+|truly\s+|actually\s+)?(?:appreciates|likes|loves|hates|fears|adores|enjoys|prefers|dislikes|despises|cares\s+about|is\s+afraid\s+of)\s+[^.!?;:]*$/iu;
/** "blows fall like drops of rain on an elephant": a comparison that opens on "like" and a thing's plural "of". */
const LIKE_PARTS_OF = /(?<![\p{L}])like\s+\p{Ll}+s\s+of\s+[^,;:.!?—–]*$/u;
/** "dolphin gray", "canary yellow": a shade, no animal. */
const COLOUR_AFTER = new RegExp(String.raw`^[ \t-]+(?:${any(figures.coloursAfter)})(?![\p{L}])`, "iu");
/**
 * "snake like vines", "jagged shark like teeth": a word that describes, written apart from its
 * "-like"; not a clause that compares the doing ("walks his dog like he's in a hurry").
 */
const LIKE_AFTER =
  /^\s+like\s+(?!(?:a|an|the|that|this|those|these|it|him|her|them|me|you|us|his|its|their|my|our|your|some|any|to|when|if|crazy|mad|hell|so|this|he|she|they|we|i|someone|somebody|everyone|everybody|nothing|always|usual)(?![\p{L}]))\p{Ll}/u;
/** "Bina smiles and snakes her arms around", "Charlie wolfs down", "bulls his way": a verb with its object. */
const VERB_OBJECT =
  /^\s+(?:his|her|their|its|my|your|our|him|them|me|us|down|out|up|around|along|away|off)(?![\p{L}])/u;
const PRONOUN_SUBJECT = /(?<![\p{L}])(?:they|we|i|you|he|she|to)\s+$/iu;
const PERSON_OBJECT = /^\s+(?:him|her|them|me|us)(?![\p{L}])/iu;
const SIZED_LIKE =
  /(?<![\p{L}])(?:(?:the\s+)?size\s+of|as\s+(?:big|large|small|tall|heavy|fat)\s+as|(?:bigger|larger|smaller|taller|heavier)\s+than|(?:big|large|wide|deep|long|tall)\s+enough\s+(?:for|to\s+(?:hold|fit|swallow)))\s+(?:(?:a|an|the|two|three)\s+)?(?:[\p{L}-]+\s+)?$/iu;
/**
 * "the story about the three chickens", "a joke about a horse": what is told of one; "the lower
 * body is that of a fish", "a face like that of a hawk": a likeness.
 */
const TOLD_OF = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:story|stories|joke|jokes|tale|tales|fable|song|songs|poem|book|books|movie|movies|film|films|documentary|show|cartoon|legend|myth|riddle|dream|dreams|nightmare)\s+(?:about|of)|(?:that|those)\s+of)\s+(?:${DETERMINER}\s+)?(?:${WORD}\s+)?$`,
  "iu",
);
/** "A HUGE BLACK DOG, part wolf", "half coyote": the breed a dog is mixed with, no second animal. */
const BREED_OF = /(?<![\p{L}])(?:part|half|quarter|mostly|some)\s+$/iu;
/** "If he had a spirit animal, it would be a mongoose", "Spirit animal is a shark": a figure. */
const SPIRIT_ANIMAL =
  /(?<![\p{L}])(?:spirit\s+animal|totem\s+animal|patronus|power\s+animal)[^.!?;\n]*?(?:is|was|would\s+be|'d\s+be|’d\s+be)\s+(?:an?|the)\s+(?:[\p{L}-]+\s+)?$/iu;
const BARE_LIKE = /(?<![\p{L}])like\s+(?:\p{Ll}[\p{L}-]*\s+)?$/u;
const NOT_SUBJECT =
  /(?<![\p{L}])(?:the|a|an|his|her|their|its|my|your|our|some|all|two|three|four|five|six|ten|many|few|several|these|those|of|with|for|to|at|or|the\s+other|other|\d+)\s+$|,\s+$/iu;
const BODY_BESIDE = new RegExp(
  String.raw`(?:(?<![\p{L}])(?:${any(figures.bodyParts)}),?\s+(?:and\s+)?$)|(?:^,?\s+(?:and\s+)?(?:${any(figures.bodyParts)})(?![\p{L}]))`,
  "iu",
);
const BODY_FORMS = new Set(figures.bodyPartForms);
const LIKENED =
  /(?<![\p{L}])(?:(?:it['’]s|it\s+is|it\s+was|this\s+is|looks?|looking|sounds?|feels?|seems?)\s+like|(?:an?\s+)?cross\s+between|reminiscent\s+of)\s+[^,.;:!?\n]*$/iu;
/** "Anita Ekberg holds the kitten on T.V.", "On TV, a lion stalks": a broadcast shows it, footage. */
const ON_TV_AFTER = /^[^.!?;:\n]*?(?<![\p{L}])on\s+(?:T\.V\.|TV|television)(?![\p{L}])/u;
const ON_TV_BEFORE = /^\s*on\s+(?:T\.V\.|TV|television)\s*[,:-]/iu;
/** "like a vet examining a sick", to the match: a comparison that opens on "like a". */
const LIKE_A = /(?<![\p{L}])like\s+(?:an?|the)\s+[^,;:.!?—–]*$/iu;
/** "without a tree or bird in sight", "no dogs": none there. */
const NONE =
  /(?<![\p{L}])(?:[Nn]o|NO|[Ww]ithout|WITHOUT|[Nn]ever|NEVER)\s+(?:(?:an?|any)\s+)?(?:[\p{L}-]+\s+(?:or|nor)\s+)?(?:[\p{L}-]+\s+)?$/u;

const title = (word: string) => word[0] + word.slice(1).toLowerCase();
/**
 * "arrives at DANCING ELK DRUG ... her small suburb, Dancing Elk": an animal's word in capitals
 * before another, and beside one the text also writes with it in title case, is that name's.
 */
function capitalsOfAName(text: string, start: number, end: number): boolean {
  const word = text.slice(start, end);
  if (!/^\p{Lu}{2,}$/u.test(word)) return false;
  const before = /(?<![\p{L}])(\p{Lu}{2,})[ \t]+$/u.exec(text.slice(Math.max(0, start - 30), start))?.[1];
  const after = /^[ \t]+(\p{Lu}{2,})(?![\p{L}])/u.exec(text.slice(end, end + 30))?.[1];
  // "a huge WHITE DOG, part wolf ... The White Dog looks up": the animal ends its phrase, a description.
  if (!after) return false;
  const phrases = [before && [before, word], [word, after]].filter((pair) => !!pair) as string[][];
  return phrases.some((pair) =>
    new RegExp(
      `(?<![\\p{L}])${pair.map((one) => escapeRegex(title(one))).join("\\s+")}(?![\\p{L}])`,
      "u",
    ).test(text),
  );
}

const TEAM_AFTER =
  /^[ \t]+(?:game|games|fan|fans|jersey|jerseys|cap|caps|hat|pennant|score|season|match|stadium|tickets|banner|logo)(?![\p{L}])/u;

/**
 * An animal only in a mind or a mouth: "He dreams of owning a horse", "She remembers her childhood
 * dog", "If only they had a horse", "He always wanted a pony", "He pretends to be a dog", "They call
 * him the Rat". A wish needs "a": "He wants the dog to sit" has one there.
 */
const IN_MIND = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:dreams?|dreaming|dreamt|dreamed|thinks?|thinking|thought|talks?|talking|talked|fantasi[sz]es?|fantasi[sz]ing)\s+(?:of|about)|remembers?|remembering|remembered|imagines?|imagining|imagined|(?:wish(?:es)?|wishing|wished)\s+(?:that\s+)?(?:he|she|they|I|we|you)\s+(?:had|could\s+have)|[Ii]f\s+only\s+(?:he|she|they|I|we|you)\s+had|pretends?\s+to\s+be|pretending\s+to\s+be|mimics?|mimicking|imitates?|imitating|impersonates?|impersonating|nicknamed|nickname\s+is|call(?:s|ed|ing)?\s+(?:him|her|me|them|us|you)(?:self)?)\s+(?:${WORD}\s+){0,3}$|(?<![\p{L}])(?:always|ever|never|still|really)\s+(?:wants?|wanted)\s+(?:an?|one)\s+(?:${WORD}\s+)?$`,
  "u",
);
/** "He is allergic to cats", "She is afraid of spiders", "He hates snakes": a feeling for a kind, no animal. */
const FEELING_FOR_KIND =
  /(?<![\p{L}])(?:allergic\s+to|afraid\s+of|scared\s+of|terrified\s+of|frightened\s+of|phobia\s+of|fear\s+of|hates?|loves?|likes?|adores?|despises?|can['’]t\s+stand)\s+$/iu;

/** "His T-shirt has a wolf on it", "a mug with a cat on it": a picture on a thing worn or used. */
const PICTURED_ON = new RegExp(
  String.raw`(?<![\p{L}])(?:t-shirt|tee|shirt|sweatshirt|sweater|hoodie|jersey|tie|hat|cap|mug|cup|sign|poster|card|sticker|label|box|lunchbox|can|bottle|apron|pajamas|jacket|button|badge|flag)s?\s+(?:that\s+)?(?:has|have|had|with|showing|bearing)\s+(?:${DETERMINER}\s+)?(?:${WORD}\s+){0,2}$`,
  "iu",
);
const ON_IT_AFTER =
  /^\s+(?:printed\s+|painted\s+|drawn\s+|stitched\s+|embroidered\s+)?on\s+(?:it|them|the\s+front|the\s+back)(?![\p{L}])/iu;

/** The text of a match's sentence up to it, from at most 60 characters before. */
const nearBefore = (text: string, at: number) =>
  text
    .slice(Math.max(0, at - 60), at)
    .split(/[.!?;:—–]|--|\n[ \t]*\n/)
    .at(-1) ?? "";

/**
 * Whether the being's word at `start`..`end` names a thing made in its shape or pictured ("TWO
 * PLASTIC DINOSAURS", "his favorite toy dinosaurs", "a dragon costume"), or a person called one
 * ("He's a dinosaur"). A scene that names one made so has that thing at every mention of the
 * word ("Charlie runs to his father, showing his dinosaur").
 */
export function madeInShape(text: string, start: number, end: number): boolean {
  if (PERSON_IS.test(nearBefore(text, start))) return true;
  const form = text.slice(start, end).toLowerCase();
  const stem = form.endsWith("ss") ? form : form.replace(/s$/, "");
  const each = new RegExp(`(?<![\\p{L}])${escapeRegex(stem)}s?(?![\\p{L}])`, "giu");
  for (const match of text.matchAll(each)) {
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
    const near = nearBefore(text, match.index);
    if (MADE.test(near) || MADE_AFTER.test(after) || SHOWN.test(near)) return true;
  }
  return false;
}

/**
 * Whether an animal's word at `start`..`end` names no animal on set: a dish, a thing made in its
 * shape or showing it, its remains, a dead one, one only heard, a person called one, a word that
 * describes ("snake like vines"), a verb, a leg's calf, or one the sentence says is not there.
 * `clause` is the text from the start of its sentence to the match.
 */
export function notAnAnimal(text: string, start: number, end: number, clause: string): boolean {
  const near = nearBefore(text, start);
  const after = text.slice(end, end + 40);
  const form = text.slice(start, end).toLowerCase();
  if (EATEN.test(near) || COOKED.test(near) || DISH_AFTER.test(after)) return true;
  if (MADE.test(near) || MADE_AFTER.test(after) || SHOWN.test(near) || DRESSED_AS.test(near)) return true;
  if (DECORATED_AFTER.test(text.slice(end, end + 80))) return true;
  if (REMAINS.test(near) || REMAINS_AFTER.test(after) || DEAD_AFTER.test(after)) return true;
  if (SOUND_AFTER.test(after) || LIKE_AFTER.test(after) || NONE.test(near)) return true;
  if (PERSON_IS.test(near) || PEOPLE_AFTER.test(after) || COLOUR_AFTER.test(after)) return true;
  if (/s$/.test(form) && VERB_OBJECT.test(after) && !NOT_SUBJECT.test(near)) return true;
  // "They DOG him out", "to badger her": after a subject or "to", and before an object, a verb.
  if (PRONOUN_SUBJECT.test(near) && PERSON_OBJECT.test(after)) return true;
  // "a rat the size of a dog", "as big as a horse": a measure, no animal.
  if (SIZED_LIKE.test(near)) return true;
  if (TOLD_OF.test(near) || BREED_OF.test(near) || SPIRIT_ANIMAL.test(near)) return true;
  if (BODIED_AFTER.test(after) || TASTE_FOR.test(clause) || LIKE_PARTS_OF.test(clause)) return true;
  if (ON_TV_AFTER.test(text.slice(end, end + 60)) || ON_TV_BEFORE.test(clause)) return true;
  if (capitalsOfAName(text, start, end)) return true;
  if (IN_MIND.test(near)) return true;
  if (PICTURED_ON.test(near) && ON_IT_AFTER.test(after)) return true;
  if (/s$/.test(form) && FEELING_FOR_KIND.test(near)) return true;
  // "They watch the Bears game", "a Dolphins cap": a team in title case.
  if (/^\p{Lu}\p{Ll}+s$/u.test(text.slice(start, end)) && TEAM_AFTER.test(after)) return true;
  // "straggling like ants", "scatter like frightened rabbits": a likeness, no animal.
  if (/s$/.test(form) && BARE_LIKE.test(near)) return true;
  if (BODY_FORMS.has(form) && (BODY_BESIDE.test(near) || BODY_BESIDE.test(after))) return true;
  // "his eyes blank as a mako shark's.": an animal's possessive with nothing after it likens a person's part to its.
  if (/^['’]s?[ \t]*(?:[.,;:!?)—–]|--|\n|$)/u.test(after)) return true;
  // "pulls down like a vet examining a sick dog": a comparison runs to the end of its clause.
  if (LIKE_A.test(clause)) return true;
  // "cat- walk": a word broken at the margin goes on in lower case.
  if (/^-[ \t]*\n?[ \t]*\p{Ll}/u.test(after)) return true;
  // "Like a butcher shop owner with a pesky hungry puppy, she submits", "It's like catching a glimpse
  // of a passing shark's fin": a comparison, to its comma.
  return /^\s*like\s[^,;:]*$/iu.test(clause) || LIKENED.test(clause);
}
