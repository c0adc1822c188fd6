import { describe, expect, it } from "vitest";
import { scriptPeople } from "./script-people";
import type { StoryScene } from "./script-scenes";

function scene(
  number: number,
  page: number,
  place: string,
  action: string[],
  lines: StoryScene["lines"],
): StoryScene {
  return {
    number,
    heading: `INT. ${place} - DAY`,
    place,
    time: "DAY",
    page,
    speakers: [...new Set(lines.map((line) => line.speaker))],
    action,
    lines,
  };
}

describe("a lead's change from first to last appearance", () => {
  it("quotes the scenes they first and last appear in, not only their first and last lines", () => {
    const scenes = [
      scene(
        1,
        1,
        "HARBOUR",
        ["MARA, 30s, hauls an empty net onto the quay. Mara stares at the grey sea."],
        [],
      ),
      scene(2, 4, "KITCHEN", [], [{ speaker: "MARA", text: "I want the boat back, whatever it costs." }]),
      scene(3, 9, "KITCHEN", [], [{ speaker: "MARA", text: "We sell it all on Monday, then." }]),
      scene(4, 12, "BOAT", ["Mara steers the boat out past the breakwater, laughing into the spray."], []),
    ];
    const [mara] = scriptPeople(scenes, null);
    expect(mara?.arc?.first).toEqual({ page: 1, place: "HARBOUR", text: "Mara stares at the grey sea." });
    expect(mara?.arc?.last).toEqual({
      page: 12,
      place: "BOAT",
      text: "Mara steers the boat out past the breakwater, laughing into the spray.",
    });
  });
});
