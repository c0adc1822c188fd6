import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { structureWords } from "#domain/reading-chart-words";
import { sceneSpans } from "#domain/reading-charts";
import { PARSE_CHANNEL } from "#server/screenplay/parse-screenplay-text";
import { readFixture } from "../test/fixtures";
import { STRONG_DECK, STRONG_IDEA, scriptInput } from "../test/inputs";
import { createBuiltinEngine } from "./create-builtin-engine";

const engine = createBuiltinEngine();
const corpus = (name: string) =>
  readFileSync(resolve(import.meta.dirname, "../../../eval/corpus/scripts", name), "utf8");

let parses = 0;
const count = () => {
  parses++;
};
beforeEach(() => {
  parses = 0;
  PARSE_CHANNEL.subscribe(count);
});
afterEach(() => {
  PARSE_CHANNEL.unsubscribe(count);
});

describe("one reading per analysis", { timeout: 120_000 }, () => {
  it.each([
    ["Big Fish, report and outline", readFixture("big_fish__screenplain.fountain")],
    [
      "prose with a heading, report and outline",
      `INT. ROOM - DAY\n\n${"Iris waits for the ferry. ".repeat(30)}`,
    ],
  ])("parses a script once: %s", async (_, pitchText) => {
    await engine.analyze(scriptInput({ pitchText, projectTitle: null, mode: "generate" }));
    expect(parses).toBe(1);
  });

  it("never parses an idea or a deck as a screenplay", async () => {
    await engine.analyze({ ...STRONG_IDEA, mode: "generate" });
    await engine.analyze({ ...STRONG_DECK, mode: "generate" });
    expect(parses).toBe(0);
  });
});

/** Every number in `text` that `pattern` captures, in order. */
const numbers = (text: string, pattern: RegExp) => [...(text.match(pattern) ?? [])].slice(1).map(Number);

describe("one set of numbers per script", { timeout: 120_000 }, () => {
  it.each([
    ["Big Fish", readFixture("big_fish__screenplain.fountain")],
    ["Platte Crossing", corpus("platte-crossing.fountain")],
    ["The Quiet Floor", corpus("the-quiet-floor.fountain")],
  ])(
    "%s: the report, the pictures and the outline give the same scenes, interiors, nights and pages",
    async (_, pitchText) => {
      const result = await engine.analyze(scriptInput({ pitchText, projectTitle: null, mode: "generate" }));
      const reading = result.scriptAnalysis!.reading!;
      const section = (id: string) => result.scriptAnalysis!.sections.find((s) => s.id === id)!.content;
      // The pictures' own text alternative.
      const charts = structureWords(reading, sceneSpans(reading));
      const [chartScenes, chartPages] = numbers(charts, /^(\d+) scenes? across (\d+) pages?/);
      const [chartInteriors] = numbers(charts, /(\d+) INT\b(?!\/)/);
      const [chartNights] = numbers(charts, /(\d+) night/);
      // The report.
      const [reportPages, reportScenes] = numbers(
        result.overallSummary,
        /(\d+)-page [\w -]+? in (\d+) scenes/,
      );
      const [structureScenes, structureInteriors, structureNights] = numbers(
        section("structure"),
        /Of (\d+) scenes, (\d+) are interiors, .*?(\d+) at night/,
      );
      // The outline: its format line, and any scene count it gives.
      const outline = JSON.stringify(result.deckBuildout);
      const [outlinePages] = numbers(outline, /Format: an? [\w -]+? of (\d+) pages/);
      const outlineScenes = [...outline.matchAll(/\b(\d+) scenes\b/g)].map((match) => Number(match[1]));

      expect(reading.scenes.length).toBeGreaterThan(1);
      expect([chartScenes, reportScenes, structureScenes]).toEqual(Array(3).fill(reading.scenes.length));
      expect(outlineScenes.filter((scenes) => scenes > reading.scenes.length)).toEqual([]);
      expect([chartPages, reportPages, outlinePages]).toEqual(Array(3).fill(reading.pages));
      expect([chartInteriors ?? 0, structureInteriors]).toEqual(Array(2).fill(chartInteriors ?? 0));
      expect([chartNights ?? 0, structureNights]).toEqual(Array(2).fill(chartNights ?? 0));
    },
  );
});
