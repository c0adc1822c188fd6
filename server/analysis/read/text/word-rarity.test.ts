import { describe, expect, it } from "vitest";
import { isKnownWord, isRareWord, zipf } from "./word-rarity";

describe("word rarity", () => {
  it("reads common words as common and the words only one story uses as rare", () => {
    expect(zipf("the")).toBeGreaterThan(7);
    expect(isRareWord("journey")).toBe(false);
    expect(isRareWord("secret")).toBe(false);
    expect(isRareWord("lighthouse")).toBe(true);
    expect(isRareWord("beekeeper")).toBe(true);
  });

  it("ignores case and a possessive, and knows nothing of coinages", () => {
    expect(zipf("Lighthouse")).toBeCloseTo(zipf("lighthouse"));
    expect(zipf("widow's")).toBeCloseTo(zipf("widow"));
    expect(isKnownWord("qwpeoriu")).toBe(false);
    expect(isRareWord("qwpeoriu")).toBe(false);
  });
});
