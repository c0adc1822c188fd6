import { describe, expect, it } from "vitest";
import { readScriptModel } from "#analysis/read/script/read-script";
import { scriptTakeaways } from "./script-takeaways";

const scene = (heading: string, lines: string[]) => [heading, "", ...lines, ""].join("\n");

/** A short with no want said in words: every takeaway must still quote its pages. */
const NO_WANT = [
  "Title: Thaw",
  "",
  scene("EXT. FROZEN LAKE - DAY", [
    "MALCOLM (35), a wiry ice fisher in a red coat, drills a hole in the ice.",
    "",
    "MALCOLM",
    "Come on, come on.",
  ]),
  scene("EXT. FROZEN LAKE - LATER", [
    "Malcolm hauls up an empty line. The ice groans under him.",
    "",
    "MALCOLM",
    "Not today.",
  ]),
  scene("EXT. SHORE - DUSK", ["Malcolm walks off the ice as a long crack opens behind him.", "", "THE END"]),
].join("\n");

describe("script takeaways", () => {
  it("quote the pages even when no line states the lead's want: the close, and the lead as introduced", () => {
    const takeaways = scriptTakeaways(readScriptModel(NO_WANT), "Thaw");
    expect(takeaways.join(" ")).not.toMatch(/Write a logline|so we draft none|the lead on \d+ of \d+ scenes/);
    expect(takeaways).toContain(
      "State what Malcolm wants before the close on page 1, “Malcolm walks off the ice as a long crack opens behind him”: no line of Malcolm's or of the action says it, so the ending has no want to answer.",
    );
    expect(takeaways.some((line) => line.includes("“MALCOLM (35), a wiry ice fisher in a red coat"))).toBe(
      true,
    );
  });

  it("put the draft that stops first, quoting where it stops", () => {
    const stopped = NO_WANT.replace(/Malcolm walks off[^\n]*\n\nTHE END/, "MALCOLM\n(whispering)");
    const takeaways = scriptTakeaways(readScriptModel(stopped), "Thaw");
    expect(takeaways[0]).toBe(
      "Finish Thaw: the draft stops on page 1 at “Not today”, before its story ends.",
    );
  });

  it("leave notes from length alone after those that quote a page", () => {
    const hut = (i: number) =>
      scene(`INT. HUT ${i} - NIGHT`, [
        "MALCOLM",
        `Hut ${i}, still cold.`,
        "",
        ...Array(40).fill("The stove ticks.\n"),
      ]);
    const long = `${NO_WANT}\n${Array.from({ length: 100 }, (_, i) => hut(i)).join("\n")}`;
    const takeaways = scriptTakeaways(readScriptModel(long), "Thaw");
    const trim = takeaways.findIndex((line) => line.startsWith("Trim Thaw from"));
    expect(trim).toBeGreaterThan(0);
    expect(takeaways.slice(0, trim).every((line) => line.includes("“"))).toBe(true);
  });

  it("a lead-less draft gets a note that quotes its first and last lines", () => {
    const text = [
      "EXT. BEACH",
      "",
      "Her part wasn't finished.",
      "",
      "EXT. DUNES",
      "",
      "Nobody comes back for the chairs.",
      "",
    ].join("\n");
    expect(scriptTakeaways(readScriptModel(text), "Sand")).toContain(
      "Give Sand a lead to follow from “Her part wasn't finished” on page 1 to “Nobody comes back for the chairs” on page 1: no one is named often enough to carry it.",
    );
  });

  it("never quotes a running footer (the title and a page number) as the close", () => {
    const withFooter = `${NO_WANT}\n\n"Thaw" -  #303 - "Thaw"  37.\n`;
    const close = scriptTakeaways(readScriptModel(withFooter), "Thaw").find((line) =>
      line.startsWith("State what"),
    );
    expect(close).toContain("“Malcolm walks off the ice as a long crack opens behind him”");
  });
});
