import { describe, expect, it } from "vitest";
import { ELEMENT_LEXICONS, namesIn } from "./breakdown-lexicons";
import { stuntActions } from "./stunt-actions";

const names = new Set(["ZED", "REESE"]);
const read = (text: string) => stuntActions(text, names);

describe("stuntActions", () => {
  it("reads a person thrown, flung or knocked somewhere, actively or in the passive", () => {
    expect(read("The blast throws him across the room.")).toEqual(["thrown"]);
    expect(read("Reese is flung back against the wall.")).toEqual(["thrown"]);
    expect(read("The guard gets knocked back into the shelves.")).toEqual(["thrown"]);
    expect(read("The creature hurls the soldier into the wall.")).toEqual(["thrown"]);
    expect(read("The explosion sends Zed flying.")).toEqual(["thrown"]);
    expect(read("The blast knocks them to the ground.")).toEqual(["thrown"]);
  });

  it("throws no prop, no pronoun for things and no idiom", () => {
    expect(read("She throws the ball across the room.")).toEqual([]);
    expect(read("He picks up the keys and tosses them into the bag.")).toEqual([]);
    expect(read("He throws his bag into the car.")).toEqual([]);
    expect(read("The news throws them into a panic.")).toEqual([]);
    expect(read("The letter knocks them back to square one.")).toEqual([]);
    expect(read("He throws her a look.")).toEqual([]);
  });

  it("reads a person hit by a vehicle, not a vehicle that hits a thing", () => {
    expect(read("The truck hits him.")).toEqual(["hit by a vehicle"]);
    expect(read("A car slams into her.")).toEqual(["hit by a vehicle"]);
    expect(read("He's hit by a speeding truck.")).toEqual(["hit by a vehicle"]);
    expect(read("She is run over by a bus.")).toEqual(["hit by a vehicle"]);
    expect(read("The car hits the wall.")).toEqual([]);
    expect(read("The truck hits the brakes.")).toEqual([]);
  });

  it("reads a person going through glass or off a height, never a thing or the weather", () => {
    expect(read("Zed crashes through the window.")).toEqual(["through glass"]);
    expect(read("He dives through the plate glass window.")).toEqual(["through glass"]);
    expect(read("The rock crashes through the window.")).toEqual([]);
    expect(read("He looks through the window.")).toEqual([]);
    expect(read("He tumbles off the roof.")).toEqual(["fall"]);
    expect(read("The man slips off the ledge.")).toEqual(["fall"]);
    expect(read("Rain falls off the roof.")).toEqual([]);
    expect(read("The car pulls off the bridge.")).toEqual([]);
  });

  it("reads a vehicle at speed as stunt driving, with its stunt driver in it", () => {
    expect(read("The car barrels down the street.")).toEqual(["stunt driving"]);
    expect(read("The sedan roars across the street without slowing.")).toEqual(["stunt driving"]);
    expect(read("The car idles by the curb.")).toEqual([]);
    expect(read("The crowd roars across the square.")).toEqual([]);
  });

  it("takes a chase spoken of, urged or played for no chase", () => {
    const chase = (text: string) => namesIn(text, ELEMENT_LEXICONS.stunts);
    expect(chase("Zed sprints down the alley, Reese chasing him.")).toEqual(["chase"]);
    expect(chase("He has outrun whoever was chasing him.")).toEqual([]);
    expect(chase("He yells at the cops to give pursuit.")).toEqual([]);
    expect(chase("The dogs chase each other in circles.")).toEqual([]);
  });
});
