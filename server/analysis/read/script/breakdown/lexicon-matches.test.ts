import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ELEMENT_KINDS } from "#domain/production-breakdown";
import { ELEMENT_LEXICONS, lexiconMatches } from "./breakdown-lexicons";

const everywhere = (text: string, kind: (typeof ELEMENT_KINDS)[number]) =>
  [...text.matchAll(ELEMENT_LEXICONS[kind].pattern)].map((match) => `${match.index}:${match[0]}`);
const whereTheyBegin = (text: string, kind: (typeof ELEMENT_KINDS)[number]) =>
  lexiconMatches(text, ELEMENT_LEXICONS[kind]).map((match) => `${match.index}:${match[0]}`);

describe("a lexicon's matches, tried only where a form can begin", () => {
  it("are the pattern's own matches across a whole feature, for every kind", () => {
    const text = readFileSync(
      join(import.meta.dirname, "../../../../../fixtures/real/big_fish__screenplain.fountain"),
      "utf8",
    );
    for (const kind of ELEMENT_KINDS) {
      const expected = everywhere(text, kind);
      expect(expected.length).toBeGreaterThan(0);
      expect(whereTheyBegin(text, kind)).toEqual(expected);
    }
  });

  it("read forms across line breaks, in capitals, after a point and beside hyphens and apostrophes", () => {
    const text =
      "A POLICE\n  CAR stops. The t.  rex's jaws; a .45 and a colt .45; horse-drawn, a sea-horse, dogs' bowls. " +
      "An OX, an Rv and the ax. A  shot rings out; IT  RAINS; a car on\n\tfire. FX: the EL  CAMINO.";
    for (const kind of ELEMENT_KINDS) expect(whereTheyBegin(text, kind)).toEqual(everywhere(text, kind));
    expect(whereTheyBegin(text, "vehicles")).toContain("2:POLICE\n  CAR");
    expect(whereTheyBegin(text, "sfx").map((match) => match.replace(/^\d+:/, ""))).toEqual(
      expect.arrayContaining(["A  shot rings out", "IT  RAINS"]),
    );
  });

  it("are the pattern's matches in any text made of the lexicons' words", () => {
    const words = [
      "police car",
      "car",
      "Horse",
      "horses",
      "dog",
      "t. rex",
      "gun",
      ".45",
      "explodes",
      "falls",
      "-",
      "'s",
      ",",
      "\n",
      "the",
      "x",
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { maxLength: 14 }),
        fc.constantFrom(" ", "", "\n  ", "\u00a0"),
        (parts, glue) => {
          const text = parts.join(glue);
          for (const kind of ELEMENT_KINDS)
            expect(whereTheyBegin(text, kind)).toEqual(everywhere(text, kind));
        },
      ),
    );
  });
});
