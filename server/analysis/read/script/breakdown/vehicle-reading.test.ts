import { describe, expect, it } from "vitest";
import { breakdownOfText } from "#server/test/breakdown-of-text";
import { ELEMENT_LEXICONS, namesIn } from "./breakdown-lexicons";
import { namedVehicles, vehicleJudge } from "./vehicle-figures";

const vehicles = (text: string) => namesIn(text, ELEMENT_LEXICONS.vehicles);

describe("vehicles on set", () => {
  it("reads trailers, campers and mobile homes as vehicles, and 'busses' as buses (Independence Day)", () => {
    expect(vehicles("Below an entire valley filled with campers, trailers and\nbusses.")).toEqual([
      "trailer",
      "bus",
    ]);
    expect(vehicles("Miguel helps Troy down from the trailer.")).toEqual(["trailer"]);
    expect(vehicles("INT. BRENNON MOBILE HOME - SAME")).toEqual(["trailer"]);
    expect(vehicles("They watch the movie trailer on his phone.")).toEqual([]);
  });

  it("reads a car from what only a driver does: the driveway pulled into, the ignition cut (Cliffhanger)", () => {
    const text =
      "pulls into the driveway and puts the Bronco in park. He\ndoesn't cut the engine, because he's not sure whether he's\ngoing in or not. Finally -- he cuts the ignition.";
    expect(vehicles(text)).toEqual(["car"]);
    expect(
      vehicles("A renovated Craftsman.  Sipping a carton of milk, Archer\npulls into the driveway."),
    ).toEqual(["car"]);
    expect(vehicles("they're suddenly\npulling out into the street and WAILING off down the block.")).toEqual(
      ["car"],
    );
  });

  it("reads aircraft and boats by their own names: a turboprop, MiG fighters, a fireboat", () => {
    expect(vehicles("The turboprop banks into the jungle, out of control.")).toEqual(["airplane"]);
    expect(
      vehicles(
        "Several Russian Pilots are gathered around a radio, their\ndozen MIG FIGHTERS standing behind them.",
      ),
    ).toEqual(["airplane"]);
    expect(vehicles("We see it's coming from the fireboat's rushing stream.")).toEqual(["boat"]);
  });

  it("reads chariots and flying saucers as vehicles, and no saucer of a cup (Gladiator, Men in Black)", () => {
    expect(
      vehicles("the huge doors at one end\nof the arena suddenly burst open and ten chariots thunder\nin --"),
    ).toEqual(["wagon"]);
    expect(vehicles("the flying saucer silently rises up in the night sky, plainly visible.")).toEqual([
      "spaceship",
    ]);
    expect(vehicles("She sets the cup back on its saucer.")).toEqual([]);
  });

  it("reads a cart nothing draws as one pushed by hand, no vehicle (Big Fish, The Last Birthday Card)", () => {
    const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.vehicles, vehicleJudge);
    expect(
      judged(
        "Seeing SECURITY GUARDS heading their way, a quick-thinking Sandra shoves a nearby cart into them, bowling them down.",
      ),
    ).toEqual([]);
    expect(judged("A housekeeping cart blocks his path and he pauses.")).toEqual([]);
    expect(judged("A farmer's cart drawn by two mules creaks down the lane.")).toEqual(["wagon"]);
    expect(judged("The horse pulls the cart out of the mud.")).toEqual(["wagon"]);
  });

  it("reads a vehicle a screen, a photo or footage shows as none on set (Independence Day)", () => {
    const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.vehicles, vehicleJudge);
    expect(judged("On all screens we SEE the space ship as a long thin line of light.")).toEqual([]);
    expect(judged("Helicopter footage of people gathered on the rooftops of downtown Los Angeles.")).toEqual(
      [],
    );
    expect(
      judged("Pasted on the locker door we see photos of Jasmine next to the photos of the space shuttle."),
    ).toEqual([]);
    expect(judged("On the street below, a helicopter lands.")).toEqual(["helicopter"]);
    expect(judged("The helicopter hovers over the screen door of the cabin.")).toEqual(["helicopter"]);
  });

  it("reads no armoured vehicle in a tank of water or formaldehyde (Hellboy, Jurassic Park III)", () => {
    const hellboy =
      "One entire wall is a thick pane of glass, the wall of a huge\ntank of water. A VOICE crackles through an intercom next to\nthe tank.\nIn the tank, ABE SAPIEN, a FISH-MAN glides in and out view.";
    expect(vehicles(hellboy)).toEqual([]);
    const lab =
      "empty incubators; tanks\nof formaldehyde with dinosaur fetuses and body parts.\nAN ACTUAL RAPTOR\nlunges at her form behind the tank.";
    expect(vehicles(lab)).toEqual([]);
    expect(vehicles("Two tanks roll across the bridge.")).toEqual(["military vehicle"]);
  });
});

describe("vehicles a heading or a number names (Independence Day, Backdraft, Jurassic Park III)", () => {
  const sceneOf = (text: string) => breakdownOfText(text, { pages: 1 }).scenes[0]!;

  it("reads a fighter as the aircraft a heading puts the scene in, but no fighter of the action", () => {
    const fighter = sceneOf("INT. JIMMY'S FIGHTER - SAME\n\nJimmy pulls his cigar out.  Examines it.\n");
    expect(fighter.elements.vehicles).toEqual(["airplane"]);
    const boxer = sceneOf("INT. GYM - DAY\n\nThe fighter wraps his hands.\n");
    expect(boxer.elements.vehicles).toEqual([]);
  });

  it("reads a fire company's numbered rig as a fire engine", () => {
    expect(namedVehicles("Engine 17 roars up, lights flashing, to a high-rise.")).toEqual(["fire engine"]);
    expect(namedVehicles("The engine hums.")).toEqual([]);
  });

  it("reads a vehicle from what only a vehicle does, with no object after the verb (Memento, Moon)", () => {
    expect(namedVehicles("The Jaguar pulls up. Leonard gets out and heads to the\noffice.")).toEqual(["car"]);
    expect(
      namedVehicles(
        "Sam 1 drives his Rover into the Dock -- not with his\ncustomary precision -- parks at an angle, grazes the wall.",
      ),
    ).toEqual(["car"]);
    expect(namedVehicles("The limo is pulling into an industrial estate.")).toEqual(["car"]);
    expect(namedVehicles("He pulls up his pant legs to reveal three shiny leeches.")).toEqual([]);
    expect(namedVehicles("Victor pulls her into a hug.")).toEqual([]);
    expect(namedVehicles("CYBER BOB strolls through the park.")).toEqual([]);
  });

  it("gives a verb of driving to the vehicle or the horses the scene has, no car of its own (Dances with Wolves)", () => {
    const wagonCamp = sceneOf("EXT. WAGON CAMP - DAWN\n\nThe wagon is parked in a shallow depression.\n");
    expect(wagonCamp.elements.vehicles).toEqual(["wagon"]);
    expect(
      namedVehicles("The scouts pull up in front of Ten Bears.", { vehicles: [], animals: ["horse"] }),
    ).toEqual([]);
    expect(namedVehicles("The scouts pull up in front of Ten Bears.")).toEqual(["car"]);
  });

  it("reads a place inside that the heading puts on the move as a vehicle, whatever its name (The Last Birthday Card)", () => {
    const driving = sceneOf("INT. LANDCRUISER, DRIVING -- A BIT LATER\n\nScott looks at his watch.\n");
    expect(driving.elements.vehicles).toEqual(["landcruiser"]);
    const road = sceneOf("EXT. HIGHWAY - MOVING - DAY\n\nThe road unspools under the sun.\n");
    expect(road.elements.vehicles).toEqual([]);
    const kitchen = sceneOf("INT. KITCHEN - DAY\n\nScott looks at his watch.\n");
    expect(kitchen.elements.vehicles).toEqual([]);
  });

  it("reads a replacement character standing alone in a heading as the dash the file lost", () => {
    const plane = sceneOf("INT.  PLANE \uFFFD CONTINUOUS DAY\n\nBut Paul just waves him away with a hand.\n");
    expect(plane.elements.vehicles).toEqual(["airplane"]);
  });
});

describe("a vehicle read from a driver's seat or a part only a vehicle has", () => {
  it("reads someone who drives with no object, or who sits at the wheel, as a car on set", () => {
    expect(namedVehicles("Nora drives, her jaw set.")).toEqual(["car"]);
    expect(namedVehicles("They drive off into the dusk.")).toEqual(["car"]);
    expect(namedVehicles("Sam is behind the wheel, humming.")).toEqual(["car"]);
    expect(namedVehicles("She lifts her foot off the accelerator.")).toEqual(["car"]);
    expect(namedVehicles("The noise drives him crazy.")).toEqual([]);
    expect(namedVehicles("He drives the nail into the beam.")).toEqual([]);
  });

  it("reads a heading's cockpit or back seat as the scene inside an aircraft or a car", () => {
    const cockpit = breakdownOfText("INT. COCKPIT - NIGHT\n\nThe two pilots count on their fingers.\n");
    expect(cockpit.scenes[0]!.elements.vehicles).toEqual(["airplane"]);
    const seat = breakdownOfText("INT. BACK SEAT - DAY\n\nThe twins squabble over a comic.\n");
    expect(seat.scenes[0]!.elements.vehicles).toEqual(["car"]);
    const kitchen = breakdownOfText("INT. KITCHEN - DAY\n\nThe twins squabble over a comic.\n");
    expect(kitchen.scenes[0]!.elements.vehicles).toEqual([]);
  });
});
