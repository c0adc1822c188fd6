import { describe, expect, it } from "vitest";
import { answersQuestion, namesPlatform } from "./answer-checks";

describe("answersQuestion", () => {
  it("takes a platform answer that names a platform, a format or a format figure", () => {
    expect(namesPlatform("a limited series for streaming")).toBe(true);
    expect(namesPlatform("six episodic chapters")).toBe(true);
    expect(namesPlatform("52 x 7 minutes")).toBe(true);
    expect(namesPlatform("wherever it fits best")).toBe(false);
  });

  it("takes a protagonist named by role or by a capitalised name", () => {
    expect(answersQuestion("protagonist", "a retired pilot")).toBe(true);
    expect(answersQuestion("protagonist", "our Mara")).toBe(true);
    expect(answersQuestion("protagonist", "not sure yet")).toBe(false);
  });

  it("takes a setting with a time or a place", () => {
    expect(answersQuestion("setting", "a fishing village in the 1950s")).toBe(true);
    expect(answersQuestion("setting", "set in 1962")).toBe(true);
    expect(answersQuestion("setting", "it depends on the budget")).toBe(false);
  });

  it("refuses an audience of everyone unless it also names a group", () => {
    expect(answersQuestion("audience", "everyone")).toBe(false);
    expect(answersQuestion("audience", "everyone, but mostly teenagers aged 14-18")).toBe(true);
  });
});
