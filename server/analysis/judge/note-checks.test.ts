import { describe, expect, it } from "vitest";
import type { Category } from "#domain/analysis";
import { findContradictions } from "./note-checks";

function card(strengths: string[], improvements: string[]): Category[] {
  return [{ category: "Story & Structure", score: 5, strengths, improvements, suggestions: [] }];
}

describe("findContradictions", () => {
  it("finds a card that praises and denies the same ending, platform or team", () => {
    const found = findContradictions(
      card(
        [
          "You reveal the ending, which buyers need: “The film cuts to black”.",
          "You name where it belongs: BBC One.",
          "People are named, which makes the project feel real: Ruth Okafor (director).",
        ],
        [
          "The synopsis stops before its ending (“The film cuts to black”): say what happens.",
          "No platform, format or distribution route is named.",
          "There is no team slide: nothing says who will write, direct or produce this.",
        ],
      ),
    );
    expect(found.map((item) => item.topic).sort()).toEqual(["ending", "platform", "team"]);
  });

  it("finds nothing in a card that agrees with itself", () => {
    expect(findContradictions(card(["You name where it belongs: BBC One."], ["Add an ending."]))).toEqual([]);
  });
});
