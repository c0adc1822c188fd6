import { describe, expect, it } from "vitest";
import { clip, isStatement, isWorn, mentions, proseCase, quoted, type Said, say } from "./outline-text";
import type { StoryPerson } from "./story-person";

const EDWARD = { name: "Edward Bloom", cue: "EDWARD" } as StoryPerson;

describe("the outline's sentences", () => {
  it("lets no sentence of four words or more be said a third time", () => {
    const said: Said = new Map();
    const line = "Edward tells the story of the fish.";
    say(said, line);
    expect(isWorn(said, line)).toBe(false);
    say(said, `${line} He laughs.`);
    expect(isWorn(said, line)).toBe(true);
    expect(isWorn(said, "EDWARD TELLS THE STORY OF THE FISH!")).toBe(true);
    say(said, "He laughs. He laughs.");
    expect(isWorn(said, "He laughs.")).toBe(false);
  });

  it("clips at a word with an ellipsis and quotes in curly marks", () => {
    expect(clip("one two three, four five", 3)).toBe("one two three…");
    expect(clip("one two", 3)).toBe("one two");
    expect(quoted('"He runs to the river and keeps running"', 4)).toBe("“He runs to the…”");
  });

  it("takes a statement of six to forty words that ends on a stop", () => {
    expect(isStatement("Edward walks into the river at dawn.")).toBe(true);
    expect(isStatement("Edward walks into the river at dawn")).toBe(false);
    expect(isStatement("He runs.")).toBe(false);
  });

  it("sets a screenplay's capitals in prose case, keeping the people's names", () => {
    expect(proseCase("EDWARD hears a BANG. THUNDER rolls in a FIELD.", [EDWARD])).toBe(
      "Edward hears a bang. Thunder rolls in a field.",
    );
    expect(proseCase("EDWARD'S boat reaches the USA.", [EDWARD])).toBe("Edward's boat reaches the USA.");
  });

  it("finds a name only as a whole word", () => {
    expect(mentions("Edward meets Will.", "Will")).toBe(true);
    expect(mentions("Edward is willing.", "Will")).toBe(false);
  });
});

describe("action set as prose", () => {
  it("keeps a name the script introduces with an age in proper case, and lowers other shouted words", () => {
    expect(
      proseCase(
        "As the performers clear away, the circus' owner-and-ringmaster AMOS CALLOWAY (50) approaches the stands.",
        [],
      ),
    ).toBe(
      "As the performers clear away, the circus' owner-and-ringmaster Amos Calloway (50) approaches the stands.",
    );
    expect(proseCase("Outside, SARAH JANE O'NEIL, 29, hears a BANG.", [])).toBe(
      "Outside, Sarah Jane O'Neil, 29, hears a bang.",
    );
    expect(proseCase("A loud CRASH outside.", [])).toBe("A loud crash outside.");
  });
});
