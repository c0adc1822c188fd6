import { describe, expect, it } from "vitest";
import {
  capitalise,
  countWords,
  proseSentences,
  sentencesAtStops,
  splitSentences,
  wholeWords,
} from "./words";

describe("countWords", () => {
  it("counts a hyphenated or elided word once and skips dashes and dots", () => {
    expect(countWords("Wait -- what?  It's 5 o'clock...")).toBe(5);
    expect(countWords("a self-made man")).toBe(3);
  });
});

describe("sentences", () => {
  it("splits prose where a sentence ends", () => {
    expect(proseSentences("He runs.  She waits! Why? 2 days pass…\nnobody knows.")).toEqual([
      "He runs.",
      "She waits!",
      "Why?",
      "2 days pass… nobody knows.",
    ]);
  });

  it("cuts at every stop when asked to, whatever follows", () => {
    expect(sentencesAtStops("He runs. she waits! Why?")).toEqual(["He runs.", "she waits!", "Why?"]);
    expect(proseSentences("He runs. she waits!")).toEqual(["He runs. she waits!"]);
  });

  it("keeps titles and initials with their name in pitch text", () => {
    expect(splitSentences("Dr. Ames meets J. Smith. They talk.")).toEqual([
      "Dr. Ames meets J. Smith.",
      "They talk.",
    ]);
  });
});

describe("capitalise", () => {
  it("sets only the first letter in upper case", () => {
    expect(capitalise("the lead moves and the rest stays")).toBe("The lead moves and the rest stays");
    expect(capitalise("")).toBe("");
  });
});

describe("wholeWords", () => {
  it("matches a list's entries only as whole words, with an optional ending, and escapes them", () => {
    const person = new RegExp(wholeWords(["pilot", "nurse"], "(?:s|es)?"), "i");
    expect(person.test("Two Pilots land.")).toBe(true);
    expect(person.test("autopilot on")).toBe(false);
    expect(new RegExp(wholeWords(["disney+"]), "i").test("on disney today")).toBe(false);
  });
});
