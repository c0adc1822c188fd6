import {
  type BreakdownCast,
  type BreakdownElements,
  type BreakdownLocation,
  type BreakdownScene,
  dayPartOf,
  ELEMENT_KINDS,
  type ElementKind,
  type ElementQuote,
  type ProductionBreakdown,
} from "#domain/production-breakdown";
import type { ReadingCharacter } from "#domain/script-reading";
import { characterName } from "#server/screenplay/patterns";
import type { TitlePageEntry } from "#server/screenplay/screenplay-element";
import { splitSentences } from "../../text/words";
import { AGE_PREFIX, isCueName } from "../cast";
import type { SceneModel } from "../scene-model";
import { withoutWrittenText } from "../written-text";
import {
  ATTACK,
  bikeAnimalForms,
  carAnimalForms,
  cueNameAnimals,
  ELEMENT_LEXICONS,
  GIVEN_TO,
  GUNFIRE,
  hasAttack,
  namesIn,
  numberedCueAnimals,
  OF_A_PERSON,
  properNameForms,
  speakerNameAnimals,
  surnameAnimals,
  withoutNames,
} from "./breakdown-lexicons";
import { budgetBand } from "./budget-band";
import { commonNounCast, isCastName } from "./cast-names";
import { creatureCharacters } from "./creature-characters";
import { drawnSights } from "./drawn-sights";
import {
  doubledNames,
  effectActions,
  headingEffects,
  headingWeather,
  namedMachines,
  sfxJudge,
  stagedAction,
  twinned,
  vfxJudge,
} from "./effect-actions";
import { quoteOf } from "./element-quote";
import { beingsAreCreatures, namesABeing } from "./generic-beings";
import { headingPeople } from "./heading-people";
import { type HeadingPlace, PLACE_YEAR_CAPTION, periodOf, yearsIn } from "./heading-place";
import { namedAnimals, namedAnimalsIn } from "./named-animals";
import { isPersonNoun } from "./person-noun";
import { properCase } from "./proper-case";
import { riddenHorse } from "./ridden-horses";
import { bitPartsIn, scenePeople, scriptBitParts } from "./scene-people";
import { placesUnderShots, scenePlaces } from "./shot-heading";
import { stuntActions, stuntJudge } from "./stunt-actions";
import { headingOnlyVehicle, namedVehicles, vehicleJudge } from "./vehicle-figures";
import { wieldedWeapons } from "./wielded-weapons";

export interface BreakdownInput {
  scenes: readonly SceneModel[];
  /** The reading's cast (speakers), with aliases. */
  characters: readonly ReadingCharacter[];
  /** Any cue or alias -> canonical name. */
  canonical: ReadonlyMap<string, string>;
  titlePage: readonly TitlePageEntry[];
  pages: number;
  format: string;
}

/** Title-page entries whose years are dates of the file, not of the story. */
const FILE_DATES = /copyright|draft|date|revision|contact|registered|wga|\(c\)|©/i;
/** A link's digits ("…_CR0,0,1412,1000_AL_.jpg") are part of an address, never a year of the story. */
const LINK = /\b(?:https?:\/\/|www\.)|\.(?:jpe?g|png|gif|pdf|html?)\b/i;
/** Action that states the period: "It's the mid-1960's". */
const PERIOD_STATEMENT =
  /\b(?:it['’]s|it is|the year is|circa)\s+(?:the\s+)?(?:early\s+|mid-?\s*|late\s+)?(?=1\d\d\d)/i;
/** On-screen captions in action that place the story in time: "SUPER: NEBRASKA, 1866". */
const CAPTION = /^(?:SUPER(?:IMPOSE)?|TITLE|CARD|CHYRON|TITLE CARD|CAPTION)\s*:/i;
/**
 * A story set in another time says so on its title page, as it opens (a caption or heading in its
 * first scenes) or in heading after heading. A year met only once or twice later on is a flashback,
 * a room ("ROOM 1403") or a look ("a motel office circa 1950s"), not the story's period.
 */
const OPENING_SCENES = 5;
const DATED_SHARE = 0.2;

const ALL_KINDS: ReadonlySet<ElementKind> = new Set(ELEMENT_KINDS);
/** The most sentences in a row an element's quote may take. */
const QUOTE_SPAN = 3;

/** The production breakdown counted from the reading's scenes (product.md §10). */
export function readBreakdown(input: BreakdownInput): ProductionBreakdown {
  const known = new Set<string>([...input.canonical.keys(), ...input.canonical.values()]);
  for (const character of input.characters) for (const alias of character.aliases) known.add(alias);
  const upperKnown = new Set([...known].map((name) => name.toUpperCase()));
  // Headings without INT./EXT. that frame a person, a thing or a position first, then any heading
  // whose place is only a shot's framing or the people in it.
  const ownPlaces = scenePlaces(input.scenes, upperKnown);
  const headingPlaces = placesUnderShots(
    input.scenes.map((scene, index) => ({ heading: scene.heading, place: ownPlaces[index]! })),
    upperKnown,
  );
  // A place in capitals ("COMMAND CENTER") in the action is where a scene is, never who is in it.
  const places = new Set(headingPlaces.map((place) => place.location));
  // A shouted line or a music cue the parser took for a cue is no one in the cast.
  const castNames = new Set(input.characters.map((character) => character.name).filter(isCastName));
  const titleYears = input.titlePage
    .filter(
      (entry) => !FILE_DATES.test(entry.key) && !FILE_DATES.test(entry.value) && !LINK.test(entry.value),
    )
    .flatMap((entry) => yearsIn(entry.value));
  const allYears: number[] = [...titleYears];
  const judgeStunt = stuntJudge(upperKnown);
  let datedScenes = 0;
  let datedOpening = false;
  const actionTexts = input.scenes.flatMap((scene) =>
    scene.elements.filter((element) => element.type === "action").map((element) => element.text),
  );
  const vfxNames = properNameForms(actionTexts, ELEMENT_LEXICONS.vfx);
  const thingsCast = commonNounCast(castNames, actionTexts);
  // Among dinosaurs, "these damn animals" and "the fearsome beast" are dinosaurs.
  const creatureBeings = beingsAreCreatures(actionTexts);
  const framedBy = headingPeople(input.canonical);
  // A mustang the script drives, "RAT #1" and his Rats, or "PIG NOSE #1", is no animal on set.
  const carForms = carAnimalForms(actionTexts);
  const carNamed = carForms.size
    ? new RegExp(`(?<![\\p{L}])(?:${[...carForms].join("|")})(?![\\p{L}])`, "iu")
    : null;
  const notAnimals = new Set([
    ...carForms,
    ...bikeAnimalForms(actionTexts),
    ...numberedCueAnimals(input.canonical.keys()),
    ...cueNameAnimals(input.canonical.keys()),
    ...speakerNameAnimals(actionTexts, input.canonical.keys()),
  ]);
  const surnames = surnameAnimals(actionTexts, upperKnown);
  const animalCharacters = introducedAs(input.scenes, known, "animals", notAnimals);
  const animalNames = new Set([...animalCharacters.keys()].map((name) => name.toUpperCase()));
  const pets = namedAnimals(
    actionTexts.map((text) => withoutNames(text, notAnimals, true)),
    upperKnown,
  );
  const vfxCharacters = new Map([
    ...creatureCharacters(input.scenes, known),
    ...introducedAs(input.scenes, known, "vfx"),
  ]);
  // A robot the script names ("GERTY, the base's robot") is a machine: where it moves, it moves by itself.
  const namedRobots = namedMachines(actionTexts, upperKnown);
  const machineNames = new Set([
    ...[...vfxCharacters].filter(([, image]) => image === "robot").map(([name]) => name),
    ...namedRobots,
  ]);
  const scriptCues = new Set(input.scenes.flatMap((scene) => scene.cues.map((cue) => cue.trim())));
  const doubled = doubledNames(
    input.scenes.map((scene) => scene.cues),
    scriptCues,
  );
  let childScenes = 0;
  let crowdScenes = 0;
  const actionOf = (scene: SceneModel) =>
    scene.elements
      .filter((element) => element.type === "action")
      .map((element) => element.text)
      .join("\n");
  /** Each scene's cast on set (cue names), for the cast table. */
  const onSet: string[][] = [];
  const sceneBitParts = input.scenes.map((scene) => bitPartsIn(actionOf(scene), known, places));
  const bitParts = scriptBitParts(sceneBitParts.flat());
  /**
   * The elements a scene's action asks for. `whole` reads the scene as a breakdown sheet does, its
   * heading and the characters in it too; one sentence is read without them, to find where each
   * element is written, reading only the kinds still `wanted`.
   */
  const elementsOf = (
    scene: SceneModel,
    index: number,
    action: string,
    actionBlocks: readonly string[],
    whole: boolean,
    wanted: ReadonlySet<ElementKind> = ALL_KINDS,
  ): BreakdownElements => {
    // What a screen in the scene shows is footage: no special effect on set.
    const staged = stagedAction(actionBlocks);
    const elements = Object.fromEntries(
      ELEMENT_KINDS.map((kind) => [
        kind,
        !wanted.has(kind)
          ? []
          : namesIn(
              // Words in quotation marks (a sign, a title, a line said) name nothing on set.
              withoutWrittenText(
                kind === "vfx"
                  ? withoutNames(action, vfxNames)
                  : kind === "animals"
                    ? withoutLikenesses(
                        withoutNames(withoutNames(action, notAnimals, true), surnames),
                        upperKnown,
                        animalNames,
                      )
                    : kind === "sfx" || kind === "vehicles" || kind === "weapons"
                      ? staged
                      : action,
              ),
              ELEMENT_LEXICONS[kind],
              kind === "stunts"
                ? judgeStunt
                : kind === "vfx"
                  ? vfxJudge
                  : kind === "sfx"
                    ? sfxJudge
                    : kind === "vehicles"
                      ? vehicleJudge
                      : undefined,
            ),
      ]),
    ) as BreakdownElements;
    const wants = (kind: ElementKind) => wanted.has(kind);
    if (wants("weapons"))
      for (const weapon of wieldedWeapons(action))
        if (!elements.weapons.length || (weapon === "gun" && !elements.weapons.includes(weapon)))
          elements.weapons.push(weapon);
    if (wants("stunts")) {
      if (!elements.stunts.includes(ATTACK.name) && hasAttack(action)) elements.stunts.push(ATTACK.name);
      const previous = whole && index > 0 ? actionOf(input.scenes[index - 1]!) : "";
      for (const stunt of stuntActions(
        whole ? continuedSentence(previous, action, scene.heading) : action,
        upperKnown,
      ))
        if (!elements.stunts.includes(stunt)) elements.stunts.push(stunt);
    }
    if (
      wants("sfx") &&
      !elements.sfx.includes(GUNFIRE.name) &&
      elements.weapons.some((weapon) => GUNFIRE.firearms.has(weapon)) &&
      // A shot only written or mimed in quotation marks ('makes a "shoot him in the neck" motion') is none.
      GUNFIRE.pattern.test(withoutWrittenText(staged))
    )
      elements.sfx.push(GUNFIRE.name);
    GUNFIRE.pattern.lastIndex = 0;
    if (wants("sfx") || wants("vfx")) {
      const effects = effectActions(action, upperKnown, machineNames);
      if (staged !== action) effects.sfx = effectActions(staged, upperKnown, machineNames).sfx;
      for (const kind of ["sfx", "vfx"] as const)
        for (const effect of effects[kind]) if (!elements[kind].includes(effect)) elements[kind].push(effect);
    }
    if (whole) {
      for (const effect of headingEffects(scene.heading))
        if (!elements.vfx.includes(effect)) elements.vfx.push(effect);
      for (const weather of headingWeather(scene.heading))
        if (!elements.sfx.includes(weather)) elements.sfx.push(weather);
    }
    if (wants("vfx"))
      for (const sight of drawnSights(action)) if (!elements.vfx.includes(sight)) elements.vfx.push(sight);
    if (whole && twinned(scene.cues, action, scriptCues, doubled) && !elements.vfx.includes("twinning"))
      elements.vfx.push("twinning");
    // Only a heading's own words put the scene in a vehicle: a shot under a car's heading names none.
    if (whole)
      for (const vehicle of headingVehicles(scene.heading, ownPlaces[index]!, scene.setting))
        if (!elements.vehicles.includes(vehicle)) elements.vehicles.push(vehicle);
    if (wants("animals")) {
      for (const animal of namedAnimalsIn(action, pets))
        if (!elements.animals.includes(animal)) elements.animals.push(animal);
      if (!elements.animals.includes("horse") && riddenHorse(action)) elements.animals.push("horse");
    }
    if (wants("vehicles")) {
      // "The Mustang roars down the highway": the car the script named by an animal's word.
      if (carNamed?.test(action) && !elements.vehicles.includes("car")) elements.vehicles.push("car");
      for (const vehicle of namedVehicles(action, elements))
        if (!elements.vehicles.includes(vehicle)) elements.vehicles.push(vehicle);
    }
    if (creatureBeings) {
      elements.animals = elements.animals.filter((animal) => animal !== "animals");
      if (wants("vfx") && !elements.vfx.includes("creature") && namesABeing(action))
        elements.vfx.push("creature");
    }
    for (const [name, animal] of animalCharacters)
      if (whole && scene.characters.includes(name) && !elements.animals.includes(animal))
        elements.animals.push(animal);
    // "the robot's loyalties" in a scene of GERTY, "a state of the art robot": that machine, a
    // practical effect on set, no visual effect.
    if (scene.characters.some((name) => namedRobots.has(name)))
      elements.vfx = elements.vfx.filter((effect) => effect !== "robot");
    // A creature only named as the owner of a thing ("Hellboy's coat") is not on set.
    for (const [name, image] of vfxCharacters)
      if (
        whole &&
        scene.characters.includes(name) &&
        !scene.ownersOnly?.includes(name) &&
        !elements.vfx.includes(image)
      )
        elements.vfx.push(image);
    return elements;
  };
  /**
   * Where each element is written: the first sentence of the action that asks for it read alone,
   * else (for gunfire) the sentence the shot is fired in, else the heading that puts the scene in a
   * vehicle or an effect, else the first sentence that names the character it is. An element no
   * sentence gives alone (a twin) has no quote.
   */
  const elementQuotes = (
    scene: SceneModel,
    index: number,
    actionBlocks: readonly string[],
    elements: BreakdownElements,
  ): ElementQuote[] => {
    const quotes = new Map<string, ElementQuote>();
    const keyOf = (kind: ElementKind, name: string) => `${kind}:${name}`;
    const unquoted = (kind: ElementKind, name: string) =>
      elements[kind].includes(name) && !quotes.has(keyOf(kind, name));
    const quote = (kind: ElementKind, name: string, text: string) =>
      quotes.set(keyOf(kind, name), { kind, name, quote: quoteOf(text) });
    const wanted = ELEMENT_KINDS.reduce((sum, kind) => sum + elements[kind].length, 0);
    if (!wanted) return [];
    // The sentence a scene opens on may begin in the last one ("...out of a giant cannon.").
    const previous = index > 0 ? actionOf(input.scenes[index - 1]!) : "";
    const blocks = [...actionBlocks];
    if (blocks.length) blocks[0] = continuedSentence(previous, blocks[0]!, scene.heading);
    // A quote is words as they stand on the page: sentences of one action paragraph.
    const paragraphs = blocks.map(splitSentences);
    const sentences = paragraphs.flat();
    // One sentence alone first; then two or three in a row, for what one sentence sets up and the
    // next does ("a strange mechanical hand on the desk. It clamps down automatically.").
    for (let span = 1; span <= QUOTE_SPAN && quotes.size < wanted; span++)
      for (const paragraph of paragraphs)
        for (let at = 0; at + span <= paragraph.length && quotes.size < wanted; at++) {
          const kinds = new Set(
            ELEMENT_KINDS.filter((kind) => elements[kind].some((name) => unquoted(kind, name))),
          );
          // Gunfire is read from the weapons; a car told by its tires, from the stunts and the mounts.
          if (kinds.has("sfx")) kinds.add("weapons");
          if (kinds.has("vehicles")) for (const kind of ["animals", "stunts"] as const) kinds.add(kind);
          const text = paragraph.slice(at, at + span).join(" ");
          const found = elementsOf(scene, index, text, [text], false, kinds);
          for (const kind of ELEMENT_KINDS)
            for (const name of found[kind]) if (unquoted(kind, name)) quote(kind, name, text);
        }
    // Gunfire whose gun the scene named in another paragraph: the sentence the shot is fired in.
    if (unquoted("sfx", GUNFIRE.name)) {
      const shot = sentences.find((sentence) => {
        GUNFIRE.pattern.lastIndex = 0;
        return GUNFIRE.pattern.test(withoutWrittenText(sentence));
      });
      GUNFIRE.pattern.lastIndex = 0;
      if (shot) quote("sfx", GUNFIRE.name, shot);
    }
    const fromHeading = [
      ...headingEffects(scene.heading).map((name) => ["vfx", name] as const),
      ...headingWeather(scene.heading).map((name) => ["sfx", name] as const),
      ...headingVehicles(scene.heading, ownPlaces[index]!, scene.setting).map(
        (name) => ["vehicles", name] as const,
      ),
    ];
    for (const [kind, name] of fromHeading) if (unquoted(kind, name)) quote(kind, name, scene.heading);
    const characters: [ElementKind, Map<string, string>][] = [
      ["animals", animalCharacters],
      ["vfx", vfxCharacters],
    ];
    for (const [kind, named] of characters)
      for (const [character, name] of named) {
        if (!unquoted(kind, name)) continue;
        const lower = character.toLowerCase();
        const sentence = sentences.find((text) => text.toLowerCase().includes(lower));
        if (sentence) quote(kind, name, sentence);
      }
    return ELEMENT_KINDS.flatMap((kind) =>
      elements[kind].flatMap((name) => quotes.get(keyOf(kind, name)) ?? []),
    );
  };
  const scenes: BreakdownScene[] = input.scenes.map((scene, index) => {
    const place = headingPlaces[index]!;
    const actionBlocks = scene.elements
      .filter((element) => element.type === "action")
      .map((element) => element.text);
    const action = actionBlocks.join("\n");
    const captionYears = actionBlocks
      .filter(
        (block) =>
          CAPTION.test(block.trim()) || PERIOD_STATEMENT.test(block) || PLACE_YEAR_CAPTION.test(block.trim()),
      )
      .flatMap(yearsIn);
    const years = [...place.years, ...captionYears];
    allYears.push(...years);
    if (years.length) {
      datedScenes++;
      if (index < OPENING_SCENES) datedOpening = true;
    }
    const narrators = voiceOverOnly(scene);
    const speaking = new Set(
      scene.cues
        .map((cue) => castCue(cue, input.canonical, castNames, narrators.has(cue)))
        .filter((name): name is string => name !== null),
    );
    // Young Edward speaking is the scene's Edward, unless Edward has a line of his own there too.
    const playedYounger = new Set(
      [...speaking].flatMap((name) => {
        const story = input.canonical.get(name);
        return story && story !== name && !speaking.has(story) ? [story] : [];
      }),
    );
    const present = scene.characters.filter(
      (name) => isCastName(name) && !scene.ownersOnly?.includes(name) && !playedYounger.has(name),
    );
    // "SCOTT" / "sees this and shoots a look at Nak", "MEDIUM SHOT - ANNIE": a heading that frames a person puts him on set.
    for (const framed of framedBy(scene.heading))
      if (isCastName(framed) && !present.includes(framed) && !speaking.has(framed)) present.push(framed);
    for (const { name, pattern } of thingsCast)
      if (!present.includes(name) && pattern.test(action)) present.push(name);
    onSet.push([...new Set([...speaking, ...present.filter((name) => castNames.has(name))])]);
    const people = scenePeople(action, present, speaking, sceneBitParts[index] ?? [], bitParts);
    if (people.hasChildren) childScenes++;
    if (people.hasCrowd) crowdScenes++;
    const elements = elementsOf(scene, index, action, actionBlocks, true);
    const quotes = elementQuotes(scene, index, actionBlocks, elements);
    return {
      number: scene.number,
      heading: scene.heading,
      page: scene.page,
      eighths: scene.eighths,
      setting: scene.setting,
      time: scene.time,
      location: place.location,
      set: place.set,
      cast: [...speaking].map(properCase),
      extras: people.extras,
      elements,
      quotes,
      period: years.length ? periodOf(years) : null,
    };
  });
  oneNamePerPlace(scenes);
  groupSets(scenes);
  const period =
    titleYears.length || datedOpening || datedScenes >= input.scenes.length * DATED_SHARE
      ? periodOf(allYears)
      : null;
  const cast = castTable(input.scenes, onSet);
  const locations = locationTable(scenes);
  return {
    scenes,
    cast,
    locations,
    period,
    budgetBand: budgetBand({
      scenes,
      locations: locations.length,
      // A voice only heard is no one on set, but it is a part to cast and pay.
      speakingParts: input.characters.filter((character) => isCueName(character.name)).length,
      years: allYears,
      period,
      pages: input.pages,
      format: input.format,
      childScenes,
      crowdScenes,
    }),
  };
}

/** Action that opens on an ellipsis ("...out of a giant cannon.") ends a sentence the last scene began. */
const CONTINUES = /^\s*(?:\.\.\.|…)/;
/** A shot heading that is the subject of the action under it: "THE MAZDA" / "begins to roll down the hill." */
const SHOT_SUBJECT = /^\s*\p{Ll}/u;
const SCENE_HEADING = /^(?:INT|EXT|I\/E|INT\.?\/EXT)\b/i;

/**
 * The action, with the words it runs on from: the sentence the last scene began when it opens on an
 * ellipsis, or its shot heading when it opens in lower case.
 */
function continuedSentence(previous: string, action: string, heading: string): string {
  if (SHOT_SUBJECT.test(action) && heading && !SCENE_HEADING.test(heading.trim()))
    return `${heading.trim()} ${action.trimStart()}`;
  if (!CONTINUES.test(action)) return action;
  const open = previous.trimEnd().replace(/(?:\.\.\.|…|-+|—)$/, "");
  const start = Math.max(...[".", "!", "?", "\n"].map((mark) => open.lastIndexOf(mark))) + 1;
  return `${open.slice(start).trim()} ${action.trimStart()}`;
}

/**
 * A heading that puts the scene inside a vehicle ("INT. MATT'S CAR"), beside or on one ("EXT. CAB",
 * "EXT. SHIP - DECK") or on the move ("COP CAR (MOVING)").
 */
const MOVING = /\b(?:MOVING|DRIVING|TRAVELING|TRAVELLING|IN FLIGHT)\b/i;

function headingVehicles(heading: string, place: HeadingPlace, setting: SceneModel["setting"]): string[] {
  if (MOVING.test(heading)) {
    const named = namesIn(heading, ELEMENT_LEXICONS.vehicles);
    // "INT. LANDCRUISER, DRIVING": a place inside that is on the move is a vehicle, whatever its name.
    if (named.length || setting === "EXT" || !place.location) return named;
    return [place.location.toLowerCase().replace(/^.*['’]s\s+/, "")];
  }
  const { names } = ELEMENT_LEXICONS.vehicles;
  // "INT. PICKUP TRUCK/PARKING LOT": the vehicle may be the location, its set a place outside.
  for (const part of [place.set, place.location]) {
    // A replacement character standing alone between words is the dash the file lost ("PLANE � CONTINUOUS").
    const words = part
      .replace(/\([^)]*\)/g, "")
      .replace(/\s\uFFFD\s.*$/u, "")
      .trim()
      .split(/\s+/);
    // Outside, a vehicle is the place only when the heading names just it ("EXT. SHERLOCK'S CAB",
    // "EXT. POLICE CAR"); "EXT. PLATTE RIVER FERRY" is a crossing named for its ferry.
    if (setting !== "INT" && words.filter((word) => !/['’]S$/i.test(word)).length > 2) continue;
    for (const tail of [words.slice(-2).join(" "), words.at(-1) ?? ""]) {
      const word = tail.toLowerCase().replace(/^.*['’]s\s+/, "");
      const name = names.get(word) ?? headingOnlyVehicle(word);
      if (name) return [name];
    }
  }
  return [];
}

/**
 * Characters the action introduces as an element ("Karl the giant", "SNUFFLES, the family dog"):
 * name -> element, brought to every scene they are in, named or not. `notNames` are phrases that
 * name no element ("the WOMAN PIG NOSE").
 */
function introducedAs(
  scenes: readonly SceneModel[],
  known: ReadonlySet<string>,
  kind: "animals" | "vfx",
  notNames: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const found = new Map<string, string>();
  const upper = new Map([...known].map((name) => [name.toUpperCase(), name]));
  // A character is introduced where first seen: "Bodhi, a wolf plunging among the sheep" a hundred
  // scenes on is a figure of speech.
  const seen = new Set<string>();
  for (const scene of scenes) {
    const firstHere = new Set(scene.characters.filter((name) => !seen.has(name)));
    for (const name of scene.characters) seen.add(name);
    for (const block of scene.elements) {
      if (block.type !== "action") continue;
      // A "Casper the Friendly Ghost" T-shirt is printed, not a ghost.
      const text = withoutNames(withoutWrittenText(block.text), notNames, true);
      for (const match of text.matchAll(INTRODUCED_AS)) {
        // "HICKS, a middle aged bulldog of a cop", "MAC, a huge bear of a man": a likeness, not an animal.
        const after = text.slice(match.index + match[0].length);
        if (OF_A_PERSON.test(after) || (/\sof$/i.test(match[0]) && /^\s+an?\b/i.test(after))) continue;
        // "Steve shows Dylan the alien space craft": Dylan is shown it, not introduced as it.
        if (GIVEN_TO.test(text.slice(Math.max(0, match.index - 20), match.index))) continue;
        const name = upper.get((match[1] ?? "").toUpperCase());
        if (name && kind === "animals" && scene.characters.includes(name) && !firstHere.has(name)) continue;
        // From the article on, so the tagger reads "the giant" as the noun it is.
        const element = namesIn(match[0].slice(match[1]?.length ?? 0), ELEMENT_LEXICONS[kind])[0];
        if (name && element && !found.has(name)) found.set(name, element);
      }
    }
  }
  return found;
}

/**
 * "we follow Bodhi, a wolf plunging among the sheep": an animal set beside the name of someone not
 * introduced as one is a likeness, to the end of its clause, and no animal on set.
 */
const LIKENESS =
  /(?<![\p{L}])(\p{Lu}[\p{L}'’-]+),\s+an?\s+((?:[\p{L}-]+\s+){0,2})((?:[^.,;:!?\n—–]|\n(?![ \t]*\n))*)/gu;
function withoutLikenesses(
  action: string,
  known: ReadonlySet<string>,
  introduced: ReadonlySet<string>,
): string {
  if (!action.includes(",")) return action;
  return action.replace(LIKENESS, (phrase, name: string, head: string, rest: string) => {
    if (!known.has(name.toUpperCase()) || introduced.has(name.toUpperCase())) return phrase;
    if (!namesIn(`a ${head}${rest.split(/\s+/)[0] ?? ""}`, ELEMENT_LEXICONS.animals).length) return phrase;
    return name + ",".padEnd(phrase.length - name.length);
  });
}

const INTRODUCED_AS =
  /\b(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)(?:,\s+(?:the|a|an|his|her|their|our)|\s+(?:the|THE))\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/gu;

function castTable(scenes: readonly SceneModel[], onSet: readonly (readonly string[])[]): BreakdownCast[] {
  const rows = new Map<string, BreakdownCast>();
  scenes.forEach((scene, index) => {
    for (const name of onSet[index] ?? []) {
      const row = rows.get(name);
      if (!row) {
        rows.set(name, {
          name: properCase(name),
          scenes: 1,
          eighths: scene.eighths,
          firstScene: scene.number,
          lastScene: scene.number,
        });
        continue;
      }
      row.scenes++;
      row.eighths += scene.eighths;
      row.lastScene = scene.number;
    }
  });
  return [...rows.values()].sort((a, b) => b.scenes - a.scenes || b.eighths - a.eighths);
}

/**
 * The cast name a cue is played by: its reading's name, except that a younger or older self cued
 * apart ("YOUNG EDWARD") is another actor, and a cue that names a kind of person ("WOMAN SURFER",
 * "CYBER BOSS") a bit part, so the breakdown keeps the cue's own name.
 */
function castCue(
  cue: string,
  canonical: ReadonlyMap<string, string>,
  castNames: ReadonlySet<string>,
  voiceOver: boolean,
): string | null {
  const name = canonical.get(cue);
  if (!name || !castNames.has(name)) return null;
  // ADULT EDWARD (V.O.) telling the story over his younger self is the story's Edward, not a face on set.
  if (name === cue || !isCastName(cue)) return name;
  // WOMAN SURFER, folded into the script's WOMAN, is a part of its own, cast by its cue.
  if (cue.includes(" ") && isPersonNoun(cue)) return cue;
  return AGE_PREFIX.test(cue) && !voiceOver ? cue : name;
}

const VOICE_OVER = /\(\s*V\.?\s*O\.?\s*\)/i;

/** The cues a scene hears only in voice-over. */
function voiceOverOnly(scene: SceneModel): Set<string> {
  const over = new Set<string>();
  const seen = new Set<string>();
  for (const element of scene.elements) {
    if (element.type !== "character") continue;
    const cue = characterName(element.text);
    if (VOICE_OVER.test(element.text)) over.add(cue);
    else seen.add(cue);
  }
  for (const cue of seen) over.delete(cue);
  return over;
}

function locationTable(scenes: readonly BreakdownScene[]): BreakdownLocation[] {
  const rows = new Map<string, BreakdownLocation>();
  for (const scene of scenes) {
    // An opening before the first heading, or a scene the draft omits, is at no location.
    if (!scene.heading || !scene.location) continue;
    const row = rows.get(scene.location) ?? {
      name: scene.location,
      sets: [],
      scenes: 0,
      eighths: 0,
      day: 0,
      night: 0,
    };
    if (!row.sets.includes(scene.set)) row.sets.push(scene.set);
    row.scenes++;
    row.eighths += scene.eighths;
    const part = dayPartOf(scene.time);
    if (part === "day") row.day++;
    if (part === "night") row.night++;
    rows.set(scene.location, row);
  }
  return [...rows.values()].sort((a, b) => b.scenes - a.scenes || b.eighths - a.eighths);
}

/**
 * "THE LIFEBOAT" and "LIFEBOAT" in one script are one place: every scene takes the name most of
 * them use (the first used on a tie; never "A ..." where another form is used), and a set that
 * was only the place follows it.
 */
export function oneNamePerPlace(scenes: BreakdownScene[]): void {
  const forms = new Map<string, Map<string, number>>();
  for (const scene of scenes) {
    if (!scene.location) continue;
    const key = placeKey(scene.location);
    const counts = forms.get(key) ?? new Map<string, number>();
    counts.set(scene.location, (counts.get(scene.location) ?? 0) + 1);
    forms.set(key, counts);
  }
  for (const scene of scenes) {
    const counts = scene.location ? forms.get(placeKey(scene.location)) : undefined;
    if (!counts || counts.size < 2) continue;
    const [name] = [...counts].reduce((best, form) => (rank(form) > rank(best) ? form : best));
    if (scene.set === scene.location) scene.set = name;
    scene.location = name;
  }
}
/** A place's name for telling places apart: "THE RAFT" and "Raft" are one. */
export const placeKey = (name: string) => name.replace(/^(?:THE|AN?)\s+/i, "").toUpperCase();
/** "AN ALLEY" names one alley among others: the place is ALLEY, then the form most scenes use. */
const rank = ([name, count]: [string, number]) => (/^AN?\s/i.test(name) ? 0 : 10_000) + count;

/**
 * A location's sets grouped: "BLOOM HOUSE KITCHEN" and "BLOOM HOUSE - KITCHEN" are the set
 * KITCHEN of BLOOM HOUSE when BLOOM HOUSE is itself a heading's location.
 */
export function groupSets(scenes: BreakdownScene[]): void {
  const names = new Set(scenes.map((scene) => scene.location).filter(Boolean));
  const byLength = [...names].sort((a, b) => b.length - a.length);
  for (const scene of scenes) {
    const parent = byLength.find(
      (name) => name !== scene.location && name.includes(" ") && scene.location.startsWith(`${name} `),
    );
    if (!parent) continue;
    const rest = scene.location.slice(parent.length).replace(/^[\s/,.;:-]+/, "");
    // "MAIN STREET OF ASHTON", "LEONARD'S APARTMENT WITH HIGH CEILINGS": a place named with a
    // phrase after it is that whole place, not a set of MAIN STREET.
    if (NAMING_PHRASE.test(rest)) continue;
    scene.set = scene.set === scene.location ? rest : `${rest} - ${scene.set}`;
    scene.location = parent;
  }
}
const NAMING_PHRASE = /^(?:OF|FROM|WITH|IN|ON|AT|BY|NEAR|OVERLOOKING|OUTSIDE|INSIDE)\b/i;
