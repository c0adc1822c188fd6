import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { breakdownCsv, elementTable, formatEighths } from "#domain/production-breakdown";
import { breakdownOfText } from "#server/test/breakdown-of-text";
import { realFixture } from "#server/test/real-fixtures";
import { readScriptModel } from "../read-script";
import { ELEMENT_LEXICONS, namesIn } from "./breakdown-lexicons";
import { vfxJudge } from "./effect-actions";
import { headingPlace, periodOf } from "./heading-place";
import { properCase } from "./proper-case";

const SCRIPT = `Title: Dust Road
Credit: written by
Author: Ann Example
Draft date: 2 March 2026

EXT. PLATTE RIVER FERRY - DAWN (1866)

Fog on brown water. HENRY CASS (16) leads a horse down the bank. A CROWD of SETTLERS waits with their wagons.

HENRY
Is this the crossing?

LOUIS
It was.

INT. FERRY HOUSE - KITCHEN - NIGHT

Louis loads a rifle. Rain hammers the roof. A BARTENDER sleeps in the corner.

LOUIS
Sit.

HENRY
No.

EXT. FERRY HOUSE - PORCH - NIGHT

Henry falls from the porch into the mud. Two CHILDREN watch. The giant steps out of the fog, slippery like a fish.

HENRY
Who are you?
`;

const breakdownOf = (text: string, format = "feature") => breakdownOfText(text, { format });

describe("readBreakdown", () => {
  const breakdown = breakdownOf(SCRIPT);

  it("gives each scene its place, set, time and period", () => {
    const [first, second, third] = breakdown.scenes;
    expect(first).toMatchObject({
      location: "PLATTE RIVER FERRY",
      set: "PLATTE RIVER FERRY",
      period: "1866",
    });
    expect(first?.setting).toBe("EXT");
    expect(second).toMatchObject({ location: "FERRY HOUSE", set: "KITCHEN", time: "NIGHT", period: null });
    expect(third).toMatchObject({ location: "FERRY HOUSE", set: "PORCH" });
  });

  it("splits speaking cast from the people the action puts in the scene", () => {
    const [first, second, third] = breakdown.scenes;
    expect(first?.cast).toEqual(["Henry", "Louis"]);
    expect(first?.extras).toEqual(expect.arrayContaining(["crowd"]));
    expect(second?.extras).toContain("Bartender");
    expect(third?.cast).toEqual(["Henry"]);
    expect(third?.extras).toContain("children");
  });

  it("names the elements the action asks for, not the comparisons", () => {
    const [first, second, third] = breakdown.scenes;
    expect(first?.elements.animals).toEqual(["horse"]);
    expect(first?.elements.vehicles).toEqual(["wagon"]);
    expect(first?.elements.sfx).toEqual(["fog"]);
    expect(second?.elements.weapons).toEqual(["rifle"]);
    expect(second?.elements.sfx).toEqual(["rain"]);
    expect(third?.elements.stunts).toEqual(["fall"]);
    expect(third?.elements.vfx).toEqual(["giant"]);
    expect(third?.elements.animals).toEqual([]);
  });

  it("counts no comparison, no equipment named like a vehicle and no stunt without a person", () => {
    const vehicles = (text: string) => namesIn(text, ELEMENT_LEXICONS.vehicles);
    expect(vehicles("Paul runs in with the crash cart. Will frees a shopping cart.")).toEqual([]);
    expect(vehicles("The wind roars like a runaway freight train. It is as big as a truck.")).toEqual([]);
    expect(vehicles("As the car pulls up, Mom's PORSCHE blocks the drive.")).toEqual(["car"]);
    const stunts = (text: string) => namesIn(text, ELEMENT_LEXICONS.stunts);
    expect(stunts("A library card falls from it.")).toEqual([]);
    expect(stunts("Nodding off, Edward falls backward.")).toEqual(["fall"]);
    // Leaning on a wall is no fall; a thing that falls is no stunt, a person who falls is.
    expect(stunts("Todd runs into the alley and falls against the wall.")).toEqual([]);
    expect(stunts("Matt advances on Casey, and the camera falls off the bed.")).toEqual([]);
    expect(stunts("Matt advances on Casey, and the detective falls off the roof.")).toEqual(["fall"]);
    expect(stunts("Matt advances on Casey, and the guard falls off the roof.")).toEqual(["fall"]);
  });

  it("totals cast, locations and elements", () => {
    expect(breakdown.cast.map((row) => [row.name, row.scenes, row.firstScene, row.lastScene])).toEqual([
      ["Henry", 3, 1, 3],
      ["Louis", 2, 1, 2],
    ]);
    const house = breakdown.locations.find((row) => row.name === "FERRY HOUSE");
    expect(house).toMatchObject({ sets: ["KITCHEN", "PORCH"], scenes: 2, day: 0, night: 2 });
    expect(elementTable(breakdown).find((row) => row.name === "rifle")?.scenes).toEqual([2]);
    expect(breakdown.period).toBe("1866");
  });

  it("names the drivers of its band and never takes a file date for the period", () => {
    expect(breakdown.budgetBand.drivers[0]).toMatch(/period 1866/);
    const modern = breakdownOf(SCRIPT.replace(" (1866)", ""));
    expect(modern.period).toBeNull();
    expect(modern.budgetBand.drivers.join(" ")).not.toMatch(/period/);
    const linked = breakdownOf(
      `image: https://example.org/poster._V1_CR0,0,1412,1000_AL_.jpg\n${SCRIPT.replace(" (1866)", "")}`,
    );
    expect(linked.period).toBeNull();
  });

  it("puts a shot heading in the place the last heading named, or the one it names after its framing", () => {
    // A numbered shooting draft, laid out as Evil Dead II's and Predator's are.
    const shot = (number: string, heading: string, action: string, cue = "") =>
      `${number.padEnd(6)}${heading.padEnd(54)}${number}\n\n      ${action}\n\n${
        cue ? `                              ${cue}\n                    Well.\n\n` : ""
      }`;
    const text = [
      shot("14", "INT. CABIN MAIN ROOM - NIGHT", "Ash listens to the tape.", "ASH"),
      shot("15", "CLOSE SHOT - TAPE RECORDER", "The reels turn."),
      shot("16", "ASH'S POV", "The door swings open."),
      shot("17", "EXT. ASH - NIGHT", "He backs away.", "ASH"),
      shot("18", "MEDIUM SHOT - INT. CABIN CELLAR - NIGHT", "The trapdoor rattles."),
      shot("19", "EXT. ANNIE'S HANDS - NIGHT", "They shake.", "ANNIE"),
      shot("20", "OMIT", "OMITTED"),
      shot("21", "EXT. WOODS - DAWN", "Fog.", "ANNIE"),
    ].join("\n");
    const breakdown = readScriptModel(text).breakdown!;
    expect(breakdown.scenes.map((scene) => scene.location)).toEqual([
      "CABIN MAIN ROOM",
      "CABIN MAIN ROOM",
      "CABIN MAIN ROOM",
      "CABIN MAIN ROOM",
      "CABIN CELLAR",
      "CABIN CELLAR",
      // An omitted scene keeps its number and is shot nowhere.
      "",
      "WOODS",
    ]);
    expect(breakdown.locations.map((row) => row.name)).toEqual(["CABIN MAIN ROOM", "CABIN CELLAR", "WOODS"]);
    // A place named for its owner is still a place.
    const truck = readScriptModel(text.replace("EXT. ASH - NIGHT   ", "EXT. ASH'S TRUCK - NIGHT")).breakdown!;
    expect(truck.scenes[3]).toMatchObject({ location: "ASH'S TRUCK" });
  });

  it("takes a period the story opens in or runs through, never a year met once later on", () => {
    const quiet = (at: number) => `INT. KITCHEN ${at} - DAY\n\nRay waits by the phone.\n\nRAY\nWell.\n`;
    const story = (late: string, opening = quiet(1)) =>
      [opening, ...Array.from({ length: 10 }, (_, at) => quiet(at + 2)), late, quiet(13)].join("\n");
    // Frozen River's motel, decorated in another decade; Heat's hotel room numbered like a year.
    const motel =
      "INT. BOB'S MOTEL - SAME\n\nRay and Lila look around the shabby motel office circa 1950s with a few threadbare chairs.\n\nRAY\nHello?\n";
    const room = "INT. ROOM 1403 - WAINGRO - NIGHT\n\nNeil kicks the door in.\n\nNEIL\nUp.\n";
    for (const late of [motel, room]) {
      const modern = breakdownOf(`Title: Border\n\n${story(late)}`);
      expect(modern.period).toBeNull();
      expect(modern.budgetBand.drivers.join(" ")).not.toMatch(/period/);
    }
    // The same year as the story opens sets its period.
    expect(breakdownOf(`Title: Border\n\n${story(quiet(12), room)}`).period).toBe("1403");
  });

  it("takes the vehicle a scene is inside, and an animal a character was introduced as", () => {
    const text = `INT. MATT'S CAR - NIGHT\n\nMatt waits.\n\nINT. KITCHEN - DAY\n\nSNUFFLES, the family dog, sits.\n\nSNUFFLES\nRuoah.\n\nJERRY\nSit.\n\nINT. GARAGE - DAY\n\nSnuffles paws at a helmet.\n\nJERRY\nGood.\n\nEXT. PLATTE RIVER FERRY - DAY\n\nWind.\n`;
    const scenes = breakdownOf(text).scenes;
    expect(scenes[0]?.elements.vehicles).toEqual(["car"]);
    expect(scenes[2]?.elements.animals).toEqual(["dog"]);
    expect(scenes[3]?.elements.vehicles).toEqual([]);
  });

  it("takes what a screen shows for footage: no weapon, vehicle or effect on set", () => {
    const text = `INT. DEN - NIGHT\n\nZed watches the television.\n\nON THE TV\n\nA cowboy draws his revolver and a car explodes.\n\nZED\nWow.\n`;
    const [scene] = breakdownOf(text).scenes;
    expect(scene?.elements).toMatchObject({ weapons: [], vehicles: [], sfx: [] });
  });

  it("takes the weather a heading names after its place for the scene's effect, quoted from the heading", () => {
    const text = `EXT. JUNGLE - DAY (RAIN)\n\nChris waits.\n\nCHRIS\nNow.\n\nEXT. FIELD- NIGHT - SNOWING\n\nChris walks.\n\nEXT. STORM DRAIN - NIGHT\n\nChris hides.\n\nEXT. RAIN FOREST - DAY\n\nChris hides.\n`;
    const scenes = breakdownOf(text).scenes;
    expect(scenes.map((scene) => scene.elements.sfx)).toEqual([["rain"], ["snow"], [], []]);
    expect(scenes[0]?.quotes).toContainEqual({
      kind: "sfx",
      name: "rain",
      quote: "EXT. JUNGLE - DAY (RAIN)",
    });
  });

  it("reads an animal set beside a known person's name as a likeness in its own scene too", () => {
    const text = `EXT. BEACH - DAY\n\nUtah watches as Bodhi gets vertical with a snap.\n\nBODHI\nGo.\n\nINT. BANK - DAY\n\nTHE HANDHELD POV CONTINUES as we follow Bodhi, a wolf\nplunging among the sheep.  A FAT GUARD inside the doors.\n\nBODHI\nDown.\n\nEXT. PARKING LOT - DAY\n\nBodhi and Utah weave among the cars.\n\nBODHI\nLater.\n`;
    const scenes = breakdownOf(text).scenes;
    expect(scenes.map((scene) => scene.elements.animals)).toEqual([[], [], []]);
  });

  it("takes no likeness for an animal ('a huge bear of a man') and no metaphor after a character's introduction for the character's animal", () => {
    const text = `EXT. JUNGLE - DAY\n\nHe looks across at: MAC, a huge bear of a man, black, holding an M-60 machine gun.\n\nMAC\nMove.\n\nEXT. BEACH - DAY\n\nBODHI paddles out.\n\nBODHI\nCome on.\n\nEXT. STREET - NIGHT\n\nTHE HANDHELD POV CONTINUES as we follow Bodhi, a wolf plunging among the sheep.\n\nBODHI\nGo.\n\nEXT. BEACH - NIGHT\n\nBodhi waits.\n\nBODHI\nNow.\n`;
    const scenes = breakdownOf(text).scenes;
    expect(scenes[0]?.elements.animals).toEqual([]);
    // Bodhi was introduced two scenes before the metaphor: he brings no wolf to the next scene.
    expect(scenes[3]?.elements.animals).toEqual([]);
  });

  it("casts a bit part by its own cue where the reading folds it into a shorter one (WOMAN SURFER, WOMAN)", () => {
    const text = `EXT. OCEAN - DAWN\n\nUTAH stands beside his surfboard.\n\nWOMAN SURFER\nYou want to learn?\n\nUTAH\nYes.\n\nEXT. BEACH - DAY\n\nThe surfer is a WOMAN.\n\nWOMAN\nGo home.\n\nWOMAN\nNow.\n`;
    const { scenes, cast } = breakdownOf(text);
    expect(scenes[0]?.cast.sort()).toEqual(["Utah", "Woman Surfer"]);
    expect(scenes[1]?.cast).toEqual(["Woman"]);
    expect(cast.map((row) => row.name).sort()).toEqual(["Utah", "Woman", "Woman Surfer"]);
  });

  it("puts a character introduced as a giant in every scene they are in", () => {
    const text = `EXT. HILL - DAY\n\nKarl the giant is bigger than any man you've ever seen.\n\nKARL\nHungry.\n\nEXT. ROAD - DAY\n\nEdward shakes Karl's hand.\n\nKARL\nBye.\n\nEXT. TOWN - DAY\n\nEdward carries a sack of flour.\n\nEDWARD\nHeavy.\n`;
    const scenes = breakdownOf(text).scenes;
    expect(scenes.map((scene) => scene.elements.vfx)).toEqual([["giant"], ["giant"], []]);
  });

  it("reads one actor doubled where a character speaks as two numbered copies of himself, not two numbered bit parts", () => {
    const text = `INT. CORRIDOR\n\nGerty approaches, gliding along his rail.\n\nSAM\nWho is he?\n\nINT. REC ROOM\n\nSam 1 takes his old seat before the model. Sam 2 stands over him.\n\nSAM 2\nWhat about the other clones?\n\nSAM 1\nThat's ridiculous. Impossible.\n\nINT. HALL - DAY\n\nTwo guards block the door.\n\nCOP 1\nStop.\n\nCOP 2\nStop there.\n\nCOP\nNow.\n`;
    expect(breakdownOf(text).scenes.map((scene) => scene.elements.vfx)).toEqual([[], ["twinning"], []]);
  });

  it("reads 'the robot' in a scene of the robot the script names as its machine as that machine, no visual effect", () => {
    // Moon: GERTY is a machine on set, a practical effect where the action moves it.
    const text = `INT. LUNAR BASE - DAY\n\nA state of the art robot, a GERTY 3000, watches Sam.\n\nGERTY\nGood morning, Sam.\n\nINT. MONITORING STATION - DAY\n\nGerty glides in as he works.\n\nThe fact that Gerty has brought it up indicates that the robot's loyalties lie ultimately with Sam.\n\nGERTY\nSam, I can help you.\n\nINT. HANGAR - DAY\n\nA robot marches out of the dark.\n`;
    const scenes = breakdownOf(text).scenes;
    expect(scenes.map((scene) => scene.elements.vfx)).toEqual([[], [], ["robot"]]);
    expect(scenes[1]?.elements.sfx).toEqual(["object moves by itself"]);
  });

  it("takes a word the script only uses as a name for a character, not the effect it spells", () => {
    const text = `EXT. BIG TOP - NIGHT\n\nThis is COLOSSUS. Karl is a good foot taller than Colossus.\n\nKARL\nHi.\n\nEXT. LOT - NIGHT\n\nColossus is thumbing for a ride.\n\nEXT. ROAD - DAY\n\nA giant of stone rises from the lake.\n`;
    expect(breakdownOf(text).scenes.map((scene) => scene.elements.vfx)).toEqual([[], [], ["giant"]]);
    // The same word also written as a common noun is the effect wherever it stands.
    const common = text.replace("A giant of stone", "A colossus of stone");
    expect(breakdownOf(common).scenes.map((scene) => scene.elements.vfx)).toEqual([
      ["giant"],
      ["giant"],
      ["giant"],
    ]);
  });

  it("reads a possessive and a dash at a line's end as the word, a title in quotation marks as no effect", () => {
    const vfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.vfx);
    expect(vfx("The giant's voice blows his hair back.")).toEqual(["giant"]);
    expect(vfx("They fall toward an active volcano-")).toEqual(["disaster"]);
    expect(
      vfx(
        "Moving through the jungle with incredible speed, the jungle a rush of HEAT TRAILS as he charges on.",
      ),
    ).toEqual(["heat vision"]);
    expect(vfx("He scans the bank, searching, looking for heat sources.")).toEqual(["heat vision"]);
    expect(vfx("Tex hands him an infrared scope.")).toEqual([]);
  });

  it("reads a creature's word in the plural as the creature, and no magic in a word spelled out", () => {
    const vfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.vfx, vfxJudge);
    // Men in Black, an untagged scene.
    expect(
      vfx(
        "Tall, impossibly thin, most certainly not from New York, the aliens hold an animated conversation.",
      ),
    ).toEqual(["alien"]);
    expect(vfx("The robots march across the hangar.")).toEqual(["robot"]);
    expect(vfx("He spells it out for her, letter by letter.")).toEqual([]);
    expect(vfx("She has had dizzy spells all week.")).toEqual([]);
  });

  it("reads no creature in a word that names the thing after it, and no vanishing in one hidden by something on set", () => {
    const vfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.vfx, vfxJudge);
    expect(vfx("Cerrito has the monster mask three eyes and a twisted mouth.")).toEqual([]);
    expect(vfx("Deafening BOOM as a monster wave CRASHES below a sky the color of slate.")).toEqual([]);
    expect(vfx("The monster roars and lunges.")).toEqual(["creature"]);
    expect(vfx("Johnny vanishes in an explosion of spray.")).toEqual([]);
    expect(vfx("TRAVIS looks warily from side to side and vanishes in the CROWD.")).toEqual([]);
    expect(vfx("She vanishes into thin air.")).toEqual(["vanishing"]);
    expect(vfx("Before our eyes, he vanishes.")).toEqual(["vanishing"]);
    expect(vfx('He wears a "Casper the Friendly Ghost" T-shirt.')).toEqual([]);
    // What aliens do, shown on a console, is no alien on set (Men in Black).
    expect(
      vfx("He glances over at the console that displays alien arrivals and departures on the earth."),
    ).toEqual([]);
    expect(vfx("the two flying saucers from the very first alien contact.")).toEqual([]);
    expect(vfx("Behind the home plate side, the flying saucer silently rises up in the night sky.")).toEqual([
      "alien",
    ]);
    expect(namesIn("A fire-escape ladder.", ELEMENT_LEXICONS.sfx)).toEqual([]);
  });

  it("reads no disaster in a figure of one: a bare noun after 'of', or a word it names ('a meteor tail')", () => {
    const vfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.vfx, vfxJudge);
    // Point Break, a dev scene.
    expect(vfx("BODHI'S POV of his big four-by roaring toward us with a meteor tail of dust.")).toEqual([]);
    expect(vfx("An avalanche of paperwork lands on his desk.")).toEqual([]);
    expect(vfx("An avalanche of snow roars down the slope.")).toEqual(["disaster"]);
  });

  it("knows glowing eyes, a body turned to gold and an effect that happens for visual effects", () => {
    const vfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.vfx);
    expect(vfx("When the beam hits her left eye, it shines with a hellish glow.")).toEqual(["magic"]);
    expect(vfx("His upper body has been turned to solid gold!")).toEqual(["transformation"]);
    expect(vfx("The Cyber Boss Alert Effect happens.")).toEqual(["effects shot"]);
    expect(vfx("We time lapse cut between his tries.")).toEqual([]);
    expect(vfx("Everything is old, but this isn't a ghost town.")).toEqual([]);
  });

  it("knows raindrops, firebreathers and shaking ground for special effects, not a storm of emotion", () => {
    const sfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx);
    expect(sfx("The first raindrops hit the windshield.")).toEqual(["rain"]);
    expect(sfx("A troupe of STILT-WALKING FIREBREATHERS finishes their act.")).toEqual(["fire"]);
    expect(sfx("As the RUMBLE gets louder, the ground starts to shake.")).toEqual(["breakaway"]);
    expect(sfx("The camera on the ground activates itself.")).toEqual(["object moves by itself"]);
    expect(sfx("She has evoked a storm of emotion. A flood of light.")).toEqual([]);
    expect(sfx("Her face drains of blood. TIRES SMOKE as the car peels out.")).toEqual([]);
    expect(sfx("A chair smashes over the detective's back.")).toEqual(["breakaway"]);
    expect(sfx("The streetlight flickers. After a moment, the bulb bursts.")).toEqual(["breakaway"]);
    expect(sfx("He presses a button, BLASTING ELECTRICITY THROUGH FARAH.")).toEqual(["sparks"]);
  });

  it("knows a ball stopped in the air and coloured lightning, and no robot that is only a voice", () => {
    const vfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.vfx);
    expect(vfx("It abruptly stops in the air, a foot from his face.")).toEqual(["flight"]);
    expect(vfx("A spilled box of popcorn hangs in mid-air, each kernel like a snowflake.")).toEqual([
      "flight",
    ]);
    expect(vfx("The Hunter reloads his WEAPON which turns INVISIBLE.")).toEqual(["vanishing"]);
    expect(vfx("The old man smiles, then walks through the wall and is gone.")).toEqual(["vanishing"]);
    expect(vfx("A storm is raging, crackling with purple lightning.")).toEqual(["magic"]);
    expect(vfx("The glow of light from the ENERGY FIELD fades.")).toEqual(["magic"]);
    expect(
      vfx(
        "The car gets to about twelve feet in the air, and then wobbles through the air over to a spot several spaces away.",
      ),
    ).toEqual(["flight"]);
    expect(vfx("She arcs through the air, her fingers catching the bar, swinging down, arcing out.")).toEqual(
      [],
    );
    expect(vfx("Maximus throws a sword -- it flashes through the air.")).toEqual([]);
    expect(
      vfx("A few seconds of silence, and then a portal opens and Rick and Morty walk through it."),
    ).toEqual(["magic"]);
    expect(vfx("Lying on the carpet, just next to the portal to what must be the living room.")).toEqual([]);
    expect(vfx("She presses buttons. The voicemail robot responds.")).toEqual([]);
    expect(vfx("She pulls a top hat and a fake beard out of nowhere.")).toEqual(["vanishing"]);
    expect(vfx("Out of nowhere, a tear drops down her cheek. AUSTIN comes out of nowhere.")).toEqual([]);
    // "Beast" names the lion as often as a monster.
    expect(
      vfx("He holds his head in a MASSIVE LION's mouth. The beast's sharp teeth poke his skin."),
    ).toEqual([]);
  });

  it("takes no shooting note for a place and splits a place from its set at a slash", () => {
    expect(headingPlace("EXT./INT. SOUTH LA/COP CAR (MOVING) - DAY", "DAY")).toMatchObject({
      location: "SOUTH LA",
      set: "COP CAR",
    });
    expect(headingPlace("EXT. SKY (GOLDENFOLD'S DREAM) - DAY", "DAY").location).toBe("SKY");
  });

  it("hears an animal it need not film, and takes no idiom for a stunt or a weapon", () => {
    expect(namesIn("Dogs bark. Lights burn in houses.", ELEMENT_LEXICONS.animals)).toEqual([]);
    expect(namesIn("Matt drives, Steve riding shotgun.", ELEMENT_LEXICONS.weapons)).toEqual([]);
    expect(namesIn("He falls asleep.", ELEMENT_LEXICONS.stunts)).toEqual([]);
    expect(namesIn("The Hunchback falls ten feet to the dirt.", ELEMENT_LEXICONS.stunts)).toEqual(["fall"]);
  });

  it("knows a gun by its make or by what is done with it: reloaded, fired at someone, holstered", () => {
    const weapons = (text: string) => namesIn(text, ELEMENT_LEXICONS.weapons);
    expect(weapons("He pulls the Colt Python from his coat pocket.")).toEqual(["gun"]);
    expect(weapons("Reese is reloading on the run, dropping shells.")).toEqual(["gun"]);
    expect(weapons("Fires into the gas tank of a car further back in the row.")).toEqual(["gun"]);
    expect(weapons("She holsters it and steps out.")).toEqual(["gun"]);
    // A python is a snake, and an engine fired up or a clerk fired is no gunfight.
    expect(weapons("A python coils around the branch.")).toEqual([]);
    expect(weapons("He fires up the engine. The boss fires him.")).toEqual([]);
  });

  it("takes no verb for an animal, no sign's arrow for a weapon and no shadow for a fall", () => {
    expect(namesIn("A boulder flies down from the peak.", ELEMENT_LEXICONS.animals)).toEqual([]);
    expect(namesIn("The red line snakes from Antigua to Miami.", ELEMENT_LEXICONS.animals)).toEqual([]);
    expect(
      namesIn("A swarm of flies over the table. Snakes slither across the floor.", ELEMENT_LEXICONS.animals),
    ).toEqual(["insects", "snake"]);
    expect(namesIn("He reads a sign with an arrow that points down.", ELEMENT_LEXICONS.weapons)).toEqual([]);
    expect(namesIn("Mina walks up and a shadow falls across Mike.", ELEMENT_LEXICONS.stunts)).toEqual([]);
  });

  it("knows stunt driving, a liferaft, a floating bridge, and animals named in German", () => {
    expect(namesIn("Mike slams on the brakes.", ELEMENT_LEXICONS.stunts)).toEqual(["stunt driving"]);
    expect(namesIn("TIRES SCREECH as Mike takes the corner.", ELEMENT_LEXICONS.stunts)).toEqual([
      "stunt driving",
    ]);
    expect(namesIn("He swings off the branch, lands and rolls.", ELEMENT_LEXICONS.stunts)).toEqual(["fall"]);
    expect(namesIn("She jumps back when something falls out.", ELEMENT_LEXICONS.stunts)).toEqual([]);
    expect(namesIn("A liferaft appears.", ELEMENT_LEXICONS.vehicles)).toEqual(["boat"]);
    expect(namesIn("A bridge floats up from the chasm.", ELEMENT_LEXICONS.vfx)).toEqual(["flight"]);
    expect(namesIn("Karl füttert Tauben mit altem Brot.", ELEMENT_LEXICONS.animals)).toEqual(["bird"]);
  });

  it("takes a blow landed on someone for a fight, not a light or a thing that hits", () => {
    const fight = (action: string) =>
      breakdownOf(`INT. HALL - NIGHT\n\n${action}\n\nZED\nOw.\n`).scenes[0]?.elements.stunts;
    expect(fight("Farah hits Zed in the face about six times.")).toEqual(["fight"]);
    // One slam is a person thrown, a stunt of its own; a fight is an exchange of blows.
    expect(fight("Beedle slams Lasseter against the wall.")).toEqual(["thrown"]);
    expect(fight("Beedle slams Lasseter against the wall and punches him.")).toEqual(["fight", "thrown"]);
    expect(fight("Igor shoves him aside.")).toEqual([]);
    expect(fight("A killer emerges. He lunges at them. They scream and run.")).toEqual([]);
    expect(fight("He lunges at Zed, kneeing him in the groin.")).toEqual(["fight"]);
    expect(fight("He overpowers the guard and takes his keys.")).toEqual(["fight"]);
    expect(fight("She disarms him with one move.")).toEqual(["fight"]);
    expect(fight("The heat overpowers her.")).toEqual([]);
    expect(fight("He disarms the bomb.")).toEqual([]);
    expect(fight("Zed goes out and the light hits him as the door closes.")).toEqual([]);
    expect(fight("Victor slams the bundle to Igor's chest.")).toEqual([]);
    expect(fight("Zed can beat him at chess.")).toEqual([]);
  });

  it("takes no name, no thing that falls and no car that drives off for an animal, a stunt or an effect", () => {
    expect(namesIn("He pulls the Colt Python from his coat.", ELEMENT_LEXICONS.animals)).toEqual([]);
    expect(namesIn("A colt grazes by the fence.", ELEMENT_LEXICONS.animals)).toEqual(["horse"]);
    expect(
      namesIn(
        "The ball simply flies from guy to guy. A toddler hugs a teddy bear.",
        ELEMENT_LEXICONS.animals,
      ),
    ).toEqual([]);
    expect(namesIn("Turpin has bigger fish to fry.", ELEMENT_LEXICONS.animals)).toEqual([]);
    expect(namesIn("Edward waves. It then dives back under.", ELEMENT_LEXICONS.stunts)).toEqual([]);
    expect(namesIn("Matt sends it crashing off the bridge.", ELEMENT_LEXICONS.stunts)).toEqual(["crash"]);
    expect(namesIn("Mike's car careens toward the printer.", ELEMENT_LEXICONS.stunts)).toEqual([
      "stunt driving",
    ]);
    expect(namesIn("The answering machine rewinds.", ELEMENT_LEXICONS.vfx)).toEqual([]);
    expect(namesIn("The wave careens toward the rocks.", ELEMENT_LEXICONS.stunts)).toEqual([]);
    expect(namesIn("The sedan vanishes down a side street.", ELEMENT_LEXICONS.vfx)).toEqual([]);
    expect(namesIn("The cloud vanishes into thin air.", ELEMENT_LEXICONS.vfx)).toEqual(["vanishing"]);
    expect(namesIn("247/FX LOW WIDE ANGLE ON SARAH (PROCESS SHOT)", ELEMENT_LEXICONS.vfx)).toEqual([
      "effects shot",
    ]);
    const fight = breakdownOf(`EXT. ALLEY - DAY\n\nTodd just hits him with a look.\n\nDIRK\nWhat?\n`);
    expect(fight.scenes[0]?.elements.stunts).toEqual([]);
  });

  it("counts shooting as gunfire only where the action names a firearm", () => {
    const sfx = (action: string) =>
      breakdownOf(`EXT. ROAD - NIGHT\n\n${action}\n\nBART\nMissed.\n`).scenes[0]?.elements.sfx;
    expect(sfx("The biker raises the gun and fires.")).toEqual(["gunfire"]);
    expect(sfx("Norther pulls two pistols, FIRING both into the ceiling.")).toEqual(["gunfire"]);
    expect(sfx("The boss fires him on the spot.")).toEqual([]);
  });

  it("counts a shot at a target named by a noun, with where it lands, as gunfire", () => {
    const sfx = (action: string) =>
      breakdownOf(`EXT. FARMYARD - DAY\n\n${action}\n\nMAE\nGot it.\n`).scenes[0]?.elements.sfx;
    expect(sfx("Mae snatches up the rifle and shoots the coyote in the haunch.")).toEqual(["gunfire"]);
    expect(sfx("Otis levels the shotgun and blows the scarecrow away.")).toEqual(["gunfire"]);
    expect(sfx("Mae props the rifle by the fence and shoots the ball through the hoop.")).toEqual([]);
    expect(sfx("Otis leans on his shotgun and blows the dust away from the crate.")).toEqual([]);
  });

  it("counts a shot at a person or a trigger pulled as gunfire, not a look shot at someone", () => {
    const sfx = (action: string) =>
      breakdownOf(`INT. CELL BLOCK - DAY\n\n${action}\n\nAZUL\nNow.\n`).scenes[0]?.elements.sfx;
    expect(
      sfx(
        "The Bodyguard retrieves his shotgun. He sticks the shotgun between the bars, and shoots one of them before they can react.",
      ),
    ).toEqual(["gunfire"]);
    expect(
      sfx(
        "CUSTOMERS are shooting with rifles. Then a half-blind OLD WOMAN pulls her trigger, hitting him in the shoulder.",
      ),
    ).toEqual(["gunfire"]);
    expect(sfx("He sets his rifle down and shoots her a look.")).toEqual([]);
    expect(sfx("LaGuerta holsters her gun and shoots them both a look.")).toEqual([]);
    expect(sfx("He waits by his rifle with a clear shot at Bodhi and Nathaniel.")).toEqual([]);
    expect(
      sfx(
        "The Taxi Driver takes the gun from the table, levels it at Sherlock ... pulls the trigger - and a lighter flame pops out the end.",
      ),
    ).toEqual([]);
  });

  it("reads shots that ring out or bullets that hit, water that gushes and a body blown apart", () => {
    const sfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx);
    expect(
      sfx("The Bartender raises it to his lips. Shots ring out and the Bartender spills the drink."),
    ).toEqual(["gunfire"]);
    expect(sfx("Windows explode. Bullets rip through the walls.")).toEqual(["breakaway", "gunfire"]);
    expect(sfx("Once he's clear, Cee moves and the water gushes out again.")).toEqual(["flood"]);
    expect(sfx("The man is getting BLOWN APART by Hanna, Bosko, and Cop #2.")).toEqual(["explosion"]);
    expect(sfx("All around them people EXPLODE into cheers.")).toEqual([]);
  });

  it("reads an effect in a compound or another form: flaming arrows, a blood-soaked shirt, a smoke-filled room", () => {
    const sfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx);
    expect(sfx("He sees the flaming arrow flying up from below.")).toEqual(["fire"]);
    expect(sfx("As the carriage rounds the corner, Turpin, bloodied, burnt and shaking.")).toEqual(["blood"]);
    expect(sfx("His shirt is blood-soaked.")).toEqual(["blood"]);
    expect(sfx("We track him through the haze, pushing his way through a pack of dancers.")).toEqual([
      "smoke",
    ]);
    expect(sfx("The snow-covered field stretches to the trees.")).toEqual(["snow"]);
    expect(sfx("They climb down the fire escape.")).toEqual([]);
    expect(sfx("Another grenade goes off near them; Kelly wanders out.")).toEqual(["explosion"]);
    expect(sfx("Tear gas is starting to fill the room.")).toEqual(["smoke"]);
    expect(sfx("It flies up and breaks a window.")).toEqual(["breakaway"]);
    expect(sfx("Garry rushes through the gun battle.")).toEqual(["gunfire"]);
  });

  it("reads no effect in a figure of speech, a stock shot, a shot that cannot be fired or a storm that has passed", () => {
    const sfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx);
    expect(sfx("Pappas surfaces in an explosion of spray as he sputters for breath.")).toEqual([]);
    expect(sfx("Bodhi's canopy BURSTS OUT, an explosion of color.")).toEqual([]);
    expect(sfx("CUT TO: STOCK SHOT: airplane exploding BLACK AND WHITE (FANTASY)")).toEqual([]);
    expect(
      sfx(
        "Cerrito runs through kids playing, looking at Drucker and Bosko who can't fire because of the kids.",
      ),
    ).toEqual([]);
    expect(sfx("The storm has passed.")).toEqual([]);
    // The glass raining down is breakaway glass, no rain.
    expect(sfx("There's an explosion from nearby and shattered glass rains down onto the car.")).toEqual([
      "explosion",
      "breakaway",
    ]);
  });

  it("reads no effect that is pictured, worked into a costume or over and left behind", () => {
    const vfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.vfx);
    const sfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx);
    expect(
      vfx("Igor is sitting and drawing; a sketch of Lorelei, floating through the air between two trapeze."),
    ).toEqual([]);
    expect(vfx("Lorelei is floating through the air between two trapeze.")).toEqual(["flight"]);
    expect(
      sfx(
        "CHARYA, a stereotype nice Librarian lady, 30, in a black robe with embroidered gold fire, sits at a desk.",
      ),
    ).toEqual([]);
    expect(sfx("The gurney is rolled by TWO ATTENDANTS past the site of the last explosion.")).toEqual([]);
    expect(
      vfx(
        "One, the PLANT MANAGER, bends to examine a piece of the cyborg lying at the base of the hydraulic press.",
      ),
    ).toEqual([]);
    expect(sfx("The gas tank catches and the car explodes.")).toEqual(["explosion"]);
  });

  it("reads a verb's -ing form as the verb, and no word that only describes the next noun", () => {
    expect(namesIn("The titans crash, EXPLODING THE MIRROR.", ELEMENT_LEXICONS.sfx)).toEqual(["explosion"]);
    expect(namesIn("He leaves the balls hanging in the air.", ELEMENT_LEXICONS.vfx)).toEqual(["flight"]);
    expect(namesIn("Nearly falling, Victor rushes down the stairs.", ELEMENT_LEXICONS.stunts)).toEqual([]);
    expect(namesIn("They climb down the fire escape.", ELEMENT_LEXICONS.sfx)).toEqual([]);
    expect(namesIn("She wears her knit monkey cap.", ELEMENT_LEXICONS.animals)).toEqual([]);
    expect(namesIn("The catfish circles, then heads for deeper water.", ELEMENT_LEXICONS.animals)).toEqual([
      "fish",
    ]);
    expect(namesIn("There's a shattering sound from the next room.", ELEMENT_LEXICONS.sfx)).toEqual([]);
    expect(namesIn("He holds up his bloody hand.", ELEMENT_LEXICONS.sfx)).toEqual(["blood"]);
    expect(
      namesIn("She resembles a peasant maid looking for a goat to milk.", ELEMENT_LEXICONS.animals),
    ).toEqual([]);
  });

  it("takes a moving car for no set, and a vehicle the heading names before a slash", () => {
    expect(headingPlace("INT. EDWARD'S CAR / DRIVING - NIGHT", "NIGHT")).toMatchObject({
      location: "EDWARD'S CAR",
      set: "EDWARD'S CAR",
    });
    const text = `INT. PICKUP TRUCK/PARKING LOT - NIGHT\n\nReese works the wires.\n\nREESE\nGo.\n`;
    expect(breakdownOf(text).scenes[0]?.elements.vehicles).toEqual(["truck"]);
    const outside = breakdownOf(
      `EXT. SHERLOCK'S CAB - NIGHT\n\nRain.\n\nEXT. SOUTH LA - INTERSECTION - NIGHT\n\nThey regard the wrecked black and white.\n\nINT. KITCHEN - DAY\n\nMike waits behind the wheel of his SUV.\n`,
    ).scenes;
    expect(outside.map((scene) => scene.elements.vehicles)).toEqual([["taxi"], ["police car"], ["car"]]);
  });

  it("puts no sung or shouted capitals in the cast, and no one named only to describe a thing", () => {
    const text = `INT. KITCHEN - DAY\n\nBob opens the Cyber Boss app. The Cyber Boss Alert Effect happens.\n\nBOB\nOh boy!\n\nBEGIN SONG: “FIX\nYOU”, BY COLDPLAY.\n\nINT. STREET - DAY\n\nBob walks.\n\nCYBER BOSS (V.O.)\nFollow the GPS.\n`;
    const [kitchen, street] = breakdownOf(text).scenes;
    expect(kitchen?.cast).toEqual(["Bob"]);
    expect(kitchen?.extras).toEqual([]);
    expect(street?.cast).toEqual(["Cyber Boss"]);
    expect(street?.extras).toEqual(["Bob"]);
  });

  it("casts no voice only heard, no camera direction, no sound set as a cue and no title's possessive", () => {
    const text = `EXT. THE ROAD - DAY\n\nA DEEP VOICE\nHey there.\n\nEdward turns. KARL stands there.\n\nKARL\nHello.\n\nWE INTERCUT\nwith the road.\n\nLIGHTNING CRASH\nTHE END.\n\nA copy of\n\nTHOMPSON’S\nAnatomy.\n\nDRIVER.\nMove.\n`;
    const [road] = breakdownOf(text).scenes;
    expect(road?.cast).toEqual(["Karl", "Driver"]);
    expect(road?.extras).toEqual([]);
  });

  it("takes no one named only on a label, a screen or as the owner of a thing for someone on set", () => {
    const text = `INT. FELL HOUSE - KITCHEN - NIGHT\n\nOwen lifts the dome. The label reads: FOR MARGOT.\n\nHis phone shows "Call Margot". Owen picks up Domino's guitar. Mariachi's face appears at the window.\n\nOWEN\nNo.\n\nINT. HALL - DAY\n\nMARGOT\nHi.\n\nDOMINO\nHi.\n\nMARIACHI\nHi.\n`;
    const [kitchen] = breakdownOf(text).scenes;
    expect(kitchen?.cast).toEqual(["Owen"]);
    expect(kitchen?.extras).toEqual(["Mariachi"]);
  });

  it("reads a full name once, a bit part's number with it, and no shouted line or thing as a bit part", () => {
    const text = `EXT. STREET - DAY\n\nVictor Frankenstein enters. Mr. Detmer follows. Mean Dude #5 limps in. Someone STEPS ON HER WRIST. Then a DESK COP runs towards THE WITCH.\n\nVICTOR\nHello.\n\nINT. HALL - DAY\n\nFRANKENSTEIN\nHi.\n\nDETMER\nHi.\n\nMR. DETMER\nHi.\n\nMEAN DUDE #5\nHi.\n\nMEAN DUDE\nHi.\n`;
    const [street] = breakdownOf(text).scenes;
    expect(street?.cast).toEqual(["Victor"]);
    expect(street?.extras).toEqual(["Detmer", "Mean Dude #5", "Desk Cop", "Witch"]);
  });

  it("takes no animal only heard, written, pictured, eaten, likened or named for one", () => {
    const none = [
      "Somewhere a rooster crows. We hear a distant horse.",
      "The sound of crickets fills the night.",
      "A sign reads:\nWARNING!\nJUMPING SPIDERS!",
      'Her T-shirt says "SAVE THE WHALES AND THE DOGS".',
      "On the wall hangs a picture of a horse.",
      "He eats fried chicken and clicks the mouse.",
      "She resembles a peasant maid looking for a\ngoat to milk.",
      "Mr. Fox pulls his Colt .45.",
    ];
    for (const text of none) expect(namesIn(text, ELEMENT_LEXICONS.animals), text).toEqual([]);
    expect(namesIn("Two fat ewes look up. They BLEAT in panic.", ELEMENT_LEXICONS.animals)).toEqual([
      "sheep",
    ]);
    expect(namesIn("A dog runs into the yard.", ELEMENT_LEXICONS.animals)).toEqual(["dog"]);
    expect(namesIn("He works the mouse. The computer beeps.", ELEMENT_LEXICONS.animals)).toEqual([]);
    expect(namesIn("A mouse runs across the barn floor.", ELEMENT_LEXICONS.animals)).toEqual(["rat"]);
    expect(namesIn("Under a full moon, Edward feeds the animals.", ELEMENT_LEXICONS.animals)).toEqual([
      "animals",
    ]);
  });

  it("finds a bit part set in capitals again where the action names it in title case", () => {
    const text = `INT. HOUSE - NIGHT\n\nThe door opens on an OLD WOMAN with an eye patch.\n\nEDWARD\nHello.\n\nEXT. GATE - NIGHT\n\nThe Old Woman steps out behind Edward. An old woman on the road waves.\n\nEDWARD\nRun.\n`;
    const [house, gate] = breakdownOf(text).scenes;
    expect(house?.extras).toEqual(["Old Woman"]);
    expect(gate?.extras).toEqual(["Old Woman"]);
  });

  it("counts night exteriors by the places a company must light, not by returns to one place", () => {
    const returns = Array.from({ length: 12 }, (_, at) => `EXT. RUNWAY - NIGHT\n\nA plane lands. ${at}\n`);
    const places = Array.from({ length: 6 }, (_, at) => `EXT. FIELD ${at + 1} - NIGHT\n\nWind.\n`);
    const one = breakdownOf(returns.join("\n")).budgetBand.drivers.join("; ");
    expect(one).not.toMatch(/night exterior/);
    const six = breakdownOf(places.join("\n")).budgetBand.drivers.join("; ");
    expect(six).toMatch(/6 night exteriors at 6 places/);
  });

  it("writes one CSV row per scene, quoting what needs it", () => {
    const lines = breakdownCsv(breakdown).trimEnd().split("\r\n");
    expect(lines).toHaveLength(breakdown.scenes.length + 1);
    expect(lines[0]).toMatch(/^Scene,Heading,Page,/);
    expect(lines[0]).toContain(",Period,Speaking cast,Silent cast and extras,Vehicles,");
    expect(lines[1]).toContain("EXT. PLATTE RIVER FERRY - DAWN (1866)");
  });
});

describe("breakdown helpers", () => {
  it("reads places from headings", () => {
    expect(headingPlace("INT. BLOOM HOUSE [MID/LATE '70'S] - DAY", "DAY")).toEqual({
      location: "BLOOM HOUSE",
      set: "BLOOM HOUSE",
      years: [1970],
    });
    expect(headingPlace("EXT. BIG TOP - NIGHT - CONTINUOUS", "CONTINUOUS").set).toBe("BIG TOP");
  });

  it("states periods and pages as a breakdown sheet does", () => {
    expect(periodOf([1973, 1998, 1965])).toBe("1960s–1990s");
    expect(periodOf([1871, 1873])).toBe("1870s");
    expect(periodOf([])).toBeNull();
    expect(formatEighths(27)).toBe("3 3/8");
    expect(formatEighths(5)).toBe("5/8");
  });

  it("puts names in proper case", () => {
    expect(properCase("AMOS CALLOWAY")).toBe("Amos Calloway");
    expect(properCase("WILL'S DATE")).toBe("Will's Date");
    expect(properCase("MCCLOUD")).toBe("McCloud");
    expect(properCase("O'BRIEN")).toBe("O'Brien");
  });
});

describe("the breakdown of Big Fish, from the one reading", () => {
  const model = readScriptModel(readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8"));
  const breakdown = model.breakdown!;

  it("comes with the reading, scene for scene", () => {
    expect(breakdown.scenes.map((scene) => scene.number)).toEqual(
      model.reading.scenes.map((scene) => scene.number),
    );
    expect(breakdown.period).toBe("1960s–1990s");
    expect(breakdown.scenes[1]).toMatchObject({
      location: "WILL'S BEDROOM",
      period: "1973",
      cast: ["Edward"],
    });
  });

  it("groups a house's rooms and bands the film high, naming why", () => {
    const house = breakdown.locations.find((row) => row.name === "BLOOM HOUSE");
    expect(house?.sets).toEqual(expect.arrayContaining(["KITCHEN", "MASTER BEDROOM"]));
    expect(breakdown.budgetBand.band).toBe("high");
    const drivers = breakdown.budgetBand.drivers.join("; ");
    expect(drivers).toMatch(/period 1960s–1990s/);
    expect(drivers).toMatch(/\d+ locations/);
    expect(drivers).toMatch(/visual effects \(giant/);
    expect(drivers).toMatch(/night exteriors/);
  });
});

describe("one place named with and without an article", () => {
  const text = [
    ["INT. THE LIFEBOAT - DAY", "Pi bails water."],
    ["EXT. LIFEBOAT - NIGHT", "The tiger sleeps."],
    ["EXT. THE LIFEBOAT - STERN - DAY", "Pi fishes."],
    ["EXT. AN ALLEY - NIGHT", "Rain."],
    ["EXT. ALLEY - DAY", "Sun."],
  ]
    .map(([heading, action]) => `${heading}\n\n${action}\n`)
    .join("\n");
  const breakdown = breakdownOfText(text);

  it("is one location under the name most scenes use, never one with 'a' or 'an'", () => {
    expect(breakdown.locations.map((l) => [l.name, l.scenes, l.sets])).toEqual([
      ["THE LIFEBOAT", 3, ["THE LIFEBOAT", "STERN"]],
      ["ALLEY", 2, ["ALLEY"]],
    ]);
    expect(breakdown.scenes.map((s) => s.location)).toEqual([
      "THE LIFEBOAT",
      "THE LIFEBOAT",
      "THE LIFEBOAT",
      "ALLEY",
      "ALLEY",
    ]);
  });
});

describe("a younger self cued apart is another actor", () => {
  const AGES = `INT. KITCHEN - DAY

YOUNG WILL (8) eats cereal. His father EDWARD watches.

YOUNG WILL
Tell it again.

EDWARD
Once upon a time.

INT. HOSPITAL ROOM - NIGHT

Will, now grown, sits by the bed.

WILL
Dad?

EDWARD
Still here.

WILL
Good.
`;
  it("casts Young Will in the scene he speaks in, Will where Will speaks, and both in the cast table", () => {
    const breakdown = breakdownOf(AGES);
    expect(breakdown.scenes[0]!.cast).toEqual(expect.arrayContaining(["Young Will", "Edward"]));
    expect([...breakdown.scenes[0]!.cast, ...breakdown.scenes[0]!.extras]).not.toContain("Will");
    expect(breakdown.scenes[1]!.cast).toEqual(expect.arrayContaining(["Will", "Edward"]));
    expect(breakdown.cast.map((row) => [row.name, row.scenes])).toEqual(
      expect.arrayContaining([
        ["Edward", 2],
        ["Will", 1],
        ["Young Will", 1],
      ]),
    );
  });
});

describe("a sentence that runs on over a scene break", () => {
  it("reads the stunt in the scene that finishes the sentence", () => {
    const breakdown = breakdownOf(
      "INT. BIG TOP - NIGHT\n\nThe drums roll. Edward is shot...\n\nEXT. BIG TOP - NIGHT\n\n...out of a giant cannon.\n\nSANDRA\nOh!\n",
    );
    expect(breakdown.scenes.map((scene) => scene.elements.stunts)).toEqual([[], ["thrown"]]);
  });

  it("reads a shot heading as the subject of the action under it, a shot within the scene", () => {
    const breakdown = breakdownOf(
      "EXT. SCENIC OVERLOOK - DAY\n\nAnd then he presses a button on the remote.\n\n.THE MAZDA\n\nbarrels down the hill.\n\nSCOTT\nWow.\n",
    );
    expect(breakdown.scenes.map((scene) => scene.elements.stunts)).toEqual([["stunt driving"]]);
  });
});

describe("who is on set, read from the cues, the headings and the action", () => {
  it("takes an older self telling the story in voice-over for the story's character, not another actor", () => {
    const text = `EXT. A CREEPY OLD HOUSE - NIGHT\n\nADULT EDWARD (V.O.)\nThere was a house at the end of the lane.\n\nWe finally come to the kids, staring in through the gate.\n\nEDWARD\nI'll go.\n\nINT. HOSPITAL ROOM - DAY\n\nADULT EDWARD\nStill here.\n\nEDWARD\nSo am I.\n`;
    const [house, hospital] = breakdownOf(text).scenes;
    expect(house?.cast).toEqual(["Edward"]);
    expect(hospital?.cast).toEqual(expect.arrayContaining(["Adult Edward", "Edward"]));
  });

  it("puts the person a shot heading names in the scene it is a shot of", () => {
    const text = `INT. BOSS'S OFFICE - DAY\n\nThe phone rings.\n\nSCOTT\nHello?\n\nEXT. SCENIC OVERLOOK - DAY\n\nThe road is empty.\n\nNAK\nRelax.\n\n.SCOTT\n\nsees this and shoots a look at Nak, but Nak keeps smiling because\n`;
    const scenes = breakdownOf(text).scenes;
    expect(scenes.map((scene) => scene.heading.trim())).toEqual([
      "INT. BOSS'S OFFICE - DAY",
      "EXT. SCENIC OVERLOOK - DAY",
    ]);
    expect([...(scenes[1]?.cast ?? []), ...(scenes[1]?.extras ?? [])]).toEqual(
      expect.arrayContaining(["Scott", "Nak"]),
    );
  });

  it("reads 'Will's made it' as Will on set, 'Will's rental car' as his car only, and LaGuerta as LAGUERTA", () => {
    const text = `INT. BASEMENT STORAGE AREA - DAY\n\nPerched awkwardly on a canoe, Will's made it through another file cabinet.\n\nEXT. COUNTY ROAD - DAY\n\nWill's rental car drives past a sign.\n\nEXT. BAYFRONT PARK - NIGHT\n\nLt. LaGuerta talking to a few eager REPORTERS.\n\nINT. HALL - DAY\n\nWILL\nHi.\n\nLAGUERTA\nHi.\n`;
    const [basement, road, park] = breakdownOf(text).scenes;
    expect(basement?.extras).toEqual(["Will"]);
    expect(road?.extras).toEqual([]);
    expect(park?.extras).toEqual(expect.arrayContaining(["Laguerta", "Reporters"]));
  });

  it("knows kinds of person the tagger does not, and a bit part before a possessive", () => {
    const text = `INT. SCIENCE FAIR - DAY\n\nHe and the JUDGE pose for a photograph. In the bandstands, a YOUNG BOY's jaw drops in awe. A STEWARDESS recites the welcome spiel in French.\n\nEDWARD\nHi.\n`;
    const [fair] = breakdownOf(text).scenes;
    expect(fair?.extras).toEqual(expect.arrayContaining(["Judge", "Young Boy", "Stewardess"]));
  });
});

describe("a two-word name called by its first word", () => {
  it("finds Norther Winslow where the action calls him Norther, and no one in a common word", () => {
    const text = `INT. HORIZON SAVINGS & LOAN - DAY\n\nNORTHER WINSLOW\nEdward Bloom!\n\nMEAN DUDE\nHey.\n\nINT. NORTHER WINSLOW'S MANHATTAN - DAY\n\nEdward pitches his plan to Norther. Mean looks all round.\n\nEDWARD\nListen.\n\nEXT. STREET - DAY\n\nA mean dog barks.\n`;
    const [, manhattan] = breakdownOf(text).scenes;
    expect(manhattan?.extras).toEqual(["Norther Winslow"]);
  });
});
