import nlp from "compromise";
import { isElementWord } from "#analysis/read/script/breakdown/breakdown-lexicons";
import { nameCase } from "#analysis/read/text/names";
import { countWords, listPhrase } from "#analysis/read/text/words";
import type { DeckBuildout } from "#domain/deck-buildout";
import { elementTable, type ProductionBreakdown } from "#domain/production-breakdown";
import type { OutlineFacts } from "./outline-facts";
import { clip, isStatement, isWorn, quoted, say, sentences } from "./outline-text";

function counted(values: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** Places a script's action and dialogue name (towns, rivers, states), by the NLP library. */
function namedPlaces(texts: readonly string[]): string[] {
  const places = nlp(texts.join("\n")).places().out("array") as string[];
  return counted(places.map((place) => place.replace(/[.,;:!?]+$/, "").trim()).filter((p) => p.length > 2))
    .slice(0, 5)
    .map(([place]) => place);
}

function scriptWorld(facts: OutlineFacts): string[] {
  const { scenes, script, breakdown } = facts;
  const paragraphs: string[] = [];
  const note = script?.opening.flatMap(sentences).find((sentence) => isStatement(sentence, 6, 40));
  if (note) paragraphs.push(`The script opens with its own note on the world: ${quoted(note, 40)}`);
  if (breakdown) {
    const when = periodSentence(breakdown);
    const story = storyPlaces(facts, breakdown);
    if (when || story.length)
      paragraphs.push(
        [when, story.length ? `The places the story is about: ${listPhrase(story)}.` : ""]
          .filter(Boolean)
          .join(" "),
      );
    const main = [...breakdown.locations]
      .sort((a, b) => b.eighths - a.eighths)
      .slice(0, 4)
      .map((location) => {
        const sets = location.sets.filter((set) => set !== location.name).slice(0, 3);
        return `${nameCase(location.name)}${sets.length ? ` (${sets.map((set) => set.toLowerCase()).join(", ")})` : ""}`;
      });
    if (main.length) paragraphs.push(`Where most of its pages play: ${listPhrase(main)}.`);
    const sights = setPieces(breakdown);
    if (sights) paragraphs.push(sights);
  } else if (scenes.length) {
    const places = counted(scenes.map((scene) => scene.place)).slice(0, 4);
    paragraphs.push(`Most of it plays at ${listPhrase(places.map(([place]) => nameCase(place)))}.`);
  }
  const names = facts.people.flatMap((person) => person.name.split(" "));
  const props = new Set(
    breakdown?.scenes.flatMap((scene) => [...scene.elements.weapons, ...scene.elements.vehicles]) ?? [],
  );
  const named = namedPlaces(
    scenes.flatMap((scene) => [...scene.action, ...scene.lines.map((line) => line.text)]),
  )
    .filter((place) => !names.some((name) => place.split(" ").includes(name)))
    .filter((place) => !props.has(place.toLowerCase()) && !isElementWord(place))
    .filter((place) => !paragraphs.some((paragraph) => paragraph.includes(place)));
  if (named.length) paragraphs.push(`Places the characters name: ${listPhrase(named)}.`);
  return paragraphs;
}

/** Set pieces of each kind, so the paragraph fits a slide: two sights, then one stunt. */
const SET_PIECES = { vfx: 2, stunts: 1 } as const;

/**
 * The sights and stunts the pages ask for that run through the film (two scenes or more), each in
 * the words of the first scene that asks for it, the ones in most scenes first.
 */
function setPieces(breakdown: ProductionBreakdown): string {
  const rows = elementTable(breakdown);
  const picks: string[] = [];
  for (const kind of ["vfx", "stunts"] as const) {
    const quotes = rows
      .filter((row) => row.kind === kind && row.scenes.length >= 2 && row.firstQuote)
      .map((row) => `${quoted(row.firstQuote!.quote, 30)} (page ${row.firstQuote!.page})`);
    picks.push(...[...new Set(quotes)].filter((quote) => !picks.includes(quote)).slice(0, SET_PIECES[kind]));
  }
  return picks.length ? `What it asks the camera for, in its own words: ${picks.join("; ")}.` : "";
}

/** "Set from 1960s–1990s: the headings date scenes to 1973, 1977, 1987 and 1998." */
function periodSentence(breakdown: ProductionBreakdown): string {
  if (!breakdown.period) return "";
  const dated = [
    ...new Set(breakdown.scenes.map((scene) => scene.period).filter((p): p is string => !!p)),
  ].sort();
  const span = /[–s]/.test(breakdown.period) ? `across the ${breakdown.period}` : `in ${breakdown.period}`;
  return dated.length > 1
    ? `Set ${span}: the pages date scenes to ${listPhrase(dated)}.`
    : `Set ${span}, as the pages state.`;
}

/**
 * Named places the story is about: words of the headings' locations the action also writes as a
 * name in mid-sentence ("the road to Ashton"), most scenes first. Never a character or a prop.
 */
function storyPlaces(facts: OutlineFacts, breakdown: ProductionBreakdown): string[] {
  const action = facts.scenes.flatMap((scene) => scene.action).join(" ");
  const people = new Set(
    [
      ...facts.people.map((person) => person.name),
      ...(facts.reading?.characters.flatMap((character) => [character.name, ...character.aliases]) ?? []),
      ...breakdown.scenes.flatMap((scene) => [...scene.cast, ...scene.extras]),
    ].flatMap((name) => name.toUpperCase().split(/\s+/)),
  );
  const counts = new Map<string, number>();
  for (const scene of breakdown.scenes) {
    for (const word of new Set(scene.location.split(/[^\p{L}'’]+/u))) {
      if (word.length < 4 || people.has(word) || /['’]S$/.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([word, scenes]) => {
      if (scenes < 2) return false;
      const name = word.charAt(0) + word.slice(1).toLowerCase();
      // A name is never written in lower case ("house" is a word, "Ashton" a name).
      if (new RegExp(`\\b${name.toLowerCase()}\\b`).test(action)) return false;
      return (
        new RegExp(`\\b(?!and\\b|or\\b)\\p{Ll}+,? (?:of |in |to |at |from |near )?${name}\\b`, "u").test(
          action,
        ) && !isElementWord(name)
      );
    })
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([word]) => word.charAt(0) + word.slice(1).toLowerCase());
}

const RULE = /\b(?:must|can't|cannot|never|only|until|before|rules?|forbidden|allowed|days? of|hours?)\b/i;

function ideaWorld(facts: OutlineFacts): string[] {
  const { answers, slides, sentences: all } = facts.signals;
  const paragraphs: string[] = [];
  if (answers.setting) paragraphs.push(answers.setting);
  const worldSlide = slides.find((slide) => /\b(?:world|setting)\b/i.test(slide.title));
  if (worldSlide) paragraphs.push(clip(worldSlide.text.split("\n").slice(1).join(" "), 80));
  const story = sentences(answers.synopsis ?? "");
  const places = nlp([answers.synopsis ?? "", answers.setting ?? ""].join("\n"))
    .places()
    .out("array") as string[];
  const journey = [...new Set(places.map((place) => place.replace(/[.,;:]+$/, "")))].slice(0, 6);
  if (journey.length >= 2) paragraphs.push(`The story travels through ${listPhrase(journey)}.`);
  const rule = [...story, ...sentences(answers.logline ?? "")].find(
    (sentence) => RULE.test(sentence) && countWords(sentence) >= 8,
  );
  if (rule && !paragraphs.some((paragraph) => paragraph.includes(rule)))
    paragraphs.push(`The rule the story runs on: ${rule}`);
  if (facts.kind === "startup-deck") {
    const market = all.filter(
      (sentence) =>
        /\b(?:market|globally|annual|per year|estimates?|consumers?|households)\b/i.test(sentence) &&
        isStatement(sentence, 8, 50),
    );
    paragraphs.push(...market.filter((sentence) => !isWorn(facts.said, sentence)).slice(0, 3));
  }
  return paragraphs;
}

export function composeWorld(facts: OutlineFacts): DeckBuildout["world"] {
  const paragraphs = (facts.kind === "script" ? scriptWorld(facts) : ideaWorld(facts)).map((p) =>
    say(facts.said, p),
  );
  if (!paragraphs.length)
    paragraphs.push(
      `The material does not say where or when ${facts.title} takes place; one line on the place, the period and its rules would fill this section.`,
    );
  return { paragraphs };
}
