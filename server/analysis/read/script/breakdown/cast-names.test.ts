import { describe, expect, it } from "vitest";
import { commonNounCast, isCastName } from "./cast-names";

const found = (names: string[], actions: string[]) => commonNounCast(names, actions).map((cast) => cast.name);

describe("commonNounCast", () => {
  it("finds a speaking thing wherever the action names it with 'the'", () => {
    const actions = [
      "He turns to stare at the printer and his gaze is deadly.",
      "The printer sits in the middle of the street lane.",
      "Mike stares at the phone in horror.",
    ];
    const [printer] = commonNounCast(["PRINTER", "MIKE"], actions);
    expect(printer?.name).toBe("PRINTER");
    expect(printer?.pattern.test("Mike looks down at the printer, stares at the wall a moment.")).toBe(true);
    expect(printer?.pattern.test("Mike stares at the wall.")).toBe(false);
  });

  it("leaves a name the action writes with a capital, a kind of person and a vehicle to their cues", () => {
    expect(
      found(["WILL"], ["As Will walks from the car, the WHIRR of cicadas grows.", "He reads the will."]),
    ).toEqual([]);
    expect(found(["GIRL"], ["The girl waves.", "A girl runs by."])).toEqual([]);
    expect(found(["PLANE"], ["Murdock, flying the plane alone, wipes his brow and appears ill."])).toEqual(
      [],
    );
  });
});

describe("isCastName", () => {
  it("reads a shot's framing set alone on a line ('WIDE', 'CLOSE ON') as the camera, not a speaker", () => {
    expect(isCastName("WIDE")).toBe(false);
    expect(isCastName("CLOSE ON")).toBe(false);
    expect(isCastName("MEDIUM SHOT")).toBe(false);
    expect(isCastName("WIDEMAN")).toBe(true);
    expect(isCastName("WAINGRO")).toBe(true);
  });
});
