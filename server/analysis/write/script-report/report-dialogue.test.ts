import { describe, expect, it } from "vitest";
import { readScriptModel } from "#analysis/read/script/read-script";
import { dialogueSection } from "./report-dialogue";

/** A one-page screenplay told in action alone: nobody speaks. */
const SILENT = [
  "Title: Low Tide",
  "",
  "EXT. MUDFLATS - DAWN",
  "",
  "A heron stalks the shallows. NORA (60) drags a rowing boat across the mud toward the channel.",
  "",
  "EXT. CHANNEL - DAY",
  "",
  "Nora rows out. Behind her the tide comes in over the flats and fills her footprints.",
  "",
  "THE END",
].join("\n");

describe("the Dialogue section", () => {
  it("with no speeches, names no speakers and leaves no empty list behind", () => {
    const { content } = dialogueSection(readScriptModel(SILENT), "Low Tide");
    expect(content).not.toContain("of the dialogue,");
    expect(content).not.toMatch(/, \./);
    expect(content).toMatch(/^\d+% of Low Tide’?'?s? words are spoken \(by quarter of the script: [^)]*\)\./);
  });
});
