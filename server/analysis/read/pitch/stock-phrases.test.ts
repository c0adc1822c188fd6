import { describe, expect, it } from "vitest";
import stockPhrases from "../../../lexicons/stock-phrases.json" with { type: "json" };
import { readStockPhrases } from "./stock-phrases";

describe("stock phrases", () => {
  it("the data file holds at least 300 phrases and names its sources", () => {
    const count = Object.values(stockPhrases.kinds).reduce((sum, kind) => sum + kind.phrases.length, 0);
    expect(count).toBeGreaterThanOrEqual(300);
    expect(stockPhrases.sources.length).toBeGreaterThan(3);
  });

  it("a salad logline is mostly stock phrases, each named as it stands", () => {
    const reading = readStockPhrases(
      "When a broken man is pushed to the edge, he must face his past before it's too late, but an old enemy will stop at nothing.",
    );
    expect(reading.found.map((phrase) => phrase.text)).toEqual([
      "a broken man",
      "pushed to the edge",
      "must face his past",
      "before it's too late",
      "an old enemy",
      "will stop at nothing",
    ]);
    expect(reading.coverage).toBeGreaterThan(0.8);
  });

  it("reads her and their as his, curly apostrophes and hyphens as written", () => {
    const found = readStockPhrases(
      "She must face her past before it’s too late in an edge-of-your-seat ride.",
    ).found;
    expect(found.map((phrase) => phrase.text)).toEqual([
      "must face her past",
      "before it’s too late",
      "edge-of-your-seat",
    ]);
    expect(found[1]?.asks).toBe("the date or event that ends the chance");
  });

  it("a specific logline has few or none", () => {
    const reading = readStockPhrases(
      "A night nurse at a Duluth care home notices that the residents who die all asked for Room 12 the week before.",
    );
    expect(reading.found).toEqual([]);
    expect(reading.coverage).toBe(0);
  });
});
