import { describe, expect, it } from "vitest";
import { bitPartsIn, scenePeople, scriptBitParts } from "./scene-people";

const none = new Set<string>();
/** The people of one line of action, with the script's bit parts and the scene's cues. */
function peopleOf(
  action: string,
  options: { bitParts?: string[]; present?: string[]; speaking?: string[] } = {},
) {
  const speaking = new Set(options.speaking ?? []);
  const present = [...(options.present ?? []), ...speaking];
  const here = bitPartsIn(action, none, none);
  return scenePeople(action, present, speaking, here, scriptBitParts([...here, ...(options.bitParts ?? [])]))
    .extras;
}

describe("bit parts set in capitals", () => {
  it("names a group without its count or its article, over a line break too", () => {
    expect(bitPartsIn("He passes TWO UNIFORMED\nCOPS at the doorway.", none, none)).toEqual([
      "UNIFORMED COPS",
    ]);
    expect(bitPartsIn("A THOUSAND CHINESE SOLDIERS sit, bored.", none, none)).toEqual(["CHINESE SOLDIERS"]);
    expect(bitPartsIn("He sees TWO MORE MEN running towards him.", none, none)).toEqual(["MEN"]);
  });

  it("takes no one from a shot of what people see, nor a thing the tagger reads as a person", () => {
    expect(bitPartsIn("BOYS' P.O.V.\n\nSomething is waiting in the darkness.", none, none)).toEqual([]);
    expect(bitPartsIn("The GUARD'S POV: the gate swings open.", none, none)).toEqual([]);
    expect(bitPartsIn("JACK, sitting in the hold, TAPPING on an OLD TYPEWRITER", none, none)).toEqual([]);
    expect(bitPartsIn("Two BOYS watch from the fence.", none, none)).toEqual(["BOYS"]);
  });

  it("keeps a bit part's number and what sets a person apart, and drops a trailing 'of'", () => {
    expect(
      bitPartsIn("He slams the butt of the rifle, knocking the wind out of BAD GUY #1.", none, none),
    ).toEqual(["BAD GUY #1"]);
    expect(bitPartsIn("The hand points a finger at an HEAVYSET MAN IN OVERALLS.", none, none)).toEqual([
      "HEAVYSET MAN IN OVERALLS",
    ]);
    expect(peopleOf("He heads toward A CROWD OF polyester-wearing RETIREES.")).toEqual(["Retirees", "crowd"]);
  });

  it("still reads four words in capitals as a shouted line", () => {
    expect(bitPartsIn("Todd VIOLENTLY GRABS HIM BY THE COLLAR.", none, none)).toEqual([]);
  });
});

describe("the people of a scene", () => {
  it("names a bit part in title case with the words that describe it and its number", () => {
    expect(peopleOf("The Tall Men walk steady and alert, ready to kill.", { present: ["MEN"] })).toEqual([
      "Tall Men",
    ]);
    expect(
      peopleOf("The Old Mean Dude walks into the first stall and sits down.", { bitParts: ["MEAN DUDE"] }),
    ).toEqual(["Old Mean Dude"]);
    expect(
      peopleOf("Mean Dude #4 takes the case and lays it flat in Azul's palms.", { bitParts: ["MEAN DUDE"] }),
    ).toEqual(["Mean Dude #4"]);
  });

  it("takes a bit part for the cue it speaks as, in either direction", () => {
    expect(
      peopleOf("On the sidelines, a PRETTY GIRL admits the name of her secret love:", { speaking: ["GIRL"] }),
    ).toEqual(["children"]);
    expect(
      peopleOf("Dexter stares at the Cop, then very tongue in cheek.", {
        present: ["COP"],
        speaking: ["UNIFORMED COP"],
      }),
    ).toEqual([]);
  });

  it("takes a bit part named without its number for the numbered one, unless another is set apart", () => {
    const slams = "Mean Dude #5 lifts the lid. Azul hears the sound of the Mean Dude slamming the case shut.";
    expect(peopleOf(slams, { bitParts: ["MEAN DUDE"], speaking: ["MEAN DUDE #5"] })).toEqual([]);
    const blasts = "Mariachi blasts the first Mean Dude he sees. He sees Mean Dude #5 run away.";
    expect(peopleOf(blasts, { bitParts: ["MEAN DUDE"] })).toEqual(["Mean Dude", "Mean Dude #5"]);
  });

  it("lists a crowd once, not as a bit part and again as a crowd", () => {
    expect(peopleOf("The CROWD applauds, which makes the lion antsy.")).toEqual(["crowd"]);
  });

  it("takes a person named by title and name for someone on set, not one already cast or only owning a thing", () => {
    expect(peopleOf("Mr. Soggybottom HONKS his horn, then waddles off.")).toEqual(["Mr. Soggybottom"]);
    expect(peopleOf("Mr. Hoff is at the railing, talking to three men in suits.")).toEqual(["Mr. Hoff"]);
    expect(
      peopleOf("Young Dr. Bennett stands between the Wife's legs.", { speaking: ["YOUNG DR. BENNETT"] }),
    ).toEqual([]);
    expect(peopleOf("He reads Mr. Hoff's letter.")).toEqual([]);
  });
});
