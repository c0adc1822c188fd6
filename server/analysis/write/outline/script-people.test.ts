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

  it("quotes a moment of their own when their first scene names them only in their introduction", () => {
    const scenes = [
      scene(1, 1, "STREET", ["On Tom and Jenny.", "Tom walks into town with a suitcase."], []),
      scene(
        2,
        4,
        "SQUARE",
        ["The square is quiet under the noon sun. JENNY (8) hides behind her father, peering at Tom."],
        [{ speaker: "TOM", text: "Does anybody here know the way out?" }],
      ),
      scene(3, 6, "RIVER", ["Jenny runs down to the river with a jar for the fish."], []),
      scene(4, 9, "RIVER", [], [{ speaker: "JENNY", text: "The fish in this river never die, you know." }]),
      scene(
        5,
        20,
        "SHACK",
        ["Jenny, grown now, stands at the door of her shack and smiles."],
        [{ speaker: "JENNY", text: "I waited for you a long time, Tom." }],
      ),
    ];
    const jenny = scriptPeople(scenes, null).find((person) => person.cue === "JENNY");
    expect(jenny?.intro).toBe("JENNY (8) hides behind her father, peering at Tom.");
    // Not the square's opening sentence, which is not about her.
    expect(jenny?.arc?.first).toEqual({
      page: 6,
      place: "RIVER",
      text: "Jenny runs down to the river with a jar for the fish.",
    });
    expect(jenny?.arc?.last?.page).toBe(20);
  });
});

describe("where a person is seen most", () => {
  const line = (text: string) => [{ speaker: "SANDRA", text }];
  it("counts a house's rooms as the house, where the breakdown grouped them", () => {
    const scenes = [
      {
        ...scene(1, 1, "BLOOM HOUSE KITCHEN", [], line("I'm going to get started on dishes.")),
        location: "BLOOM HOUSE",
      },
      { ...scene(2, 2, "SORORITY HOUSE", [], line("Who are you?")), location: "SORORITY HOUSE" },
      { ...scene(3, 3, "SORORITY HOUSE", [], line("Go away.")), location: "SORORITY HOUSE" },
      { ...scene(4, 4, "BLOOM HOUSE MASTER BEDROOM", [], line("He's asleep.")), location: "BLOOM HOUSE" },
      { ...scene(5, 5, "BLOOM HOUSE BATHROOM", [], line("Let me.")), location: "BLOOM HOUSE" },
    ];
    expect(scriptPeople(scenes, null)[0]?.places).toEqual(["BLOOM HOUSE", "SORORITY HOUSE"]);
  });

  it("falls back to the heading's place without a breakdown", () => {
    const scenes = [
      scene(1, 1, "BLOOM HOUSE KITCHEN", [], line("I'm going to get started on dishes.")),
      scene(2, 2, "SORORITY HOUSE", [], line("Who are you?")),
      scene(3, 3, "SORORITY HOUSE", [], line("Go away.")),
    ];
    expect(scriptPeople(scenes, null)[0]?.places).toEqual(["SORORITY HOUSE", "BLOOM HOUSE KITCHEN"]);
  });
});
