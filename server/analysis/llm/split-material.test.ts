import { describe, expect, it } from "vitest";
import { sceneUnits, splitMaterial } from "./split-material";
import { readRealFixture } from "./test/llm-fixtures";

const SCENE_START = /^[ \t]*(?:\d+[A-Z]?[ \t]+)?(?:INT|EXT|EST|I\/E)[. /\t]/;

describe("splitMaterial", () => {
  it("keeps material within the budget whole", () => {
    expect(splitMaterial("Short idea.", 100)).toEqual(["Short idea."]);
  });

  it("splits the real Big Fish screenplay at scene headings, within the budget, losing nothing", () => {
    const text = readRealFixture("big_fish__screenplain.fountain");
    expect(sceneUnits(text)!.length).toBeGreaterThan(150);
    for (const budget of [12_000, 40_000]) {
      const parts = splitMaterial(text, budget);
      expect(parts.length).toBeGreaterThanOrEqual(Math.ceil(text.length / budget));
      expect(parts.join("")).toBe(text);
      for (const part of parts) expect(part.length).toBeLessThanOrEqual(budget);
      for (const part of parts.slice(1)) expect(part).toMatch(SCENE_START);
    }
  });

  it("falls back to paragraphs, then lines, then whitespace for prose", () => {
    const paragraphs = Array.from({ length: 30 }, (_, i) => `Paragraph ${i} ${"word ".repeat(40)}`).join(
      "\n\n",
    );
    const parts = splitMaterial(paragraphs, 1_000);
    expect(parts.join("")).toBe(paragraphs);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(1_000);
      expect(part).toMatch(/^Paragraph \d+/);
    }
    const wall = "word ".repeat(2_000);
    const wallParts = splitMaterial(wall, 1_000);
    expect(wallParts.join("")).toBe(wall);
    for (const part of wallParts) expect(part.length).toBeLessThanOrEqual(1_000);
    expect(wallParts[0]!.endsWith(" ")).toBe(true);
  });
});
