import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readScript } from "#analysis/read/script/read-script";
import type { ScriptReading } from "#domain/script-reading";
import { ScriptDeltaSchema } from "#domain/version-delta";
import { realFixture } from "#server/test/real-fixtures";
import { compareScripts } from "./script-delta";

/** Real scripts edited in known ways, in the test, from the fixture's own text (product.md "What changed"). */
const BIG_FISH = readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8");
const MY_LIVING_MEMORY = readFileSync(realFixture("my_living_memory__afterwriting.fountain"), "utf8");
const DRAFT_ONE = readScript(BIG_FISH);
const DATE = "2026-11-20T10:00:00.000Z";
const HEADING = /^(INT|EXT)[. ]/;

/** A Fountain script as its lines, cut where each scene heading starts. */
function blocks(text: string): { head: string[]; scenes: string[][] } {
  const lines = text.split("\n");
  const starts = lines.flatMap((line, index) => (HEADING.test(line) ? [index] : []));
  return {
    head: lines.slice(0, starts[0]),
    scenes: starts.map((start, index) => lines.slice(start, starts[index + 1] ?? lines.length)),
  };
}

function join(head: string[], scenes: string[][]): string {
  return [...head, ...scenes.flat()].join("\n");
}

function sceneIndex(scenes: string[][], heading: string, occurrence = 0): number {
  const found = scenes.flatMap((scene, index) => (scene[0]!.trim() === heading ? [index] : []));
  expect(found.length).toBeGreaterThan(occurrence);
  return found[occurrence]!;
}

function compare(
  text: string,
  from: { text: string; reading: ScriptReading } = { text: BIG_FISH, reading: DRAFT_ONE },
) {
  const reading = readScript(text);
  const delta = compareScripts({ id: "draft-one", date: DATE, ...from }, { text, reading });
  expect(ScriptDeltaSchema.parse(delta)).toEqual(delta);
  return { delta, reading };
}

const NO_SCENE_CHANGE = { added: [], removed: [], moved: [], revised: [] };
const NO_CHARACTER_CHANGE = { added: [], removed: [], renamed: [] };

describe("compareScripts on Big Fish edited in known ways", () => {
  it("an unchanged re-upload reports no change", () => {
    const { delta } = compare(BIG_FISH);
    expect(delta.scenes).toEqual(NO_SCENE_CHANGE);
    expect(delta.characters).toEqual(NO_CHARACTER_CHANGE);
    expect(delta.flags).toEqual({ resolved: [], added: [], kept: DRAFT_ONE.flags.length });
    expect(delta.grid).toEqual([]);
    expect(delta.pages).toEqual({ from: DRAFT_ONE.pages, to: DRAFT_ONE.pages });
    expect(delta.verdict).toEqual({ from: DRAFT_ONE.verdict.script, to: DRAFT_ONE.verdict.script });
    expect(delta.strip.to.every((scene) => scene.change === "kept")).toBe(true);
    expect(delta.summary).toMatch(/^Nothing changed on the pages: the same 193 scenes in the same order/);
    expect(delta).toMatchObject({ kind: "script", fromId: "draft-one", date: DATE });
  });

  it("a scene cut is that one scene removed, the first of two scenes under its heading", () => {
    const { head, scenes } = blocks(BIG_FISH);
    const cut = sceneIndex(scenes, "EXT.  RIVER - DAY");
    const { delta, reading } = compare(join(head, scenes.toSpliced(cut, 1)));
    expect(delta.scenes).toEqual({ ...NO_SCENE_CHANGE, removed: ["EXT. RIVER - DAY"] });
    expect(delta.characters).toEqual(NO_CHARACTER_CHANGE);
    expect(delta.pages).toEqual({ from: DRAFT_ONE.pages, to: reading.pages });
    expect(delta.strip.from.filter((scene) => scene.change === "removed")).toHaveLength(1);
    expect(delta.strip.from[cut + 1]!.change).toBe("removed");
    expect(delta.summary).toMatch(/^This draft cuts 1 scene; /);
  });

  it("a scene moved is reported as moved, and only that scene", () => {
    const { head, scenes } = blocks(BIG_FISH);
    const from = sceneIndex(scenes, "INT.  HOSPITAL ROOM - DAY");
    const moved = scenes[from]!;
    const rest = scenes.toSpliced(from, 1);
    const { delta } = compare(join(head, rest.toSpliced(60, 0, moved)));
    expect(delta.scenes).toEqual({ ...NO_SCENE_CHANGE, moved: ["INT. HOSPITAL ROOM - DAY"] });
    expect(delta.characters).toEqual(NO_CHARACTER_CHANGE);
    expect(delta.summary).toMatch(/^This draft moves 1 scene; /);
  });

  it("a character renamed throughout is one rename, not a character lost and one found", () => {
    const renamed = BIG_FISH.replace(/\bEDWARD\b/g, "EDDIE").replace(/\bEdward\b/g, "Eddie");
    const { delta } = compare(renamed);
    expect(delta.characters).toEqual({ ...NO_CHARACTER_CHANGE, renamed: [{ from: "EDWARD", to: "EDDIE" }] });
    expect(delta.scenes).toEqual(NO_SCENE_CHANGE);
    expect(delta.flags.resolved).toEqual([]);
    expect(delta.flags.added).toEqual([]);
    expect(delta.summary).toContain("EDWARD is now EDDIE.");
  });

  it("a flagged monologue trimmed is that note resolved and its scene rewritten", () => {
    // Draft one: Edward's first speech runs on with the words of the speeches after it (a monologue).
    const lines = BIG_FISH.split("\n");
    const cue = lines.findIndex((line) => line.startsWith("EDWARD (V.O.)"));
    const speeches = lines.filter((_line, index) => index > cue && lines[index - 1]!.startsWith("EDWARD"));
    const long = [lines[cue + 1], ...speeches.slice(0, 3)].join(" ");
    const draftOne = lines.toSpliced(cue + 1, 1, long).join("\n");
    const before = readScript(draftOne);
    const monologue = before.flags.find((flag) => flag.kind === "monologue" && flag.page === 1);
    expect(monologue, "draft one's monologue is flagged").toBeDefined();

    const { delta } = compare(BIG_FISH, { text: draftOne, reading: before });
    expect(delta.flags.resolved).toEqual([{ kind: "monologue", page: 1, quote: monologue!.quote }]);
    expect(delta.flags.added).toEqual([]);
    expect(delta.flags.kept).toBe(DRAFT_ONE.flags.length);
    expect(delta.scenes).toEqual({
      ...NO_SCENE_CHANGE,
      revised: ["(opening, before the first scene heading)"],
    });
    expect(delta.summary).toContain("1 resolved");
  });

  it("ten pages added are ten more pages, the new scenes and the people in them", () => {
    const { head, scenes } = blocks(BIG_FISH);
    const other = blocks(MY_LIVING_MEMORY).scenes;
    let taken = 0;
    let text = BIG_FISH;
    let reading = DRAFT_ONE;
    while (reading.pages < DRAFT_ONE.pages + 10) {
      taken++;
      text = join(head, scenes.toSpliced(100, 0, ...other.slice(0, taken)));
      reading = readScript(text);
    }
    expect(reading.pages).toBe(DRAFT_ONE.pages + 10);
    const { delta } = compare(text);
    const inserted = other.slice(0, taken).map((scene) => scene[0]!.replace(/\s+/g, " ").trim());
    expect(delta.pages).toEqual({ from: DRAFT_ONE.pages, to: DRAFT_ONE.pages + 10 });
    expect(delta.scenes).toEqual({ ...NO_SCENE_CHANGE, added: inserted });
    const newcomers = reading.characters
      .map((character) => character.name)
      .filter((name) => !DRAFT_ONE.characters.some((character) => character.name === name));
    expect(newcomers.length).toBeGreaterThan(0);
    expect(delta.characters).toEqual({ ...NO_CHARACTER_CHANGE, added: newcomers });
    expect(delta.summary).toContain(`it runs ${DRAFT_ONE.pages + 10} pages, 10 more than before`);
  });
});
