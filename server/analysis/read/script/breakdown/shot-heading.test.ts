import { describe, expect, it } from "vitest";
import type { BreakdownScene } from "#domain/production-breakdown";
import { headingPlace } from "./heading-place";
import { groupSets } from "./read-breakdown";
import { type HeadedScene, placesUnderShots, scenePlaces } from "./shot-heading";

/** A scene of The Last Birthday Card (fountain.io's sample), heading and first action line. */
function scene(heading: string, action = "Scott looks up.", setting: string | null = null): HeadedScene {
  return {
    heading,
    time: "",
    setting: setting ?? (/^(?:INT|EXT)/.test(heading) ? "INT" : null),
    elements: [
      { type: "scene-heading", text: heading },
      { type: "action", text: action },
    ],
  };
}

const locations = (scenes: HeadedScene[], names: string[] = []) =>
  scenePlaces(scenes, new Set(names)).map((place) => place.location);

describe("a heading's place", () => {
  it("takes a heading written with commas for its place before the first comma", () => {
    expect(headingPlace("EXT. NAK'S HOUSE, CONTINUED", "").location).toBe("NAK'S HOUSE");
    expect(headingPlace("INT. HALLWAY, SCOTT'S APARTMENT BUILDING, A MOMENT LATER", "")).toMatchObject({
      location: "HALLWAY",
      set: "HALLWAY",
    });
    expect(headingPlace("INT. LANDCRUISER, DRIVING -- A BIT LATER", "A BIT LATER").location).toBe(
      "LANDCRUISER",
    );
    expect(headingPlace("INT. SAN FRANCISCO APARTMENT, DAY", "DAY").location).toBe("SAN FRANCISCO APARTMENT");
  });

  it("takes no time of day written without a dash for part of the place", () => {
    expect(headingPlace("INT. CAR NIGHT", "").location).toBe("CAR");
    expect(headingPlace("EXT. HIGHWAY NIGHT", "").location).toBe("HIGHWAY");
    expect(headingPlace("EXT. OPEN FIELD  SUNRISE", "").location).toBe("OPEN FIELD");
    // A one-word heading is the place, whatever it is called.
    expect(headingPlace("EXT. MIDNIGHT", "").location).toBe("MIDNIGHT");
  });
});

describe("shot headings", () => {
  it("gives a heading that names a person, a thing or a position the place of the scene it continues", () => {
    expect(
      locations(
        [
          scene("INT. THE BOSS'S OFFICE, A SECOND LATER"),
          scene("SCOTT, IN BAXTER'S KITCHEN"),
          scene("EXT. MARIN HILLSIDE, THE NEXT DAY"),
          scene("A SCENIC OVERLOOK", "with a lovely view of the ocean."),
          scene("THE MAZDA", "begins to roll down the hill."),
          scene(
            "SPALDING JEAGER",
            "keeps eating, while in his rear-view mirror the truck barrels towards him.",
          ),
          scene("SCOTT", "sees this and shoots a look at Nak, but Nak keeps smiling because"),
          scene("INSIDE", "Scott opens the door."),
        ],
        ["SCOTT", "NAK"],
      ),
    ).toEqual([
      "THE BOSS'S OFFICE",
      "BAXTER'S KITCHEN",
      "MARIN HILLSIDE",
      "A SCENIC OVERLOOK",
      "A SCENIC OVERLOOK",
      "A SCENIC OVERLOOK",
      "A SCENIC OVERLOOK",
      "A SCENIC OVERLOOK",
    ]);
  });

  it("returns to the place a 'back in' heading names, and keeps a heading that names a place", () => {
    expect(
      locations([
        scene("INT. SAN FRANCISCO APARTMENT, DAY"),
        scene("INT. HALLWAY, SCOTT'S APARTMENT BUILDING, A MOMENT LATER"),
        scene("BACK IN THE APARTMENT", "Scott sorts through the mail."),
        scene("NAK'S BEDROOM", "Nak, now dressed in a suit, folds the Hakama."),
      ]),
    ).toEqual(["SAN FRANCISCO APARTMENT", "HALLWAY", "SAN FRANCISCO APARTMENT", "NAK'S BEDROOM"]);
  });

  it("gives an omitted scene no place", () => {
    expect(locations([scene("INT. MOTEL ROOM 21 - DAY"), scene("OMIT 136*", "")])).toEqual([
      "MOTEL ROOM 21",
      "",
    ]);
  });

  it("groups no place named with a phrase after it as a set of a shorter one", () => {
    const row = (location: string) => ({ location, set: location }) as BreakdownScene;
    const scenes = [
      row("MAIN STREET"),
      row("MAIN STREET OF ASHTON"),
      row("HOTEL COAHUILA"),
      row("HOTEL COAHUILA LOBBY"),
    ];
    groupSets(scenes);
    expect(scenes.map((item) => [item.location, item.set])).toEqual([
      ["MAIN STREET", "MAIN STREET"],
      ["MAIN STREET OF ASHTON", "MAIN STREET OF ASHTON"],
      ["HOTEL COAHUILA", "HOTEL COAHUILA"],
      ["HOTEL COAHUILA", "LOBBY"],
    ]);
  });

  it("keeps the last place named for the shots after an omitted scene (Evil Dead II)", () => {
    expect(
      locations([
        scene("INT. CABIN MAIN ROOM - NIGHT"),
        scene("OMIT", ""),
        scene("MEDIUM SHOT - ASH AND JAKE", "Ash approaches the front porch as Jake enters sharply"),
      ]),
    ).toEqual(["CABIN MAIN ROOM", "", "CABIN MAIN ROOM"]);
  });
});

describe("headings of people or a thing under the shot headings", () => {
  const underShots = (headings: string[], names: string[]) =>
    placesUnderShots(
      headings.map((heading) => ({
        heading,
        place: headingPlace(heading, /- DAY$|- NIGHT$/.test(heading) ? heading.split(" - ").at(-1)! : ""),
      })),
      new Set(names),
    ).map((place) => place.location);

  it("reads any framing before SHOT, ANGLE or CAMERA as a shot, not a place (Army of Darkness)", () => {
    expect(
      underShots(
        [
          "INT. TIME VORTEX",
          "TRUCKING SHOT - ASH AS HE RIDES",
          "LOW TRUCKING SHOT - THE SECOND HORSEMAN",
          "DOWN ANGLE ON ASH",
          "EXT. CASTLE COURTYARD - DAY",
          "ASKEW ANGLE",
          "BATTLEFIELD TRACKING SHOT",
          "EYEMO CAMERA",
          "EXT. BIG SHOT'S MANSION - DAY",
        ],
        ["ASH"],
      ),
    ).toEqual([
      "TIME VORTEX",
      "TIME VORTEX",
      "TIME VORTEX",
      "TIME VORTEX",
      "CASTLE COURTYARD",
      "CASTLE COURTYARD",
      "CASTLE COURTYARD",
      "CASTLE COURTYARD",
      "BIG SHOT'S MANSION",
    ]);
  });

  it("reads a group of people as a shot, and a person 'at' a place as that place (Hunter, the Predator draft)", () => {
    expect(
      underShots(
        [
          "EXT. RIVER BED - DAY",
          "EXT. RIVER BANK - DAY",
          "EXT. TEAM MEMBERS - DAY",
          "EXT. BILLY - AT THE RIVER BED - DAY",
          "EXT. THE OTHER TEAM MEMBERS - DAY",
          "INT. HUNTER. SOMEWHERE IN THE BOULDERS - NIGHT",
        ],
        ["BILLY", "HUNTER"],
      ),
    ).toEqual(["RIVER BED", "RIVER BANK", "RIVER BANK", "RIVER BED", "RIVER BED", "THE BOULDERS"]);
  });

  it("reads a heading that names only a weapon or an animal as a shot of it, not a place", () => {
    expect(
      underShots(["EXT. HUNTER'S SHIP - NIGHT", "EXT. ARROW - NIGHT", "INT. THE SPEAR - NIGHT"], []),
    ).toEqual(["HUNTER'S SHIP", "HUNTER'S SHIP", "HUNTER'S SHIP"]);
  });

  it("keeps a place a person's word could name: a diner, the dentists", () => {
    expect(underShots(["INT. DINER - DAY", "EXT. DENTISTS - DAY"], [])).toEqual(["DINER", "DENTISTS"]);
  });

  it("drops a revision mark from the place: 'INT. BOQ RECEPTION AREA *' (Top Gun)", () => {
    expect(headingPlace("INT. BOQ RECEPTION AREA *", "").location).toBe("BOQ RECEPTION AREA");
  });
});
