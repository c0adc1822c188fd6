import { describe, expect, it } from "vitest";
import { readScriptModel } from "#analysis/read/script/read-script";
import { gradeReading } from "./grade-reading";

const SCRIPT = [
  "Title: Ferry",
  "",
  "EXT. FERRY DECK - DAY",
  "",
  "OWEN (40) leans on the rail. His daughter MAY (12) counts gulls.",
  "",
  "MAY",
  "There are eleven gulls following the boat.",
  "",
  "OWEN",
  "They think we have bread on board.",
  "",
  "EXT. HARBOUR - DUSK",
  "",
  "The ferry docks. May runs ahead down the ramp.",
  "",
  "THE END",
].join("\n");

describe("the Dialogue row of the grid", () => {
  it("quotes a line that ends its own sentence without a second full stop", () => {
    const dialogue = gradeReading(readScriptModel(SCRIPT)).grid.find((row) => row.item === "Dialogue");
    expect(dialogue?.evidence).toMatch(/: “[^”]+\.”$/);
    expect(dialogue?.evidence).not.toContain(".”.");
  });
});
