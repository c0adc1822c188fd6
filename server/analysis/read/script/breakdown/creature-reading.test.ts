import { describe, expect, it } from "vitest";
import { parseScreenplayText } from "#server/screenplay/parse-screenplay-text";
import { breakdownOfText } from "#server/test/breakdown-of-text";
import { buildScenes } from "../build-scenes";
import { ELEMENT_LEXICONS, namesIn } from "./breakdown-lexicons";
import { creatureCharacters, hybridIn } from "./creature-characters";
import { effectActions, vfxJudge } from "./effect-actions";

const breakdownOf = (text: string) => breakdownOfText(text);
const vfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.vfx, vfxJudge);

describe("creatures a script names by their species", () => {
  it("reads a dinosaur named by its species or as a dinosaur as a creature, a visual effect", () => {
    // Jurassic Park III, dev scenes.
    expect(
      vfx(
        "Concealed by the dense undergrowth, the unseen dinosaur bears down on them -- mowing down the young trees which TOPPLE all around them.",
      ),
    ).toEqual(["dinosaur"]);
    expect(
      vfx(
        "He is yanked up and out of the nest. But than, MOTHER PTERANODON shoots past, tearing out a piece of the parasail in its beak.",
      ),
    ).toEqual(["dinosaur"]);
    expect(
      vfx("Grant stays one step ahead of the Spinosaurus as the beast rips apart the quickly-sinking boat."),
    ).toEqual(["dinosaur"]);
    expect(vfx("As the hadrosaurs WHIP PAST, Paul and Amanda climb up into a tree.")).toEqual(["dinosaur"]);
  });

  it("reads no creature in toys made in its shape, nor in what is named for it", () => {
    // Jurassic Park III, a dev scene: every dinosaur of the scene is the boy's toy.
    expect(
      vfx(
        "TWO PLASTIC DINOSAURS enter the frame and do battle accompanied by a child's ferocious sounds.\nCHARLIE, a three-year old boy, plays in a sandbox with his favorite toy dinosaurs.\nLittle Charlie runs to his father, showing his dinosaur.",
      ),
    ).toEqual([]);
    expect(
      vfx(
        "Grant scrambles towards the front of the boat and joins Paul, who has taken refuge in the dinosaur cage.",
      ),
    ).toEqual([]);
    expect(vfx("Grant turns the raptor claw over in his hand.")).toEqual([]);
    // Independence Day, dev scenes: people named for the creature, and a limb of one seen by itself.
    expect(vfx("...hundreds of UFO fanatics have gathered on the rooftops of downtown Los Angeles")).toEqual(
      [],
    );
    expect(vfx("The alien ARM/TENTACLE dangles out of the parachute.")).toEqual([]);
    expect(vfx("He's a dinosaur, that one.")).toEqual([]);
  });

  it("reads 'phantom' before a thing it describes as no ghost", () => {
    // Face/Off, a dev scene.
    expect(vfx("Pollux has caught Archer reflexively tugging at his phantom wedding ring.")).toEqual([]);
    expect(vfx("He rubs his phantom limb.")).toEqual([]);
    expect(vfx("The phantom glides across the stage.")).toEqual(["ghost"]);
  });

  it("reads a person's demons as a figure of speech, not beings on set", () => {
    // Backdraft, a dev scene.
    expect(vfx("Doubled-over, we see the raw terror.\nThe demons rushing out of him.")).toEqual([]);
    expect(vfx("He has spent ten years fighting his inner demons.")).toEqual([]);
    expect(vfx("The demons pour out of the pit and swarm the altar.")).toEqual(["creature"]);
    // Frankenstein's creature is his, and on set.
    expect(vfx("Victor looks down at his creature on the table.")).toEqual(["creature"]);
  });
});

describe("spacecraft", () => {
  it("reads a spacecraft in flight as a visual effect, and one stowed as a prop", () => {
    // Independence Day and Men in Black, dev scenes.
    expect(
      vfx("Three scattered survivors crawl from the wreckage. The space craft above, slowly leaving."),
    ).toEqual(["alien"]);
    expect(vfx("The huge space craft hovering behind them.")).toEqual(["alien"]);
    expect(
      vfx(
        "The debris from the Mother Ship explosion enters the atmosphere like thousands of SHOOTING STARS.",
      ),
    ).toEqual(["alien"]);
    expect(
      vfx(
        "Crammed into the back of the van along with his spaceship, Edgar wedges a screwdriver into the thin opening.",
      ),
    ).toEqual([]);
  });
});

describe("aircraft wrecked", () => {
  it("reads an aircraft that crashes or loses its wings as destruction no camera stages, not one spoken of or landing", () => {
    const effects = (text: string) => effectActions(text).vfx;
    // Jurassic Park III and Cliffhanger, dev scenes.
    expect(effects("The plane comes to an abrupt halt as it SMASHES into a tree.")).toEqual([
      "aircraft crash",
    ]);
    expect(
      effects(
        "The plane breaks free of the tree limbs and DROPS tail-first to the jungle floor.\nIt SLAMS hard, then flips over onto its roof.",
      ),
    ).toEqual(["aircraft crash"]);
    expect(
      effects("The helicopter suddenly tips, falling, SMASHING into the trees with a massive fireball."),
    ).toEqual(["aircraft crash"]);
    expect(
      effects(
        "-- as the rotor WHOPS to a dead halt the copter arcs down and slams against the mountain wall --",
      ),
    ).toEqual(["aircraft crash"]);
    expect(
      effects(
        "THE PLANE\nrips downhill through a wooded area like a runaway train --\n-- the second wing is sheared off by trees --",
      ),
    ).toEqual(["aircraft crash"]);
    expect(effects("They search the crashed plane.")).toEqual([]);
    expect(effects("The plane lands. John slams the door.")).toEqual([]);
    expect(effects("He slams into the wall.")).toEqual([]);
  });

  it("reads an aircraft that banks into the jungle, spins out of control or explodes in midair, not a car that veers", () => {
    const effects = (text: string) => effectActions(text).vfx;
    expect(effects("The seaplane banks into the trees, out of control.")).toEqual(["aircraft crash"]);
    expect(effects("Hit, the chopper spins out of control.")).toEqual(["aircraft crash"]);
    expect(effects("The bomber explodes in midair.")).toEqual(["aircraft crash"]);
    expect(effects("The truck veers into the ditch.")).toEqual([]);
    expect(effects("The plane banks gently toward the runway.")).toEqual([]);
  });
});

describe("effects shots", () => {
  it("reads computer-generated images the action names as an effects shot", () => {
    // Face/Off, a dev scene.
    expect(vfx("Two huge video screens are dominated by the CG-images of Archer and Castor.")).toEqual([
      "effects shot",
    ]);
    expect(vfx("The CG imagery glows.")).toEqual(["effects shot"]);
  });
});

describe("creatures heard or named", () => {
  it("reads a creature only heard as none on set, and a species after an article as a kind, not a name", () => {
    // Jurassic Park III, dev scenes.
    expect(vfx("She can hear the Spinosaurus ROAR.")).toEqual([]);
    const text = `EXT. GRASSY FIELD - DAY\n\nAn Apatosaur is grazing on the grass.\n\nEXT. RIVER - DAY\n\nGrant stays one step ahead of the Spinosaurus.\n`;
    expect(breakdownOf(text).scenes.map((scene) => scene.elements.vfx)).toEqual([["dinosaur"], ["dinosaur"]]);
  });
});

describe("creature characters", () => {
  it("reads a character the action gives a body no person has as a creature in every scene they are on set", () => {
    // Hellboy, dev scenes: Abe's webbed hand, Hellboy's stone fist.
    const text = `INT. BROOM'S OFFICE - DUSK\n\nMyers looks around, fascinated.\n\nABE\nTurn the pages, please.\n\nBAM! Abe presses his webbed hand against the glass, closes his eyes.\n\nINT. STONE LAB - DAY\n\nKroenen bears down -- Hellboy thrusts out his stone fist as a shield.\n\nHELLBOY\nScrew that.\n\nINT. MACHEN LIBRARY - NIGHT\n\nAbe snaps out of it. Broom is pale.\n\nBROOM\nI don't want you to know.\n\nINT. HALL - NIGHT\n\nBroom waits alone.\n\nBROOM\nWell.\n`;
    const scenes = breakdownOf(text).scenes;
    expect(scenes.map((scene) => scene.elements.vfx)).toEqual([["creature"], ["creature"], ["creature"], []]);
  });

  it("gives no creature's body to a man who slips a police tail or a dog's wagging tail to its owner", () => {
    const scenes = buildScenes(
      parseScreenplayText(
        `INT. CAR - NIGHT\n\nChris slipped his tail. And Neil drives on.\n\nNEIL\nGo.\n\nEXT. CAMP - NIGHT\n\nJasmine smiles at Boomer wagging his tail.\n\nJASMINE\nGood boy.\n`,
      ).elements,
      3,
    );
    expect(creatureCharacters(scenes, new Set(["NEIL", "CHRIS", "JASMINE"]))).toEqual(new Map());
  });

  it("reads a being half beast, half person as a creature, and the name set before it as that creature", () => {
    // Hellboy, a dev scene.
    expect(hybridIn("In the tank, ABE SAPIEN, a FISH-MAN glides in and out view.")).toBe(true);
    expect(effectActions("In the tank, ABE SAPIEN, a FISH-MAN glides in and out view.").vfx).toEqual([
      "creature",
    ]);
    expect(hybridIn("A fisherman mends his nets. The man-made lake is calm.")).toBe(false);
    const scenes = buildScenes(
      parseScreenplayText(
        `INT. TANK ROOM - DUSK\n\nIn the tank, ABE SAPIEN, a FISH-MAN glides in and out view.\n`,
      ).elements,
      1,
    );
    expect(creatureCharacters(scenes, new Set(["ABE"]))).toEqual(new Map([["ABE", "creature"]]));
  });

  it("reads a name after a verb of giving as who is given the thing, not a character introduced as it", () => {
    // Independence Day, a dev scene: Dylan is shown the craft, he is no alien.
    const text = `INT. HANGAR - NIGHT\n\nSteve shows Dylan the alien space craft.\n\nDYLAN\nCool.\n\nEXT. CAMP - NIGHT\n\nDylan sleeps next to the fire.\n\nDYLAN\nNight.\n`;
    const scenes = breakdownOf(text).scenes;
    expect(scenes[1]?.elements.vfx).toEqual([]);
  });
});

describe("a creature shown by a part too big for an animal (Jurassic Park III)", () => {
  it("reads a gigantic fin that rises or a huge claw that digs as a creature", () => {
    expect(
      effectActions(
        "Then, unseen by the group, a\nGIGANTIC FIN\nrises from the water just fifty yards from the barge.",
      ).vfx,
    ).toEqual(["creature"]);
    expect(effectActions("Then a huge CLAW digs into the skin of the fuselage.").vfx).toEqual(["creature"]);
  });

  it("reads no creature in a shark's fin, a cat's claws or a huge claw only lying there", () => {
    expect(effectActions("A shark fin cuts through the water.").vfx).toEqual([]);
    expect(effectActions("The cat's claws dig into the sofa.").vfx).toEqual([]);
    expect(effectActions("A huge claw hangs on the museum wall, a fossil.").vfx).toEqual([]);
  });
});

describe("a being named as the maker of a trace (Jurassic Park III)", () => {
  it("reads no dinosaur, nor deer, that only left its footprint or tracks", () => {
    expect(
      vfx(
        "Billy is taking photos of a giant footprint the\ndinosaur left in the mud during its attack on the plane.",
      ),
    ).toEqual([]);
    expect(namesIn("He kneels by the tracks the deer made.", ELEMENT_LEXICONS.animals)).toEqual([]);
  });

  it("still reads a dinosaur that leaves on set", () => {
    expect(vfx("The dinosaur left the clearing. It stops at the footprint.")).toEqual(["dinosaur"]);
    expect(vfx("Near the footprint the dinosaur lifts its head.")).toEqual(["dinosaur"]);
  });

  it("reads a body that mutates and a person teleported or beamed, not headlights that materialize in the fog", () => {
    expect(vfx("Davin growls and mutates into a hideous half-mantis.")).toEqual(["transformation"]);
    expect(vfx("It's clear they teleported her out.")).toEqual(["vanishing"]);
    expect(vfx("The crew is beamed aboard.")).toEqual(["vanishing"]);
    expect(vfx("The headlights of an approaching car materialize in the fog.")).toEqual([]);
    expect(vfx("A figure materializes out of the darkness.")).toEqual([]);
  });

  it("reads a turn into a being or a matter as a transformation, not a party that turns into a brawl", () => {
    expect(vfx("Dracula turns into a bat.")).toEqual(["transformation"]);
    expect(vfx("The frog turns into a prince.")).toEqual(["transformation"]);
    expect(vfx("She is turned into stone.")).toEqual(["transformation"]);
    expect(vfx("The man turns into a pillar of salt.")).toEqual(["transformation"]);
    expect(vfx("The battle is turning into a victory for Juba.")).toEqual([]);
    expect(vfx("The hug turns into a slow dance.")).toEqual([]);
    expect(vfx("The news turns him into a wreck.")).toEqual([]);
    expect(vfx("His anger turned her into a shadow of herself.")).toEqual([]);
  });

  it("reads a body transformed into a being or a matter, not obscenity transformed into poetry", () => {
    expect(vfx("He transforms into a werewolf.")).toContain("transformation");
    expect(vfx("Her body transforms into smoke.")).toEqual(["transformation"]);
    expect(vfx("The actors gradually transforming obscenity into poetry.")).toEqual([]);
    expect(vfx("His face transforms into a mask of rage.")).toEqual([]);
  });

  it("reads energy and laser bolts as drawn effects", () => {
    expect(vfx("We can see the red spire of energy reaching up into the sky.")).toEqual(["magic"]);
    expect(vfx("A ball of energy forms in his palm.")).toEqual(["magic"]);
    expect(vfx("He fires a laser blast.")).toEqual(["magic"]);
    expect(vfx("He is full of energy this morning.")).toEqual([]);
  });
});

describe("beings of legend and impossible sights named by their words", () => {
  it("reads beings of legend, cloaking, a stream of protons, bodies adrift in space and growing fur as visual effects", () => {
    expect(vfx("A golem lumbers out of the clay pit.")).toEqual(["creature"]);
    expect(vfx("The poltergeist hurls the plates across the kitchen.")).toEqual(["ghost"]);
    expect(vfx("A ghostly figure stands at the window.")).toEqual(["ghost"]);
    expect(vfx("The chrome endoskeleton walks out of the flames.")).toEqual(["robot"]);
    expect(vfx("The warship decloaks above the city.")).toEqual(["vanishing"]);
    expect(vfx("A proton stream lashes the wall.")).toEqual(["magic"]);
    expect(vfx("The astronaut drifts in space, tethered to nothing.")).toEqual(["space"]);
    expect(vfx("We glide through a vast starfield.")).toEqual(["space"]);
    expect(vfx("He sprouts fur as he howls.")).toEqual(["transformation"]);
    expect(vfx("A plane traces a sky-written heart above the quad.")).toEqual(["skywriting"]);
    expect(vfx("The witch passes the moon on her broomstick.")).toEqual(["flight"]);
  });

  it("reads no space in a starfield of letters and no ghost in a lawyer named Specter", () => {
    expect(vfx("A starfield of glow-letters twinkles faintly.")).toEqual([]);
    expect(breakdownOf("INT. OFFICE - DAY\n\nHarvey Specter walks in.\n").scenes[0]?.elements.vfx).toEqual(
      [],
    );
  });

  it("reads no effect in a look or a mood that vanishes, a room transformed, a gentle giant or a cold spell", () => {
    expect(vfx("The smile vanishes from his face.")).toEqual([]);
    expect(vfx("His bravado instantly vanishes.")).toEqual([]);
    expect(vfx("The ghost vanishes.")).toContain("vanishing");
    expect(vfx("The room transforms into a dance floor.")).toEqual([]);
    expect(vfx("His smile morphs into a frown.")).toEqual([]);
    expect(vfx("The creature morphs into a wolf.")).toContain("transformation");
    expect(vfx("Earl, a gentle giant, smiles.")).toEqual([]);
    expect(vfx("The oil giant announces layoffs.")).toEqual([]);
    expect(vfx("A cold spell grips the town.")).toEqual([]);
    expect(vfx("They sit for a spell.")).toEqual([]);
    expect(vfx("The witch casts a spell.")).toEqual(["magic"]);
    expect(vfx("She misses her creature comforts.")).toEqual([]);
    expect(vfx("Her eyes glow with pride.")).toEqual([]);
    expect(vfx("Suddenly his eyes glow red.")).toEqual(["magic"]);
    expect(vfx("He has visions of grandeur.")).toEqual([]);
    expect(vfx("The little monsters run around the yard.")).toEqual([]);
  });

  it("reads a ray gun, a laser that scans a body, a satellite adrift and the underbelly of a craft as visual effects", () => {
    expect(vfx("She levels a phaser pistol at the guard.")).toEqual(["magic"]);
    expect(vfx("Laser scanners sweep over her face.")).toEqual(["magic"]);
    expect(vfx("The satellite tumbles end over end.")).toEqual(["space"]);
    expect(vfx("Lights blink on the underbelly of the craft.")).toEqual(["alien"]);
    expect(vfx("He checks the satellite phone.")).toEqual([]);
    expect(vfx("He waxes the underbelly of the canoe.")).toEqual([]);
  });
});
