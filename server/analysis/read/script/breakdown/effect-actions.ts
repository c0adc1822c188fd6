import nlp from "compromise";
import { escapeRegex } from "#analysis/read/text/words";
import { lexicon } from "#server/lexicons/word-lists";
import actions from "../../../../lexicons/effect-actions.json" with { type: "json" };
import elementLexicons from "../../../../lexicons/element-lexicons.json" with { type: "json" };
import { madeInShape } from "./animal-figures";
import {
  clauseBefore,
  ELEMENT_LEXICONS,
  formPattern,
  longestFirst,
  type MatchJudge,
  namesIn,
  verbForms,
} from "./breakdown-lexicons";
import { giantPartIn, hybridIn } from "./creature-characters";
import { giantOnlySizes } from "./drawn-sights";
import { isPersonNoun } from "./person-noun";
import { properCase } from "./proper-case";

const data = lexicon(actions);
const BODY = new Set(lexicon(elementLexicons).people.bodyParts);

const START = String.raw`(?<![\p{L}\p{N}'’-])`;
const END = String.raw`(?![\p{L}\p{N}])`;
const anyOf = (forms: readonly string[]) => `(?:${longestFirst(forms)})`;
/** A verb or verb phrase in every tense: "reach for" -> "reaches for", "reaching for"... */
const bent = (list: readonly string[]) => anyOf(list.flatMap((verb) => verbForms(verb)));
/** Up to `n` words between a subject and its verb: "the trees ahead are moving". */
const upTo = (n: number) => String.raw`(?:\s+[\p{L}'’-]+){0,${n}}?\s+`;
/** As `upTo`, but no conjunction between: "out of the building and collapses", "the factory before collapsing" is a person who falls. */
const upToInClause = (n: number) =>
  String.raw`(?:\s+(?!(?:and|then|but|or|before|after|as|while|when|until)\s)[\p{L}'’-]+){0,${n}}?\s+`;
/** One of `things` doing one of `verbs` within its clause, up to `gap` words apart: "the windmill ... collapsing". */
const thingDoes = (things: readonly string[], verbs: readonly string[], gap: number) =>
  new RegExp(`${START}${anyOf(things)}${upToInClause(gap)}${bent(verbs)}${END}`, "iu");

const {
  machines,
  rigs,
  smashing,
  breathed,
  lights,
  breakaway,
  burning,
  plants,
  flight,
  visions,
  structures,
  wounds,
  fragile,
  unmaking,
  animated,
  powers,
  marks,
  idioms,
  offWorld,
  possession,
  alteredViews,
  ground,
  swarms,
  seenThrough,
  doubles,
  bullets,
  smoking,
  water,
  ceilings,
  undead,
  setPieces,
  spacecraft,
  aircraft,
  screens,
  shaking,
  sinking,
  floodFigures,
  winds,
  skyfalls,
  insideBodies,
  debris,
} = data;
const MACHINE = `${START}(?!${anyOf(machines.notNouns)}${END})${anyOf(machines.nouns)}${END}`;
const MACHINE_MOVES = new RegExp(`${MACHINE}${upTo(2)}${bent(machines.motions)}${END}`, "iu");
const MACHINE_NAMED = new RegExp(MACHINE, "iu");
/** "It" opening a sentence or a clause after a comma: "Like a flower, it unfolds". */
const IT_MOVES = new RegExp(
  String.raw`(?:^|,\s*)it\s+(?:\p{Ll}+ly\s+)?${bent(machines.motions)}${END}`,
  "iu",
);

/** "four enormous platforms rise into view", "the trap door springs open": the set's machinery moves. */
const RIG_MOVES = new RegExp(`${START}${anyOf(rigs.nouns)}${upTo(2)}${bent(rigs.motions)}${END}`, "iu");

/**
 * "She knocks over a lamp ... throws a small table at her. It smashes apart", "their secret altar
 * smashed", "smashes the television": a thing broken on set is a breakaway. Not one smashed into
 * (a collision) nor down on a counter (slammed, not broken).
 */
const SMASHED_THING = anyOf(smashing.things);
const NOT_BROKEN = String.raw`(?!\s+(?:down|open|shut)${END})`;
/** Only a word that says how between the thing and its verb: "the table suddenly smashes", not "the table Nick smashes". */
const HOW = String.raw`\s+(?:(?:then|suddenly|finally|also|just|\p{Ll}+ly)\s+)?`;
/** A verb as it acts, never its past: "the furniture smashed" is what is left after, set dressing. */
const nowOnly = (list: readonly string[]) =>
  anyOf(list.flatMap((verb) => verbForms(verb)).filter((form) => !/ed$/.test(form)));
const SMASHED = new RegExp(
  `${START}(?:${SMASHED_THING}${HOW}${nowOnly(smashing.verbs)}${END}${NOT_BROKEN}|${nowOnly(smashing.verbs)}\\s+(?:the|a|an|his|her|their|its|that|this)\\s+(?:[\\p{L}-]+\\s+){0,2}?${SMASHED_THING}${END}|${nowOnly(smashing.verbs)}\\s+it${END}(?!\\s+${anyOf(smashing.notAfterIt)}${END})|${bent(smashing.apart)}${END})`,
  "iu",
);

const LIGHT = anyOf(lights.nouns);
/**
 * "The lights go out", "the overhead lights dim": lights that go dark by themselves, an effect; not
 * ones a person dims, nor "the light" alone, which may be the day's ("the light dies").
 */
const LIGHT_GOES_OUT = new RegExp(
  `${START}${anyOf(lights.nouns.filter((noun) => noun !== "light"))}${upToInClause(2)}${bent(lights.outs)}${END}`,
  "iu",
);
const LIGHT_FLICKERS = new RegExp(
  `${START}(?:${LIGHT}${upTo(3)}${bent(lights.verbs)}|${bent(lights.verbs)}${upTo(2)}${LIGHT})${END}`,
  "iu",
);

/** "the FLICKERING LIGHT of the television", "the TV's flickering light": a screen's light, no effect. */
const SCREEN = anyOf(lights.screens);
const SCREEN_LIGHT = new RegExp(
  String.raw`${START}(?:${LIGHT}\s+(?:of|from)\s+(?:(?:the|a|an|his|her|their|its)\s+)?(?:[\p{L}-]+\s+)?${SCREEN}|${SCREEN}(?:['’]s)?(?:\s+[\p{L}-]+)?\s+${LIGHT})${END}`,
  "iu",
);

const THROUGH = String.raw`(?:\s+(?:right|straight|headfirst|head first|back))?\s+through\s+(?:the|a|an|his|her|their|its)\s+(?:[\p{L}-]+\s+){0,2}?`;
/** "we go through the window to the other side": the camera moves, no glass breaks. */
const SENT_THROUGH = new RegExp(
  `(?<!(?:^|[^\\p{L}])(?:we|camera)\\s+)${START}${bent(breakaway.verbs)}${THROUGH}${anyOf(breakaway.things)}${END}`,
  "iu",
);
/** "smashes through the door", "crash through pipes, wiring and ducts": a thing broken as it is crashed through. */
const SMASHED_THROUGH = new RegExp(
  String.raw`${START}${bent(breakaway.smashVerbs)}(?:\s+(?:right|straight|headfirst|head first|back))?\s+through\s+(?:(?:the|a|an|his|her|their|its)\s+)?(?:[\p{L}-]+\s+){0,2}?${anyOf(breakaway.smashedThrough)}${END}`,
  "iu",
);
const THROUGH_PANE = new RegExp(`${START}through\\s+the\\s+${anyOf(breakaway.panes)}${END}`, "iu");
const LOOKING = new RegExp(`${START}${anyOf(breakaway.looking)}${END}`, "iu");

const BURNS = new RegExp(
  String.raw`${START}([\p{L}'’-]+)\s+(?:(?:is|are|was|were|still|slowly)\s+)*${anyOf(burning.verbs.flatMap((verb) => verbForms(verb, false)))}${END}(?:\s+([\p{L}'’-]+))?`,
  "giu",
);
const DETERMINER = new Set(burning.determiners);
const NOT_BURNING = new Set([...burning.notSubjects, ...BODY]);
const PERSON_WORD = /^(?:he|she|they|i|we|you|who|and|to|not|never|also)$/i;
const BURNED_OUT = /^-out(?![\p{L}])/u;

const PLANTS_MOVE = new RegExp(`${START}${anyOf(plants.nouns)}${upTo(2)}${bent(plants.motions)}${END}`, "iu");
const WIND = new RegExp(`${START}${anyOf(plants.wind)}${END}`, "iu");

/** "we get momentary images of a frozen tundra": pictures of another place or time laid over the scene. */
const IMAGES_OF = new RegExp(
  `${START}${anyOf(visions.brief)}\\s+(?:[\\p{L}-]+\\s+)?${anyOf(visions.images)}\\s+of(?!\\s+(?:${anyOf(visions.notOf)})${END})${END}`,
  "iu",
);
/** "the faint outline of Lydia Spring's face over the face of Rapunzel the dog": one face laid over another. */
const FACE_OVER = new RegExp(
  `${START}${anyOf(visions.overlays)}${END}[^.!?;\\n]{0,40}?\\sover\\s+(?:the|his|her|its|their)\\s+(?:own\\s+)?${anyOf(visions.under)}${END}`,
  "iu",
);
/** A shot laid over another; "SUPERIMPOSE: NEBRASKA, 1866" or a title superimposed is a caption. */
const SUPERIMPOSED = new RegExp(`${START}${anyOf(visions.superimposed)}${END}(?!\\s*:)`, "iu");
const TITLE = new RegExp(`${START}${anyOf(visions.titles)}${END}`, "iu");

/** "the windmill drops in, collapsing", "the rest of the windmill collapsing down": a building falls. */
const STRUCTURE_FALLS = thingDoes(structures.nouns, structures.verbs, 2);

/** "the catwalk BREAKS FREE", "the young trees which TOPPLE": a piece of the set gives way, a rig. */
const SET_PIECE_GIVES = thingDoes(setPieces.nouns, setPieces.verbs, 2);

/** Him or a part of someone that bleeds, not "cuts herself off", "cuts his hair", "his pants leg" nor "stabs his finger at" a map. */
const PERSON_OBJECT = String.raw`(?:(?:himself|herself|him|her|them)${END}(?!\s+${anyOf(wounds.notAfter)}${END})|(?:the|his|her|their|one|\p{Lu}[\p{L}'’-]*)\s+(?:(?!${anyOf(wounds.clothing)}${END})[\p{L}'’-]+\s+)?${anyOf(wounds.body)}${END}(?!\s+${anyOf(wounds.pointing)}${END}))`;
/** "stabs him", "slits his throat", "draws the scalpel across Jaworski's cheek": a wound, blood on set. */
const WOUND = new RegExp(
  `${START}(?:${bent(wounds.verbs)}\\s+(?:(?:into|through)\\s+)?${PERSON_OBJECT}|${bent(wounds.drawing)}\\s+(?:the|his|her|a|its)\\s+${anyOf(wounds.blades)}\\s+(?:across|along|down|over)\\s+${PERSON_OBJECT})`,
  "u",
);
/** "shoves him face first into a lighting fixture": a person driven into glass breaks a breakaway. */
const INTO_FRAGILE = new RegExp(
  `${START}${bent(fragile.verbs)}${upTo(3)}into\\s+(?:the|a|an|his|her|their)\\s+(?:[\\p{L}-]+\\s+){0,2}?${anyOf(fragile.things)}${END}`,
  "iu",
);

/**
 * A person who flies: a pronoun or a name (past a phrase set off by commas, "Steve, in a
 * rainslicker, flying up"), then the verb and where to.
 */
const PERSON_FLIES = new RegExp(
  String.raw`(?<![\p{L}])(?<who>he|she|they|He|She|They|\p{Lu}[\p{L}'’-]+)(?:,[^,.!?]{1,40},)?\s+(?:(?:is|are|then|now|suddenly|slowly|\p{Ll}+ly)\s+)*${bent(flight.verbs)}\s+${anyOf(flight.directions)}${END}`,
  "u",
);

/**
 * A person who floats or levitates, wherever: "Detmer floats", "to reveal Matt floating outside".
 * Not one who floats across or into a room (walks as if on air), nor like something.
 */
const PERSON_FLOATS = new RegExp(
  String.raw`(?<![\p{L}])(?<who>he|she|they|He|She|They|\p{Lu}[\p{L}'’-]+)(?:,[^,.!?]{1,40},)?\s+(?:(?:is|are|then|now|suddenly|slowly|still|\p{Ll}+ly)\s+)*${bent(flight.floats)}${END}(?!\s+${anyOf(flight.notFloating)}${END})`,
  "u",
);
const ON_WATER = new RegExp(`${START}${anyOf(flight.water)}${END}`, "iu");
/** "it feels as if she is floating in space": a feeling, not a flight. */
const AS_IF = /\bas\s+(?:if|though)\b/i;

/** Only a pronoun or a name the script knows flies: "Birds fly up", "Dust floats up" do not. */
function personFlies(sentence: string, names: ReadonlySet<string>): boolean {
  const person = (who: string | undefined) =>
    !!who && (/^(?:he|she|they)$/i.test(who) || names.has(who.toUpperCase()));
  if (person(PERSON_FLIES.exec(sentence)?.groups?.who)) return true;
  return (
    person(PERSON_FLOATS.exec(sentence)?.groups?.who) && !ON_WATER.test(sentence) && !AS_IF.test(sentence)
  );
}

/** Words between a subject and its verb: "flesh shrinks away from its skull and" dissolves, "begins to". */
const ON_THE_WAY = String.raw`(?:\s+(?:(?:slowly|then|suddenly|quickly|rapidly|now|just|begins?\s+to|starts?\s+to|seems\s+to|and)|[\p{Ll}-]+(?=\s+(?:[\p{Ll}-]+\s+){0,4}?and\s)))*?\s+`;
/** A person or a part of one: "he", "Zed", "the flesh", "his face". */
const BODY_SUBJECT = String.raw`(?:(?:the|his|her|their|its|a)\s+(?:[\p{Ll}-]+\s+)?)?${anyOf(unmaking.subjects)}${END}`;
/** "Flesh shrinks away from its skull and dissolves to nothing", "the corpse disintegrates": a body unmade. */
const UNMADE = new RegExp(
  `${START}${BODY_SUBJECT}(?:[^.!?;\\n]{0,50}?\\s(?:and|then)\\s+|${ON_THE_WAY})(?:${bent(unmaking.any)}${END}|${bent(unmaking.verbs)}\\s+(?:\\p{Ll}+ly\\s+)?${anyOf(unmaking.into)}${END})`,
  "iu",
);
/** "Crumb slowly evaporates from the room": a person the script names, unmade. */
const NAMED_UNMADE = new RegExp(
  `(?<![\\p{L}])(?<who>\\p{Lu}[\\p{L}'’-]+)${ON_THE_WAY}(?:${bent(unmaking.any)}${END}|${bent(unmaking.verbs)}\\s+(?:\\p{Ll}+ly\\s+)?${anyOf(unmaking.into)}${END})`,
  "u",
);
const unmadeIn = (sentence: string, names: ReadonlySet<string>) => {
  if (UNMADE.test(sentence)) return true;
  const who = NAMED_UNMADE.exec(sentence)?.groups?.who;
  return !!who && names.has(who.toUpperCase());
};

/** "One of the teddy bears suddenly comes to life": a thing with no life moves as if alive. */
const COMES_TO_LIFE = new RegExp(
  `${START}${anyOf(animated.things)}${END}${upTo(4)}${bent(animated.verbs)}${END}`,
  "iu",
);
const FROM_A_BODY = `\\s+(?:out\\s+)?(?:from|out\\s+of)\\s+(?:the|his|her|their|its)\\s+(?:[\\p{L}-]+\\s+)?${anyOf(powers.from)}${END}`;
/**
 * "BLUE FIRE ERUPTS FROM THE WAND", "He shoots a fireball from his hands": fire, light or lightning
 * from a hand, the eyes or a wand.
 */
const POWER = new RegExp(
  `${START}(?:${anyOf(powers.things)}${upTo(3)}${bent(powers.verbs)}|${bent(powers.sent)}\\s+(?:(?:a|an|the)\\s+)?(?:[\\p{L}-]+\\s+)?${anyOf(powers.things)})${FROM_A_BODY}`,
  "iu",
);
/** A shot the script marks as made by an effects process: "(MINIATURE/STOP MOTION/REAR SCREEN)", in capitals. */
const MARKED = new RegExp(
  `(?<![\\p{L}])(?:${[...marks]
    .sort((a, b) => b.length - a.length)
    .map(formPattern)
    .join("|")})(?![\\p{L}])`,
  "u",
);

/** "EXT. MOON -- MORNING", "EXT. HARVESTER/MOON SURFACE": a place off the earth, after the heading's prefix or a slash. */
const OFF_WORLD = new RegExp(
  `^\\s*(?:\\d+[A-Z]?\\s+)?(?:EXT|I\\/E|INT\\.?\\/EXT)[.\\s]+(?:[^-–—/]*\\/\\s*)?(?:THE\\s+)?${anyOf(offWorld.places)}(?![\\p{L}])`,
  "u",
);

/** "Possessed Linda", "POSSESSED ED", "the possessed figure of HENRIETTA"; not "possessed by the beat". */
const POSSESSED = new RegExp(
  `(?<![\\p{L}])(?:possessed|Possessed|POSSESSED)\\s+(?:(?:${anyOf(possession.bodies)}|${anyOf(possession.bodies.map((body) => body.toUpperCase()))})${END}|(?!(?:BY|WITH|OF|AND|OR|TO|IN|AT)${END})\\p{Lu}[\\p{L}'’-]*)`,
  "u",
);
/** "EXT. ALTERED P.O.V. - DAY": a creature's heat-seeking sight. */
const ALTERED_VIEW = new RegExp(
  `${START}${anyOf(alteredViews.kinds)}\\s+${anyOf(alteredViews.views)}(?![\\p{L}])`,
  "u",
);

/**
 * What a heading shows that cannot be filmed as it is: an exterior on the moon or in space, a
 * possessed person framed in a demon's form, a point of view seen in heat, a shot it marks as made
 * by an effects process ("INT. STUDIO - (BLUE SCREEN)", "PLATE FOR PREVIOUS SCENE").
 */
export function headingEffects(heading: string): string[] {
  const effects: string[] = [];
  if (OFF_WORLD.test(heading)) effects.push("space");
  if (POSSESSED.test(heading)) effects.push("creature");
  if (ALTERED_VIEW.test(heading)) effects.push("heat vision");
  if (MARKED.test(heading)) effects.push("effects shot");
  return effects;
}

/** Special effects a heading's weather asks for. */
const WEATHER = new Set(["rain", "snow", "storm", "fog", "wind"]);

/**
 * "EXT. STREET - NIGHT (RAIN)", "EXT. FIELD - DAY - SNOWING": weather the heading names after its
 * place is rigged for the whole scene. The place itself ("EXT. STORM DRAIN", "EXT. RAIN FOREST")
 * names no weather.
 */
export function headingWeather(heading: string): string[] {
  const [place = "", ...after] = heading.split(/\s*[-–—]+\s+|\s+[-–—]+\s*|\s*[()]\s*/);
  const found = after.flatMap((part) => namesIn(part, ELEMENT_LEXICONS.sfx));
  const weather = found.filter((name) => WEATHER.has(name));
  // "EXT. BURNING MUSEUM - DAY", "HOUSE ON FIRE": a place the heading sets alight burns the whole scene.
  if (PLACE_ON_FIRE.test(place)) weather.push("fire");
  return [...new Set(weather)];
}
const PLACE_ON_FIRE = /(?<![\p{L}])(?:BURNING|ON\s+FIRE|IN\s+FLAMES|ABLAZE|BLAZING|FLAMING)(?![\p{L}])/u;

/**
 * "In the foreground the earth begins to swell, then rips apart": the ground as the subject, not
 * the place a person drops to ("drops to the ground and rips open the bag").
 */
const GROUND_SPLITS = new RegExp(
  String.raw`(?<!(?:to|on|onto|into|from|off|at|of|under|over|along|across|beneath|below|toward|towards|hits?|hitting|near)\s+)(?<![\p{L}])(?:the|The|THE)\s+${anyOf(ground.subjects)}(?:\s+${anyOf(ground.places)}\s+(?:the|his|her|their|its)\s+[\p{L}-]+)?(?:\s+(?:slowly|suddenly|then|now|itself))?(?:\s+(?:begins?|starts?)\s+to)?\s+${bent(ground.verbs)}${END}`,
  "u",
);
/** "Thousands of fireflies", "a swarm of locusts"; "Thousands of them." after a sentence that names an animal. */
const SWARM = new RegExp(
  `${START}${anyOf(swarms.counts)}\\s+of\\s+((?:[\\p{L}-]+\\s+){0,2}[\\p{L}-]+)`,
  "iu",
);
const SWARMING = new RegExp(`${START}${anyOf(swarms.creatures)}${END}`, "iu");
const creaturesIn = (text: string) =>
  SWARMING.test(text) || namesIn(text, ELEMENT_LEXICONS.animals).length > 0;
function swarmIn(sentence: string, before: string): boolean {
  const what = SWARM.exec(sentence)?.[1];
  if (!what) return false;
  return /^them\b/i.test(what) ? creaturesIn(before) : creaturesIn(what);
}
/** "A bullet BLASTS into the seaplane body", "Bullets clang against the outside of the car": a bullet hit on set. */
const BULLET_STRIKES = new RegExp(
  `${START}${anyOf(bullets.nouns)}\\s+(?:\\p{Ll}+ly\\s+)?${bent(bullets.verbs)}${END}`,
  "iu",
);
/** "She looks out the window, at the smoking truck": a thing that smokes on set, not "a smoking jacket" nor "A smoking Don Price". */
const SMOKING_THING = new RegExp(
  `(?<![\\p{L}])(?:[Tt]he|[Aa]n?|[Ii]ts|[Hh]is|[Hh]er|[Tt]heir|[Tt]his|[Tt]hat)\\s+(?:\\p{Ll}[\\p{L}-]*\\s+)?(?:smoking|SMOKING)\\s+(?!${anyOf(smoking.notThings)}${END})\\p{Ll}`,
  "u",
);
/** "The engine is smoking", "the wreck smokes": a thing the crew makes smoke. */
const THING_SMOKES = thingDoes(smoking.things.nouns, smoking.things.verbs, 2);
/** "the curtains billow", "Papers swirl around the room": a thing indoors the crew's fans blow. */
const WIND_BLOWN = thingDoes(winds.blown, winds.blownVerbs, 2);
/** "The wind is howling", "the wind picked up", "Cold wind whips across the deck": wind from the crew's fans. */
const WIND_ACTS = new RegExp(
  `${START}${anyOf(winds.nouns)}(?!\\s+of\\s+${anyOf(winds.notBefore)}${END})${upToInClause(2)}${bent(winds.verbs)}${END}`,
  "iu",
);
/** "Buffeted by the wind, Grant climbs the ladder", "battered by high winds": one the crew's fans blow on. */
const WIND_STRIKES = new RegExp(
  `${START}${anyOf(winds.byVerbs)}\\s+by\\s+(?:(?:the|a|an)\\s+)?(?:\\p{Ll}+\\s+){0,2}?${anyOf(winds.nouns)}${END}`,
  "iu",
);
/** "Dust from the rockslide is drifting past", "brickwork flies past his head": dust or debris the crew throws. */
const DUST_MOVES = thingDoes(debris.dust, debris.verbs, 4);
const DEBRIS_MOVES = thingDoes(debris.debris, debris.verbs, 4);
/** "Suddenly, water is washing over his feet", "The water is rising": water that moves on set by itself. */
const WATER_MOVES = new RegExp(`${START}${anyOf(water.nouns)}${upTo(2)}${bent(water.verbs)}${END}`, "iu");
/** "the camera can see right through his hand", "through the hole in his chest": a body seen through. */
const SEEN_THROUGH = new RegExp(
  String.raw`${START}(?:${anyOf(seenThrough.verbs)}\s+(?:right\s+|straight\s+|clean\s+)?through|through\s+(?:the|a)\s+hole\s+in)\s+(?:his|her|their|the)\s+(?:[\p{L}-]+\s+)?${anyOf(wounds.body)}${END}`,
  "iu",
);

/** "eight blips flashing", "one FLASHING target line", "the radar map begins to FLASH": marks that move on a display. */
const MARK_MOVES = new RegExp(
  `${START}(?:${anyOf(screens.marks)}${upTo(3)}${bent(screens.markMotions)}|${bent(screens.markMotions)}${upTo(2)}${anyOf(screens.marks)}|${anyOf(screens.displays)}${upTo(3)}${bent(screens.markMotions)})${END}`,
  "iu",
);
const DISPLAY = new RegExp(`${START}${anyOf(screens.displays)}${END}`, "iu");
/** "On the monitor we SEE the SCHISM", "On the monitors as well, we can see the target remain": what a screen shows. */
const SEEN_ON = new RegExp(
  String.raw`${START}on\s+(?:(?:the|all|a|an|his|her|their|its|every|each|both)\s+)?(?:[\p{L}-]+\s+){0,2}?${anyOf(screens.seenOn)}${END}[^.!?;]{0,60}?${START}we\s+(?:can\s+|now\s+|also\s+)?(?:see|watch)${END}(?!\s+that${END})`,
  "iu",
);
/**
 * "glued to the distorted picture on the television", "Everyone is gripped to the screen as we see it
 * get closer": eyes held by a picture, or by a screen while we see what it shows; eyes glued to the
 * monitors as someone storms in watch no picture the film must make.
 */
const glued = (objects: string) =>
  String.raw`${START}${anyOf(screens.gluedTo)}\s+to\s+(?:the|a|an|his|her|their)\s+(?:[\p{L}-]+\s+){0,2}?${objects}${END}`;
const GLUED_TO_PICTURE = new RegExp(glued("(?:picture|pictures|image|images)"), "iu");
const GLUED_TO_SCREEN = new RegExp(
  `${glued(anyOf(screens.seenOn))}[^.!?;]{0,60}?${START}we\\s+(?:can\\s+|now\\s+)?(?:see|watch)${END}`,
  "iu",
);
/** A picture the film must make on a screen: marks that move on a display, what we see on a screen. */
function screenPicture(sentence: string): boolean {
  if (DISPLAY.test(sentence) && MARK_MOVES.test(sentence)) return true;
  return SEEN_ON.test(sentence) || GLUED_TO_PICTURE.test(sentence) || GLUED_TO_SCREEN.test(sentence);
}

/** A verb as it happens, in the present: "crashes", "crashing"; "the crashed plane" is over. */
const happening = (list: readonly string[]) =>
  anyOf(
    list.flatMap((verb) =>
      verbForms(verb).filter((form) => (!/ed(?:\s|$)/.test(form) && form !== verb) || verb.includes(" ")),
    ),
  );
const AIRCRAFT = `${START}${anyOf(aircraft.nouns)}${END}`;
const AIRCRAFT_CRASH = happening(aircraft.crashes);
/** "the copter arcs down and slams against the mountain wall", "as it SMASHES into a tree": an aircraft wrecked. */
const AIRCRAFT_CRASHES = new RegExp(
  `(?:${AIRCRAFT}(?:[\\s,]+[\\p{L}'’-]+){0,4}?[\\s,]+|${START}it\\s+(?:\\p{Ll}+ly\\s+)?)${AIRCRAFT_CRASH}${END}|${START}wings?${upTo(2)}${anyOf(aircraft.wrecked)}${END}|${START}${anyOf(aircraft.wrecked)}${END}`,
  "iu",
);
const AIRCRAFT_NAMED = new RegExp(AIRCRAFT, "iu");

/** "we watch it rocket along on the roof of the tunnel": a person or a car travelling upside down along a ceiling. */
const ON_THE_CEILING = new RegExp(
  `${START}${bent(ceilings.movers)}\\s+(?:\\p{Ll}+ly\\s+)?${anyOf(ceilings.along)}\\s+(?:the\\s+)?${anyOf(ceilings.surfaces)}${END}`,
  "iu",
);
/** "Light from the passing cars races across the ceiling", "a spider crawls along the ceiling": no one defies gravity. */
const NOT_MOVER = new RegExp(
  `${START}${anyOf(ceilings.notMovers)}${END}(?:\\s+[\\p{L}'’-]+){0,5}\\s*$`,
  "iu",
);
function ceilingTravel(sentence: string): boolean {
  const match = ON_THE_CEILING.exec(sentence);
  return !!match && !NOT_MOVER.test(sentence.slice(0, match.index));
}

/** "Suddenly the room briefly RUMBLES", "the discarded equipment begins to RATTLE and SHAKE": the set shaken by a rig. */
const SET_SHAKES = thingDoes(shaking.subjects, shaking.verbs, 3);

/** "David and Steve are ROCKED in their seats", "is thrown around the cockpit": people on a gimbal. */
const SEATED_SHAKEN = new RegExp(
  String.raw`${START}(?:are|is|get|gets|getting|being)\s+(?:\p{Ll}+ly\s+)?${anyOf(shaking.seatedVerbs)}\s+(?:(?:\p{Ll}+ly|around|about)\s+)?${anyOf(shaking.seatedPlaces)}${END}`,
  "iu",
);

/**
 * "The cage sinks", "The flares sink", "the entire hallway begins to SINK DOWN", "the
 * quickly-sinking boat": a thing that goes down in a set tank or on a rig, a practical effect. Only
 * a thing the data names, so "sinks into a chair", "the sun sinks" and "sinks his teeth into" are none.
 */
const THING_SINKS = new RegExp(
  `${START}(?:${anyOf(sinking.things)}${upToInClause(3)}${bent(sinking.verbs)}|(?:\\p{Ll}+ly-)?sinking\\s+(?:[\\p{L}-]+\\s+)?${anyOf(sinking.things)})${END}`,
  "iu",
);

/**
 * "dozens of drowned passengers, sopping wet and festooned with seaweed, are disembarking": people
 * called dead who walk or act, past a phrase set off by commas. Not the dead who lie or are carried.
 */
const DEAD_ACT = new RegExp(
  String.raw`${START}${anyOf(undead.dead)}\s+(?:[\p{L}-]+\s+)?(?<who>[\p{L}-]+)(?:,[^,.!?;]{1,60},)?\s+(?:(?:are|is|then|now|slowly|still|begin\s+to|begins\s+to|start\s+to|starts\s+to|\p{Ll}+ly)\s+)*${bent(undead.acts)}${END}`,
  "iu",
);
function deadWalk(sentence: string): boolean {
  const who = DEAD_ACT.exec(sentence)?.groups?.who;
  return !!who && isPersonNoun(who);
}

/**
 * "SAM 1", "SAM 2": a cue's name and its copy's number. Three digits or more ("BAR 101", "BAR 107")
 * are a shooting script's scene number left on a line, no copy; a number after "#" ("AIDE #1",
 * "AIDE #2") counts bit parts of one kind, as "COP #1" does, no copy of one actor.
 */
const NUMBERED_CUE = /^([^#]+?)\s*(\d{1,2})$/;

/** The names a scene's cues double: SAM 1 and SAM 2 where SAM speaks as himself elsewhere. */
function doubledIn(sceneCues: readonly string[], scriptCues: ReadonlySet<string>): string[] {
  const copies = new Map<string, Set<string>>();
  for (const cue of sceneCues) {
    const [, name, number] = NUMBERED_CUE.exec(cue.trim()) ?? [];
    if (!name || !number || !scriptCues.has(name)) continue;
    const numbers = copies.get(name) ?? new Set<string>();
    numbers.add(number);
    copies.set(name, numbers);
  }
  return [...copies]
    .filter(([name, numbers]) => numbers.size > 1 && !isPersonNoun(name))
    .map(([name]) => name);
}

/**
 * One actor doubled: a character who speaks as himself elsewhere in the script speaks as two
 * numbered copies of himself (SAM 1 and SAM 2, clones of SAM) in some scene. Numbered bit parts
 * (COP 1 and COP 2, ASSASSIN 1 and 2) are as many actors.
 */
export function doubledNames(
  scenesCues: readonly (readonly string[])[],
  scriptCues: ReadonlySet<string>,
): Set<string> {
  return new Set(scenesCues.flatMap((cues) => doubledIn(cues, scriptCues)));
}

/**
 * A scene with a doubled character twice in it: two of his numbered copies speak, or the action
 * sets one beside the other ("DROPS the unconscious Sam", "The two Sams sitting together").
 */
export function twinned(
  sceneCues: readonly string[],
  action: string,
  scriptCues: ReadonlySet<string>,
  doubled: ReadonlySet<string>,
): boolean {
  if (doubledIn(sceneCues, scriptCues).length) return true;
  for (const name of doubled) {
    const word = escapeRegex(properCase(name));
    const beside = new RegExp(
      String.raw`(?<![\p{L}])(?:[Tt]he\s+${anyOf(doubles.beside)}\s+${word}(?![\p{L}])(?!\s*\d)|(?:[Bb]oth|[Tt]wo)\s+${word}s(?![\p{L}]))`,
      "u",
    );
    if (beside.test(action)) return true;
  }
  return false;
}

const cue = (forms: readonly string[]) => new RegExp(`${START}${anyOf(forms)}`, "iu");
const FLICKER = cue(lights.verbs);
/** "huge blocks of stone rain down on the boat", "Frogs fall from the sky": things no crew drops on set. */
const SKY_FALLS = thingDoes(skyfalls.things, skyfalls.verbs, 2);
/** "We follow little particles into Brad's brain": the camera inside a body. */
const INSIDE_BODY = new RegExp(
  String.raw`${START}(?:${anyOf(insideBodies.viewers)})${END}[^.!?;]{0,80}?${START}(?:into|inside|through)\s+(?:his|her|their|\p{Lu}[\p{L}-]*['’]s)\s+(?:[\p{L}-]+\s+)?${anyOf(insideBodies.parts)}${END}`,
  "iu",
);
const RIG_WORD = cue(rigs.nouns);
const SMASH_WORD = cue([
  "smash",
  "shatter",
  "splinter",
  "fly apart",
  "flies apart",
  "flew apart",
  "flying apart",
]);
const THROUGH_WORD = cue(["through"]);
const BURN_WORD = cue(["burn", "smoulder", "smolder"]);
const FLY_WORD = cue(["fl", "float", "hover", "soar", "levitat"]);
const PLANT_WORD = cue(plants.nouns);
const IMAGE_WORD = cue([...visions.images, ...visions.overlays, "superimpos", "double"]);
const STRUCTURE_WORD = cue(structures.nouns);
const WOUND_WORD = cue([...wounds.verbs, ...wounds.blades, "slit", "stabb", "cutt", "hack"]);
const FRAGILE_WORD = cue(fragile.things);
const UNMAKING_WORD = cue([...unmaking.any, ...unmaking.verbs.flatMap((verb) => verbForms(verb))]);
const LIFE_WORD = cue(["life", "alive", "awaken"]);
const POWER_WORD = cue(powers.from);
const GROUND_WORD = cue(ground.subjects);
const SWARM_WORD = cue(swarms.counts);
const BULLET_WORD = cue(bullets.nouns);
const SMOKING_WORD = cue(["smoking"]);
const SMOKE_WORD = cue(["smok"]);
const LIGHT_WORD = cue(lights.nouns);
const BLOWN_WORD = cue(winds.blown);
const WIND_WORD = cue(["wind", "gale"]);
const DEBRIS_WORD = cue([...debris.dust, ...debris.debris]);
const WATER_WORD = cue(water.nouns);
const CEILING_WORD = cue(["ceiling", "roof of the tunnel", "tunnel roof", "tunnel's roof", "tunnel’s roof"]);
const DEAD_WORD = cue(undead.dead);
const AIRCRAFT_WORD = cue(aircraft.nouns);
const SET_PIECE_WORD = cue(setPieces.nouns);
/** "the quickly-sinking boat": no start of a word, as a hyphen may join it. */
const SINK_WORD = /sink|sank|sunk/i;
const SKY_FALL_WORD = cue(["rain", "fall", "fell"]);
const INSIDE_BODY_WORD = cue(insideBodies.parts);
const SHAKE_WORD = cue([
  "rumbl",
  "shak",
  "shook",
  "rattl",
  "shudder",
  "trembl",
  "quak",
  "vibrat",
  "jolt",
  "lurch",
  "buck",
]);
const SEATED_WORD = cue(shaking.seatedVerbs);
const SCREEN_WORD = cue([...screens.seenOn, ...screens.displays]);

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n[ \t]*\n/);
}

/** "the rubble burns", "some of which burns": a thing burns, not a body part or a person. */
function thingBurns(sentence: string): boolean {
  for (const match of sentence.matchAll(BURNS)) {
    const subject = match[1] ?? "";
    if (NOT_BURNING.has(subject.toLowerCase()) || PERSON_WORD.test(subject)) continue;
    // "a burned scar": the burn is the body's, a mark, not fire.
    if (DETERMINER.has(subject.toLowerCase()) && NOT_BURNING.has(match[2]?.toLowerCase() ?? "")) continue;
    // "a burned out lamp", "the burnt-out car": a bulb gone dark or what a fire left, no fire.
    const after = sentence.slice((match.index ?? 0) + match[0].length);
    if ((match[2]?.toLowerCase() === "out" && !/^\s+of(?![\p{L}])/u.test(after)) || BURNED_OUT.test(after))
      continue;
    // A name ("Ward burns"): a person, not a thing.
    if (/^\p{Lu}/u.test(subject) && !/^(?:It|Which|That)$/.test(subject)) continue;
    return true;
  }
  return false;
}

/**
 * Effects read from what a thing does in the action (product.md §10): a machine that moves by
 * itself, a practical light that flickers, something sent through glass, a thing that burns
 * (special effects); trees or roots that move like animals (a visual effect).
 */
export function effectActions(
  text: string,
  names: ReadonlySet<string> = new Set(),
  machineNames: ReadonlySet<string> = new Set(),
): { sfx: string[]; vfx: string[] } {
  const sfx = new Set<string>();
  const vfx = new Set<string>();
  // Cheap tests on the whole scene first: most scenes have none of these words at all.
  const machines = MACHINE_NAMED.test(text);
  const flickers = FLICKER.test(text);
  const lit = LIGHT_WORD.test(text);
  const blown = BLOWN_WORD.test(text);
  const rig = RIG_WORD.test(text);
  const smash = SMASH_WORD.test(text);
  const through = THROUGH_WORD.test(text);
  const burns = BURN_WORD.test(text);
  const flies = FLY_WORD.test(text);
  const plantsMove = PLANT_WORD.test(text);
  const images = IMAGE_WORD.test(text);
  const structure = STRUCTURE_WORD.test(text);
  const wound = WOUND_WORD.test(text);
  const into = FRAGILE_WORD.test(text);
  const unmade = UNMAKING_WORD.test(text);
  const alive = LIFE_WORD.test(text);
  const power = POWER_WORD.test(text);
  const marked = MARKED.test(text);
  const possessed = POSSESSED.test(text);
  const earth = GROUND_WORD.test(text);
  const swarm = SWARM_WORD.test(text);
  const bullet = BULLET_WORD.test(text);
  const smokes = SMOKING_WORD.test(text);
  const smoked = SMOKE_WORD.test(text);
  const windy = WIND_WORD.test(text);
  const thrown = DEBRIS_WORD.test(text);
  const wet = WATER_WORD.test(text);
  const ceiling = CEILING_WORD.test(text);
  const dead = DEAD_WORD.test(text);
  const flying = AIRCRAFT_WORD.test(text);
  const setPiece = SET_PIECE_WORD.test(text);
  const shakes = SHAKE_WORD.test(text);
  const seated = SEATED_WORD.test(text);
  const sinks = SINK_WORD.test(text);
  const screen = SCREEN_WORD.test(text);
  const skyFall = SKY_FALL_WORD.test(text);
  const insideBody = INSIDE_BODY_WORD.test(text);
  const any = [machines, flickers, through, burns, flies, plantsMove, images, structure, wound, into];
  any.push(
    unmade,
    alive,
    power,
    marked,
    possessed,
    earth,
    swarm,
    rig,
    smash,
    ceiling,
    dead,
    flying,
    bullet,
    smokes,
    smoked,
    windy,
    thrown,
    lit,
    blown,
    wet,
    machineNames.size > 0,
    setPiece,
    screen,
    shakes,
    seated,
    sinks,
    skyFall,
    insideBody,
  );
  // "ABE SAPIEN, a FISH-MAN glides in and out of view": a being half beast, half person.
  if (hybridIn(text) || giantPartIn(text)) vfx.add("creature");
  if (!any.includes(true)) return { sfx: [], vfx: [...vfx] };
  let machineBefore = false;
  let aircraftBefore = false;
  const machineMoves = machineNames.size ? namedMachineMoves(machineNames) : null;
  let before = "";
  for (const sentence of sentencesOf(text)) {
    if (machines) {
      if (MACHINE_MOVES.test(sentence) || (machineBefore && IT_MOVES.test(sentence)))
        sfx.add("object moves by itself");
      machineBefore = MACHINE_NAMED.test(sentence);
    }
    if (rig && RIG_MOVES.test(sentence)) sfx.add("object moves by itself");
    if (machineMoves?.test(sentence)) sfx.add("object moves by itself");
    if (flickers && LIGHT_FLICKERS.test(sentence) && !SCREEN_LIGHT.test(sentence))
      sfx.add("flickering lights");
    if (lit && LIGHT_GOES_OUT.test(sentence)) sfx.add("flickering lights");
    if (blown && WIND_BLOWN.test(sentence)) sfx.add("wind");
    if (smash && SMASHED.test(sentence)) sfx.add("breakaway");
    if (
      through &&
      (SENT_THROUGH.test(sentence) ||
        SMASHED_THROUGH.test(sentence) ||
        (THROUGH_PANE.test(sentence) && !LOOKING.test(sentence)))
    )
      sfx.add("breakaway");
    if (burns && thingBurns(sentence)) sfx.add("fire");
    if (plantsMove && PLANTS_MOVE.test(sentence) && !WIND.test(sentence)) vfx.add("living plants");
    if (flies && personFlies(sentence, names)) vfx.add("flight");
    if (
      images &&
      (IMAGES_OF.test(sentence) ||
        FACE_OVER.test(sentence) ||
        (SUPERIMPOSED.test(sentence) && !TITLE.test(sentence)))
    )
      vfx.add("vision");
    if (structure && STRUCTURE_FALLS.test(sentence)) vfx.add("collapse");
    if (setPiece && SET_PIECE_GIVES.test(sentence)) sfx.add("collapsing set");
    if (shakes && SET_SHAKES.test(sentence)) sfx.add("shaking set");
    if (seated && SEATED_SHAKEN.test(sentence)) sfx.add("shaking set");
    if (sinks && THING_SINKS.test(sentence)) sfx.add("sinking");
    if (wound && WOUND.test(sentence)) sfx.add("blood");
    if (into && INTO_FRAGILE.test(sentence)) sfx.add("breakaway");
    if (unmade && unmadeIn(sentence, names)) vfx.add("transformation");
    if (alive && COMES_TO_LIFE.test(sentence)) vfx.add("magic");
    if (power && POWER.test(sentence)) vfx.add("magic");
    if (marked && MARKED.test(sentence)) vfx.add("effects shot");
    if (possessed && POSSESSED.test(sentence)) vfx.add("creature");
    if (earth && GROUND_SPLITS.test(sentence)) vfx.add("ground splits");
    if (swarm && swarmIn(sentence, before)) vfx.add("swarm");
    if (through && SEEN_THROUGH.test(sentence)) vfx.add("body seen through");
    if (bullet && BULLET_STRIKES.test(sentence)) sfx.add("gunfire");
    if (smokes && SMOKING_THING.test(sentence)) sfx.add("smoke");
    if (smoked && THING_SMOKES.test(sentence)) sfx.add("smoke");
    if (windy && (WIND_ACTS.test(sentence) || WIND_STRIKES.test(sentence))) sfx.add("wind");
    if (thrown && DUST_MOVES.test(sentence)) sfx.add("dust");
    if (thrown && DEBRIS_MOVES.test(sentence)) sfx.add("falling debris");
    if (wet && WATER_MOVES.test(sentence)) sfx.add("flood");
    if (ceiling && ceilingTravel(sentence)) vfx.add("defying gravity");
    if (dead && deadWalk(sentence)) vfx.add("walking dead");
    if (screen && screenPicture(sentence)) vfx.add("screen graphics");
    if (skyFall && SKY_FALLS.test(sentence)) vfx.add("falling from the sky");
    if (insideBody && INSIDE_BODY.test(sentence)) vfx.add("inside the body");
    if (flying) {
      // "It SLAMS hard" after "The plane ... DROPS tail-first": "it" is the aircraft of the sentence before.
      const aircraftHere = AIRCRAFT_NAMED.test(sentence);
      if ((aircraftHere || aircraftBefore) && AIRCRAFT_CRASHES.test(sentence)) vfx.add("aircraft crash");
      aircraftBefore = aircraftHere;
    }
    before = sentence;
  }
  return { sfx: [...sfx], vfx: [...vfx] };
}

/** "A state of the art robot, a GERTY 3000": a name set after a robot's word. */
const ROBOT_NAMED = new RegExp(
  String.raw`${START}${anyOf(machines.robots)},?\s+(?:(?:a|an|the|named|called|known\s+as)\s+)?["“]?(\p{Lu}[\p{L}'’-]+)`,
  "gu",
);

/** The script's names for its robots: "A state of the art robot, a GERTY 3000" is Gerty. */
export function namedMachines(texts: readonly string[], known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(ROBOT_NAMED)) {
      const name = match[1]?.toUpperCase() ?? "";
      if (known.has(name)) found.add(name);
    }
  return found;
}

const namedMachinePatterns = new Map<string, RegExp>();
/** "Gerty glides in", "Gerty comes to life": a machine the script names, a robot, moving by itself. */
function namedMachineMoves(names: ReadonlySet<string>): RegExp {
  const key = [...names].join("|");
  let pattern = namedMachinePatterns.get(key);
  if (!pattern) {
    pattern = new RegExp(
      `(?<![\\p{L}])(?:${[...names].map(formPattern).join("|")})(?:['’]s\\s+[\\p{L}-]+)?(?:\\s+[\\p{L}'’-]+,?){0,2}?\\s+${bent(machines.motions)}${END}`,
      "iu",
    );
    namedMachinePatterns.set(key, pattern);
  }
  return pattern;
}

/** "Flames of out-of-control rage pour out of Charya's throat": fire sent from a body is a power, no fire on set. */
const BREATHED = new RegExp(
  String.raw`^(?:[^.!?;]{0,60}?${bent(breathed.verbs)})?\s+(?:out\s+)?(?:of|from|out\s+of)\s+(?:(?:the|his|her|their|its)\s+|\p{Lu}[\p{L}-]*['’]s?\s+)(?:[\p{L}-]+\s+)?${anyOf(breathed.from)}${END}`,
  "iu",
);

/** "ON THE TV", "ON THE MONITOR:": a shot of a screen, in capitals, whose picture is footage. */
const SCREEN_SHOT =
  /^\s*(?:ON|INSERT\s*[-–—:]?)\s+(?:THE\s+)?(?:TV|TELEVISION|MONITOR|SCREEN|VIDEO\s+SCREEN|TV\s+SCREEN)\s*(?:[:.\-–—]+\s*)?/u;

/**
 * The action blocks as staged on set: what a screen shows ("ON THE TV" / "The EVENING NEWS. It's
 * Scott's ex-apartment, smoldering") is footage, no effect the crew stages.
 */
export function stagedAction(blocks: readonly string[]): string {
  let footage = false;
  return blocks
    .map((block) => {
      const wasFootage = footage;
      const shot = SCREEN_SHOT.exec(block);
      footage = !!shot && shot[0].length === block.length;
      if (wasFootage) return "";
      return shot ? block.slice(0, shot[0].length) : block;
    })
    .join("\n");
}

/** "A distant Pacific storm has brought the swell": far off the set. */
const DISTANT = /(?<![\p{L}])(?:distant|far-off|faraway|far\s+away)\s+(?:[\p{L}-]+\s+)?$/iu;
const { bursts, burstRigged, forms: figureForms, rigged } = lexicon(elementLexicons).figures;
const FIGURE_FORM = new RegExp(`^${anyOf(figureForms)}$`, "iu");
/** "a haze of beerness": "of" and a bare noun that is no rigged thing. */
const OF_A_MOOD = new RegExp(
  String.raw`^\s+of\s+(?!(?:the|a|an|his|her|its|their|this|that|these|those|my|your|our|one)${END}|${anyOf(rigged)}${END})\p{Ll}`,
  "u",
);
const BURST = new RegExp(`^${anyOf(bursts)}$`, "iu");
/** "explode in a flurry of resistance", "explodes with laughter": a burst with no rigged thing in it. */
const BURST_FIGURE = new RegExp(
  String.raw`^\s+(?:in|into|with)\s+(?!(?:(?:an?|the)\s+)?(?:[\p{L}-]+\s+)?${anyOf(burstRigged)}${END})`,
  "iu",
);
/** "No blood.", "no more rain": the action says there is none. */
const NONE = /(?<![\p{L}])no\s+(?:more\s+|sign\s+of\s+|trace\s+of\s+)?$/iu;

/** "He lights up a smoke", "He pockets the smoke": a cigarette, which props hands over, no smoke effect. */
const CIGARETTE =
  /(?:(?<![\p{L}])(?:a|another)\s+|(?<![\p{L}])(?:light(?:s|ing)?(?:\s+up)?|pocket(?:s|ing|ed)?|bum(?:s|ming|med)?|stub(?:s|bing|bed)?\s+out|finish(?:es|ing|ed)?|drag(?:s|ging)?\s+on|puff(?:s|ing)?\s+on)\s+(?:the|his|her|their|a|another)\s+)$/iu;
const RIGGED_SMOKE = /^\s*(?:machine|pot|canister|cartridge|generator)/iu;
/** "He kicks up little clouds of dust", "lost in a cloud of dust": dust a walker or a vehicle raises, no effect. */
const KICKED_UP =
  /(?<![\p{L}])(?:(?:kick|whip|churn|throw|stir|toss|send)\p{Ll}*\s+up|rais\p{Ll}*|lost\s+in|trailing|trails)\s+(?:[\p{L}-]+\s+){0,3}?$/iu;
/** "Steam rises from her coffee", "steam rises out of the pots and pans": hot food, a prop's. */
const KITCHEN_STEAM = new RegExp(
  String.raw`^[^.!?;\n]{0,30}?\s(?:from|off|out\s+of)\s+(?:(?:the|a|an|his|her|their|its|my|your|two|some)\s+)?(?:[\p{L}-]+\s+){0,2}?${anyOf(actions.kitchenSteam.from)}${END}`,
  "iu",
);
/** "inhaling a silky ribbon of smoke", "coughs out a cloud of smoke": smoke a person breathes, a cigarette's or a pipe's. */
const BREATHED_SMOKE =
  /(?<![\p{L}])(?:inhal\p{Ll}*|exhal\p{Ll}*|cough\p{Ll}*(?:\s+out)?|puff\p{Ll}*(?:\s+out)?|toke\p{Ll}*|suck\p{Ll}*\s+in|draws?\s+in|drawing\s+in)\s+(?:(?:a|an|the|his|her|their|some)\s+)?(?:[\p{L}-]+\s+){0,3}?(?:of\s+)?$/iu;

/** "ready to fire", "they're all about to fire": the verb, a shot (gunfire reads it), no flames. */
const TO_FIRE = /(?<![\p{L}])to\s+$/iu;
/** "Windows explode", "the glass exploding inward": breaking glass, a breakaway, no explosion. */
const PANES_BEFORE =
  /(?<![\p{L}])(?:windows?|windshields?|windscreens?|glass|panes?|mirrors?|bulbs?|light\s+bulbs?)\s+(?:(?:then|suddenly|all|\p{Ll}+ly)\s+)?$/iu;
/** "the fire dies in her eyes", "flames dancing in his eyes": a look, no fire. */
const IN_THE_EYES =
  /^(?:\s+\p{Ll}+){0,2}\s+in\s+(?:his|her|their|my|your|its|the\s+\p{Ll}+['’]s)\s+eyes(?![\p{L}])/u;
/** "Sunlight is flooding this tableau", "Daylight floods in": light that floods is no water. */
const LIGHT_FLOODS = new RegExp(
  String.raw`${START}${anyOf(floodFigures.lights)}\s+(?:(?:is|are|was|were|now|slowly|suddenly)\s+)*$`,
  "iu",
);
const CROWDS = new Set(floodFigures.crowds);
/** "More fans flood into the parking lot", "They all flood the floor": people who pour in, no water. */
function peopleFlood(text: string, start: number): boolean {
  const word = /([\p{L}'’-]+)\s+(?:(?:all|now|then|suddenly|slowly)\s+)?$/u
    .exec(text.slice(Math.max(0, start - 30), start))?.[1]
    ?.toLowerCase();
  if (!word) return false;
  return CROWDS.has(word) || isPersonNoun(word.replace(/s$/, ""));
}
/** "flooded with visual information": flooded with a thing that is no liquid, a figure. */
const FLOODED_WITH_FIGURE = new RegExp(
  String.raw`^\s+with\s+(?!(?:[\p{L}-]+\s+)?${anyOf(floodFigures.liquids)}${END})`,
  "iu",
);

/** "U2's new song begins to blast", "Electric guitars blaze over the stereo": music played, no explosion nor fire. */
const MUSIC_BEFORE = new RegExp(
  String.raw`${START}${anyOf(actions.music.sources)}(?:['’]s)?\s+(?:[\p{L}'’-]+\s+){0,3}$`,
  "iu",
);
const PLAYER_AFTER = new RegExp(
  String.raw`^\s+(?:(?:from|through|out\s+of|on|over)\s+)(?:(?:the|a|an|his|her|their|its)\s+)?(?:[\p{L}-]+\s+)?${anyOf(actions.music.players)}${END}`,
  "iu",
);

/** "earbuds, which blast screaming guitars", "blasting rock music": music what blasts. */
const MUSIC_AFTER = new RegExp(
  String.raw`^\s+(?:[\p{L}-]+\s+){0,2}?${anyOf(actions.music.played)}${END}`,
  "iu",
);
/** "ratty rain coats", "the blast shields": the effect's word names the thing after it. */
const NAMED_THING = new RegExp(
  String.raw`^(?:[ \t]+|[ \t]*\n[ \t]*)${anyOf(actions.namedThings.heads)}${END}`,
  "iu",
);

/** "a smoldering gaze", "in a smoldering, smokey way": allure, no smoke. */
const SMOULDERING_LOOK = new RegExp(
  String.raw`^(?:,?\s+[\p{L}-]+){0,2}?,?\s+${anyOf(actions.smoulderingLooks.looks)}${END}`,
  "iu",
);

/** "Suddenly the satellite EXPLODES", "Guided missiles explode": a thing in the sky or space, a visual effect. */
const AIRBORNE_BEFORE = new RegExp(
  String.raw`${START}${anyOf(actions.airborne.things)}(?:\s+(?:suddenly|then|finally|also|just|itself|\p{Ll}+ly))?\s+$`,
  "iu",
);

/** "SMASHING into the trees with a massive fireball": the effect that comes with a falling aircraft. */
const WITH_A = /(?<![\p{L}])with\s+(?:a|an)\s+(?:[\p{L}-]+\s+)?$/iu;
const IN_THE_SKY = new RegExp(
  `${START}${anyOf([...actions.airborne.things, ...aircraft.nouns])}${END}`,
  "iu",
);

/** "The picture quality is snowy, static ridden": a bad signal, no snow on set. */
const BAD_SIGNAL = new RegExp(`${START}${anyOf(actions.screenSnow.words)}${END}`, "iu");

/** Special effects' words read in their clause: fire sent from a body is a visual effect's. */
export const sfxJudge: MatchJudge = (text, start, end, name) => {
  if (
    /^(?:blast|blaz|explod)/i.test(text.slice(start, end)) &&
    (MUSIC_BEFORE.test(clauseBefore(text, start)) ||
      PLAYER_AFTER.test(text.slice(end, end + 50)) ||
      MUSIC_AFTER.test(text.slice(end, end + 40)))
  )
    return false;
  // "a bloody jacket", "the burning truck": a word bent from the effect says what the thing is.
  if (
    /^[\p{L}]+$/u.test(text.slice(start, end)) &&
    !/(?:ed|ing|y)$/i.test(text.slice(start, end)) &&
    NAMED_THING.test(text.slice(end, end + 30))
  )
    return false;
  if (
    name === "smoke" &&
    /^smoke$/i.test(text.slice(start, end)) &&
    CIGARETTE.test(text.slice(Math.max(0, start - 40), start)) &&
    !RIGGED_SMOKE.test(text.slice(end, end + 12))
  )
    return false;
  if (
    name === "smoke" &&
    /^smoke$/i.test(text.slice(start, end)) &&
    BREATHED_SMOKE.test(clauseBefore(text, start)) &&
    !RIGGED_SMOKE.test(text.slice(end, end + 12))
  )
    return false;
  if (/^smou?ldering$/i.test(text.slice(start, end)) && SMOULDERING_LOOK.test(text.slice(end, end + 40)))
    return false;
  if (
    name === "explosion" &&
    /^(?:explod|blow|detonat)/i.test(text.slice(start, end)) &&
    AIRBORNE_BEFORE.test(text.slice(Math.max(0, start - 40), start))
  )
    return false;
  if (
    (name === "explosion" || name === "fire" || name === "smoke") &&
    WITH_A.test(text.slice(Math.max(0, start - 30), start)) &&
    IN_THE_SKY.test(clauseBefore(text, start))
  )
    return false;
  if (name === "snow" && BAD_SIGNAL.test(sentenceAt(text, start, end))) return false;
  if (name === "dust" && KICKED_UP.test(clauseBefore(text, start))) return false;
  if (/^steam$/i.test(text.slice(start, end)) && KITCHEN_STEAM.test(text.slice(end, end + 80))) return false;
  if ((name === "fire" || name === "storm") && BREATHED.test(text.slice(end, end + 120))) return false;
  if (/^fire$/i.test(text.slice(start, end)) && TO_FIRE.test(text.slice(Math.max(0, start - 10), start)))
    return false;
  if ((name === "fire" || name === "smoke" || name === "fog") && IN_THE_EYES.test(text.slice(end, end + 40)))
    return false;
  if (
    /^explod/i.test(text.slice(start, end)) &&
    PANES_BEFORE.test(text.slice(Math.max(0, start - 30), start))
  )
    return false;
  if (name === "flood" && peopleFlood(text, start)) return false;
  if (
    name === "flood" &&
    (LIGHT_FLOODS.test(text.slice(Math.max(0, start - 40), start)) ||
      FLOODED_WITH_FIGURE.test(text.slice(end, end + 40)))
  )
    return false;
  if (DISTANT.test(text.slice(Math.max(0, start - 40), start))) return false;
  if (FIGURE_FORM.test(text.slice(start, end)) && OF_A_MOOD.test(text.slice(end, end + 30))) return false;
  if (BURST.test(text.slice(start, end)) && BURST_FIGURE.test(text.slice(end, end + 40))) return false;
  if (NONE.test(text.slice(Math.max(0, start - 30), start))) return false;
  return undefined;
};

const SAID_OR_FELT = new Set(idioms.saidOrFelt);
/** The noun a verb has for its subject, past "is", "still" or an adverb: "This odd statement hangs" -> "statement". */
const SUBJECT =
  /([\p{L}'’-]+)\s+(?:(?:which|that)\s+)?(?:(?:is|are|was|were|still|now|then|just|slowly|\p{Ll}+ly)\s+)*$/u;

/**
 * "Cerrito has the monster mask", "a monster wave", "the UFO\nbelievers" (wrapped at the margin):
 * the creature's word names the thing after it.
 */
const NAMED_FOR = new RegExp(`^(?:[ \\t]+|[ \\t]*\\n[ \\t]*)${anyOf(idioms.namedFor)}${END}`, "iu");
const CREATURE_WORD = new Set(["creature", "dinosaur", "ghost", "giant", "alien", "robot", "disaster"]);
/** "an avalanche of paperwork", "a tidal wave of emotion": "of" and a bare noun that is no matter a disaster is made of. */
const OF_A_FIGURE = new RegExp(
  String.raw`^\s+of\s+(?!(?:the|a|an|his|her|its|their|this|that|these|those|my|your|our|one)${END}|${anyOf(idioms.disasterMatter)}${END})\p{Ll}`,
  "u",
);
/** "turns into a darkened doorway", "turns into a look of surprise": a way taken or a mood, after "turns into a". */
const TURNED_INTO_NOT = new RegExp(
  String.raw`^\s+(?:(?:a|an|the)\s+)?(?:[\p{L}-]+\s+){0,2}?${anyOf(idioms.turnedIntoNot)}${END}`,
  "iu",
);
/** "turns into a", "turned into a": a change that is a transformation only of or into a being or a matter. */
const TURNS_INTO = /^(?:(?:is|are)\s+)?turn(?:s|ed|ing)?\s+(?:(?:him|her|them)\s+)?into\b/i;
const MATTER = new Set(idioms.turnedIntoMatter);
/** "transforms", "transforms into", "morphs into": a change read by what it is made into. */
const TRANSFORMS = /^(?:transform|morph)(?:s|ed|ing)?(?:\s+into)?$/i;
const ENDS_INTO = /\binto$/i;
const INTO_AFTER = /^(?:\s+[\p{L}'’-]+){0,3}?\s+into(?![\p{L}])/u;
const isBeing = (word: string) =>
  MATTER.has(word) ||
  ELEMENT_LEXICONS.animals.names.has(word) ||
  ELEMENT_LEXICONS.vfx.names.has(word) ||
  ELEMENT_LEXICONS.animals.names.has(word.replace(/s$/, ""));

/** "The frog turns into a prince", "turns into a wolf", "turned into stone"; not "the party turns into a brawl". */
function turnsIntoABeing(text: string, start: number, end: number): boolean {
  const after =
    text
      .slice(end, end + 40)
      .toLowerCase()
      .match(/\p{L}[\p{L}-]*/gu) ?? [];
  const before =
    clauseBefore(text, start)
      .toLowerCase()
      .match(/\p{L}[\p{L}-]*/gu) ?? [];
  return (
    after.slice(0, 3).some(isBeing) ||
    after.slice(0, 3).some((word, at) => MATTER.has(`${word} ${after[at + 1] ?? ""}`)) ||
    before.slice(-4).some(isBeing)
  );
}

/** "Johnny vanishes in an explosion of spray": hidden by something on set; not "into thin air". */
const HIDDEN_IN = new RegExp(`^\\s+${anyOf(idioms.hiddenIn)}${END}`, "iu");
/** Only one who vanishes or disappears may be hidden: one who teleports or materializes is made to. */
const HIDES = /^(?:vanish|disappear)/i;
const NOT_HIDDEN = new RegExp(`^\\s+${anyOf(idioms.notHidden)}${END}`, "iu");

/** "The smile vanishes from his face", "his bravado instantly vanishes": a look or a mood gone, no effect. */
const FEELING_GOES = new RegExp(
  String.raw`${START}${anyOf(idioms.feelings)}\s+(?:(?:just|suddenly|instantly|quickly|slowly|immediately|completely|all|then)\s+)?$`,
  "iu",
);

const CRAFT = new RegExp(`^${anyOf(spacecraft.craft)}$`, "iu");
const IN_FLIGHT = new RegExp(`${START}${anyOf(spacecraft.flight)}${END}`, "iu");
/** The sentence around a match: from the last full stop before it to the next after it. */
function sentenceAt(text: string, start: number, end: number): string {
  const from = Math.max(text.lastIndexOf(".", start), text.lastIndexOf("\n\n", start), 0);
  const to = text.slice(end).search(/[.!?]|\n\s*\n/);
  return text.slice(from, to < 0 ? text.length : end + to);
}

/** What a giant, a monster or a ghost is or has: "a giant hand" keeps its giant. */
const BEING_WORDS = new Set(idioms.beingWords);
/** A being's word that may describe the thing after it: "a giant licorice rope", "a monster toke", "a ghost city". */
const DESCRIBING = /^(?:phantom|giant|monster|ghost)$/i;

/**
 * "his phantom wedding ring", "a giant licorice rope", "a monster toke": the word before a thing
 * it describes is no being. A word after it that may be the being's verb ("A giant steps out"), a
 * part of it ("a giant hand") or an animal ("a giant spider") keeps it.
 */
function describesThing(text: string, start: number, end: number): boolean {
  const being = !/^phantom$/i.test(text.slice(start, end));
  // "giant blue slushies", "a giant, scary scar", "a giant econo-sized bottle": other describing
  // words between it and the thing make it one of them.
  const run = /^((?:,?[ \t]+\p{Ll}[\p{Ll}-]*){1,2}?)[ \t]+(\p{Ll}[\p{Ll}-]+)(?![\p{L}-])/u.exec(
    text.slice(end, end + 60),
  );
  if (being && run && describing(run[1]!) && isThingNoun(run[2]!)) return true;
  const next = /^[ \t]+(\p{Ll}[\p{Ll}-]+)/u.exec(text.slice(end, end + 30))?.[1];
  if (!next) return false;
  if (being && ((/s$/.test(next) && !/ss$/.test(next)) || BEING_WORDS.has(next))) return false;
  if (being && ELEMENT_LEXICONS.animals.names.has(next)) return false;
  const terms = nlp(`the phantom ${next}`).terms().json() as { terms: { tags: string[] }[] }[];
  const tags = terms.at(-1)?.terms[0]?.tags ?? [];
  return tags.includes("Noun") && !tags.includes("Verb");
}

/** Whether every word of ", scary", " blue", " econo-sized" describes, by the NLP library. */
function describing(words: string): boolean {
  return words
    .split(/[,\s]+/)
    .filter(Boolean)
    .every((word) => /-sized$/.test(word) || nlp(`a ${word} thing`).match(word).has("#Adjective"));
}

/** A noun for a thing, not a being: "slushies", "scar", "bottle"; not "spider", "men", "robots". */
function isThingNoun(word: string): boolean {
  const one = word.replace(/(?<!s)s$/, "");
  if (BEING_WORDS.has(word) || BEING_WORDS.has(one) || isPersonNoun(one)) return false;
  if (ELEMENT_LEXICONS.animals.names.has(word) || ELEMENT_LEXICONS.vfx.names.has(word)) return false;
  const tags = (nlp(`the ${word}`).terms().json() as { terms: { tags: string[] }[] }[]).at(-1)?.terms[0]
    ?.tags;
  return !!tags?.includes("Noun") && !tags.includes("Verb");
}

/** "his inner demons": a person's own torment. */
const OWNED_BY = new RegExp(`${START}${anyOf(idioms.ownedBy)}\\s+$`, "iu");
/** "The demons rushing out of him": what leaves a person is a feeling, not a being. */
const POURING_FROM = new RegExp(
  String.raw`^\s+(?:\p{Ll}+ing\s+)?${anyOf(idioms.pouringFrom)}\s+(?:him|her|them|me|you|us)${END}`,
  "iu",
);
/** Beings a torment is named for: "his creature" is Frankenstein's, on set. */
const TORMENTS = /^(?:demon|ghost)s?$/i;

/** "the monster Ash may be lurking close": a being only feared or supposed, not on set. */
const SUPPOSED = /^(?:\s+\p{Lu}[\p{L}'’-]*)?\s+(?:may|might|could)\s+(?:be|have\s+been)(?![\p{L}])/u;

/**
 * Visual effects' words read in their clause: a being only supposed is not on set, a creature's
 * word that names the thing after it ("the monster mask") is no creature, one who vanishes into
 * something on set is only hidden, a thing said or felt that hangs in the air is no flight and a
 * disaster of a bare noun is a figure.
 */
export const vfxJudge: MatchJudge = (text, start, end, name) => {
  if (name === "giant" && giantOnlySizes(text, end)) return false;
  if (SUPPOSED.test(text.slice(end, end + 40))) return false;
  if (NAMED_FOR.test(text.slice(end, end + 30)) && CREATURE_WORD.has(name)) return false;
  if (CREATURE_WORD.has(name) && name !== "disaster" && madeInShape(text, start, end)) return false;
  if (DESCRIBING.test(text.slice(start, end)) && describesThing(text, start, end)) return false;
  // "The space craft above, slowly leaving": a spacecraft in flight; one stowed in a van is a prop.
  if (CRAFT.test(text.slice(start, end).replace(/s$/i, "")) && !IN_FLIGHT.test(sentenceAt(text, start, end)))
    return false;
  if (
    TORMENTS.test(text.slice(start, end)) &&
    (OWNED_BY.test(text.slice(Math.max(0, start - 20), start)) ||
      POURING_FROM.test(text.slice(end, end + 40)))
  )
    return false;
  if (
    name === "vanishing" &&
    HIDES.test(text.slice(start, end)) &&
    HIDDEN_IN.test(text.slice(end, end + 30)) &&
    !NOT_HIDDEN.test(text.slice(end, end + 30))
  )
    return false;
  if (name === "disaster" && OF_A_FIGURE.test(text.slice(end, end + 30))) return false;
  if (name === "vanishing" && FEELING_GOES.test(text.slice(Math.max(0, start - 40), start))) return false;
  if (name === "transformation" && TURNED_INTO_NOT.test(text.slice(end, end + 40))) return false;
  if (
    name === "transformation" &&
    TURNS_INTO.test(text.slice(start, end)) &&
    !turnsIntoABeing(text, start, end)
  )
    return false;
  if (name === "transformation" && TRANSFORMS.test(text.slice(start, end))) {
    // "The room transforms into a dance floor": what it is made into says whether a body changes.
    if (ENDS_INTO.test(text.slice(start, end))) return turnsIntoABeing(text, start, end) ? undefined : false;
    // "transforming obscenity into poetry": the same with words between.
    const into = INTO_AFTER.exec(text.slice(end, end + 40));
    if (into && !turnsIntoABeing(text, start, end + into[0].length)) return false;
  }
  if (name !== "flight") return undefined;
  const subject = SUBJECT.exec(text.slice(Math.max(0, start - 60), start))?.[1]?.toLowerCase() ?? "";
  return SAID_OR_FELT.has(subject) ? false : undefined;
};
