import nlp from "compromise";
import { escapeRegex } from "#analysis/read/text/words";
import type { ElementKind } from "#domain/production-breakdown";
import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };
import personNouns from "../../../../lexicons/person-nouns.json" with { type: "json" };
import wordnetElements from "../../../../lexicons/wordnet-elements.json" with { type: "json" };
import { withoutWrittenText } from "../written-text";
import { notAnAnimal } from "./animal-figures";
import { notAWeapon } from "./weapon-figures";

/** Kinds of people the action can put in a scene without a line. */
export type PeopleKind = "extras" | "children";
type LexiconKind = ElementKind | PeopleKind;

interface Entry {
  name: string;
  match: string[];
}

export interface CompiledLexicon {
  /** One alternation of every form, longest first; group 1 is the form. */
  pattern: RegExp;
  /** The same alternation, tried only where it is told to (`lexiconMatches`). */
  sticky: RegExp;
  /** The forms' first one, two and three units, lower-cased (`startsAt`). */
  starts: FormStarts;
  /** Phrases that hold a form but name something else ("crash cart"), blanked before matching. */
  not: RegExp | null;
  /** Whether a match counts only in a sentence that has a person in it ("a card falls from it" is no stunt). */
  needsPerson: boolean;
  /** Whether a match counts only as a noun ("a line snakes from", "he ducks": no animal). */
  needsNoun: boolean;
  /** Whether a match before a noun it describes is no element ("the fire escape", "a fish tank"). */
  needsHead: boolean;
  /** Whether a match in written words (a sign, a label, a quote) is no element ("JUMPING SPIDERS!"). */
  onSetOnly: boolean;
  /** Whether a match only heard ("we hear it raining", "the sound of gunfire") is no element on set. */
  notHeard: boolean;
  /** Whether a match before a word for an image of it ("thunder bolt symbols") is no element on set. */
  notImage: boolean;
  /** Whether a match the action denies ("but doesn't fire") is no element. */
  notNegated: boolean;
  /** Whether a match after "never" or "without" ("who have never used guns") is no element. */
  notUnused: boolean;
  /** Whether a match used as a tool on a thing ("cutting through the cable") or in a figure ("Steve's shotgun") is no element. */
  notTool: boolean;
  /** Whether a match inside a name in capitals mid-sentence ("Dante's Inferno", "Lightning McQueen") is no element. */
  notInName: boolean;
  /** Elements whose word before "of" and a bare noun is a figure: "an explosion of water", "a tornado of emotions". */
  figures: ReadonlySet<string>;
  /** Forms that name something else in a scene naming one of these words ("mouse" beside a computer). */
  notInScene: ReadonlyMap<string, RegExp>;
  /** Forms that name the element only in a scene naming one of these words in lower case ("bow" beside a quiver). */
  onlyInScene: ReadonlyMap<string, RegExp>;
  /** Lower-cased form -> the element's name. */
  names: Map<string, string>;
}

const lexicons = lexicon(elementLexicons);
/** WordNet's words for the same kinds, listed first so a hand-made entry's name wins where both list a form. */
const wordnet = lexicon(wordnetElements);
const PLURAL_KINDS = new Set<string>(lexicons.plurals);

export function formPattern(text: string): string {
  return escapeRegex(text).replace(/ /g, "\\s+");
}

const NOT: Partial<Record<string, string[]>> = {
  vehicles: lexicons.not.vehicles,
  animals: lexicons.not.animals,
  weapons: lexicons.not.weapons,
  stunts: lexicons.not.stunts,
  sfx: lexicons.not.sfx,
  vfx: lexicons.not.vfx,
};

/**
 * A form stands as a whole word: a hyphen after it joins a compound ("fire-escape") unless a dash
 * ends the line ("an active volcano-"); an apostrophe after it only as a possessive ("the giant's voice").
 */
const NOT_IN_SCENE: Partial<Record<string, Record<string, string[]>>> = {
  vehicles: lexicons.notInScene.vehicles,
  animals: lexicons.notInScene.animals,
  weapons: lexicons.notInScene.weapons,
};

const ONLY_IN_SCENE: Partial<Record<string, Record<string, string[]>>> = {
  weapons: lexicons.onlyInScene.weapons,
};

function alternation(forms: readonly string[]): string {
  return `(?<![\\p{L}\\p{N}'’-])(${prefixTree(forms)})(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}]|['’](?![sS](?![\\p{L}\\p{N}])))`;
}

/**
 * The beginnings of a lexicon's forms, one set per length in units: a letter is a unit, and so is a
 * run of white space (" "), as `\s+` matches it in the pattern. A form of one or two units is
 * its whole self; a longer one, its first three.
 */
type FormStarts = readonly [ReadonlySet<string>, ReadonlySet<string>, ReadonlySet<string>];

function formStarts(forms: readonly string[]): FormStarts {
  const starts: [Set<string>, Set<string>, Set<string>] = [new Set(), new Set(), new Set()];
  for (const form of forms) {
    const units = (form.match(/ +|[^ ]/gu) ?? [])
      .slice(0, 3)
      .map((unit) => (unit.startsWith(" ") ? " " : unit));
    if (units.length) starts[units.length - 1]!.add(units.join(""));
  }
  return starts;
}

const WHITE_SPACE = /\s/u;

/** Whether one of the forms could begin at `at`: its first units, as the text has them there. */
function startsAt(text: string, at: number, starts: FormStarts): boolean {
  let key = "";
  let index = at;
  for (let units = 0; units < 3 && index < text.length; units++) {
    const char = text[index]!;
    if (WHITE_SPACE.test(char)) {
      key += " ";
      while (index < text.length && WHITE_SPACE.test(text[index]!)) index++;
    } else {
      key += char.toLowerCase();
      index++;
    }
    if (starts[units]!.has(key)) return true;
  }
  return false;
}

/** Where a form may begin: after no letter, digit, apostrophe or hyphen, on a letter, digit or point. */
const WORD_START = /(?<![\p{L}\p{N}'’-])[\p{L}\p{N}.]/gu;

/**
 * Every match of the lexicon's pattern in the text, as `text.matchAll(lexicon.pattern)` gives them.
 * The pattern of a large lexicon is slow to try at every letter; it is tried only where one of its
 * forms could begin, which is the same matches sooner.
 */
export function lexiconMatches(text: string, lexicon: CompiledLexicon): RegExpExecArray[] {
  const matches: RegExpExecArray[] = [];
  let from = 0;
  for (const start of text.matchAll(WORD_START)) {
    if (start.index < from || !startsAt(text, start.index, lexicon.starts)) continue;
    lexicon.sticky.lastIndex = start.index;
    const match = lexicon.sticky.exec(text);
    if (!match) continue;
    matches.push(match);
    from = start.index + match[0].length;
  }
  return matches;
}

interface PrefixNode {
  ends: boolean;
  next: Map<string, PrefixNode>;
}

/**
 * The forms as one pattern that shares their common beginnings ("gaz(?:elle|ette)"): a flat
 * alternation of a thousand words is tried word by word at every place in the text, this one a
 * letter at a time. A form that another goes on from is tried last, so the longest still wins.
 */
export function prefixTree(forms: Iterable<string>): string {
  const root: PrefixNode = { ends: false, next: new Map() };
  for (const form of forms) {
    let node = root;
    for (const unit of form.match(/ +|[^ ]/gu) ?? []) {
      const key = unit.startsWith(" ") ? " " : unit;
      if (!node.next.has(key)) node.next.set(key, { ends: false, next: new Map() });
      node = node.next.get(key)!;
    }
    node.ends = true;
  }
  const emit = (node: PrefixNode): string => {
    const branches = [...node.next].map(
      ([unit, child]) => (unit === " " ? "\\s+" : escapeRegex(unit)) + emit(child),
    );
    if (!branches.length) return "";
    const inner = branches.length === 1 ? branches[0]! : `(?:${branches.join("|")})`;
    return node.ends ? `(?:${inner})?` : inner;
  };
  return emit(root);
}

/** Kinds named by what happens ("falls from", "explodes"): every tense of the verb names it too. */
const VERB_KINDS = new Set<string>(["stunts", "sfx", "vfx"]);

/**
 * Action is written in the present, and its other form is the gerund ("sending it crashing off the
 * bridge", "balls hanging in the air"): "crashes off" -> "crashing off"; a stunt's phrase also in the
 * plural ("they crash off"). A single stunt verb stays
 * as written ("nearly falling" is no fall); a form that does not open on a verb in the present
 * ("fire", "on fire") stays too. compromise conjugates.
 */
function tenses(kind: LexiconKind, form: string): string[] {
  const [first = "", ...rest] = form.split(" ");
  if (!/s$/.test(first) || (kind === "stunts" && rest.length === 0)) return [form];
  const verb = nlp(first).verbs();
  const forms = verb.found ? (verb.conjugate()[0] as Record<string, string> | undefined) : undefined;
  if (!forms?.Gerund || forms.PresentTense !== first) return [form];
  const gerund = [forms.Gerund, ...rest].join(" ");
  // Two performers do it too: "they crash through the window", "the men tumble down the stairs".
  if (kind === "stunts" && rest.length > 0 && forms.Infinitive)
    return [form, gerund, [forms.Infinitive, ...rest].join(" ")];
  return [form, gerund];
}

/**
 * A word's regular plurals: "es" only after a hiss or an o ("fox" -> "foxes", "bus" -> "buses"),
 * "ies" for a consonant's y ("pony" -> "ponies"), else "s": "rat" -> "rates" or "car" -> "cares"
 * would name a thing the word is not.
 */
function pluralsOf(word: string): string[] {
  if (/(?:s|x|z|ch|sh)$/.test(word)) return [`${word}es`];
  if (word.endsWith("o")) return [`${word}s`, `${word}es`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`, `${word}s`];
  return [`${word}s`];
}

function compile(kind: LexiconKind, entries: readonly Entry[]): CompiledLexicon {
  const names = new Map<string, string>();
  const inflect = (form: string) => (VERB_KINDS.has(kind) ? tenses(kind, form) : [form]);
  for (const entry of entries) {
    for (const form of entry.match.flatMap(inflect)) {
      const lower = form.toLowerCase();
      names.set(lower, entry.name);
      if (PLURAL_KINDS.has(kind) && !lower.includes(" "))
        for (const plural of pluralsOf(lower)) names.set(plural, entry.name);
    }
  }
  const forms = [...names.keys()].sort((a, b) => b.length - a.length);
  const not = NOT[kind]?.flatMap(inflect);
  return {
    pattern: new RegExp(alternation(forms), "giu"),
    sticky: new RegExp(alternation(forms), "iuy"),
    starts: formStarts(forms),
    not: not?.length ? new RegExp(alternation(not), "giu") : null,
    needsPerson: kind === "stunts",
    needsNoun: kind === "animals",
    needsHead: HEAD_KINDS.has(kind),
    // A title on a T-shirt ("Casper the Friendly Ghost") is no effect on set either.
    onSetOnly: kind === "animals" || kind === "vfx",
    notHeard: kind === "animals" || kind === "sfx" || kind === "vfx",
    notImage: kind === "sfx" || kind === "vfx" || kind === "vehicles" || kind === "weapons",
    notNegated: kind === "sfx" || kind === "vfx",
    notUnused: kind === "weapons",
    notTool: kind === "weapons",
    notInName: kind === "animals" || kind === "weapons" || kind === "sfx",
    figures: new Set(kind === "sfx" ? FIGURE_EFFECTS : []),
    notInScene: new Map(
      Object.entries(NOT_IN_SCENE[kind] ?? {}).map(([form, words]) => [
        form,
        new RegExp(alternation(words), "iu"),
      ]),
    ),
    // Case kept: "Archer" in capitals is a name, no archery.
    onlyInScene: new Map(
      Object.entries(ONLY_IN_SCENE[kind] ?? {}).map(([form, words]) => [
        form,
        new RegExp(alternation(words), "u"),
      ]),
    ),
    names,
  };
}

/** Weather and blasts said of something else: "an explosion of water", "a tornado of complex emotions". */
const FIGURE_EFFECTS = lexicons.figures.effects;
const FIGURE_AFTER = new RegExp(
  String.raw`^[ \t]+of\s+(?!(?:the|a|an|his|her|its|their|this|that|these|those|my|your|our|one|${lexicons.figures.rigged.map(formPattern).join("|")})(?![\p{L}]))\p{Ll}`,
  "u",
);
/** "people who have never used guns", "leaves without a gun": a weapon not on set. */
const UNUSED =
  /(?<![\p{L}])(?:never|without|(?:isn['’]t|is\s+not|wasn['’]t|was\s+not|not)\s+(?:wearing|carrying|packing))\s+(?:\p{Ll}+\s+)?(?:(?:an?|any|the)\s+)?$/iu;

/**
 * Kinds whose word before a noun names something else: "the fire escape", "a fish tank". Not
 * visual effects: "a giant cannon" and "the giant's boots" read alike to the tagger, and read so,
 * "the monster mask" cost more creatures on set than it spared.
 */
const HEAD_KINDS = new Set<string>(["animals", "sfx"]);

/**
 * A verb's forms in action: "hit" -> "hits", "hitting", "hit"; "open fire" -> "opens fire"... A
 * single verb's bare form is left out when it is also a noun before another ("the fire escape").
 */
export function verbForms(verb: string, bare = true): string[] {
  const [first = "", ...rest] = verb.split(" ");
  const keepBare = bare || rest.length > 0;
  const known = nlp(first).verbs().conjugate()[0] as Record<string, string> | undefined;
  // Shooting's verbs keep the forms they were measured with ("shoot" alone reads as a noun): given
  // every form, they named gunfire the held-out scripts' tags do not have.
  if (!bare && !known) return [verb];
  const forms = inflect(first);
  const words = [keepBare ? first : "", forms.present, forms.gerund, forms.past, forms.participle];
  return [...new Set(words.filter((word) => !!word))].map((word) => [word, ...rest].join(" "));
}

/**
 * A verb's present, -ing and past forms. compromise conjugates the verb read as a verb ("knee",
 * "lunge" alone read as nouns); where it gives back the bare form for a regular ending ("lunge" ->
 * "lunge" for -ing), the regular form stands in. A hyphened verb bends its last part ("body-slams").
 */
function inflect(verb: string): { present: string; gerund: string; past: string; participle: string } {
  const hyphen = verb.lastIndexOf("-");
  if (hyphen > 0) {
    const head = verb.slice(0, hyphen + 1);
    const tail = inflect(verb.slice(hyphen + 1));
    return {
      present: head + tail.present,
      gerund: head + tail.gerund,
      past: head + tail.past,
      participle: head + tail.participle,
    };
  }
  const doc = nlp(verb);
  doc.tag("Verb");
  const forms = (doc.verbs().conjugate()[0] ?? {}) as Record<string, string | undefined>;
  const differs = (form: string | undefined) => (form && form !== verb ? form : undefined);
  const stem = verb.replace(/e$/, "");
  const double = /^[^aeiou]*[aeiou][bdgklmnprt]$/.test(verb) ? verb + verb.at(-1) : verb;
  const regularPast = verb.endsWith("e") ? `${verb}d` : `${double}ed`;
  const past = differs(forms.PastTense) ?? (irregularPast(forms.PastTense, verb) ? verb : regularPast);
  return {
    present: differs(forms.PresentTense) ?? (/(?:s|sh|ch|x|z)$/.test(verb) ? `${verb}es` : `${verb}s`),
    gerund:
      differs(forms.Gerund) ??
      (verb.endsWith("ee") ? `${verb}ing` : `${verb.endsWith("e") ? stem : double}ing`),
    past,
    participle: differs(forms.Participle) ?? past,
  };
}

/** A verb whose past is its bare form ("hit", "beat", "cut"): compromise knows them. */
function irregularPast(past: string | undefined, verb: string): boolean {
  return past === verb && /(?:it|at|ut|et|st|ead|urt)$/.test(verb);
}

/** The forms as one alternation, longest first so a longer form wins over its own start ("sea chopper" before "sea"). */
export function longestFirst(forms: Iterable<string>): string {
  return [...forms]
    .sort((a, b) => b.length - a.length)
    .map(formPattern)
    .join("|");
}

/** Each form as written, in capitals and with a capital first letter, for a pattern that must tell names by case. */
export function anyCase(forms: readonly string[]): string {
  return longestFirst(
    new Set(forms.flatMap((form) => [form, form.toUpperCase(), form[0]!.toUpperCase() + form.slice(1)])),
  );
}

/** A name in capitals ("Zed", "MIKE"), not a capitalised article, pronoun or particle. */
export const CAPITALISED_NAME = String.raw`(?!(?:THE|A|AN|HIS|HER|ITS|THEIR|IT|ONE|TWO|UP|DOWN|BACK|OUT|OFF|IN|INTO|ON|AT|TO|WITH|OVER|UNDER|THROUGH|ACROSS|AROUND|AWAY|HE|SHE|THEY|HIM|THEM)\b)\p{Lu}[\p{L}'’-]+`;

/** The body parts a blow lands on ("face", "jaw"): the attack targets that are not a person. */
const BODY_TARGETS = lexicons.attacks.targets.filter(
  (target) => !/^(?:him|her|them|each other|one another)$/.test(target),
);

/** The data file's words for a person named by a role ("the guard"), with their plurals. */
const ROLES = [...personNouns.lists.roles, ...personNouns.lists.plain]
  .flatMap((role) => [role, `${role}s`])
  .join("|");

/**
 * A blow, a throw or a hold at a person: one of the data file's verbs with "him", "them", a name in
 * capitals or a body part after words that only point at a person ("hits Zed in the face").
 * "It hits him" is a realisation, "the light hits him" a lighting cue.
 */
function attackPattern(): RegExp {
  const { verbs, targets, notAfter, between } = lexicons.attacks;
  const parts = BODY_TARGETS;
  const people = targets.filter((target) => !parts.includes(target));
  const verb = anyCase(verbs.flatMap((one) => verbForms(one)));
  const name = CAPITALISED_NAME;
  const pointer = String.raw`(?:(?:${anyCase(between)})|${name}['’]s?)\s+`;
  const role = String.raw`(?:the|a|an|another|one\s+of\s+the)\s+(?:[\p{L}-]+\s+)?(?:${ROLES})(?![\p{L}'’-])`;
  return new RegExp(
    String.raw`(?<![\p{L}'’])(?<!(?<![\p{L}])(?:${anyCase(notAfter)})\s+)(?:${verb})\s+(?:(?:${anyCase(people)})(?![\p{L}])|${name}|${role}|(?:${pointer}){0,4}?(?:${anyCase(parts)})(?![\p{L}]))`,
    "gu",
  );
}

/** "Steve shows Dylan the alien space craft": the name after a verb of giving is who is given the thing. */
export const GIVEN_TO = new RegExp(
  `(?<![\\p{L}])(?:${lexicons.introductions.givingVerbs
    .flatMap((verb) => verbForms(verb))
    .map(formPattern)
    .join("|")})\\s+$`,
  "iu",
);

/** The stunt a fight names, when the action lands a blow on someone. */
export const ATTACK = { pattern: attackPattern(), name: "fight" } as const;

const gunfire = lexicons.gunfire;
/** "shoots him a look", "shoots them both a look", "shoots him another scowl": a glance, not a shot. */
const LOOK_AFTER = String.raw`(?!\s+(?:(?:both|all)\s+)?(?:an?|the|one|another)\s+(?:[\p{L}-]+\s+)?(?:look|glance|smile|grin|wink|glare|nod|stare|scowl|frown|question)s?(?![\p{L}]))`;
/**
 * "SHOOTS THE BEAR IN THE LEG", "blows the monsters away": a shot at a target named by a noun (or
 * him, her, them), then where it lands or what it does; not a look, a ball or smoke aimed so.
 */
const TARGETED = (() => {
  const { verbs, lands, notTargets } = gunfire.targeted;
  const word = String.raw`[\p{L}'’-]+`;
  return String.raw`(?<![\p{L}])(?:${verbs
    .flatMap((verb) => verbForms(verb))
    .map(formPattern)
    .join(
      "|",
    )})\s+(?!(?:${word}\s+){0,2}?(?:${notTargets.map(formPattern).join("|")})s?(?![\p{L}]))(?:him|her|them|(?:the|a|an|his|her|their)\s+(?:${word}\s+)?${word})\s+(?:${lands.map(formPattern).join("|")})(?![\p{L}])`;
})();
/** Shooting in action: counted as gunfire only in a scene that names a firearm. */
export const GUNFIRE = {
  pattern: new RegExp(
    `${alternation(gunfire.verbs.flatMap((verb) => verbForms(verb, false)))}|${alternation(
      gunfire.aimed.flatMap((phrase) => verbForms(phrase)).filter((form) => !gunfire.aimedNot.includes(form)),
    )}${LOOK_AFTER}|${alternation(gunfire.triggers.flatMap((phrase) => verbForms(phrase)))}(?=[^.!?\\n]{0,40}?(?<![\\p{L}])(?:${gunfire.shotLands.map(formPattern).join("|")})(?![\\p{L}]))|${TARGETED}`,
    "giu",
  ),
  firearms: new Set(gunfire.firearms),
  name: "gunfire",
} as const;

export const ELEMENT_LEXICONS: Record<ElementKind, CompiledLexicon> = {
  vehicles: compile("vehicles", [...wordnet.vehicles, ...lexicons.vehicles]),
  animals: compile("animals", [...wordnet.animals, ...lexicons.animals]),
  weapons: compile("weapons", [...wordnet.weapons, ...lexicons.weapons]),
  stunts: compile("stunts", lexicons.stunts),
  sfx: compile("sfx", lexicons.sfx),
  vfx: compile("vfx", lexicons.vfx),
};

/** "these damn animals", "The fearsome beast": a being named without its kind, read as an animal is read. */
export const GENERIC_BEINGS = compile("animals", [{ name: "creature", match: lexicons.genericBeings.words }]);

export const PEOPLE_LEXICONS: Record<PeopleKind, CompiledLexicon> = {
  extras: compile("extras", lexicons.extras),
  children: compile("children", lexicons.children),
};

/**
 * "slippery like a fish", "as if a ghost", "as big as a truck", "like a runaway train", "like a
 * sailor in a storm", "not unlike a gun": a comparison, not a thing on set. Up to two describing words and a phrase
 * of place may stand between. A bare "as" is a conjunction ("as the car pulls up") and names the thing.
 */
const SIMILE = new RegExp(
  String.raw`(?:\blike|\bnot\s+unlike|\bas if|\bas though|\bresembl(?:es|ing|e)|\bas\s+[\p{L}-]+\s+as|(?<![\p{L}])(?:${lexicons.simileAdjectives.words.map(formPattern).join("|")})\s+as)\s+(?:(?:an?|the|some)\s+)?(?:[\p{L}-]+\s+|\p{Ll}+['’]\p{Ll}+\s+\p{Ll}+\s+(?:an?\s+|the\s+|to\s+)?){0,2}(?:(?:in|on|at|under|out\s+of)\s+(?:an?|the)\s+(?:[\p{L}-]+\s+)?)?$`,
  "iu",
);
/** A resemblance runs to the end of its clause: "She resembles a peasant maid looking for a goat to milk". */
const RESEMBLANCE = /\bresembl(?:es|ing|e)\b(?:[^.,;:!?\n—–]|\n(?![ \t]*\n))*$/iu;
/** Stunts a vehicle or a falling thing does to a performer: their subject need not be a person. */
const THING_DONE_STUNTS = new Set(["crash", "stunt driving", "crushed"]);
/** A thing, not a person, does it: "It then dives back under", "a spout that falls into a drain". */
const THING_SUBJECT =
  /(?<![\p{L}])(?:it|which|that|something|anything|nothing)\s+(?:then\s+|now\s+|also\s+|just\s+)?$/iu;
/** A person in the sentence: a pronoun for one, a name or a role in capitals. */
const PERSON =
  /\b(?:he|she|they|him|her|them|his|hers|their|himself|herself|themselves|someone|everyone)\b|\b(?!(?:A|An|The|This|That|These|Those|It|Its|There|Then|Now|Suddenly|Somewhere|Nothing|One|Two|Three)\b)\p{Lu}[\p{Ll}'’]+|\b\p{Lu}{3,}\b/u;

/**
 * A person named by a role, not a name: "The guard is stabbed", "a soldier falls from the wall".
 * The roles are the data file's, with the plain words for a grown-up or a child.
 */
const ROLE_PERSON = new RegExp(
  `\\b(?:the|a|an|another|one|two|three|four|several|some|both)\\s+(?:[\\p{L}-]+\\s+)?(?:${ROLES})(?![\\p{L}-])`,
  "iu",
);

/**
 * Whether the character at `at` ends a sentence: a full stop, or a line break, unless the next line
 * goes on in lower case ("as the car\ntrundles down"), as a script wrapped at its margin does.
 */
function endsSentence(text: string, at: number): boolean {
  const mark = text[at];
  if (mark === "." || mark === "!" || mark === "?") return true;
  return mark === "\n" && !WRAPPED.test(text.slice(at + 1, at + 8));
}
const WRAPPED = /^[ \t]*\p{Ll}/u;

/** A line wrapped at the margin goes on in lower case: "We hear a\ndog" is one line. */
export const unwrapped = (text: string): string => text.replace(/\n(?=[ \t]*\p{Ll})/gu, " ");

/** The text from the start of the sentence at `index` to `index`. */
export function clauseBefore(text: string, index: number): string {
  let start = Math.min(index, text.length);
  while (start > 0 && !endsSentence(text, start - 1)) start--;
  return text.slice(start, index);
}

export function sentenceAround(text: string, index: number): string {
  let start = Math.min(index, text.length);
  while (start > 0 && !endsSentence(text, start - 1)) start--;
  let end = index;
  while (end < text.length && !endsSentence(text, end)) end++;
  return text.slice(start, end).trim();
}

const verbCache = new Map<string, boolean>();

/** Whether compromise tags the word as a verb in its sentence: "The road snakes through the hills". */
function isVerbIn(sentence: string, word: string): boolean {
  const key = `${word}\u0000${sentence}`;
  let verb = verbCache.get(key);
  if (verb === undefined) {
    // A line wrapped at the margin goes on in the same sentence: "on their\nhorses, waiting".
    verb = nlp(sentence.replace(/[ \t]*\n[ \t]*/g, " "))
      .match(word)
      .has("#Verb");
    if (verbCache.size > 5000) verbCache.clear();
    verbCache.set(key, verb);
  }
  return verb;
}

/** "a shattering sound", "the crash noise": what is only heard is no element on set. */
const HEARD = /^\s+(?:sound|sounds|noise|noises)\b/i;

/**
 * A describing noun stands inside a noun phrase: "the fire escape", "a big bolt action deer rifle",
 * or opens an item of a list: "short black dress, fish net stockings".
 */
const NOUN_PHRASE =
  /(?:(?<![\p{L}])(?:the|a|an|his|her|their|its|my|your|our|this|that|these|those|some|every|each)\s+(?:[\p{L}.'’-]+\s+){0,4}|,[ \t]*\n?[ \t]*)$/iu;
const headCache = new Map<string, boolean>();

/**
 * Whether the word after `end` is a noun the match describes: "the fire escape", "a fish tank".
 * Only inside a noun phrase; compromise tags the pair in its sentence, and a verb, a plural ("the
 * catfish circles") or punctuation between means the match is the thing itself.
 */
function describesNext(text: string, start: number, end: number): boolean {
  // "carrying a DOG\nLEASH": a script wrapped at its margin keeps the phrase across the line.
  const next = /^(?:[ \t]+|[ \t]*\n[ \t]*)([\p{L}-]+)/u.exec(text.slice(end, end + 40))?.[1];
  if (!next || !NOUN_PHRASE.test(text.slice(Math.max(0, start - 40), start))) return false;
  const before =
    text
      .slice(Math.max(0, end - 40), end)
      .split(/[.!?\n]/)
      .at(-1) ?? "";
  // Words in capitals are stressed, not acronyms: "a DOG LEASH" reads as "a dog leash".
  const phrase = `${before} ${next}`.trim().replace(/\b\p{Lu}{2,}\b/gu, (word) => word.toLowerCase());
  let head = headCache.get(phrase);
  if (head === undefined) {
    const terms = nlp(phrase).terms().json() as { terms: { tags: string[] }[] }[];
    const tags = new Set(terms.at(-1)?.terms[0]?.tags ?? []);
    // "bloody hand", "burning house", "Snakes slither": a word bent from the noun names the thing.
    const own = new Set(terms.at(-2)?.terms[0]?.tags ?? []);
    const isNoun = own.has("Noun") && !own.has("Plural");
    // "cat food": a mass noun is a head as a singular one is.
    const single = tags.has("Singular") || tags.has("Uncountable");
    head = isNoun && single && !tags.has("Pronoun") && !tags.has("Verb");
    if (headCache.size > 5000) headCache.clear();
    headCache.set(phrase, head);
  }
  return head;
}

/**
 * An animal's word as part of a name in capitals mid-sentence: "the Colt Python", "Rocket Monkey",
 * "Boo-Boo Bear". A word in capitals after a stop, or a line in capitals, is no name.
 */
function inProperName(text: string, start: number, end: number): boolean {
  const word = text.slice(start, end);
  const before = /(\S+)\s+$/u.exec(text.slice(Math.max(0, start - 30), start))?.[1] ?? "";
  // "MISS DEER data specialist", "Mr. Fox": a title before it, in any case, makes it a name.
  if (/^\p{Lu}/u.test(word) && HONORIFIC.test(before)) return true;
  if (!/^\p{Lu}\p{Ll}/u.test(word)) return false;
  const after = /^\s+(\S+)/u.exec(text.slice(end, end + 30))?.[1] ?? "";
  const named = (token: string) => /^\p{Lu}\p{Ll}/u.test(token);
  // "Mr. Fox": a title's full stop ends no sentence.
  const opensSentence = before === "" || (/[.!?:"“]$/.test(before) && !TITLE.test(before));
  return (named(before) && !opensSentence && !DETERMINER_WORD.test(before)) || named(after);
}

const DETERMINER_WORD = /^(?:The|A|An|His|Her|Their|Its|This|That)$/;
const TITLE = /^(?:Mr|Mrs|Ms|Dr|St|Sgt|Lt|Capt|Det|Prof)\.$/;
const HONORIFIC = /^(?:mr|mrs|ms|miss|mister|dr|sir|madam|madame)\.?$/i;

const { sounds: ANIMAL_SOUNDS, hearing: HEARING, soundsOf: SOUNDS_OF } = lexicons.heardAnimals;
const ANIMAL_SOUND = new RegExp(
  `^\\s+(?:\\(O\\.S\\.\\)\\s+)?(?:${ANIMAL_SOUNDS.map(formPattern).join("|")})(?![\\p{L}])`,
  "iu",
);
/** "The roar of the lions", "the howling of wolves": an animal's cry named before it. */
const CRY_OF = new RegExp(
  `(?<![\\p{L}])(?:${SOUNDS_OF.map(formPattern).join("|")})\\s+of\\s+(?:[\\p{L}-]+\\s+){0,2}$`,
  "iu",
);
const HEARD_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${HEARING.map(formPattern).join("|")})\\s+(?:[\\p{L}-]+\\s+){0,3}$`,
  "iu",
);

/**
 * "Dogs bark.", "we hear a distant rooster", "we can hear it raining": an animal or an effect only
 * heard is on the sound track, not on set.
 */
export function heardOnly(text: string, start: number, end: number, animal: boolean): boolean {
  if (animal && ANIMAL_SOUND.test(text.slice(end, end + 30))) return true;
  const sentence =
    text
      .slice(Math.max(0, start - 60), start)
      .split(/[.!?\n]/)
      .at(-1) ?? "";
  return (
    HEARD_BEFORE.test(sentence) ||
    HEARD_AFTER.test(text.slice(end, end + 40)) ||
    (animal && CRY_OF.test(sentence))
  );
}
/** "the firefight can hardly be heard", "a dog is heard": only its sound reaches the scene. */
const HEARD_AFTER =
  /^\s+(?:(?:can|could)\s+(?:hardly\s+|barely\s+|just\s+|still\s+|only\s+)?be|is|are|was|were)\s+(?:(?:only|still|faintly|just|distantly)\s+)?heard(?![\p{L}])/iu;

/**
 * "small thunder bolt symbols", "a dragon tattoo", "missing dog flyers", "a bear costume": a picture
 * or a likeness of the thing, not the thing on set.
 */
const IMAGE_AFTER =
  /^(?:[ \t]+[\p{L}-]+)?[ \t]+(?:symbols?|icons?|logos?|emojis?|stickers?|decals?|emblems?|tattoos?|graphics?|insignias?|flyers?|fliers?|posters?|costumes?|masks?|figurines?)(?![\p{L}])/iu;

const { pictures, decorations, remnants, stock, traces } = lexicons.notOnSet;
/** "a giant footprint the dinosaur| left in the mud": the maker of a trace, named after it, is gone. */
const TRACE_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${traces.map(formPattern).join("|")})\\s+(?:(?:that|which)\\s+)?(?:the|a|an|its|this|that)\\s+(?:[\\p{L}-]+\\s+)?$`,
  "iu",
);
const MADE_TRACE = /^\s+(?:had\s+|has\s+)?(?:left|made)(?![\p{L}])/iu;
/** "STOCK SHOT: airplane exploding": footage from a library, nothing staged. */
const STOCK = new RegExp(`(?<![\\p{L}])(?:${stock.map(formPattern).join("|")})(?![\\p{L}])`, "iu");
/** "a sketch of Lorelei, floating through the air": a picture of it, to the end of its clause. */
const PICTURED = new RegExp(
  `(?<![\\p{L}])(?:${pictures.map(formPattern).join("|")})\\s+of\\s+[^.!?;:\\n]{0,60}$`,
  "iu",
);
/** "it depicts a battle between early men wielding spears", "The painting shows a knight with a sword". */
const DEPICTED = new RegExp(
  `(?<![\\p{L}])(?:depicts|depicting|portrays|portraying|(?:${pictures.map(formPattern).join("|")})\\s+(?:shows|showing))\\s+[^.!?;:\\n]{0,60}$`,
  "iu",
);
/** "a black robe with embroidered gold fire": worked into a thing, up to two words before. */
const DECORATION = new RegExp(
  `(?<![\\p{L}])(?:${decorations.map(formPattern).join("|")})\\s+(?:[\\p{L}-]+\\s+){0,2}$`,
  "iu",
);
/** "past the site of the last explosion", "a piece of the cyborg": what is left after it. */
const REMNANT = new RegExp(
  `(?<![\\p{L}])(?:${remnants.map(formPattern).join("|")})\\s+(?:(?:the|a|an|his|her|its|their|that|this)\\s+)?(?:[\\p{L}-]+\\s+)?$`,
  "iu",
);

/** Whether the effect at `start` is only pictured, worked into a thing, over and left behind, or stock footage. */
function notOnSet(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 80), start);
  if (PICTURED.test(before) || DEPICTED.test(before) || DECORATION.test(before) || REMNANT.test(before))
    return true;
  return STOCK.test(text) && STOCK.test(sentenceAround(text, start));
}

/**
 * "Which isn't a snake at all, but rather a common stick": the action says the thing is not the
 * animal, so the scene has none, however it was named before.
 */
function denied(text: string, form: string): boolean {
  const negation = String.raw`(?:isn['’]t|wasn['’]t|not)\s+(?:(?:even|really|actually)\s+)?(?:an?\s+|the\s+)?`;
  return new RegExp(`(?<![\\p{L}])${negation}${formPattern(form)}(?![\\p{L}])`, "iu").test(text);
}

/** Beings of a visual effect: a "Unicorn mare" or a "robot dog" is one of them, no animal. */
const CREATURES = new Set(["creature", "dinosaur", "ghost", "robot", "alien"]);
function ofACreature(before: string): boolean {
  const word = /([\p{L}-]+)\s+$/u.exec(before)?.[1]?.toLowerCase();
  return !!word && CREATURES.has(ELEMENT_LEXICONS.vfx.names.get(word) ?? "");
}

/** "drawing a bead on the source of the sound, but doesn't fire", "who can't fire because of the kids": what the action says is not done. */
const NEGATED =
  /(?<![\p{L}])(?:doesn['’]t|does\s+not|don['’]t|do\s+not|didn['’]t|did\s+not|won['’]t|will\s+not|can['’]t|cannot|can\s+not|couldn['’]t|could\s+not|never|without)\s+(?:\p{Ll}+ly\s+)?$/iu;

/** What follows an animal's word in a likeness of a person: "a huge bear| of a man". */
export const OF_A_PERSON = /^\s+of\s+an?\b/i;

/** "A dead pigeon lays beneath it", "the dead\nfish": a dead animal is a prop, none to wrangle. */
const DEAD = /(?<![\p{L}])dead,?\s+(?:[\p{L}-]+,?\s+)?$/iu;
const THE_BEFORE = /(?<![\p{L}])the\s+$/iu;

/** "the camera falls off", "Her hair falls": a determiner and a lower-case noun compromise does not read as a person. */
const NOUN_SUBJECT =
  /(?<![\p{L}])(?:[Tt]he|[Aa]n?|[Hh]is|[Hh]er|[Ii]ts|[Tt]heir|[Mm]y|[Yy]our|[Oo]ur)\s+(\p{Ll}[\p{Ll}-]+)\s+$/u;
function thingBefore(before: string): boolean {
  const noun = NOUN_SUBJECT.exec(before)?.[1];
  if (!noun) return false;
  if (namesIn(noun, PEOPLE_LEXICONS.extras).length || namesIn(noun, PEOPLE_LEXICONS.children).length)
    return false;
  // "The raptor chases them", "the horse falls": a being is a doer, its stunt is the stunt team's.
  const lower = noun.toLowerCase();
  if (ELEMENT_LEXICONS.animals.names.has(lower) || ELEMENT_LEXICONS.vfx.names.has(lower)) return false;
  const tags = (nlp(noun).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  return (
    tags.includes("Noun") &&
    !tags.includes("Actor") &&
    !tags.includes("Person") &&
    !tags.includes("Adjective")
  );
}

let lastOnSet = { text: "", read: "" };
/** The text with its written words blanked, kept for the next kind that reads the same scene. */
function onSetText(text: string): string {
  if (lastOnSet.text !== text) lastOnSet = { text, read: withoutWrittenText(text) };
  return lastOnSet.read;
}

/**
 * A kind's own reading of one match in its context: true counts it, false drops it, undefined
 * leaves it to the checks every kind shares.
 */
export type MatchJudge = (text: string, start: number, end: number, name: string) => boolean | undefined;

/** The names of the lexicon's elements the text names, in order of first mention. */
export function namesIn(text: string, lexicon: CompiledLexicon, judge?: MatchJudge): string[] {
  const found = new Set<string>();
  const deadForms = new Set<string>();
  const onSet = lexicon.onSetOnly ? onSetText(text) : text;
  const read = lexicon.not ? onSet.replace(lexicon.not, (phrase) => " ".repeat(phrase.length)) : onSet;
  for (const match of lexiconMatches(read, lexicon)) {
    if (SIMILE.test(read.slice(Math.max(0, match.index - 40), match.index))) continue;
    if (RESEMBLANCE.test(read.slice(Math.max(0, match.index - 120), match.index))) continue;
    const form = (match[1] ?? "").toLowerCase().replace(/\s+/g, " ");
    const name = lexicon.names.get(form);
    if (lexicon.notInScene.get(form)?.test(read)) continue;
    const needed = lexicon.onlyInScene.get(form);
    if (needed && !needed.test(read)) continue;
    const judged = name ? judge?.(read, match.index, match.index + (match[1]?.length ?? 0), name) : undefined;
    if (judged === false) continue;
    if (judged === true && name) {
      found.add(name);
      continue;
    }
    const sentence = lexicon.needsPerson ? sentenceAround(read, match.index) : "";
    if (lexicon.needsPerson && !PERSON.test(sentence) && !ROLE_PERSON.test(sentence)) continue;
    if (lexicon.needsNoun && isVerbIn(sentenceAround(read, match.index), match[1] ?? "")) continue;
    if (lexicon.notInName && inProperName(read, match.index, match.index + (match[1]?.length ?? 0))) continue;
    if (lexicon.needsNoun && DEAD.test(read.slice(Math.max(0, match.index - 40), match.index))) {
      deadForms.add(form);
      continue;
    }
    // "the dead fish" ... "staring down at the fish": the dead animal named again.
    if (
      lexicon.needsNoun &&
      deadForms.has(form) &&
      THE_BEFORE.test(read.slice(Math.max(0, match.index - 8), match.index))
    )
      continue;
    if (lexicon.needsNoun && denied(read, match[1] ?? "")) continue;
    // "a huge bear of a man": a likeness of a person, not an animal.
    if (lexicon.needsNoun && OF_A_PERSON.test(read.slice(match.index + (match[1]?.length ?? 0)))) continue;
    if (lexicon.needsNoun && ofACreature(read.slice(Math.max(0, match.index - 30), match.index))) continue;
    if (
      lexicon.needsNoun &&
      notAnAnimal(read, match.index, match.index + (match[1]?.length ?? 0), clauseBefore(read, match.index))
    )
      continue;
    const end = match.index + (match[1]?.length ?? 0);
    if (
      lexicon.onSetOnly &&
      MADE_TRACE.test(read.slice(end, end + 20)) &&
      TRACE_BEFORE.test(read.slice(Math.max(0, match.index - 50), match.index))
    )
      continue;
    if (lexicon.notHeard && heardOnly(read, match.index, end, lexicon.needsNoun)) continue;
    if (lexicon.notImage && IMAGE_AFTER.test(read.slice(end, end + 30))) continue;
    if (lexicon.notImage && notOnSet(read, match.index)) continue;
    if (lexicon.notNegated && NEGATED.test(read.slice(Math.max(0, match.index - 30), match.index))) continue;
    if (lexicon.notUnused && UNUSED.test(read.slice(Math.max(0, match.index - 30), match.index))) continue;
    if (lexicon.notTool && notAWeapon(read, match.index, end, name ?? "", sentenceAround(read, match.index)))
      continue;
    if (lexicon.figures.has(name ?? "") && FIGURE_AFTER.test(read.slice(end, end + 30))) continue;
    if (lexicon.needsHead && describesNext(read, match.index, end)) continue;
    if (HEARD.test(read.slice(end, end + 12))) continue;
    // A vehicle may crash by itself ("sending it crashing off the bridge"); only a person falls or runs.
    const bodily = lexicon.needsPerson && !THING_DONE_STUNTS.has(name ?? "");
    if (bodily && THING_SUBJECT.test(read.slice(Math.max(0, match.index - 20), match.index))) continue;
    if (bodily && thingBefore(read.slice(Math.max(0, match.index - 40), match.index))) continue;
    if (name) found.add(name);
  }
  return [...found];
}

const ARTICLE_BEFORE = /(?<![\p{L}])(?:[Aa]n?|the)\s+$/u;

/**
 * Forms the script uses only as a name: written with a capital mid-sentence ("a good foot taller
 * than Colossus") and never in lower case. Such a word is a character, not the element it spells.
 * With `speakers` (words the caller knows for a speaker's), a name may follow "the" and slip now
 * and then into lower case.
 */
export function properNameForms(
  texts: readonly string[],
  lexicon: CompiledLexicon,
  { speakers = false } = {},
): Set<string> {
  const lower = new Map<string, number>();
  const named = new Map<string, number>();
  const add = (counts: Map<string, number>, form: string) => {
    const key = form.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (const text of texts)
    for (const match of lexiconMatches(text, lexicon)) {
      const form = match[1] ?? "";
      if (form.includes(" ")) continue;
      if (/^\p{Ll}/u.test(form)) add(lower, form);
      else if (
        /^\p{Lu}\p{Ll}/u.test(form) &&
        /[\p{Ll},]\s+$/u.test(text.slice(Math.max(0, match.index - 3), match.index)) &&
        // "An Apatosaur is grazing", "the Spinosaurus": an article makes it a kind, not a name ("The
        // Wolf" is one), unless the word is a speaker's ("Bo and the Bear exchange looks").
        (speakers || !ARTICLE_BEFORE.test(text.slice(Math.max(0, match.index - 8), match.index)))
      )
        add(named, form);
    }
  // A speaker's name may slip once into lower case ("The bear looks") among many capitals.
  const slips = (form: string) => (speakers ? (named.get(form) ?? 0) / SLIPS_PER_NAME : 0);
  return new Set([...named.keys()].filter((form) => (lower.get(form) ?? 0) <= slips(form)));
}

/** For a speaker's name: one use in lower case is a slip per this many written as a name. */
const SLIPS_PER_NAME = 5;

/** The text with every capitalised use of those names blanked (every use, with `anyCase`). */
export function withoutNames(text: string, forms: ReadonlySet<string>, anyCase = false): string {
  if (!forms.size) return text;
  return text.replace(new RegExp(alternation([...forms]), "giu"), (word) =>
    anyCase || /^\p{Lu}/u.test(word) ? " ".repeat(word.length) : word,
  );
}

/**
 * Animals' words the script numbers as speakers ("RAT #1", "RAT #2"): several people of one kind,
 * so "the two Rats" of its action are them, no animal.
 */
export function numberedCueAnimals(cues: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const cue of cues) {
    const word = /(?:^|\s)([\p{L}-]+)\s*#?\s*\d+$/u.exec(cue)?.[1]?.toLowerCase();
    const name = word && ELEMENT_LEXICONS.animals.names.get(word);
    if (!name) continue;
    for (const [form, other] of ELEMENT_LEXICONS.animals.names)
      if (other === name && (form === word || pluralsOf(word).includes(form))) found.add(form);
  }
  return found;
}

/**
 * Names cued with an animal's word before another word ("PIG NOSE #1"): said in the action ("the
 * WOMAN PIG NOSE"), the name is a person's, no animal. "RAPUNZEL THE DOG" ends on the animal: one.
 */
export function cueNameAnimals(cues: Iterable<string>): Set<string> {
  const found = new Set<string>();
  const { names } = ELEMENT_LEXICONS.animals;
  for (const cue of cues) {
    const words = cue
      .replace(/\([^)]*\)/g, " ")
      .replace(/\s*#?\s*\d+\s*$/, "")
      .trim()
      .toLowerCase()
      .split(/\s+/);
    if (words.length < 2 || names.has(words.at(-1)!)) continue;
    if (words.slice(0, -1).some((word) => names.has(word))) found.add(words.join(" "));
  }
  return found;
}

/**
 * Animals' words the script writes only as a name mid-sentence and gives a speaker: "the
 * tuxedo-clad WINSTON WOLF aka "THE WOLF"" whose cue is THE WOLF, then "Jimmie hands The Wolf a cup
 * of coffee"; BEAR, who is "the Bear" in "Bo and the Bear exchange looks". A dog that speaks is
 * still written "the dog" somewhere, so it stays an animal.
 */
export function speakerNameAnimals(texts: readonly string[], cues: Iterable<string>): Set<string> {
  const cueWords = new Set(
    [...cues].flatMap((cue) =>
      cue
        .replace(/\([^)]*\)/g, " ")
        .toLowerCase()
        .split(/[^\p{L}'’-]+/u),
    ),
  );
  return new Set(
    [...properNameForms(texts, ELEMENT_LEXICONS.animals, { speakers: true })].filter((form) =>
      cueWords.has(form),
    ),
  );
}

const NAME_THEN_WORD = /(?<![\p{L}])(\p{Lu}[\p{L}'’-]*)[ \t]+(\p{Lu}\p{Ll}+)(?![\p{L}])/gu;

/**
 * Animals' words written as a character's surname: "DIETRICH Swan, 40", "Dietrich Swan": wherever
 * the script writes the word capitalised ("Swan’s hummer pulls up"), it is that man, not a bird.
 */
export function surnameAnimals(texts: readonly string[], known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const text of texts)
    for (const [, first = "", last = ""] of text.matchAll(NAME_THEN_WORD))
      if (known.has(first.toUpperCase()) && ELEMENT_LEXICONS.animals.names.has(last.toLowerCase()))
        found.add(last.toLowerCase());
  return found;
}

const CAR_ANIMALS = new RegExp(alternation(lexicons.carAnimals.forms), "iu");
const CAR_SENSE = new RegExp(alternation(lexicons.carAnimals.senseWords), "iu");
const BIKE_ANIMALS = new RegExp(alternation(lexicons.carAnimals.bikeForms), "iu");
const BIKE_SENSE = new RegExp(alternation(lexicons.carAnimals.bikeSenseWords), "iu");

/**
 * Animals' words the script uses as a car's name: "a black mustang roars by", "Brendan slides into
 * the black mustang". One sentence naming it beside a vehicle or a driving word decides the script.
 */
export function carAnimalForms(texts: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const text of texts) {
    if (!CAR_ANIMALS.test(text)) continue;
    for (const sentence of text.split(/(?<=[.!?])\s+|\n\s*\n/)) {
      const form = CAR_ANIMALS.exec(sentence)?.[1]?.toLowerCase();
      if (!form) continue;
      const rest = sentence.replace(CAR_ANIMALS, " ");
      if (CAR_SENSE.test(rest) || namesIn(rest, ELEMENT_LEXICONS.vehicles).length) found.add(form);
    }
  }
  return found;
}

/**
 * Animals' words the script uses as a motorcycle's: "takes out the keys and starts up the huge
 * hog", then "humping a hot hog". One sentence naming it beside a rider's word decides the script;
 * a driving word alone does not, as a farmer drives his hogs.
 */
export function bikeAnimalForms(texts: readonly string[]): Set<string> {
  for (const text of texts) {
    if (!BIKE_ANIMALS.test(text)) continue;
    for (const sentence of text.split(/(?<=[.!?])\s+|\n\s*\n/))
      if (BIKE_ANIMALS.test(sentence) && BIKE_SENSE.test(sentence.replace(BIKE_ANIMALS, " ")))
        return new Set(lexicons.carAnimals.bikeForms);
  }
  return new Set();
}

/**
 * A fight is an exchange of blows: one shove or lunge is a push, a game or a threat ("Igor shoves
 * him aside", "He lunges at them. They scream and run").
 */
const BLOWS_IN_A_FIGHT = 2;
/** A blow landed again and again is an exchange: "hits Zed in the face about six times". */
const REPEATED = /\b(?:again|repeatedly|times|over and over|flurry|barrage)\b/i;

/** A blow no one plays at: "begins to strangle him", "stabs her", "pummels Zed". */
const HEAVY = new RegExp(
  `^(?:${anyCase(lexicons.attacks.heavy.flatMap((one) => verbForms(one)))})(?![\\p{L}])`,
  "u",
);

/** "SMASHES her HEAD against the wall", "slams the side of his head into the table": a person driven into something hard. */
const DRIVEN_VERB = new RegExp(
  `^(?:${anyCase(lexicons.attacks.driven.verbs.flatMap((one) => verbForms(one)))})\\s`,
  "u",
);
const DRIVEN_INTO = new RegExp(
  String.raw`^(?:\s+[\p{L}'’-]+){0,2}?\s+(?:${lexicons.attacks.driven.into.map(formPattern).join("|")})\s+(?:(?:the|a|an|his|her|their|its|some)\s+)?(?:[\p{L}-]+\s+)?(?:${lexicons.attacks.driven.surfaces.map(formPattern).join("|")})(?![\p{L}])`,
  "iu",
);
const DRIVEN_HEAD = /\b(?:head|face|skull)\b/i;
/** Before "his head": a hold or a blow on someone else, so the head is not the subject's own. */
const HELD_BEFORE = /\b(?:him|by the|grabs|grabbed|grabbing|seizes|seized|seizing|spins)\b/i;

function drivesIntoSomething(text: string, match: RegExpMatchArray & { index: number }): boolean {
  if (!DRIVEN_VERB.test(match[0])) return false;
  const after = text.slice(match.index + match[0].length, match.index + match[0].length + 80);
  // A whole person slammed against a wall is a person thrown, a stunt of its own.
  if (!DRIVEN_HEAD.test(`${match[0]}${after.split(/\s+(?:against|into|through|onto)\s/i)[0]}`)) return false;
  if (!DRIVEN_INTO.test(after)) return false;
  if (!/\bhis\b/i.test(match[0])) return true;
  const sentence = sentenceAround(text, match.index);
  const before = sentence.slice(0, Math.max(0, sentence.indexOf(match[0])));
  return HELD_BEFORE.test(before);
}

/** "hits the guard with the butt of his rifle", "hits him over the head with a bottle": a blow struck with something hard. */
const BLOW_WITH = new RegExp(
  String.raw`^[^.;!?]{0,40}?\bwith\s+(?:the\s+(?:butt|stock|handle|barrel|flat)\s+of\s+)?(?:a|an|the|his|her|their|its|one)\s+(?:[\p{L}-]+\s+)?(?:${lexicons.attacks.blowsWith.map(formPattern).join("|")})(?![\p{L}])`,
  "iu",
);

/** "The guard is knocked out", "He is punched in the face": a blow a person takes, in the passive. */
const PASSIVE_BLOW = (() => {
  const { aux, heavy, blows, on } = lexicons.attacks.passive;
  const parts = BODY_TARGETS;
  const alt = (words: readonly string[]) => words.map(formPattern).join("|");
  return new RegExp(
    String.raw`(?<![\p{L}])(?:${alt(aux)})\s+(?:\p{Ll}+ly\s+)?(?:(?:${alt(heavy)})(?![\p{L}-])|(?:${alt(blows)})\s+(?:${alt(on)})\s+(?:the|his|her|their|its)\s+(?:\p{Ll}+\s+)?(?:${alt(parts)})(?![\p{L}]))`,
    "giu",
  );
})();

function takesABlow(text: string): boolean {
  for (const match of text.matchAll(PASSIVE_BLOW)) {
    const sentence = sentenceAround(text, match.index);
    const before = sentence.slice(0, Math.max(0, sentence.indexOf(match[0])));
    if (UNREAL_BEFORE.test(before)) continue;
    if (BLOW_SUBJECT.test(before)) return true;
  }
  return false;
}
/** The one who takes it, right before "is": a pronoun, a name or a role ("The guard is knocked out"). */
const BLOW_SUBJECT = new RegExp(
  String.raw`(?:(?<![\p{L}])(?:${anyCase(["he", "she", "they", "we", "i", "you", "who"])})|(?<![\p{L}])(?!(?:${anyCase(["it", "its", "this", "that", "these", "those", "there", "the", "a", "an", "his", "her", "their", "which", "what", "everything", "nothing", "something"])})(?![\p{L}]))\p{Lu}[\p{L}'’-]+|(?<![\p{L}])(?:${ROLES}))\s+(?:(?:also|then|suddenly|finally|instantly|immediately)\s+)?$`,
  "u",
);
/** "He'd be knocked out", "she could get hit in the face": a blow only imagined. */
const UNREAL_BEFORE =
  /(?:\b(?:would|could|might|will|may|should|if|threatens?|wants?|afraid|fears?|almost|nearly)\b|['’](?:d|ll))[^.!?]{0,20}$/iu;

/** Whether the action lands blows on someone, outside a comparison ("like a boxer hits him"). */
export function hasAttack(text: string): boolean {
  if (takesABlow(text)) return true;
  let blows = 0;
  for (const match of text.matchAll(ATTACK.pattern)) {
    if (SIMILE.test(text.slice(Math.max(0, match.index - 40), match.index))) continue;
    if (IDIOM_AFTER.test(text.slice(match.index + match[0].length))) continue;
    if (PLAYFUL.test(text.slice(Math.max(0, match.index - 25), match.index))) continue;
    const heavy =
      HEAVY.test(match[0]) ||
      REPEATED.test(sentenceAround(text, match.index + match[0].length)) ||
      drivesIntoSomething(text, match) ||
      BLOW_WITH.test(text.slice(match.index + match[0].length, match.index + match[0].length + 70));
    blows += heavy ? BLOWS_IN_A_FIGHT : 1;
    if (blows >= BLOWS_IN_A_FIGHT) return true;
  }
  return false;
}

/** "Kate playfully punches Charlie in the shoulder": a blow in play. */
export const PLAYFUL = new RegExp(
  `(?<![\\p{L}])(?:${lexicons.attacks.playful.map(formPattern).join("|")})[\\s-]+$`,
  "iu",
);
/** "hits him with a look": an idiom, not a blow. */
const IDIOM_AFTER = new RegExp(
  `^\\s+(?:${lexicons.attacks.notBefore.map(formPattern).join("|")})(?![\\p{L}])`,
  "iu",
);

/** Whether a word names a production element (a weapon's brand, a vehicle): never a place. */
export function isElementWord(word: string): boolean {
  return Object.values(ELEMENT_LEXICONS).some((lexicon) => lexicon.names.has(word.toLowerCase()));
}
