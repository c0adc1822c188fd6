import nlp from "compromise";
import { countWords } from "#analysis/read/text/words";
import type { DeckBuildout } from "#domain/deck-buildout";
import type { OutlineFacts } from "./outline-facts";
import { clip, isStatement, isWorn, listOf, quoted, say, sentences } from "./outline-text";
import { titleCase } from "./story-person";

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
  const { scenes, script } = facts;
  const paragraphs: string[] = [];
  const note = script?.opening.flatMap(sentences).find((sentence) => isStatement(sentence, 6, 40));
  if (note) paragraphs.push(`The script opens with its own note on the world: ${quoted(note, 40)}`);
  const places = counted(scenes.map((scene) => scene.place)).slice(0, 4);
  const distinct = new Set(scenes.map((scene) => scene.place)).size;
  if (places.length) {
    paragraphs.push(
      `It moves through ${distinct} places in ${scenes.length} scenes. Most of it plays at ${listOf(
        places.map(([place, count]) => `${titleCase(place)} (${count} scene${count === 1 ? "" : "s"})`),
      )}.`,
    );
  }
  const years = [
    ...new Set(scenes.flatMap((scene) => scene.heading.match(/\b(?:1[89]|20)\d\d\b/g) ?? [])),
  ].sort();
  const night = scenes.filter((scene) => /night|evening|dusk/i.test(scene.time)).length;
  const exterior = scenes.filter((scene) => /^(?:\d+\s*)?EXT/i.test(scene.heading)).length;
  const period =
    years.length >= 2
      ? `Its headings date the story from ${years[0]} to ${years.at(-1)}. `
      : years[0]
        ? `Its headings date the story to ${years[0]}. `
        : "";
  if (scenes.length)
    paragraphs.push(
      `${period}${exterior} of its scenes are exterior and ${scenes.length - exterior} interior; ${night} happen at night.`,
    );
  const names = facts.people.flatMap((person) => person.name.split(" "));
  const named = namedPlaces(
    scenes.flatMap((scene) => [...scene.action, ...scene.lines.map((line) => line.text)]),
  ).filter((place) => !names.some((name) => place.split(" ").includes(name)));
  if (named.length) paragraphs.push(`Places the characters name: ${listOf(named)}.`);
  return paragraphs;
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
  if (journey.length >= 2) paragraphs.push(`The story travels through ${listOf(journey)}.`);
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
