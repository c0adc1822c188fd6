import nlp from "compromise";
import { lexicon } from "#server/lexicons/word-lists";
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };
import actions from "../../../../lexicons/stunt-actions.json" with { type: "json" };
import {
  anyCase,
  CAPITALISED_NAME,
  ELEMENT_LEXICONS,
  formPattern,
  GENERIC_BEINGS,
  heardOnly,
  isElementWord,
  type MatchJudge,
  namesIn,
  PLAYFUL,
  sentenceAround,
  unwrapped,
  verbForms,
} from "./breakdown-lexicons";
import { isPersonNoun } from "./person-noun";

const data = lexicon(actions);

const verbs = (list: readonly string[]) => anyCase(list.flatMap((verb) => verbForms(verb)));
/** Words as written, in capitals or with a capital first letter (the patterns tell names by case). */
const ci = (forms: readonly string[]) => `(?:${anyCase(forms)})`;

const DETERMINER = ci(["the", "a", "an", "one", "another", "his", "her", "their", "its"]);
/**
 * A person as a verb's object: a pronoun, a name in capitals, or "the guard" (checked after).
 * "Them" is as often the keys tossed as people: it counts only where the verb does it to people.
 */
const object = (them: boolean, notNouns: readonly string[] = []) =>
  String.raw`(?:(?<pronoun>${ci(["him", "her", "himself", "herself", "themselves", ...(them ? ["them"] : [])])})|(?<name>${CAPITALISED_NAME})|${DETERMINER}\s+(?:[\p{Ll}-]+\s+)?(?<noun>${notNouns.length ? `(?!(?:${anyCase(notNouns)})${String.raw`(?![\p{L}])`})` : ""}\p{Ll}[\p{Ll}-]+))`;
const OBJECT = object(true);
/** A person as a passive verb's subject: "he is thrown", "Zed gets knocked", "the guard is flung". */
const SUBJECT = String.raw`(?:(?<pronoun>${ci(["he", "she", "they"])})|(?<name>${CAPITALISED_NAME})|${DETERMINER}\s+(?:[\p{Ll}-]+\s+)?(?<noun>(?!(?:is|are|being|gets|get|getting)\s)\p{Ll}[\p{Ll}-]+)|(?<=(?:^|[\s,;:—–-])(?:${ci(["as", "and", "while", "when"])}\s+)?)(?<plural>\p{Ll}[\p{Ll}-]+s)(?=\s))`;
const BE = String.raw`(?:\s+${ci(["is", "are"])}\s+${ci(["being"])}|\s+${ci(["is", "are", "gets", "get", "getting", "being"])}|['’]s)\s+(?:\p{Ll}+ly\s+)?`;
/** As BE, but "'s" only after a pronoun: "he's shot" is shot, "Archer's shot" is his. */
const PASSIVE_BE = String.raw`(?:\s+${ci(["is", "are", "gets", "get", "getting", "being"])}|(?<=(?<![\p{L}])${ci(["he", "she"])})['’]s)\s+(?:\p{Ll}+ly\s+)?`;
const END = String.raw`(?![\p{L}])`;

const {
  thrown,
  vehicleHits,
  throughGlass,
  height,
  vehicleSpeed,
  collapse,
  brokenOver,
  nearMiss,
  launched,
  ground,
  ontoVehicle,
  softLandings,
  vehicleCrash,
  dodge,
  blast,
  shot,
  climbing,
  lifted,
  beating,
  beastAttacks,
  wounding,
  dragged,
  knockout,
  weaponStruggle,
  intoWater,
  acrossGap,
  fallingOn,
  hangingOnVehicle,
  throughFire,
  actionSports,
} = data;
/**
 * A verb as action is written, in the present: "crumpled face down" describes a body lying. A verb
 * in capitals may keep its particle in lower case ("cabs SLAMMING into one another").
 */
const presentVerbs = (list: readonly string[]) => {
  const forms = list
    .flatMap((verb) => verbForms(verb))
    .filter((form) => !/(?:ed|fell|fallen)$/.test(form.split(" ")[0]!));
  const shouted = forms.flatMap((form) => {
    const [first = "", ...rest] = form.split(" ");
    return rest.length ? [[first.toUpperCase(), ...rest].join(" ")] : [];
  });
  return `${anyCase(forms)}|${shouted.map(formPattern).join("|")}`;
};
/** "out of a giant cannon", after a pause the writer marks ("is shot ...out of"). */
const OUT_OF_LAUNCHER = String.raw`[\s.…]+${ci(["out of", "from"])}\s+${DETERMINER}\s+(?:[\p{L}-]+\s+){0,2}?(?:${ci(launched.from)})${END}`;
/** Past participles only ("thrown", "flung", "struck"): "Cassie is heaving over a toilet" throws no one. */
const participles = (list: readonly string[]) =>
  anyCase(
    list.flatMap((verb) =>
      verbForms(verb).filter((form) => /(?:ed|en|wn|ng|ung|ck)$/.test(form) && !/ing$/.test(form)),
    ),
  );
/** Where a thrown person goes; an idiom after it ("into a panic", "back to school") throws no one. */
/** How hard a person is thrown: "slams Scott awkwardly into the side of the truck". */
const MANNER = String.raw`(?:(?:\p{Ll}+ly|hard)\s+)?`;
const directions = `(?:back\\s+)?${ci(thrown.directions)}${END}(?!\\s+${ci(thrown.notAfter.map((idiom) => idiom.replace(/^\S+\s+/, "")))}${END})`;
/** The last word of every vehicle's name ("whites" of "black and whites"): the quick test. */
const VEHICLE_LAST_WORDS = new Set(
  [...ELEMENT_LEXICONS.vehicles.names.keys()].map((name) => name.split(" ").at(-1)!),
);

/**
 * Whether a vehicle's name ends at `end` ("the two black and whites scream") or stands among the
 * words from `start` on ("hit by a speeding truck"): tested after the match, as a long
 * alternation in the clause pattern is slow.
 */
function namesVehicle(text: string, start: number, end: number): boolean {
  const words = text.slice(start, end).toLowerCase().split(/\s+/);
  if (!words.some((word) => VEHICLE_LAST_WORDS.has(word) || VEHICLE_LAST_WORDS.has(word.replace(/s$/, ""))))
    return false;
  const from = Math.max(0, Math.min(start, end - 30));
  const { pattern } = ELEMENT_LEXICONS.vehicles;
  for (const match of text.slice(from, end).matchAll(pattern))
    if (from + match.index + match[0].length === end || from + match.index >= start) return true;
  return false;
}

/** Creatures a script stages as effects: a creature attack is a stunt with a creature added later. */
const CREATURE_KINDS = new Set(["creature", "dinosaur", "alien"]);
const ANIMAL_WORDS = new Set([...ELEMENT_LEXICONS.animals.names.keys(), ...GENERIC_BEINGS.names.keys()]);
const CREATURE_WORDS = new Set(
  [...ELEMENT_LEXICONS.vfx.names].flatMap(([form, kind]) => (CREATURE_KINDS.has(kind) ? [form] : [])),
);
const singular = (word: string) => [
  word,
  word.replace(/s$/, ""),
  word.replace(/es$/, ""),
  word.replace(/ves$/, "f"),
];

/** Which attack a beast's word makes: "the wolf" an animal's, "the raptor" a creature's, "the guard" none. */
function beastAttack(word: string): string | null {
  const forms = singular(word.toLowerCase());
  if (forms.some((form) => ANIMAL_WORDS.has(form))) return "animal attack";
  if (forms.some((form) => CREATURE_WORDS.has(form))) return "creature attack";
  return null;
}

/** "from his horse", "clear out of the jeep": where a thrown person leaves a mount, a vehicle or a height. */
const OFF_A_MOUNT = String.raw`\s+(?:${ci(["clear", "back", "headfirst"])}\s+)?${ci(["from", "off", "out of"])}\s+${DETERMINER}\s+(?:[\p{L}-]+\s+)?(?:${ci(thrown.from.places)})${END}`;

/** "A squad CAR ROARS INTO VIEW": a car arriving in the frame, not driven at a mark. */
const INTO_VIEW = String.raw`(?!\s+${ci(["view", "frame", "shot", "sight"])}${END})`;

/** How a person is dragged: over the ground, by the body, or fighting it. */
const DRAGGED_HOW = String.raw`(?:${ci(["back", "away", "off", "out"])}\s+)?(?:${ci(dragged.along)}\s+${DETERMINER}\s+(?:[\p{L}-]+\s+)?(?:${ci(dragged.grounds)})|${ci(["by"])}\s+${ci(["the", "his", "her", "their"])}\s+(?:${ci(dragged.by)})|${ci(dragged.manner)})${END}`;

/** A cheap test first: the clause pattern runs only on action that has one of its verbs at all. */
const cue = (forms: readonly string[]) =>
  new RegExp(`(?<![\\p{L}])(?:${forms.map(formPattern).join("|")})(?![\\p{L}])`, "iu");
const formsOf = (list: readonly string[]) => list.flatMap((verb) => verbForms(verb));

/** Whose body a thing is broken over: "his", "the detective's", "Zed's". */
const OWNER = String.raw`(?:${ci(["his", "her", "their"])}|${DETERMINER}\s+(?:[\p{Ll}-]+\s+)?(?<noun>\p{Ll}[\p{Ll}-]+)['’]s|(?<name>${CAPITALISED_NAME})['’]s)`;

/** "CLOSE SHOT  RAY", "LOW-ANGLE CLOSE SHOT": a camera's shot, not a gun's. */
const CAMERA = ci([
  "close",
  "closer",
  "medium",
  "med",
  "wide",
  "long",
  "full",
  "two",
  "three",
  "reverse",
  "tracking",
  "insert",
  "establishing",
  "aerial",
  "high",
  "low",
  "group",
  "tight",
  "extreme",
  "master",
  "angle",
  "moving",
  "dolly",
  "crane",
  "overhead",
]);
/** "ready to shoot him", "if he shoots Gabe", "he'd shoot her": a shot meant, not fired. */
const MEANT = String.raw`(?<!(?:${ci(["to", "if", "would", "could", "might", "will"])}|['’](?:d|ll))\s+(?:\p{Ll}+\s+)?)`;
/**
 * "shoots him a look", "shoots Nimziki a pissed off look", "shoots her mother a look": a look, not
 * a shot, the one looked at named in up to three words.
 */
const NOT_A_LOOK = String.raw`(?!(?:\s+[\p{L}'’-]+){0,2}?\s+(?:${ci(["both", "all"])}\s+)?${ci(["a", "an", "the", "one", "another"])}\s+(?:[\p{L}-]+\s+){0,2}${ci(["look", "looks", "glance", "smile", "grin", "wink", "glare", "nod", "stare", "scowl", "frown", "question"])}${END})`;

/**
 * The stunts this module reads, each with the clause pattern that names it. `knownName`: a name in
 * the match must be one the script casts ("shoots Polaroids", "CLOSE SHOT BRAKE" shoot no one).
 */
const READINGS: {
  name: string;
  cue: RegExp;
  pattern: RegExp;
  subjectIsPerson?: boolean;
  knownName?: boolean;
  /** What may not stand just before the match: "The big wide smile of a survivor breaks across his face". */
  notAfter?: RegExp;
  /** A last test of the match's groups: "slits his throat" is a kill, "cuts his arm" is none. */
  holds?: (groups: Record<string, string | undefined>) => boolean;
}[] = [
  {
    name: "thrown",
    cue: cue(formsOf(thrown.verbs)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(thrown.verbs)})\s+${object(false)}\s+${MANNER}${directions}`,
      "gu",
    ),
  },
  {
    name: "thrown",
    cue: cue(formsOf(thrown.knockVerbs)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(thrown.knockVerbs)})\s+${OBJECT}\s+${MANNER}${directions}`,
      "gu",
    ),
  },
  {
    // "sending both Arabs and the basket tumbling": a group with a person in it.
    name: "thrown",
    cue: cue(formsOf(thrown.sendVerbs)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(thrown.sendVerbs)})\s+(?<group>${ci(["both", "all", "two", "three", "several"])}\s+(?:[\p{L}'’.-]+\s+){1,4}?)${ci(thrown.sendDirections)}${END}`,
      "gu",
    ),
  },
  {
    // "He knocks over a man": the particle before the person knocked down.
    name: "thrown",
    cue: cue(formsOf(thrown.knockVerbs)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(thrown.knockVerbs)})\s+${ci(thrown.particles)}\s+${OBJECT}${END}`,
      "gu",
    ),
  },
  {
    name: "thrown",
    cue: cue(formsOf(thrown.sendVerbs)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(thrown.sendVerbs)})\s+${OBJECT}\s+${ci(thrown.sendDirections)}${END}`,
      "gu",
    ),
  },
  {
    name: "thrown",
    cue: cue(formsOf([...thrown.verbs, ...thrown.knockVerbs])),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])${SUBJECT}${BE}(?:${participles([...thrown.verbs, ...thrown.knockVerbs])})\s+(?:${MANNER}${directions}|${ci(["hard"])}${END})`,
      "gu",
    ),
  },
  {
    // "he is thrown from his horse", "the blast throws Zed from the jeep": off a mount or a vehicle.
    name: "thrown",
    cue: cue(thrown.from.places),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])${SUBJECT}(?:${BE}|\s+${ci(["has", "have", "had"])}\s+${ci(["been"])}\s+)(?:${participles(thrown.from.verbs)})${OFF_A_MOUNT}`,
      "gu",
    ),
  },
  {
    name: "thrown",
    cue: cue(thrown.from.places),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(thrown.from.verbs)})\s+${object(false)}${OFF_A_MOUNT}`,
      "gu",
    ),
  },
  {
    name: "hit by a vehicle",
    cue: cue(formsOf(vehicleHits.verbs)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?<vehicle>\p{L}[\p{L}-]*)\s+(?:${ci(["then", "now", "suddenly", "just"])}\s+)?(?:${verbs(vehicleHits.verbs)})\s+${OBJECT}${END}`,
      "gu",
    ),
  },
  {
    name: "hit by a vehicle",
    cue: cue(vehicleHits.passive),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])${SUBJECT}${BE}(?:${anyCase(vehicleHits.passive)})\s+(?:${ci(["head-on", "down"])}\s+)?${ci(["by"])}\s+${DETERMINER}\s+(?<vehicle>[\p{L}-]+(?:\s+[\p{L}-]+){0,2})`,
      "gu",
    ),
  },
  {
    name: "stunt driving",
    cue: cue(formsOf(vehicleSpeed.verbs)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?<vehicle>\p{L}[\p{L}-]*)\s+(?:${ci(["then", "now", "suddenly", "just", "again"])}\s+)?(?:(?:${verbs(vehicleSpeed.go)})\s+)?(?:${verbs(vehicleSpeed.verbs)})\s+${ci(vehicleSpeed.after)}${END}${INTO_VIEW}`,
      "gu",
    ),
  },
  {
    // "Fighter plane CRASHES.": a vehicle's crash told by the verb alone.
    name: "crash",
    cue: cue(formsOf(vehicleCrash.verbs)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?<vehicle>\p{L}[\p{L}-]*)\s+(?:${ci(["then", "now", "suddenly", "finally"])}\s+)?(?:${presentVerbs(vehicleCrash.verbs)})${END}(?!\s+${ci(vehicleCrash.notAfter)}${END})`,
      "gu",
    ),
  },
  {
    // "The wolf lunges at Mary", "the Pteranodon snatches the terrified boy": a beast setting on a person.
    name: "animal attack",
    cue: cue(formsOf(beastAttacks.verbs)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])${DETERMINER}\s+(?:[\p{L}-]+\s+){0,2}?(?<beast>\p{L}[\p{L}-]*)\s+(?:${ci(["then", "now", "suddenly", "just", "again", "finally"])}\s+)?(?:${verbs(beastAttacks.verbs)})\s+${OBJECT}${END}`,
      "gu",
    ),
  },
  {
    // "he is bitten by the dog", "Zed gets dragged off by the raptors".
    name: "animal attack",
    cue: cue(beastAttacks.passive),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])${SUBJECT}${BE}(?:${anyCase(beastAttacks.passive)})\s+(?:${ci(["down", "off", "away"])}\s+)?${ci(["by"])}\s+(?:${DETERMINER}\s+)?(?:[\p{L}-]+\s+){0,2}?(?<beast>\p{L}[\p{L}-]*)${END}`,
      "gu",
    ),
  },
  {
    name: "through glass",
    cue: cue(throughGlass.panes),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(throughGlass.verbs)})\s+(?:${ci(["right", "straight", "headfirst", "head first", "back"])}\s+)?${ci(["through"])}\s+(?:${DETERMINER}\s+)?(?:[\p{L}-]+\s+){0,2}?(?:${ci(throughGlass.panes)})${END}`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    name: "fall",
    cue: cue(height.places),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(height.verbs)})\s+(?:${ci(["back", "backward", "backwards", "down", "headfirst", "head first"])}\s+)?${ci(["off", "from", "over", "out of"])}\s+${DETERMINER}\s+(?:[\p{L}-]+\s+){0,2}?(?:${ci(height.places)})${END}`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    // "proceeds to kick the living shit out of the guy", "beat the hell out of him": a beating.
    name: "fight",
    cue: cue(["out of"]),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(beating.verbs)})\s+${ci(["the"])}\s+(?:${ci(["living", "holy", "ever-loving", "everloving"])}\s+)?(?:${ci(beating.stuffing)})\s+${ci(["out of"])}\s+(?:${ci(["each other", "one another"])}|${OBJECT})`,
      "gu",
    ),
    knownName: true,
  },
  {
    // "LEAPS to the dumpster below", "jumps down into the lighted area below": a jump from a height,
    // "below" ending the place ("into the chair below the window" is a place by another).
    name: "fall",
    cue: cue(["below", "beneath"]),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(height.below.verbs)})\s+(?:${ci(["down", "off"])}\s+)?${ci(["to", "into", "onto", "from", "off", "over", "through"])}\s+[^.!?;:—–\n]{0,60}?(?<![\p{L}])${ci(["below", "beneath"])}(?=\s*(?:[.,;:!?—–-]|$)|\s+${ci(["and", "as", "where", "while"])}${END})`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    // "Zed pushes Mary off the roof", "shoves him over the railing": a person sent off a height.
    name: "fall",
    cue: cue(height.places),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(height.pushed)})\s+${OBJECT}\s+(?:${ci(["back", "backward", "backwards", "clear"])}\s+)?${ci(["off", "from", "over", "out of", "down"])}\s+${DETERMINER}\s+(?:[\p{L}-]+\s+){0,2}?(?:${ci(height.places)})${END}`,
      "gu",
    ),
  },
  {
    // "tumbles head over heels down the steps": a body going down a flight by itself.
    name: "fall",
    cue: cue(height.down.places),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(height.down.verbs)})\s+(?:${MANNER}(?:${ci(height.down.manner)})\s+)?${ci(["down"])}\s+${DETERMINER}\s+(?:[\p{L}-]+\s+){0,2}?(?:${ci(height.down.places)})${END}`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    // "he rolls out of the way a moment before the axe", "dives for cover": a body thrown aside.
    name: "dive",
    cue: cue(dodge.aside),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(dodge.verbs)})\s+(?:${ci(["back", "sideways", "headfirst", "just"])}\s+)?${ci(dodge.aside)}${END}(?!\s+${ci(["over", "across"])}${END})`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    // "shoves Zed into the river": a person sent into water.
    name: "fall",
    cue: cue(intoWater.waters),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(intoWater.verbs)})\s+${object(false)}\s+(?:${ci(["back", "headfirst", "backward", "backwards"])}\s+)?${ci(["into", "in"])}\s+${ci(["the", "a"])}\s+(?:[\p{L}-]+\s+)?(?:${ci(intoWater.waters)})${END}`,
      "gu",
    ),
    knownName: true,
  },
  {
    // "she is pushed into the pool".
    name: "fall",
    cue: cue(intoWater.waters),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])${SUBJECT}${BE}(?:${ci(intoWater.passive)})\s+(?:${ci(["back", "headfirst", "backward", "backwards"])}\s+)?${ci(["into", "in"])}\s+${ci(["the", "a"])}\s+(?:[\p{L}-]+\s+)?(?:${ci(intoWater.waters)})${END}`,
      "gu",
    ),
    knownName: true,
  },
  {
    // "he leaps across the chasm", "jumps the crevasse": a leap over a drop.
    name: "fall",
    cue: cue(acrossGap.gaps),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(acrossGap.verbs)})\s+(?:${ci(["across", "over"])}\s+)?${ci(["the", "a", "an"])}\s+(?:[\p{L}-]+\s+)?(?:${ci(acrossGap.gaps)})${END}(?!\s+${ci(["in", "of"])}\s+${ci(["his", "her", "their", "the"])}\s+(?:${ci(["argument", "story", "logic", "plan", "knowledge", "record", "market"])}))`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    // "a beam falls on him", "the shelf topples onto Zed": something heavy comes down on a person.
    name: "crushed",
    cue: cue(formsOf(fallingOn.verbs)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${ci(["the", "a", "an"])})\s+(?:[\p{L}-]+\s+){0,2}?(?<thing>\p{Ll}[\p{Ll}-]+)\s+(?:${presentVerbs(fallingOn.verbs)})\s+(?:${ci(["down", "over"])}\s+)?(?:${ci(fallingOn.on)})\s+${OBJECT}${END}`,
      "gu",
    ),
    knownName: true,
  },
  {
    // "he is crushed by the falling beam", "pinned under the car".
    name: "crushed",
    cue: cue(fallingOn.passive),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])${SUBJECT}${BE}(?:${ci(fallingOn.passive)})\s+(?:${ci(fallingOn.by)})\s+${ci(["the", "a", "an", "falling", "fallen"])}\s+(?:[\p{L}-]+\s+){0,2}?(?<thing>\p{Ll}[\p{Ll}-]+)${END}(?![\s-]+\p{Ll}+${END}(?<!\s(?:and|as|while|in|on|at|with|before|until|when|that|which|of|beside|above|below)))`,
      "gu",
    ),
    knownName: true,
  },
  {
    // "hangs off the back of the truck", "clings to the roof of the train".
    name: "hanging",
    cue: cue(hangingOnVehicle.parts),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(hangingOnVehicle.verbs)})\s+(?:${ci(hangingOnVehicle.off)})\s+${ci(["the"])}\s+(?:${ci(hangingOnVehicle.parts)})\s+${ci(["of"])}\s+${DETERMINER}\s+(?<vehicle>(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)${END}`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    // "sprints through the gunfire", "runs through the flames": a performer inside the effect.
    name: "blast",
    cue: cue(throughFire.dangers),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(throughFire.verbs)})\s+(?:${ci(["straight", "right", "headlong", "back"])}\s+)?(?:${ci(throughFire.through)})\s+${ci(["the", "a"])}\s+(?:[\p{L}-]+\s+)?(?:${ci(throughFire.dangers)})${END}`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    // "he skis down the slope", "surfs the monster wave": a sport a specialist doubles.
    name: "action sport",
    cue: cue(actionSports.forms),
    pattern: new RegExp(
      String.raw`(?<![\p{L}-])(?<!${ci(["his", "her", "their", "the", "a", "an", "my", "your", "its", "of", "on", "off"])}\s+)(?:${ci(actionSports.forms)})${END}(?![-'’])(?!\s+(?:${ci(actionSports.notAfter)})${END})(?![^.!?\n]{0,40}?(?<![\p{L}])${ci(actionSports.screens)}${END})`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    // "knocks him out", "punches the guard out cold": a knockout blow; not a pill that knocks him out.
    name: "fight",
    cue: cue(formsOf(knockout.verbs)),
    notAfter: new RegExp(
      String.raw`(?<![\p{L}])(?:${ci(knockout.notSubjects)}\s+(?:[\p{Ll}]+\s+)?|${ci(["to", "almost", "nearly", "would", "could"])}\s+)$`,
      "u",
    ),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(knockout.verbs)})\s+${object(true, knockout.out)}\s+(?:${ci(knockout.out)})${END}(?!\s+${ci(["of", "to", "for", "on"])}${END})`,
      "gu",
    ),
    knownName: true,
  },
  {
    // "roughs him up": a beating, the verb split by its object; not "the men who beat him up" told after.
    name: "fight",
    cue: cue(["up"]),
    notAfter: new RegExp(
      String.raw`(?<![\p{L}])${ci(["who", "that", "which", "had", "has", "have", "to"])}\s+$`,
      "u",
    ),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(knockout.roughUp)})\s+${OBJECT}\s+${ci(["up"])}${END}`,
      "gu",
    ),
    knownName: true,
  },
  {
    // "they struggle over the knife", "wrestle for control of the gun": a fight for a weapon.
    name: "fight",
    cue: cue(formsOf(weaponStruggle.verbs)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(weaponStruggle.verbs)})\s+${ci(weaponStruggle.for)}\s+(?:${ci(["control of", "possession of"])}\s+)?${ci(["the", "his", "her", "their", "a"])}\s+(?<weapon>(?:[\p{L}-]+\s+)?[\p{L}-]+)${END}`,
      "gu",
    ),
  },
  {
    // "plunges the knife into his chest", "rams it in his eye": a stabbing.
    name: "fight",
    cue: cue(wounding.parts),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(wounding.verbs)})\s+(?:${DETERMINER}\s+)?(?:[\p{L}-]+\s+){0,2}?(?:${ci(wounding.piercing)})\s+(?:${ci(["deep", "hard", "right", "straight", "all the way"])}\s+)?${ci(["into", "in", "through"])}\s+${OWNER}\s+(?:[\p{Ll}-]+\s+)?(?:${ci(wounding.parts)})${END}`,
      "gu",
    ),
    knownName: true,
  },
  {
    // "slits his throat", "snaps the guard's neck", "breaks Zed's arm": a body broken by hand.
    name: "fight",
    cue: cue(Object.values(wounding.breaks.parts).flat()),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?<verb>${verbs(wounding.breaks.verbs)})\s+${OWNER}\s+(?<part>${ci([...new Set(Object.values(wounding.breaks.parts).flat())])})${END}(?!\s+${ci(["away", "free", "loose", "back", "out of"])}${END})`,
      "gu",
    ),
    knownName: true,
    notAfter: new RegExp(
      String.raw`(?<![\p{L}])${ci(["practically", "almost", "nearly", "to", "would", "could"])}\s+$`,
      "u",
    ),
    holds: ({ verb = "", part = "" }) =>
      Object.entries(wounding.breaks.parts).some(
        ([one, parts]) => verbForms(one).includes(verb.toLowerCase()) && parts.includes(part.toLowerCase()),
      ),
  },
  {
    // "drags him across the floor", "drags Mary down the steps by the hair": a person pulled over the ground.
    name: "drag",
    cue: cue(formsOf(dragged.verbs)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(dragged.verbs)})\s+${OBJECT}\s+${DRAGGED_HOW}`,
      "gu",
    ),
    knownName: true,
    // A body dragged off is a dummy or a still performer, no stunt.
    holds: ({ noun = "" }) => !dragged.notPeople.includes(noun.toLowerCase()),
  },
  {
    name: "drag",
    cue: cue(dragged.passive),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])${SUBJECT}${BE}(?:${ci(dragged.passive)})\s+${DRAGGED_HOW}`,
      "gu",
    ),
    knownName: true,
  },
  {
    // "the staircase BREAKS BENEATH HIS FEET", "the ice cracks under her": what holds a person fails.
    name: "fall",
    cue: cue(height.givesWay.under),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${presentVerbs(height.givesWay.verbs)})\s+(?:${ci(["suddenly", "away", "apart", "open"])}\s+)?${ci(height.givesWay.under)}\s+(?:${ci(["him", "her", "them"])}${END}(?!\s*['’])|${ci(["his", "her", "their"])}\s+(?:${ci(height.givesWay.load)})${END}|(?<name>${CAPITALISED_NAME})${END}(?!\s*['’]))`,
      "gu",
    ),
    knownName: true,
  },
  {
    // "they crash through the railing": the railing gives and the person falls.
    name: "fall",
    cue: cue(height.breakThrough.places),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(height.breakThrough.verbs)})\s+(?:${ci(["right", "straight", "back", "backward", "backwards"])}\s+)?${ci(["through"])}\s+${DETERMINER}\s+(?:[\p{L}-]+\s+){0,2}?(?:${ci(height.breakThrough.places)})${END}`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    // "Edward is shot out of a giant cannon": a human cannonball.
    name: "thrown",
    cue: cue(launched.from),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])${SUBJECT}${BE}(?:${anyCase(launched.passive)})${OUT_OF_LAUNCHER}`,
      "gu",
    ),
  },
  {
    name: "thrown",
    cue: cue(launched.from),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(launched.verbs)})\s+${OBJECT}${OUT_OF_LAUNCHER}`,
      "gu",
    ),
  },
  {
    // "collapses face-first on the tile", "he drops like a rock": a body falling its full height.
    name: "fall",
    cue: cue(formsOf(collapse.verbs)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${presentVerbs(collapse.verbs)})\s+(?:${ci(["forward", "backward", "backwards", "over", "down", "hard"])}\s+)?(?:${ci(collapse.landings)})${END}`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    // "A FIGURE drops INTO FRAME ... and smacks the pavement": a body landing hard.
    name: "fall",
    cue: cue(ground.surfaces),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${presentVerbs(ground.verbs)})\s+${ci(["the"])}\s+(?:${ci(ground.surfaces)})${END}`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    // "He crashes his motorcycle", "she rolls the jeep": a driver wrecking the vehicle, not a party crashed.
    name: "crash",
    cue: cue(formsOf(vehicleCrash.driven)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(vehicleCrash.driven)})\s+${ci(["his", "her", "their", "the", "a"])}\s+(?<vehicle>(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)(?=\s*(?:[.,;:!?—–-]|$)|\s+${ci(["into", "off", "over", "and", "on", "as", "through"])}${END})`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    // "jumping onto a truck": a person leaping onto a vehicle, not mounting a bike or a horse.
    name: "jump onto a vehicle",
    cue: cue(ontoVehicle.onto),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(ontoVehicle.verbs)})\s+(?:${ci(ontoVehicle.onto)})\s+${DETERMINER}\s+(?:${ci(ontoVehicle.parts)}\s+${ci(["of"])}\s+${DETERMINER}\s+)?(?<vehicle>(?:[\p{L}-]+\s+){0,2}?(?!(?:${ci(ontoVehicle.notOnto)})${END})[\p{L}-]+)${END}`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    // "a chair smashes over the detective's back", "breaks a bottle over his head"; not a smile.
    name: "fight",
    cue: cue(brokenOver.parts),
    notAfter: new RegExp(String.raw`(?:${ci(brokenOver.notSubjects)})\s+(?:[\p{L}'’-]+\s+){0,4}$`, "u"),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(brokenOver.verbs)})\s+(?:${DETERMINER}\s+(?:[\p{L}-]+\s+){0,2}?)?${ci(["over", "across"])}\s+${OWNER}\s+(?:${ci(brokenOver.parts)})${END}`,
      "gu",
    ),
  },
  {
    // "The Hunter leaps as the grenade DETONATES": a performer's move timed to a pyrotechnic effect.
    name: "blast",
    cue: cue(formsOf(blast.blasts)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(blast.verbs)})${END}[^.!?;\n]{0,80}?(?<![\p{L}])${ci(blast.timing)}\s+(?:${DETERMINER}\s+)?(?:[\p{L}-]+\s+){0,4}?(?:${verbs(blast.blasts)})${END}(?!\s+(?:${ci(["with", "into", "in"])})\s+(?:${DETERMINER}\s+)?(?:${ci(blast.notAfter)})${END})`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    // "Zed is caught in the blast": a person inside a pyrotechnic effect.
    name: "blast",
    cue: cue(formsOf(blast.blasts)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])${SUBJECT}${BE}(?:${anyCase(blast.caught)})\s+${DETERMINER}\s+(?:[\p{L}-]+\s+)?(?:${ci(blast.blasts)})${END}`,
      "gu",
    ),
  },
  {
    // "Castor lifts a pistol and shoots him": a person shot on screen.
    name: "shot",
    cue: cue(formsOf(shot.verbs)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?<!${CAMERA}\s+|[“"]\s?)${MEANT}(?:${verbs(shot.verbs)})\s+${object(false)}${END}${NOT_A_LOOK}(?!\s+${ci(["up"])}${END})`,
      "gu",
    ),
    knownName: true,
  },
  {
    // "Frank is shot in the chest", "the guard gets gunned down".
    name: "shot",
    cue: cue(shot.passive),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])${SUBJECT}${PASSIVE_BE}(?:${anyCase(shot.passive)})${END}(?!\s+${ci(["through with", "on", "from", "with a camera"])}${END})`,
      "gu",
    ),
    knownName: true,
  },
  {
    // "empties a clip from his automatic into Frank".
    name: "shot",
    cue: cue(shot.into.rounds),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(shot.into.verbs)})\s+(?:[\p{L}-]+\s+){0,3}?(?:${ci(shot.into.rounds)})${END}[^.!?;\n]{0,40}?\s${ci(["into"])}\s+${OBJECT}${END}`,
      "gu",
    ),
    knownName: true,
  },
  {
    // "seizes him in its massive jaws and lifts him into the air": a body lifted on wires.
    name: "lifted",
    cue: cue(formsOf(lifted.verbs)),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(lifted.verbs)})\s+${object(false)}\s+(?:${ci(lifted.up)})${END}`,
      "gu",
    ),
    knownName: true,
  },
  {
    // "Maggie is climbing up the cliff face": a climber rigged on a height.
    name: "climbing",
    cue: cue(climbing.places),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])(?:${verbs(climbing.verbs)})\s+(?:${ci(climbing.directions)}\s+)?${DETERMINER}\s+(?:[\p{L}-]+\s+){0,2}?(?:${ci(climbing.places)})${END}(?!['’]s|\s+${ci(["stairs", "steps", "staircase", "stairway", "ladder"])}${END})`,
      "gu",
    ),
    subjectIsPerson: true,
  },
  {
    // "they nearly crash into Dr. Bennett": a near miss of a person is staged like the hit.
    name: "near miss",
    cue: cue(nearMiss.adverbs),
    pattern: new RegExp(
      String.raw`(?<![\p{L}])${ci(nearMiss.adverbs)}\s+(?:${verbs(nearMiss.verbs)})\s+(?:${ci(["Dr.", "Mr.", "Mrs.", "Ms."])}\s+)?${OBJECT}${END}`,
      "gu",
    ),
  },
];

const FILLER_WORD = /^(?:and|then|now|suddenly|also|just|still|both|all)$/i;
/** An adverb in lower case only: "Billy", "Holly" and "Kelly" are names, not "slowly". */
const ADVERB = /^\p{Ll}+ly$/u;
const isFiller = (word: string) => FILLER_WORD.test(word) || ADVERB.test(word);
/** "We see arcs of energy ...": we are the audience, never the one who does a stunt. */
const PRONOUN = /^(?:he|she|they|i|you)$/i;
/** "Mr. Hoff": a title's full stop ends no clause, and the title names a person. */
const TITLE = /^(?:Mr|Mrs|Ms|Dr|Sgt|Lt|Capt|Det|Prof)$/;
const TITLE_STOP = /\b(Mr|Mrs|Ms|Dr|Sgt|Lt|Capt|Det|Prof)\./g;
const ARTICLE = /^(?:the|a|an|one|another|his|her|their|two|three|both)$/i;

/**
 * Whether the verb at `index` has a person for its subject: a pronoun, a name the script knows
 * (or one compromise knows for a first name, or one in capitals), or "the guard". "Rain falls off
 * the roof", "the rock crashes through the window": no one does it.
 */
function personDoes(text: string, index: number, names: ReadonlySet<string>): boolean {
  // "Zed\nfalls backwards", wrapped at the margin, is one clause: the verb's first letter is kept
  // while lines are joined, then dropped.
  const clauses = unwrapped(text.slice(Math.max(0, index - 120), index + 1).replace(TITLE_STOP, "$1 "))
    .slice(0, -1)
    .split(/([.!?;:\n,—–]|\s--?\s?)/);
  let at = clauses.length - 1;
  // "and Elaine, hanging from a chandelier": a participle set off by a comma runs on its subject.
  const participle = !clauses[at]?.trim() && clauses[at - 1] === ",";
  if (participle) at -= 2;
  let words = wordsOf(clauses[at]);
  // "runs out into the street, jumping onto a truck": the participle shares the clause's subject.
  let joined = participle;
  // "he begins to fall": the verb's subject is the one who begins.
  if (words.length > 2 && /^to$/i.test(words.at(-1)!) && ONSET.test(words.at(-2)!))
    words = words.slice(0, -2);
  // "darting to look back before leaping": a participle after "before" or "after" shares the subject.
  const participleVerb = /^\p{L}+ing(?![\p{L}])/u.test(text.slice(index));
  while (
    words.length &&
    (isFiller(words.at(-1)!) ||
      CONJUNCTION.test(words.at(-1)!) ||
      (participleVerb && (SEQUENCE.test(words.at(-1)!) || PROGRESSIVE.test(words.at(-1)!))))
  ) {
    const word = words.pop()!;
    // "He wobbles, then falls flat on his face": "then" joins a second verb to the first's subject.
    if (/^(?:and|but|or|yet|then)$/i.test(word) || SEQUENCE.test(word)) joined = true;
  }
  if (isPersonWord(words, names)) return true;
  // "he grasps his chest and collapses": a second verb shares the clause's first subject; "Steve
  // tries, but trips and falls": a clause that opens on its verb shares the one before it.
  if (!joined) return false;
  for (let back = 0; back < 3 && at >= 0; back++) {
    while (words.length > 1 && (isFiller(words[0]!) || CONJUNCTION.test(words[0]!))) words.shift();
    const head = subjectOf(words, names);
    if (head !== null) return head;
    at -= 2;
    if (clauses[at + 1] !== ",") return false;
    words = wordsOf(clauses[at]);
  }
  return false;
}

const wordsOf = (clause: string | undefined) =>
  (clause ?? "")
    .split(/\s+/)
    .map((word) => word.replace(/^[“”"‘(]+|[“”"’)]+$/g, ""))
    .filter(Boolean);
const CONJUNCTION = /^(?:but|yet|so|or|as|while)$/i;
const SEQUENCE = /^(?:before|after)$/i;
/** "Maggie is climbing up the cliff face": the verb's subject is before its "is". */
const PROGRESSIVE = /^(?:is|are|was|were)$/i;
/** Narrower than BODY_PARTS (what a blow lands on): the parts whose violent move carries the whole body. */
const DRIVING_PART = /^(?:head|face|body|fist|skull|shoulder)$/i;
/** "his", "her", "their", "Jake's": whose body part it is. */
const OWNED = /^(?:[Hh]is|[Hh]er|[Tt]heir|\p{Lu}[\p{L}-]*['’]s)$/u;
const ONSET = /^(?:begins?|beginning|starts?|starting|continues?|continuing)$/i;

/**
 * Whether the subject a clause opens on is a person: "he", "the old man", "The Bad Guy",
 * "Twenty-year old Don Price"; null when the clause opens on its verb ("trips and falls").
 */
function subjectOf(words: readonly string[], names: ReadonlySet<string>): boolean | null {
  const first = words[0];
  if (!first) return null;
  if (PRONOUN.test(first)) return true;
  if (/^it$/i.test(first)) return false;
  if (ARTICLE.test(first)) {
    const phrase = words.slice(1, 4);
    if (/^\p{Lu}/u.test(phrase[0] ?? "")) return isPersonWord(capitalRun(phrase), names, true);
    return phrase.some((word) => isPersonNoun(word.toLowerCase()));
  }
  if (/^\p{Lu}/u.test(first) || /^\p{N}/u.test(first))
    return isPersonWord(capitalRun(words.slice(0, 5)), names);
  return null;
}

/** The words of a name in capitals, the first or (`last`) the last: "Don Price" of "Twenty-year old Don Price". */
function capitalRun(words: readonly string[], last = false): string[] {
  const capital = (word: string | undefined) => /^\p{Lu}/u.test(word ?? "");
  if (last) {
    let start = words.length;
    while (start > 0 && capital(words[start - 1])) start--;
    return words.slice(start);
  }
  const start = words.findIndex(capital);
  if (start < 0) return [];
  let end = start;
  while (capital(words[end + 1])) end++;
  return words.slice(start, end + 1);
}

/**
 * Whether the last word (with its article) is a person: "he", "Zed", "the guard", "the
 * Hunchback" (a character named by a title in capitals after a lower-case article).
 */
function isPersonWord(words: readonly string[], names: ReadonlySet<string>, titled = false): boolean {
  const last = words.at(-1)?.replace(/['’]s$/, "") ?? "";
  if (!last || /^it$/i.test(last)) return false;
  if (PRONOUN.test(last) || TITLE.test(last) || TITLE.test(words.at(-2) ?? "")) return true;
  // "His head slams into the bottom", "Jake's head comes flying up": a person's body part moves the person.
  // Only as the clause's whole subject: "the ball sails over his head, THUDDING" is the ball's.
  if (words.length <= 3 && DRIVING_PART.test(last) && OWNED.test(words.at(-2) ?? "")) return true;
  const before = words.at(-2) ?? "";
  // "The Hunter leaps": a name the script casts is a person after any article.
  if (/^\p{Lu}/u.test(last) && names.has(last.toUpperCase())) return true;
  if (/^\p{Lu}/u.test(last) && (titled || /^(?:the|a|an)$/.test(before))) return !isElementWord(last);
  if (ARTICLE.test(before)) return isPersonNoun(last.toLowerCase());
  if (!/^\p{Lu}/u.test(last)) return isPersonNoun(last.toLowerCase());
  // "a SINGLE FISH jumps": a word in capitals is a name unless it names an animal or a thing.
  if (names.has(last.toUpperCase()) || (/^\p{Lu}{2,}$/u.test(last) && !isElementWord(last))) return true;
  const run = capitalRun(words, true);
  if (run.length > 1 && names.has(run.join(" ").toUpperCase())) return true;
  if (isPersonNoun(last.toLowerCase())) return true;
  return lastTags(run.length ? run.join(" ") : last).includes("Person");
}

/** The tagger's tags for the last word of a phrase. */
const lastTags = (phrase: string): string[] =>
  (nlp(phrase).terms().json() as { terms: { tags: string[] }[] }[]).at(-1)?.terms[0]?.tags ?? [];

/**
 * Stunts the action does to a person, read clause by clause (product.md §10): a person thrown or
 * knocked somewhere, hit by a vehicle, sent through glass, or falling from a height.
 */
export function stuntActions(text: string, names: ReadonlySet<string> = new Set()): string[] {
  const found: string[] = [];
  for (const reading of READINGS) {
    if (found.includes(reading.name)) continue;
    if (!reading.cue.test(text)) continue;
    for (const match of text.matchAll(reading.pattern)) {
      const thing = match.groups?.thing;
      if (thing !== undefined && !fallingOn.heavy.includes(thing.toLowerCase())) continue;
      const weapon = match.groups?.weapon;
      if (weapon !== undefined && namesIn(weapon, ELEMENT_LEXICONS.weapons).length === 0) continue;
      const beast = match.groups?.beast;
      const attack = beast === undefined ? reading.name : beastAttack(beast);
      if (attack === null || found.includes(attack)) continue;
      if (
        beast !== undefined &&
        /^her$/i.test(match.groups?.pronoun ?? "") &&
        ownsAThing(text, match.index + match[0].length)
      )
        continue;
      const vehicle = match.groups?.vehicle;
      const at = vehicle === undefined ? -1 : match.index + match[0].indexOf(vehicle);
      if (vehicle !== undefined && !namesVehicle(text, at, at + vehicle.length)) continue;
      // "A car slams into her": a person hit by a vehicle, read as that, is no crash of the vehicle.
      if (reading.name === "crash" && personAfter(text, match.index + match[0].length, names)) continue;
      const noun = match.groups?.noun ?? match.groups?.plural;
      // A beast's bite lands on a body part as on a person: "the dog bites his arm".
      if (
        noun !== undefined &&
        !isPersonNoun(noun) &&
        !(beast !== undefined && BODY_PARTS.has(noun.toLowerCase()))
      )
        continue;
      const name = match.groups?.name;
      if (reading.knownName && name !== undefined && !names.has(name.toUpperCase())) continue;
      const group = match.groups?.group;
      if (group !== undefined && !hasPerson(group, names)) continue;
      if (reading.subjectIsPerson && !personDoes(text, match.index, names)) continue;
      if (reading.notAfter?.test(text.slice(Math.max(0, match.index - 50), match.index))) continue;
      if (reading.holds && !reading.holds(match.groups ?? {})) continue;
      found.push(attack);
      break;
    }
  }
  return found;
}

/** Whether a group of words names a person: "both Arabs and the basket", "all three guards". */
function hasPerson(group: string, names: ReadonlySet<string>): boolean {
  return wordsOf(group).some(
    (word) =>
      /^(?:him|her|them|men|women|people)$/i.test(word) ||
      names.has(word.toUpperCase()) ||
      isPersonNoun(word.toLowerCase()) ||
      // "both Arabs", "two Nazis": a people in capitals, counted.
      (/^\p{Lu}\p{Ll}/u.test(word) && !isElementWord(word) && (/s$/.test(word) || nlpPerson(word))),
  );
}

const nlpPerson = (word: string) =>
  lastTags(word).some((tag) => tag === "Person" || tag === "Demonym" || tag === "Actor");

/** A stunt only wished, threatened or played at: "She'd tackle him if she could". */
const UNREAL = new RegExp(
  String.raw`(?:(?<![\p{L}])(?:${anyCase(data.unreal)})|['’](?:d|ll))\s+(?:\p{Ll}+ly\s+)?$`,
  "u",
);
/** A blow's verb alone ("punches"); its object says whether anyone is hit. */
const BLOWS = new Set(["punch", "punches", "slugs", "kicks", "tackle", "tackles", "headbutts", "smacks"]);
/** "punches the selector buttons": a thing after the blow's verb, not a person or a body part. */
const THING_HIT =
  /^\s+(?:the|a|an|his|her|their|its|some)\s+(?:[\p{L}-]+\s+){0,2}?([\p{L}-]+)(?=\s*(?:[.,;!?\n]|$|\s+(?:on|of|with|in|into|onto|and|to|as|for|at|up)\b))/u;
const BODY_PARTS = new Set(
  elementLexicons.attacks.targets
    .map((target) => target.split(" ").at(-1)!)
    .concat(["head", "arm", "leg", "back", "shin", "side"]),
);

/** "her bedroom door", "her purse": the words after "her" name a thing of hers, not her body. */
const HER_THING =
  /^[ \t]+(?:\p{Ll}[\p{Ll}-]*\s+)?(\p{Ll}[\p{Ll}-]+)(?=\s*(?:[.,;!?\n]|$|\s+(?:on|of|with|in|into|onto|and|to|as|for|at|shut|closed|open|behind|down)\b))/u;
/** Words after "her" that carry the blow on to her, or end the clause: "slams her against the wall", "kicks her and". */
const NOT_OWNED =
  /^(?:against|into|onto|to|down|back|hard|across|over|off|in|on|with|away|aside|again|repeatedly|and|then|but|or|as|while|so|until|before|after|when|till)$/;

function ownsAThing(text: string, end: number): boolean {
  const after = text.slice(end, end + 60);
  const first = /^[ \t]+(\p{Ll}+)/u.exec(after)?.[1] ?? "";
  if (!first || NOT_OWNED.test(first)) return false;
  const noun = HER_THING.exec(after)?.[1]?.toLowerCase();
  return noun !== undefined && !BODY_PARTS.has(noun) && !isPersonNoun(noun);
}

/** "punches numbers into the keyboard", "kicks dirt over it": a bare noun put somewhere, no one hit. */
const BARE_THING_HIT = /^\s+(\p{Ll}[\p{Ll}-]+)(?=\s+(?:into|in|onto|over)\s)/u;

function hitsThing(text: string, end: number): boolean {
  const after = text.slice(end, end + 60);
  const noun = (THING_HIT.exec(after) ?? BARE_THING_HIT.exec(after))?.[1]?.toLowerCase();
  return noun !== undefined && !BODY_PARTS.has(noun) && !isPersonNoun(noun);
}

/** "the van fishtails", "the car spins out": a driver's move, a stunt only where a vehicle is named. */
const MANOEUVRES = new Set(data.vehicleManoeuvres.forms);
/** Stunt driving's verbs a runner shares: "races toward", "sprints toward", "barrels down". */
const ON_FOOT = /^(?:rac|sprint|speed|sped|barrel|careen|roar|veer)\p{L}*\s/u;
/** A dive that stays in the water is swimming: "Edward dives in", "she dives back underwater", "surfaces and dives again". */
const SWIM = /^\s+(?:back\s+)?(?:in|under|underwater|again|down\s+again)\s*[.,;!]/u;
const DIVES = new RegExp(`^(?:${anyCase(verbForms("dive"))})$`, "u");
/** A stunt named by its noun: "a brawl breaks out", "the chase is on". */
const EVENT = new RegExp(`(?<![\\p{L}])${DETERMINER}\\s+(?:[\\p{Ll}-]+\\s+)?$`, "u");
const EVENT_NOUNS = new Set(data.eventNouns);
/** A person as the object of the stunt's verb: "the fireball chases a man", "crashing into YOUNG EDWARD". */
const PERSON_AFTER = new RegExp(`^\\s+(?:${ci(["into", "at", "after", "over", "down"])}\\s+)?${OBJECT}`, "u");

function personAfter(text: string, end: number, names: ReadonlySet<string>): boolean {
  const match = PERSON_AFTER.exec(text.slice(end, end + 60));
  if (!match) return false;
  const { pronoun, name, noun } = match.groups ?? {};
  if (pronoun) return !/^them$/i.test(pronoun);
  if (name) return names.has(name.toUpperCase()) || /^\p{Lu}{2,}$/u.test(name);
  // "a man down the corridor": the pattern may have taken the noun for a describing word.
  const words = match[0].trim().split(/\s+/).slice(1);
  return noun !== undefined && words.some((word) => isPersonNoun(word.toLowerCase()));
}

/**
 * The stunt lexicon's matches read in their clause: a thing left dangling, a dive to swim, a
 * person bumping into another are no stunts; a stunt named as a noun, or done to a person named
 * as the verb's object, is one.
 */
/** "the large KEY hanging from his belt", "a cigarette dangling from her lips": a thing worn or held, no one hangs. */
const WORN = new RegExp(
  String.raw`^\s+${ci(["his", "her", "their"])}\s+(?:[\p{L}-]+\s+)?${ci(data.hanging.worn)}${END}`,
  "u",
);

export function stuntJudge(names: ReadonlySet<string>): MatchJudge {
  return (text, start, end, name) => {
    const form = text.slice(start, end);
    const lower = form.toLowerCase();
    const before = text.slice(Math.max(0, start - 30), start);
    if (EVENT_NOUNS.has(lower) && EVENT.test(before)) return !OVER.test(before);
    if (UNREAL.test(before)) return false;
    if (BLOWS.has(lower) && hitsThing(text, end)) return false;
    if (name === "fight" && PLAYFUL.test(before)) return false;
    // "The FAINT SOUND of her parents fighting downstairs": a fight only heard is staged off screen.
    if ((name === "fight" || name === "gunfight") && heardOnly(text, start, end, false)) return false;
    // "She slams her bedroom door": "her" owns the thing slammed, no one is hit.
    if (/\sher$/.test(lower) && ownsAThing(text, end)) return false;
    // "Cooper FIRES at the grimacing aircraft": shots at a thing hit no performer.
    if (name === "gunfight" && /\sat$/.test(lower) && hitsThing(text, end)) return false;
    if (name === "hanging") return !WORN.test(text.slice(end, end + 40)) && personDoes(text, start, names);
    // "He is on fire. But he is not on fire.": fire that does not burn is an image, not a fire stunt.
    if (name === "fire stunt" && FIRE_DENIED.test(text.slice(Math.max(0, start - 120), end + 120)))
      return false;
    if (name === "fire stunt" && thingSetAlight(text.slice(Math.max(0, start - 60), start))) return false;
    const verb = form.split(/\s/)[0] ?? "";
    const rest = text.slice(start + verb.length, end + 60);
    if (
      name === "fight" &&
      FIGHT_VERB.test(verb) &&
      (STRUGGLE.test(rest) || hitsThing(text, start + verb.length) || foughtOff(rest, names))
    )
      return false;
    if (name === "fall" && BODILY.test(verb)) {
      if (DIVES.test(verb) && SWIM.test(rest)) return false;
      if (SOFT_LANDING.test(rest) || (JUMPS.test(verb) && LOW_JUMP.test(rest))) return false;
      if (!personDoes(text, start, names)) return false;
    }
    if (name === "stunt driving") {
      const withVehicle = namesIn(sentenceAround(text, start), ELEMENT_LEXICONS.vehicles).length > 0;
      if (MANOEUVRES.has(lower.replace(/\s+/g, " "))) return withVehicle;
      if (withVehicle && !ON_FOOT.test(lower)) return true;
    }
    // "ERIC emerges from the fog, racing toward his father": a person running, no car driven at a mark.
    if (
      name === "stunt driving" &&
      ON_FOOT.test(lower) &&
      !vehicleSubject(text, start) &&
      namesIn(sentenceAround(text, start), ELEMENT_LEXICONS.vehicles).length === 0 &&
      personDoes(text, start, names)
    )
      return false;
    // "The police car pursues the van", "three cruisers give chase": a car chase, its drivers unnamed.
    if (name === "chase" && vehicleSubject(text, start)) return true;
    if (name === "crash") {
      if (vehicleSubject(text, start)) return true;
      // A crash is a vehicle's, or a person's through something: a bullet's burst or a sleeper rolling over is none.
      const window = text.slice(Math.max(0, start - 300), end + 60);
      const vehicle = namesIn(window, ELEMENT_LEXICONS.vehicles).length > 0;
      if (personAfter(text, end, names))
        return namesIn(sentenceAround(text, start), ELEMENT_LEXICONS.vehicles).length > 0;
      if (ROLLS.test(lower)) return vehicle && !personDoes(text, start, names);
      if (!vehicle && !personDoes(text, start, names)) return false;
    }
    if (personAfter(text, end, names)) return true;
    return undefined;
  };
}

/** "Two cars collide", "the van then crashes into a pole": a vehicle is the crash's subject. */
function vehicleSubject(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  const subject = /([\p{L}-]+)(?:\s+(?:then|now|suddenly|just|both|finally|\p{Ll}+ly))*\s+$/u.exec(before);
  if (!subject) return false;
  const from = start - before.length + subject.index;
  return namesVehicle(text, from, from + subject[1]!.length);
}

/** "lighting another hooch on fire", "sets the car on fire": what is set alight, before "on fire". */
const SET_ALIGHT = new RegExp(
  String.raw`(?<![\p{L}])${ci(["set", "sets", "setting", "light", "lights", "lighting", "lit"])}\s+(?<owner>${DETERMINER}\s+)?(?<thing>(?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+)\s+$`,
  "u",
);

/**
 * A thing set alight burns no performer: "lighting another hooch on fire". A person ("sets the guard
 * on fire", "sets Zed on fire"), someone's own hair or coat ("sets his sleeve on fire") still burns.
 */
function thingSetAlight(before: string): boolean {
  const match = SET_ALIGHT.exec(before);
  if (!match?.groups) return false;
  const { owner = "", thing = "" } = match.groups;
  if (/^(?:his|her|their|my|your|our)\s/i.test(owner)) return false;
  const words = thing.split(/\s+/);
  if (words.some((word) => /^\p{Lu}|['’]s?$/u.test(word))) return false;
  if (
    words.some((word) =>
      /^(?:him|her|them|me|us|you|himself|herself|themselves|myself|yourself)$/i.test(word),
    )
  )
    return false;
  return !words.some((word) => isPersonNoun(word.toLowerCase()));
}

const FIRE_DENIED =
  /\b(?:not\s+on\s+fire|(?:doesn['’]t|does\s+not|don['’]t|do\s+not|won['’]t|will\s+not)\s+burn)\b/i;
/** "since the fight", "from the fight": a fight over before the scene, or only spoken of. */
const OVER = new RegExp(
  String.raw`(?<![\p{L}])(?:${ci(["from", "since", "after", "before", "about"])})\s+${DETERMINER}\s+(?:[\p{Ll}-]+\s+)?$`,
  "u",
);
const FIGHT_VERB = /^(?:fights?|fighting)$/i;
/** "fighting off tears", "fighting against the tide": a feeling or a force, not a person, fought off. */
function foughtOff(rest: string, names: ReadonlySet<string>): boolean {
  const words = /^\s+(?:off|back|against)\s+(?:(?:the|his|her|their|a|an)\s+)?([\p{L}'’-]+)/u.exec(rest);
  if (!words) return false;
  const word = words[1]!;
  if (/^(?:him|her|them|each|one|\p{Lu}.*)$/u.test(word) || names.has(word.toUpperCase())) return false;
  return !isPersonNoun(word.toLowerCase());
}
/** "fights to keep Harvey focused", "fighting for its life": a struggle, not a fight. */
const STRUGGLE = /^\s+(?:to\s+(?!the\s|death\b)\p{Ll}+|for\s)/u;
/** Verbs a person does with the body: only a person falls, jumps or dives as a stunt. */
const BODILY =
  /^(?:falls?|falling|fell|fallen|tumbl\w*|plummet\w*|div\w+|dove|leap\w*|jump\w*|trips?|tripping|vault\w*|lands|hits|skydiv\w*|rappel\w*|abseil\w*|bails)$/i;
const JUMPS = /^(?:leap\w*|jump\w*|vault\w*)$/i;
const ROLLS = /^(?:rolls|flips|rolling|flipping)\s+over$/;
const LANDING_WORDS = String.raw`(?:(?:back|backward|backwards|down|forward|over|limp|\p{Ll}+ly)\s+){0,2}`;
/** "falls back onto the bed", "falls into his arms", "falls to his knees": no stunt fall. */
const SOFT_LANDING = new RegExp(
  String.raw`^[\s,]*${LANDING_WORDS}(?:${ci(softLandings.kneeling)}|${ci(["into", "onto", "on", "in", "across", "against", "upon", "to"])}\s+(?:${DETERMINER}\s+)?(?:[\p{L}'’-]+\s+){0,2}?${ci(softLandings.surfaces)})${END}`,
  "u",
);
/** "jumps off the table", "leaps over her bed": a jump off or over low furniture. */
const LOW_JUMP = new RegExp(
  String.raw`^\s+(?:${ci(["back", "right", "straight", "up"])}\s+)?(?:${ci(["clear"])}\s+)?(?:${ci(["off", "from", "from behind", "out from behind", "over", "across", "out of", "down from"])}\s+)?${DETERMINER}\s+(?:[\p{L}'’-]+\s+){0,2}?(?:(?:end|side|top|edge)\s+of\s+${DETERMINER}\s+)?${ci(softLandings.lowPlaces)}${END}`,
  "u",
);
