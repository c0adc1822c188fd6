import { describe, expect, it } from "vitest";
import { breakdownOfText } from "#server/test/breakdown-of-text";

/** Each line its own scene, with two speakers so the scene is a scene, and the elements the breakdown finds in each. */
function elementsOf(lines: readonly string[]) {
  const text = lines
    .map((line, index) => `INT. ROOM ${index + 1} - DAY\n\n${line}\n\nZED\nOkay.\n\nMARY\nFine.\n`)
    .join("\n");
  return breakdownOfText(text).scenes.map((scene) =>
    Object.entries(scene.elements).flatMap(([kind, names]) => names.map((name) => `${kind}: ${name}`)),
  );
}

describe("the breakdown reads an element's word in the sense its sentence gives it", () => {
  it("finds nothing in a drama's everyday idioms", () => {
    const idioms = [
      "Mary falls for it.",
      "Wink spews up an explosive cloud of medicine.",
      "Mary dives into her work.",
      "They fight about money.",
      "Zed chases the thought away.",
      "Mary chases her pills with vodka.",
      "Zed blows up at her.",
      "Mary's joke bombs.",
      "Zed flies to Chicago.",
      "Mary sparks a conversation.",
      "Sparks fly between them.",
      "Mary punches the numbers into the calculator.",
      "They play with toy guns.",
      "Zed dives into the pool.",
      "She punches in $300.",
      "Tracer rounds punch through the undergrowth.",
      "The policemen storm down the stairs.",
      "Hold your fire!",
      "She places a giant licorice rope on the counter.",
      "Dean takes a monster toke.",
      "A ghost city.",
      "He rifles through the drawer.",
      "Driver guns around the block.",
      "Mary punches the arrow key.",
      "She slams her bedroom door.",
      "They let Ariane shoot him up with the mixture.",
      "I take it off when I'm chasing women.",
      "We witness them hitting on girls.",
      "Nino has no fight left in him.",
      "Maverick and Ice stand on their burners and blast straight for the sun.",
      "We see him through the smoky glass of the shower door.",
      "It's burning down to the butt.",
      "IRIS turns into a darkened doorway and TRAVIS follows her.",
      "His smirk suddenly turns into a look of surprise.",
      "Her face transforms with rage.",
      "This finally dissolves into a dumb stare.",
      "Mike breaks the spell with a plucky smile.",
      "Eric emerges from the crowd, racing toward his father.",
      "Quick as a deer, he makes his move.",
      "He refers to a set of deer antlers, mounted over the door.",
      "That'll be the straw that broke the camel's back.",
      "This cues every hep cat in the Derby.",
      "Hushpuppy gets a can of cat food.",
      "She cuts an electronic fish in the game.",
      "He is dressed as a chicken.",
      "Kate playfully punches Charlie in the shoulder. Kate LAUGHS.",
      "The big wide smile of a survivor breaks across his face.",
      "Alike pounces on Arthur in a surprise hug.",
      "Fay falls to the couch.",
      "R. CRUMB leaps from behind an autograph table.",
      "Troy storms the reception.",
      "It's quiet after the storm.",
      "From out of nowhere -- Kate appears at the end of the street.",
      "The sun is now turning into a golden orange glaze as it sets.",
      "A parking meter red flag rises up, leaving the arrow pointing at one hour.",
      "Cassie is heaving over a toilet. Cassie hurls.",
      "They work at a huge BLOCK AND TACKLE arrangement.",
      "Becca shoots her mother a look.",
      "The FAINT SOUND of her parents fighting downstairs.",
      "We hear Zed and Mary fighting in the next room.",
      '"I feel like I\'m a punching bag," he says.',
      "She looks up and freezes like she's seen a ghost.",
      "He seems dazed, like he's talking to dogs.",
      "He carries Ella into the street in direct line of fire.",
      "As the engine ignites and roars to life we DISSOLVE TO:",
      "Cory takes out the little tooth-pick sword from his drink.",
      "He makes small talk about jet lag.",
      "Suddenly our plane of focus wildly shifts.",
      "Jimmie holds a garden hose with one of those gun nozzles attached.",
      "Making a gun out of his finger and placing it to his head.",
      "A pale blue arrow is printed on the filter.",
      'Posters line the wall: "ATTACK OF THE CRAB MONSTER" and "MACHINE GUN KELLY".',
      'He has a "bomb about to go off" presence.',
      "She gathers the stack of missing dog flyers.",
      "He pulls on a wolf mask.",
      "King has long sleepy eyelids and cat's eyes.",
      "The wheelhouse is wall to wall with chicken biscuit wrappers.",
      "They slurp giant blue slushies.",
      "He now has a giant, scary scar across his whole face.",
      "There is his giant econo-sized bottle of vitamins.",
    ];
    expect(elementsOf(idioms)).toEqual(idioms.map(() => []));
  });

  it("still finds the element where the words are meant", () => {
    expect(
      elementsOf([
        "Zed dives off the cliff into the sea.",
        "The car blows up.",
        "Sparks fly from the grinder.",
        "Zed punches the guard in the face. He punches him again.",
        "A giant steps out of the fog.",
        "A giant spider crawls up the wall.",
        "The monster roars.",
        "Waingro kicks her and\nthrows a small table at her.",
        "Zed slams her against the wall.",
        "The frog turns into a prince.",
        "A deer bolts across the road.",
        "Mary dressed the dog in a sweater.",
        "Zed falls into the river.",
        "The guard is being flung against the wall.",
        "Reese is struck down by the car.",
        "Becca shoots her mother.",
        '"Stop!" Zed punches Mary.',
        "He has to gun the car up to sixty-five to catch up with them.",
        "Zed walks his dog like he's in a hurry.",
        "MARY Swan, 40, rides out on a Segway. Swan's hummer pulls up.",
        "MARY Swan, 40, feeds the swans.",
        "Two giant bald men step out. A giant hairy monster follows.",
        "The raptor chases them through the jungle.",
        "He plants an explosive in the vault. She wears an explosive belt.",
      ]),
    ).toEqual([
      ["stunts: fall"],
      ["vehicles: car", "sfx: explosion"],
      ["sfx: sparks"],
      ["stunts: fight"],
      ["sfx: fog", "vfx: giant"],
      ["animals: insects", "vfx: giant"],
      ["vfx: creature"],
      ["stunts: fight"],
      ["stunts: fight", "stunts: thrown"],
      ["vfx: transformation"],
      ["animals: deer"],
      ["animals: dog"],
      ["stunts: fall"],
      ["stunts: thrown"],
      ["vehicles: car", "stunts: hit by a vehicle"],
      ["stunts: shot"],
      ["stunts: fight"],
      ["vehicles: car"],
      ["animals: dog"],
      ["vehicles: truck"],
      ["animals: bird"],
      ["vfx: giant", "vfx: creature"],
      ["stunts: chase", "vfx: dinosaur"],
      ["weapons: grenade"],
    ]);
  });

  it("names a gun opened or returned fire as gunfire, not a fire", () => {
    expect(
      elementsOf([
        "The guards return fire.",
        "Barnes is laying out fire.",
        "Elias is hit by the incoming fire of the NVA.",
        "He fires from the hip, providing cover fire for Chris, then pops down.",
      ]),
    ).toEqual([["sfx: gunfire"], ["sfx: gunfire"], ["sfx: gunfire"], ["sfx: gunfire"]]);
  });

  it("puts a vehicle on set where only its rider or driver is named doing what it alone allows", () => {
    expect(
      elementsOf([
        "Mary pedals down the hill.",
        "Zed takes the wheel.",
        "Mary honks the horn.",
        "Zed rolls down the window and leans out.",
        "The Mustang roars down the highway.",
        "She plays the piano, feet on the pedals.",
        "Mr. Soggybottom HONKS his horn, then waddles off.",
        "Tires screech outside.",
        "He steps on the gas.",
        "The car races toward the cliff.",
      ]),
    ).toEqual([
      ["vehicles: bicycle"],
      ["vehicles: car"],
      ["vehicles: car"],
      ["vehicles: car"],
      ["vehicles: car"],
      [],
      [],
      ["vehicles: car", "stunts: stunt driving"],
      ["vehicles: car"],
      ["vehicles: car", "stunts: stunt driving"],
    ]);
  });
});
