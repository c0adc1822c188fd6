import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ScriptReadingSchema } from "../../../../domain/script-reading";
import { parseScreenplayText } from "../../../screenplay/parse-screenplay-text";
import { renderScreenplayText } from "../../../screenplay/render-screenplay-text";
import { realFixture } from "../../../test/real-fixtures";
import { readScript } from "./read-script";

const fountain = (name: string) =>
  renderScreenplayText(parseScreenplayText(readFileSync(realFixture(name), "utf8")));
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("readScript on Big Fish", () => {
  const text = fountain("big_fish__screenplain.fountain");
  const reading = readScript(text);

  it("fills the contract", () => {
    expect(ScriptReadingSchema.parse(reading)).toEqual(reading);
    expect(reading).toMatchObject({ format: "feature", language: "en" });
    expect(reading.pages).toBeGreaterThanOrEqual(110);
  });

  it("merges EDWARD's cues, ages and introduced full name into one character", () => {
    const edward = reading.characters.find((character) => character.name === "EDWARD");
    expect(edward?.aliases).toEqual(expect.arrayContaining(["YOUNG EDWARD", "EDWARD BLOOM"]));
    expect(reading.characters.map((character) => character.name)).not.toContain("YOUNG EDWARD");
    expect(reading.protagonists[0]).toBe("EDWARD");
  });

  it("quotes only passages of the text", () => {
    for (const flag of reading.flags) expect(flat(text)).toContain(flag.quote);
  });
});
