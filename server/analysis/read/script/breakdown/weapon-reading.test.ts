import { describe, expect, it } from "vitest";
import { readScriptModel } from "../read-script";
import { ELEMENT_LEXICONS, namesIn } from "./breakdown-lexicons";
import { wieldedWeapons } from "./wielded-weapons";

const weapons = (text: string) => namesIn(text, ELEMENT_LEXICONS.weapons);

describe("weapons on set", () => {
  it("reads no gun in a gun shot heard, rifle rounds or gun control, nor a knife among forks and spoons", () => {
    expect(weapons("She hears a single gun shot.")).toEqual([]);
    expect(weapons("Rifle rounds litter the floor.")).toEqual([]);
    expect(weapons("Knives on the counter, a tray of dirty forks knives and spoons.")).toEqual([]);
    expect(weapons("SHOTGUN FIRE ERUPTS FROM AN UPSTAIRS WINDOW!")).toEqual(["rifle"]);
    expect(weapons("He raises the rifle.")).toEqual(["rifle"]);
  });

  it("reads no weapon in a figure of speech: a car gunned, a look like daggers", () => {
    expect(weapons("He does an E-brake turn. Then guns it up the street, siren blaring.")).toEqual([]);
    expect(weapons("Hank freezes. Stares daggers at his friend.")).toEqual([]);
    expect(weapons("He guns the engine and peels out.")).toEqual([]);
    expect(weapons("A clicking sound not unlike a gun.")).toEqual([]);
    expect(weapons("Punched in the throat and sprayed with mace, he speaks.")).toEqual([]);
    expect(weapons("An arrow on the map shows the route.")).toEqual([]);
    expect(weapons("The knight raises his mace.")).toEqual(["club"]);
    expect(weapons("He nocks a red arrow and draws.")).toEqual(["bow"]);
  });

  it("reads a firearm named by its kind or its model: a sidearm, an AR-15, a Kalashnikov", () => {
    expect(weapons("The sentry unclips his sidearm.")).toEqual(["gun"]);
    expect(weapons("Lou slings the AR-15 across her back.")).toEqual(["rifle"]);
    expect(weapons("Two men with Kalashnikovs guard the bridge.")).toEqual(["machine gun"]);
    expect(weapons("The side arm of the sofa is torn.")).toEqual([]);
  });

  it("reads a gun in every tense of firing at someone, though the action names none", () => {
    expect(weapons("Pinned on the ledge, he is fired upon from the street.")).toEqual(["gun"]);
    expect(weapons("The raiders crouch behind the wall, firing at the coach.")).toEqual(["gun"]);
    expect(weapons("Marta ducks behind the truck and returns fire.")).toEqual(["gun"]);
    expect(weapons("The coach was fired last season.")).toEqual([]);
  });

  it("reads a bow as a weapon only where the scene has archery", () => {
    expect(weapons("The hunters string their bows beside a rack of arrows.")).toEqual(["bow"]);
    expect(weapons("Two archers kneel on the wall, each bow drawn.")).toEqual(["bow"]);
    expect(weapons("The violinist bows deeply as the curtain falls.")).toEqual([]);
    expect(weapons("Spray crashes over the bow of the trawler.")).toEqual([]);
    expect(weapons("Archer ties a bow in the ribbon.")).toEqual([]);
  });

  it("reads no weapon in a tool named for one", () => {
    expect(weapons("The clerk slaps a sticker on with a price gun.")).toEqual([]);
  });

  it("still reads a weapon handled on set", () => {
    expect(weapons("Ray pulls her gun out of her jacket and aims it at Bruno.")).toEqual(["gun"]);
    expect(weapons("Dorghu presses his dagger to Tikka's throat.")).toEqual(["knife"]);
  });

  it("reads no weapon a sentence says is never used", () => {
    const text =
      "Headlights stream by to and from the airport: business people, families going on vacations, people living\nnormal lives who have never used guns to kill people, never\nexperienced physical violence.";
    expect(weapons(text)).toEqual([]);
    expect(weapons("He never takes his eyes off the gun.")).toEqual(["gun"]);
  });

  it("reads no weapon in a blade or a bar used as a tool on a thing, or a knife at a meal", () => {
    expect(
      weapons("Digging a knife out of his pocket, Edward gets to work cutting through the cable."),
    ).toEqual([]);
    expect(weapons("Sam glances left and right, then begins to PRY open a VENT with the knife.")).toEqual([]);
    expect(weapons("He scrapes the char from the seasoned wood with his machete.")).toEqual([]);
    expect(weapons("Glenda slices a knife through a greenish meatloaf.")).toEqual([]);
    expect(weapons("to make a peanut butter and jelly sandwich, knife shakily moving over bread.")).toEqual(
      [],
    );
    expect(weapons("He cuts the rope binding her wrists and stabs the guard with the knife.")).toEqual([
      "knife",
    ]);
    expect(weapons("She pulls the knife up to his throat with one hand.")).toEqual(["knife"]);
  });

  it("reads no weapon in the seat beside the driver, a word that describes, or a gun's casings", () => {
    expect(weapons("Matt’s driving, Steve’s shotgun, Andrew filming from the back.")).toEqual([]);
    expect(weapons("Andrew’s filming from shotgun.")).toEqual([]);
    expect(weapons("Jakoby fires his shotgun at Gibson -- KABOOM.")).toEqual(["rifle"]);
    expect(weapons("They lean close and talk low. Neil's\nexplosive behind it.")).toEqual([]);
    expect(weapons("One tread rolls over the explosive.")).toEqual(["grenade"]);
    expect(weapons("Cowboy uses a metal detector to locate shell casings from Ward's gun.")).toEqual([]);
    expect(weapons("A dozen Federal Swat Operators towel off, overdo Axe body spray.")).toEqual([]);
  });

  it("reads an arrow in a scene of a tattoo or a chart as a mark, not a bow's", () => {
    const memento =
      "The skin is even in color except for the solid black arrow on the inside of Earl's wrist, pointing up his shirtsleeve. He stares at the arrow for a moment. The arrow points to a sentence tattooed along Earl's inner arm.";
    expect(weapons(memento)).toEqual([]);
    expect(
      weapons("HAND-DRAWN CHART showing the layout of some streets, with ARROWS DRAWN from each photograph."),
    ).toEqual([]);
    expect(weapons("The archers fire a murderous barrage of flaming arrows.")).toEqual(["bow"]);
  });
});

describe("weapons the action names by use (Face/Off, Hellboy, Jurassic Park III)", () => {
  it("reads a stiletto, a shock-stick and a man taken at gunpoint or under fire as weapons", () => {
    expect(weapons("Now we see the needle-thin custom stiletto in\nCastor's hand.")).toEqual(["knife"]);
    expect(weapons("Walton JOLTS Archer with his HIGH-VOLTAGE SHOCK-STICK.")).toEqual(["taser"]);
    expect(
      weapons("A RANGE ROVER SCREECHES up.  At gunpoint, Lars and Lunt\nmanhandle Hoag into the lab."),
    ).toEqual(["gun"]);
    expect(weapons("Under\nFIRE -- Archer frees the hook, which swings away from the\nplatform.")).toEqual([
      "gun",
    ]);
  });

  it("reads no weapon in gun cases, a weapons specialist, a disarmed bomb or stiletto heels", () => {
    expect(weapons("A RINGING satellite phone rests on a stack of gun cases.")).toEqual([]);
    expect(weapons("Mercenary Cooper, the weapons specialist we met earlier.")).toEqual([]);
    expect(weapons('"Sweating," Castor lumbers out, carrying the disarmed\nbomb.')).toEqual([]);
    expect(weapons("She kicks off her stiletto heels.")).toEqual([]);
  });

  it("arms people the action calls armed, and makes a club of a thing brandished or slammed against a head", () => {
    expect(wieldedWeapons('Two armed agents leap from the chopper and\ntake charge of "Castor."')).toEqual([
      "gun",
    ]);
    expect(
      wieldedWeapons(
        "The TRAIN DRIVER grabs a fire extinguisher and starts slamming\nit against Hellboy's head.",
      ),
    ).toEqual(["club"]);
    expect(
      wieldedWeapons(
        "Archer topples the wooden table and tears a leg from the\ntop.  Brandishing it -- he stalks the startled thug.",
      ),
    ).toEqual(["club"]);
    expect(wieldedWeapons("He slams his fist against Zed's head.")).toEqual([]);
    expect(wieldedWeapons("The armed truce holds. He slams the door against the wall.")).toEqual([]);
  });

  it("makes a club of a tool raised, swung or pointed at someone, not of one carried or swung at a thing", () => {
    expect(wieldedWeapons("The cook presses the tip of the shears to Bruno's neck.")).toEqual(["club"]);
    expect(wieldedWeapons("Nell raises the rake over her head and waits by the gate.")).toEqual(["club"]);
    expect(wieldedWeapons("Tom grabs a wrench from the bench. The thug lunges. Tom swings wildly.")).toEqual([
      "club",
    ]);
    expect(wieldedWeapons("Gran swings the skillet at the burglar.")).toEqual(["club"]);
    expect(wieldedWeapons("He shoulders the spade and walks to the vegetable patch.")).toEqual([]);
    expect(wieldedWeapons("Pete picks up the oar. The boat swings around in the current.")).toEqual([]);
    expect(wieldedWeapons("She grabs a branch and swings the branch into the hedge.")).toEqual([]);
  });

  it("reads no gunfire in a shot only mimed in quotation marks", () => {
    const text = `INT. THEATER - NIGHT

The EMCEE makes a "shoot him in the neck" motion to one of the ARMED GUARDS off-stage.

EMCEE
Next act!
`;
    const scene = readScriptModel(text).breakdown!.scenes[0]!;
    expect(scene.elements.weapons).toEqual(["gun"]);
    expect(scene.elements.sfx).toEqual([]);
  });
});
