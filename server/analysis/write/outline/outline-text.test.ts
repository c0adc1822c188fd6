import { describe, expect, it } from "vitest";
import { proseCase } from "./outline-text";

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
