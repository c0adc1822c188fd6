import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { longestFirst, prefixTree } from "./breakdown-lexicons";

const matches = (pattern: string, text: string) =>
  [...text.matchAll(new RegExp(`(?<![\\p{L}])(?:${pattern})(?![\\p{L}])`, "giu"))].map(
    (match) => `${match.index}:${match[0]}`,
  );

describe("a prefix tree of forms", () => {
  it("shares beginnings and tries a longer form first", () => {
    expect(prefixTree(["car", "cars", "cart", "bus", "police car"])).toBe(
      "(?:car(?:(?:s|t))?|bus|police\\s+car)",
    );
  });

  it("finds what the flat longest-first alternation finds, in any text", () => {
    const word = fc.constantFrom(
      "car",
      "cars",
      "cart",
      "carts",
      "police car",
      "police",
      "bus",
      "b",
      "ca",
      "c-r",
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1 }),
        fc.array(fc.constantFrom("car", "Cars", "cart", "police  car", "bus", "b", "x", " ", ",", "-"), {
          maxLength: 12,
        }),
        (forms, parts) => {
          const text = parts.join(" ");
          expect(matches(prefixTree(forms), text)).toEqual(matches(longestFirst(forms), text));
        },
      ),
    );
  });
});
