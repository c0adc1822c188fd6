import { describe, expect, it } from "vitest";
import {
  characterLanes,
  dialogueShares,
  OTHERS_LABEL,
  orderedGrid,
  topCharacters,
  wholePercents,
} from "./reading-cast-charts";
import {
  actSpans,
  dayLightOf,
  formatEighths,
  fractionOf,
  pageTicks,
  sceneSpans,
  shownLights,
  shownSettings,
  spanAt,
} from "./reading-charts";
import type { ReadingCharacter, ReadingScene } from "./script-reading";
import { BIG_FISH_READING } from "./test/big-fish-reading";

const scene = (number: number, page: number, eighths: number, characters: string[] = [], time = "DAY") =>
  ({
    number,
    heading: `INT. ROOM ${number} - ${time}`,
    page,
    eighths,
    setting: "INT",
    time,
    characters,
  }) satisfies ReadingScene;

const character = (name: string, scenes: number, words: number, firstPage = 1, aliases: string[] = []) =>
  ({ name, aliases, scenes, speeches: scenes, words, firstPage, lastPage: 10 }) satisfies ReadingCharacter;

describe("sceneSpans: eighths to positions along the pages", () => {
  it("places scenes that share a page one after another, and a new page's scene at its top", () => {
    const spans = sceneSpans({ pages: 4, scenes: [scene(1, 1, 3), scene(2, 1, 4), scene(3, 2, 12)] });
    expect(spans.map((span) => [span.start, span.end])).toEqual([
      [0, 3 / 8],
      [3 / 8, 1],
      [1, 2.5],
    ]);
  });

  it("never lets a long scene push the next one off its own page, and cuts the long one short", () => {
    const spans = sceneSpans({ pages: 3, scenes: [scene(1, 1, 16), scene(2, 2, 2), scene(3, 2, 2)] });
    expect(spans.map((span) => [span.start, span.end])).toEqual([
      [0, 1],
      [1, 1.25],
      [1.25, 1.5],
    ]);
  });

  it("squeezes scenes that overfill one page into its last eighth, and the next page follows on", () => {
    const spans = sceneSpans({
      pages: 2,
      scenes: [scene(1, 1, 4), scene(2, 1, 4), scene(3, 1, 4), scene(4, 2, 8)],
    });
    expect(spans.map((span) => [span.start, span.end])).toEqual([
      [0, 0.5],
      [0.5, 0.875],
      [0.875, 1.375],
      [1.375, 2],
    ]);
  });

  it("leaves a gap of more than an eighth open (a title page, an omitted page)", () => {
    const spans = sceneSpans({ pages: 5, scenes: [scene(1, 2, 4), scene(2, 4, 8)] });
    expect(spans.map((span) => [span.start, span.end])).toEqual([
      [1, 1.5],
      [3, 4],
    ]);
  });

  it("keeps every scene inside the script, even with a page past the end", () => {
    const spans = sceneSpans({ pages: 2, scenes: [scene(1, 2, 8), scene(2, 5, 8)] });
    for (const span of spans) {
      expect(span.start).toBeGreaterThanOrEqual(0);
      expect(span.end).toBeLessThanOrEqual(2);
      expect(span.end).toBeGreaterThanOrEqual(span.start);
    }
  });

  it("carries Big Fish's 190 scenes in order across its 122 pages", () => {
    const spans = sceneSpans(BIG_FISH_READING);
    expect(spans).toHaveLength(190);
    expect(spans[0]?.start).toBe(2);
    expect(spans.at(-1)?.end).toBeLessThanOrEqual(122);
    for (let i = 1; i < spans.length; i++) expect(spans[i]!.start).toBeGreaterThanOrEqual(spans[i - 1]!.end);
    expect(fractionOf(61, 122)).toBe(0.5);
    expect(fractionOf(130, 122)).toBe(1);
  });
});

describe("dayLightOf", () => {
  it("reads the writer's words, and CONTINUOUS or LATER keeps the light of the scene before", () => {
    expect(dayLightOf("DAY")).toBe("day");
    expect(dayLightOf("NIGHT / LATER")).toBe("night");
    expect(dayLightOf("PRE-DAWN")).toBe("twilight");
    expect(dayLightOf("MAGIC HOUR")).toBe("twilight");
    expect(dayLightOf("CONTINUOUS", "night")).toBe("night");
    expect(dayLightOf("MOMENTS LATER", "day")).toBe("day");
    expect(dayLightOf("VARIOUS SHOTS", "day")).toBe("unstated");
    expect(dayLightOf("")).toBe("unstated");
    expect(dayLightOf("NACHT")).toBe("night");
    expect(dayLightOf("JOUR")).toBe("day");
  });
});

describe("acts, ticks and eighths", () => {
  it("orders the acts and keeps them inside the script", () => {
    const acts = actSpans({
      pages: 100,
      acts: [
        { label: "Two", startPage: 31, endPage: 120, source: "writer" },
        { label: "One", startPage: 1, endPage: 30, source: "writer" },
      ],
    });
    expect(acts.map(({ act, start, end }) => [act.label, start, end])).toEqual([
      ["One", 0, 30],
      ["Two", 30, 100],
    ]);
  });

  it("labels page 1 and round steps, never more than asked", () => {
    expect(pageTicks(122)).toEqual([1, 20, 40, 60, 80, 100, 120]);
    expect(pageTicks(122, 4)).toEqual([1, 50, 100]);
    expect(pageTicks(12)).toEqual([1, 4, 6, 8, 10, 12]);
    expect(pageTicks(5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageTicks(1)).toEqual([1]);
  });

  it("names INT, EXT, day and night in a legend always, the other kinds only when a scene has them", () => {
    expect(shownSettings({ INT: 0, EXT: 0, "INT/EXT": 0, none: 2 })).toEqual(["INT", "EXT", "none"]);
    expect(shownLights({ day: 0, night: 0, twilight: 1, unstated: 0 })).toEqual(["day", "night", "twilight"]);
  });

  it("finds the scene under a tap, or the nearest one in a gap", () => {
    const spans = [
      { start: 0, end: 1 },
      { start: 1, end: 2.5 },
      { start: 4, end: 5 },
    ];
    expect(spanAt(spans, 0.2)).toBe(spans[0]);
    expect(spanAt(spans, 1)).toBe(spans[1]);
    expect(spanAt(spans, 2.9)).toBe(spans[1]);
    expect(spanAt(spans, 3.8)).toBe(spans[2]);
    expect(spanAt(spans, 9)).toBe(spans[2]);
    expect(spanAt([], 1)).toBeUndefined();
  });

  it("writes lengths the way a production board does", () => {
    expect([3, 8, 11, 4, 16].map(formatEighths)).toEqual(["3/8", "1", "1 3/8", "4/8", "2"]);
  });
});

describe("the cast pictures", () => {
  it("picks the six most present characters by scenes, then words, then first page", () => {
    const cast = [
      character("A", 3, 10),
      character("B", 9, 5),
      character("C", 3, 50),
      character("D", 1, 900),
      character("E", 3, 10, 4),
      character("F", 2, 0),
      character("G", 0, 0),
    ];
    expect(topCharacters(cast, 6).map((c) => c.name)).toEqual(["B", "C", "A", "E", "F", "D"]);
  });

  it("finds a character's scenes by name or alias and merges touching scenes", () => {
    const reading = {
      pages: 4,
      scenes: [scene(1, 1, 4, ["WILL"]), scene(2, 1, 4, ["YOUNG WILL"]), scene(3, 3, 8, ["EDWARD (V.O.)"])],
      characters: [character("WILL", 2, 10, 1, ["YOUNG WILL"]), character("EDWARD", 1, 5, 3)],
    };
    const [will, edward] = characterLanes(reading);
    expect(will?.sceneNumbers).toEqual([1, 2]);
    expect(will?.spans).toEqual([{ start: 0, end: 1 }]);
    expect(edward?.spans).toEqual([{ start: 2, end: 3 }]);
  });

  it("gives Big Fish's timeline to Edward, Will, Sandra, Jenny, Josephine and Karl", () => {
    const lanes = characterLanes(BIG_FISH_READING);
    expect(lanes.map((lane) => [lane.character.name, lane.sceneNumbers.length])).toEqual([
      ["EDWARD", 131],
      ["WILL", 74],
      ["SANDRA", 33],
      ["JENNY", 27],
      ["JOSEPHINE", 26],
      ["KARL", 17],
    ]);
  });

  it("shares dialogue by words with whole percentages that add up to 100", () => {
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([0, 0])).toEqual([0, 0]);
    const shares = dialogueShares(BIG_FISH_READING.characters);
    expect(shares.map((row) => row.name)).toEqual([
      "EDWARD",
      "WILL",
      "JENNY",
      "SANDRA",
      "AMOS",
      "DR. BENNETT",
      OTHERS_LABEL,
    ]);
    expect(shares.reduce((sum, row) => sum + row.percent, 0)).toBe(100);
    expect(shares[0]).toMatchObject({ words: 3013, percent: 43 });
    expect(shares.at(-1)).toMatchObject({
      isOthers: true,
      words: 226 + 129 + 65 + 58 + 37 + 31 + 27 + 24 + 23 + 21,
    });
  });

  it("has no 'everyone else' bar when six or fewer speak, and skips the silent", () => {
    const shares = dialogueShares([character("A", 1, 30), character("B", 1, 10), character("C", 4, 0)]);
    expect(shares.map((row) => [row.name, row.percent])).toEqual([
      ["A", 75],
      ["B", 25],
    ]);
  });

  it("puts the grid in its fixed order", () => {
    const grid = orderedGrid([...BIG_FISH_READING.grid].reverse());
    expect(grid.map((row) => row.item)).toEqual([
      "Premise",
      "Structure",
      "Characters",
      "Dialogue",
      "Pacing",
      "Marketability",
    ]);
  });
});
