import { describe, expect, it } from "vitest";
import { splitOf } from "./held-out";
import {
  leakedStrings,
  loglineFromPages,
  namesSomethingSpecific,
  normaliseAct,
  quotesFromPages,
  storyTenths,
  synopsisReachesEnd,
} from "./script-corpus-measures";
import { LABELS } from "./script-reader";

describe("the held-out split", () => {
  it("keeps one script's formats together and holds out about a quarter of the corpus", () => {
    expect(splitOf("big_fish__screenplain.fountain")).toBe(splitOf("big_fish__screenplain.pdf"));
    const wide = LABELS.files.filter((file) => file.wide);
    const held = wide.filter((file) => splitOf(file.file) === "held-out").length;
    expect(held / wide.length).toBeGreaterThan(0.15);
    expect(held / wide.length).toBeLessThan(0.35);
  });

  it("the wide corpus has at least 40 scripts and both verdict classes have ten", () => {
    const scripts = new Set(
      LABELS.files
        .filter((file) => !file.file.startsWith("eval/"))
        .map((file) => file.file.replace(/\.\w+$/, "")),
    );
    expect(scripts.size).toBeGreaterThanOrEqual(40);
    for (const cls of ["produced", "faulty"] as const)
      expect(LABELS.files.filter((file) => file.verdictClass === cls).length).toBeGreaterThanOrEqual(10);
  });
});

describe("measures", () => {
  it("compares the writer's act labels without case, a leading 'the' or closing punctuation", () => {
    expect(normaliseAct("THE PROLOGUE.")).toBe(normaliseAct("Prologue"));
    expect(normaliseAct("Act Two – A Cat's Bark")).toBe("act two - a cat's bark");
    expect(normaliseAct("Act One")).not.toBe(normaliseAct("Act I"));
  });

  it("finds a title-page string in the report whatever its case", () => {
    expect(leakedStrings("Contact: NEXT LEVEL PRODUCTIONS", ["Next Level Productions", "Solvang"])).toEqual([
      "Next Level Productions",
    ]);
  });

  it("a synopsis reaches the end only when its last sentences tell the last tenth", () => {
    const script = `Sandra meets young Edward at the circus. ${"Years pass in Ashton. ".repeat(40)}Will carries his father into the river, where Edward becomes a great fish.`;
    const tenths = storyTenths(script);
    expect(synopsisReachesEnd("Sandra meets Edward. Will carries his father into the river.", tenths)).toBe(
      true,
    );
    expect(synopsisReachesEnd("Sandra meets young Edward at the circus.", tenths)).toBe(false);
    const gutenberg = storyTenths("story text here *** END OF THE PROJECT GUTENBERG licence", "*** END OF");
    expect(gutenberg.join("")).not.toContain("licence");
  });

  it("a sentence is specific when it names a character, a place of the headings or quotes the script", () => {
    const terms = {
      names: ["EDWARD"],
      places: ["CEMETERY"],
      text: "there are some fish that cannot be caught.",
    };
    expect(namesSomethingSpecific("Edward is in 132 scenes.", terms)).toBe(true);
    expect(namesSomethingSpecific("The funeral at the cemetery closes it.", terms)).toBe(true);
    expect(namesSomethingSpecific("It opens on “There are some fish that cannot be caught”.", terms)).toBe(
      true,
    );
    expect(namesSomethingSpecific("The script runs 123 pages in three acts.", terms)).toBe(false);
  });
});

describe("takeaways and loglines that rest on the pages", () => {
  const script =
    "EXT. LAKE - DAY\n\nMalcolm drills a hole in the ice.\n\nMALCOLM\nI'm going to catch the   pike that took my father's boat.";
  it("a quote counts only when the script holds it", () => {
    expect(
      quotesFromPages("Rework the line on page 1, “I'm going to catch the pike that took…”.", script),
    ).toHaveLength(1);
    expect(
      quotesFromPages("Rework the line on page 1, “I am going to catch a whale tonight”.", script),
    ).toEqual([]);
    expect(quotesFromPages("Write a logline that says what Malcolm wants.", script)).toEqual([]);
  });

  it("a drafted logline in the pages' words passes; a template of names and places does not", () => {
    expect(
      loglineFromPages("Malcolm is going to catch the pike that took his father's boat.", script, [
        "MALCOLM",
      ]),
    ).toBe(true);
    expect(
      loglineFromPages("Malcolm carries the story opposite Kate, from Lake to Shore.", script, [
        "MALCOLM",
        "KATE",
      ]),
    ).toBe(false);
  });
});
