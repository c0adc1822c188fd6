import { describe, expect, it } from "vitest";
import { readScriptModel } from "./read-script";
import { flagsOf } from "./script-model";

function script(line: string): string {
  return [
    "INT. KITCHEN - NIGHT",
    "",
    "BRITTA stands at the counter, staring at a pizza box.",
    "",
    "BRITTA",
    line,
    "",
    "JEFF",
    "Put the box down.",
    "",
  ].join("\n");
}

function onTheNose(line: string): string[] {
  return flagsOf(readScriptModel(script(line)), "on-the-nose").map((flag) => flag.quote);
}

describe("on-the-nose lines", () => {
  it("flags a feeling said outright", () => {
    expect(onTheNose("I feel so angry at all of you.")).toEqual(["I feel so angry at all of you."]);
    expect(onTheNose("I am so lonely.")).toEqual(["I am so lonely."]);
    expect(onTheNose("I am so sick of being filmed.")).toEqual(["I am so sick of being filmed."]);
  });

  it("does not flag a body's state said outright, the way a comedy plays it for the laugh", () => {
    expect(onTheNose("Cards on the table: I am really high right now.")).toEqual([]);
    expect(onTheNose("I am so baked.")).toEqual([]);
    expect(onTheNose("I'm so hungry I could eat the box.")).toEqual([]);
  });
});
