import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalysisInput } from "#analysis/engine/analysis-engine";
import { createBuiltinEngine } from "#analysis/engine/create-builtin-engine";
import { judgePitch } from "#analysis/judge/judge-pitch";
import { EMPTY_NAME, findContradictions } from "#analysis/judge/note-checks";
import type { AnalysisResult } from "#domain/analysis";
import { DECK_CATEGORIES } from "#domain/categories";
import { loadConfig } from "#server/config";
import { createTextExtractor, type TextExtractor } from "#server/extraction/extract-text";
import { EXTENDED_CORPUS_AVAILABLE, EXTENDED_CORPUS_SKIPPED, realFixture } from "#server/test/real-fixtures";

/** Words that only make sense for a film or series pitch. */
const FILM_ADVICE =
  /\b(?:festivals?|casting|cast|director|screenplay|script|film|movie|logline|buyers?|slate|streamers?|box office|genre|protagonist|character arc|sizzle|comps|comparable titles|premiere|theatrical|X meets Y)\b/i;

if (!EXTENDED_CORPUS_AVAILABLE) console.info(EXTENDED_CORPUS_SKIPPED);

function deckInput(pitchText: string, projectTitle: string | null): AnalysisInput {
  return {
    pitchText,
    projectTitle,
    genre: null,
    projectStage: "deck",
    mode: "analyze",
    analysisType: "both",
    promptAnswers: {},
  };
}

/** Each deck is read as an upload is: the app's extractor, at the deck stage. */
let extractor: TextExtractor;
const texts = new Map<string, string>();
beforeAll(async () => {
  if (!EXTENDED_CORPUS_AVAILABLE) return;
  extractor = createTextExtractor(loadConfig({}).extraction);
  for (const name of [
    "greencoats_deck__pitch-deck-classifier.pdf",
    "imwg_pitch__openhack2018-purple.pdf",
    "jack_and_diane_pitch__jackanddiane.pdf",
    "jack_and_diane_synopsis__jackanddiane.pdf",
  ])
    texts.set(name, (await extractor.extract(realFixture(name), { originalName: name, stage: "deck" })).text);
}, 120_000);
afterAll(async () => {
  await extractor?.close();
});

function pdfText(name: string): string {
  const text = texts.get(name);
  if (text === undefined) throw new Error(`${name} was not read`);
  return text;
}

function allNotes(result: AnalysisResult): string[] {
  return [
    result.overallSummary,
    ...result.keyTakeaways,
    ...result.categories.flatMap((c) => [...c.strengths, ...c.improvements, ...c.suggestions]),
  ];
}

describe.runIf(EXTENDED_CORPUS_AVAILABLE)("real startup decks are judged as investor decks", () => {
  const engine = createBuiltinEngine();
  const decks = [
    ["greencoats_deck__pitch-deck-classifier.pdf", "GREENcoats", "GREENcoats"],
    ["imwg_pitch__openhack2018-purple.pdf", null, "IMWG"],
  ] as const;
  const results = new Map<string, AnalysisResult>();
  beforeAll(async () => {
    for (const [file, title] of decks)
      results.set(file, await engine.analyze(deckInput(pdfText(file), title)));
  });

  it.each(decks)(
    "%s: a startup deck named by its own name, with its team and no characters",
    (file, title, name) => {
      const judgement = judgePitch(deckInput(pdfText(file), title));
      expect(judgement.deckType).toBe("startup");
      expect(judgement.name).toBe(name);
      expect(judgement.characters).toEqual([]);
      expect(judgement.team.length).toBeGreaterThanOrEqual(3);
      expect(results.get(file)?.overallSummary).toContain(`“${name}”`);
    },
  );

  it.each(decks)("%s: no film advice anywhere in the report", (file) => {
    const offending = allNotes(results.get(file)!)
      .map((note) => DECK_CATEGORIES.reduce((text, name) => text.split(name).join("[category]"), note))
      .filter((note) => FILM_ADVICE.test(note));
    expect(offending).toEqual([]);
  });

  it.each(decks)("%s: no two notes contradict each other, and no sentence has an empty name", (file) => {
    const result = results.get(file)!;
    expect(findContradictions(result.categories)).toEqual([]);
    expect(allNotes(result).filter((note) => EMPTY_NAME.test(note))).toEqual([]);
  });

  it("names GREENcoats' team, not its companies or places", () => {
    const judgement = judgePitch(deckInput(pdfText(decks[0][0]), "GREENcoats"));
    expect(judgement.team).toEqual(expect.arrayContaining(["Jonas Viškelis", "Agnius Balčiūnaitis"]));
    const kinds = Object.fromEntries(judgement.entities.map((entity) => [entity.name, entity.kind]));
    expect(kinds).toMatchObject({ Bayer: "organisation", "European Union": "organisation" });
  });
});

describe.runIf(EXTENDED_CORPUS_AVAILABLE)("the Jack & Diane film deck and synopsis", () => {
  it("is a creative pitch: its two leads are characters, its places are not, and its notes agree", async () => {
    const input = deckInput(
      `${pdfText("jack_and_diane_pitch__jackanddiane.pdf")}\f${pdfText("jack_and_diane_synopsis__jackanddiane.pdf")}`,
      "Jack & Diane",
    );
    const judgement = judgePitch(input);
    expect(judgement.deckType).toBe("creative");
    expect(judgement.characters.slice(0, 2).sort()).toEqual(["Diane Waverly", "Jack Connelly"]);
    for (const place of ["Chicago", "Millhaven", "Indiana", "Heartland Chronicle"])
      expect(judgement.characters).not.toContain(place);
    expect(judgement.logline?.text).toBe(
      "A celebrated soccer coach returns to Chicago and the life of the high school sweetheart she left behind twenty years ago. Neither of them is who they were. Neither of them has entirely moved on.",
    );
    expect(judgement.logline?.lead).toBe("A celebrated soccer coach");
    const result = await createBuiltinEngine().analyze(input);
    expect(findContradictions(result.categories)).toEqual([]);
    expect(allNotes(result).filter((note) => EMPTY_NAME.test(note))).toEqual([]);
  });
});
