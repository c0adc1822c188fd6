import { describe, expect, it } from "vitest";
import { ELEMENT_LEXICONS, namesIn } from "./breakdown-lexicons";
import { effectActions } from "./effect-actions";

const sfx = (text: string) => effectActions(text).sfx;
const vfx = (text: string) => effectActions(text).vfx;

describe("effectActions", () => {
  it("reads a machine that moves by itself, named or as the 'it' of the next sentence", () => {
    expect(sfx("Printer makes several hops and gets out of the way.")).toEqual(["object moves by itself"]);
    expect(
      sfx("He tucks it into a strange mechanical hand on the desk.  It clamps down automatically."),
    ).toEqual(["object moves by itself"]);
    expect(
      sfx(
        "Edward sets down a contraption, which looks something like a metal lava lamp.  Like a flower, it unfolds to reveal five fingers and a thumb.",
      ),
    ).toEqual(["object moves by itself"]);
  });

  it("moves no machine a person works, no gun and no 'it' far from a machine", () => {
    expect(
      sfx("They reach into the cab and pull out machine guns. They walk briskly towards the jail."),
    ).toEqual([]);
    expect(sfx("Mike opens the printer, clears the jam.")).toEqual([]);
    expect(sfx("A spider crawls across the floor. It crawls up onto the side of the bed.")).toEqual([]);
  });

  it("reads a practical light that flickers", () => {
    expect(sfx("The electric lights in the room flicker for a moment, and Igor looks up.")).toEqual([
      "flickering lights",
    ]);
    expect(
      sfx("While Mike fixes the paper in the tray, the lights on the printer shimmer in a strange pattern."),
    ).toEqual(["flickering lights"]);
    expect(sfx("She blinks slowly, just waking up.")).toEqual([]);
  });

  it("breaks glass a person or a thing goes through, not glass only looked through", () => {
    expect(sfx("Matt crashes through the glass doors and slams against the balcony railing.")).toEqual([
      "breakaway",
    ]);
    expect(sfx("It makes an unhesitating right turn through\nthe glass.")).toEqual(["breakaway"]);
    expect(sfx("Sarah is visible through the windshield as she pulls onto the street.")).toEqual([]);
    expect(
      sfx("The car trundles down crashing through the underbrush to disappear among the trees."),
    ).toEqual([]);
    expect(sfx("Bursting through the doors -- A NURSE finally scoops up the slippery baby.")).toEqual([]);
  });

  it("reads a thing that burns as fire, not a body part, a candle or a person", () => {
    expect(sfx("The library is razed\nin heaps of ashen rubble,\nsome of which burns.")).toEqual(["fire"]);
    expect(sfx("The rubble of the windmill burns.")).toEqual(["fire"]);
    expect(sfx("His eyes burn with anger.")).toEqual([]);
    expect(sfx("A single candle burns on an altar.")).toEqual([]);
    expect(sfx("He is staring at his bungalow, in which a couple of lights are burning.")).toEqual([]);
  });

  it("reads trees or roots that move like animals as a visual effect, unless the wind moves them", () => {
    expect(vfx("The trees ahead are moving.")).toEqual(["living plants"]);
    expect(vfx("Snake-like WHITE ROOTS shoot out of the ground, grabbing for his ankles.")).toEqual([
      "living plants",
    ]);
    expect(vfx("The branches move in the wind.")).toEqual([]);
  });
});

describe("a person who flies", () => {
  const names = new Set(["STEVE", "ANDREW"]);
  const flies = (text: string) => effectActions(text, names).vfx;

  it("reads a person flying up or into the air as a visual effect", () => {
    expect(flies("The camera turns, showing Steve, in a rainslicker, flying up to meet Andrew.")).toEqual([
      "flight",
    ]);
    expect(flies("She floats up into the air above the bed.")).toEqual(["flight"]);
  });

  it("flies no thing, no animal and no word opening a sentence", () => {
    expect(flies("Dust flies up from the road.")).toEqual([]);
    expect(flies("Birds fly up from the field.")).toEqual([]);
    expect(flies("He rises up from his chair.")).toEqual([]);
  });

  it("reads telekinesis as magic", () => {
    expect(
      namesIn(
        "Matt is sitting on the floor, slowly assembling a LEGO set with his telekinetic abilities.",
        ELEMENT_LEXICONS.vfx,
      ),
    ).toEqual(["magic"]);
  });
});

describe("special effects in the lexicon", () => {
  const lexiconSfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx);

  it("leaves out an effect only heard", () => {
    expect(lexiconSfx("We can hear it raining hard outside.")).toEqual([]);
    expect(lexiconSfx("Rain hammers the roof.")).toEqual(["rain"]);
  });

  it("leaves out a picture of an effect", () => {
    expect(
      lexiconSfx('a stream of blue wavy "radio" lines and small stereotype thunder bolt symbols'),
    ).toEqual([]);
    expect(lexiconSfx("Thunder rolls over the hills.")).toEqual(["storm"]);
  });

  it("reads fire by its other words, not in an idiom or a light that is on", () => {
    expect(lexiconSfx("The sky has brightened. Leonard KICKS the dying embers apart.")).toEqual(["fire"]);
    expect(lexiconSfx("The chopper exits, leaving the building ablaze and crumbling.")).toEqual(["fire"]);
    expect(lexiconSfx("Moco hears the men screaming as they burn to death.")).toEqual(["fire"]);
    expect(lexiconSfx("Everyone wants to dance with Edward. Still, he's having a blast.")).toEqual([]);
    expect(lexiconSfx("LaGuerta, talking rapid fire to a clearly nervous Cuban PORTER.")).toEqual([]);
    expect(lexiconSfx("In which a couple of lights are burning.")).toEqual([]);
  });

  it("leaves out an effect the action says does not happen", () => {
    expect(
      lexiconSfx("Terminator spins, drawing a bead on the source of the sound, but doesn't fire."),
    ).toEqual([]);
    expect(lexiconSfx("The grenade rolls under the car but never explodes.")).toEqual([]);
    expect(lexiconSfx("The grenade rolls under the car and explodes.")).toEqual(["explosion"]);
  });

  it("crashes through underbrush without breaking anything", () => {
    expect(lexiconSfx("the car trundles down crashing through the underbrush")).toEqual([]);
  });
});
