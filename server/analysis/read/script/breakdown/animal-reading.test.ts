import { describe, expect, it } from "vitest";
import {
  bikeAnimalForms,
  carAnimalForms,
  cueNameAnimals,
  ELEMENT_LEXICONS,
  namesIn,
  numberedCueAnimals,
  speakerNameAnimals,
  withoutNames,
} from "./breakdown-lexicons";

const animals = (text: string) => namesIn(text, ELEMENT_LEXICONS.animals);

describe("animals on set", () => {
  it("takes a regular plural only: 'rates' is no rat, 'cares' no car", () => {
    expect(animals("A dingy motel advertising hourly rates.")).toEqual([]);
    expect(namesIn("He cares little.", ELEMENT_LEXICONS.vehicles)).toEqual([]);
    expect(animals("Two foxes dart across the road. The ponies graze.")).toEqual(["wolf", "horse"]);
  });

  it("counts no animal the action says is not one", () => {
    const text =
      "Edward dives in, GRABBING THE SNAKE. Edward looks at what he holds in his hands. Which isn't a snake at all, but rather a common stick.";
    expect(animals(text)).toEqual([]);
    expect(animals("Snakes slither through the marsh.")).toEqual(["snake"]);
  });

  it("reads a mass noun after the animal's word as the thing it describes ('cat food')", () => {
    expect(animals("Joyce empties her can of cat food in a plate.")).toEqual([]);
    expect(animals("He pours down a bag of dog food.")).toEqual([]);
  });

  it("reads a game or a figure of speech as no animal", () => {
    expect(animals("Dexter pins another string, completing a massive cat's cradle.")).toEqual([]);
    expect(animals("He simply doesn't give a rat’s ass what anyone thinks.")).toEqual([]);
  });

  it("reads an animal's word after a creature's as that creature: a Unicorn mare is a visual effect", () => {
    expect(animals("Also seated is THRAIN, a brown Unicorn mare with black horn and long mane.")).toEqual([]);
    expect(animals("A brown mare with a long mane.")).toEqual(["horse"]);
  });

  it("reads a mustang as the car throughout a script that drives it once", () => {
    const brick = [
      "With a sharp breath the line clicks dead just as a black mustang roars by.",
      "Parked in the supermarket parking lot is a black mustang.",
      "Brendan slides into the black mustang and gutters off into the night.",
    ];
    const forms = carAnimalForms(brick);
    expect([...forms]).toEqual(["mustang"]);
    expect(animals(withoutNames(brick[2]!, forms, true))).toEqual([]);
    expect([...carAnimalForms(["Wild mustangs run across the plain."])]).toEqual([]);
  });

  it("reads a hog as the motorcycle throughout a script that rides it once, not where a farmer drives hogs", () => {
    const script = [
      "He climbs aboard, takes out the keys with the big Z on them and starts up the huge hog.",
      'Butch drives down the street, humping a hot hog named "GRACE."',
    ];
    const forms = bikeAnimalForms(script);
    expect(forms.has("hog")).toBe(true);
    expect(animals(withoutNames(script[1]!, forms, true))).toEqual([]);
    expect([...bikeAnimalForms(["The farmer drives the hogs down the road."])]).toEqual([]);
    expect(animals("The farmer drives the hogs down the road.")).toEqual(["pig"]);
  });

  it("reads an animal's word the script numbers as speakers ('RAT #1') as those people", () => {
    const forms = numberedCueAnimals(["AZUL", "RAT #1", "RAT #2", "GUARD #1"]);
    expect([...forms].sort()).toEqual(["rat", "rats"]);
    const text = "Camera tracks past a pool table where TWO RATS are playing nine ball.";
    expect(animals(text)).toEqual(["rat"]);
    expect(animals(withoutNames(text, forms, true))).toEqual([]);
    expect([...numberedCueAnimals(["DOG", "RAPUNZEL THE DOG"])]).toEqual([]);
  });

  it("reads an animal's word after a title as a name: 'MISS DEER data specialist'", () => {
    const text =
      "Green glow washes the intent faces of Utah and Pappas as\nMISS DEER data specialist, enters 867 CDH into her\ncomputer.";
    expect(animals(text)).toEqual([]);
    expect(animals("Mr. Fox waves from the porch.")).toEqual([]);
    expect(animals("A deer steps out of the trees.")).toEqual(["deer"]);
  });

  it("reads an animal's word that opens a list's item before a noun as that noun's description", () => {
    expect(animals("Putting on makeup. She's dressed up: short black dress,\nfish net stockings.")).toEqual(
      [],
    );
    expect(animals("He carries a rod, a bucket, two fish.")).toEqual(["fish"]);
  });

  it("hears an animal whose cry is named before it: 'The roar of the lions'", () => {
    const text = "The roar of the lions and the unnerving screams of the\nChristians can clearly be heard.";
    expect(animals(text)).toEqual([]);
    expect(animals("Two lions pace the arena, roaring.")).toEqual(["lion"]);
  });

  it("reads a cue's name that holds an animal's word before another ('PIG NOSE #1') as a person", () => {
    const forms = cueNameAnimals(["PIG NOSE #1", "PIG NOSE #1 (FBI CADET)", "RAPUNZEL THE DOG", "RAT #2"]);
    expect([...forms]).toEqual(["pig nose"]);
    const text = "THE DRIVER, the\nWOMAN PIG NOSE, punches it and the TIRES WHIRRR on the\nslick pavement.";
    expect(withoutNames(text, forms, true)).not.toMatch(/PIG/);
    expect(animals(withoutNames(text, forms, true))).toEqual([]);
  });

  it("reads a dead animal as a prop: 'A dead pigeon lays beneath it'", () => {
    expect(
      animals("Ward approaches the bird feeder slowly.  A dead pigeon lays beneath it -- Badly burnt."),
    ).toEqual([]);
    expect(animals("in close shot at the dead\nfish.")).toEqual([]);
    expect(animals("The dead man's dog whimpers by the door.")).toEqual(["dog"]);
  });

  it("reads an animal's word before a noun on the next line as that noun's description: 'a DOG\nLEASH'", () => {
    expect(animals("He is wearing polyester shorts and sandals, and carrying a DOG\nLEASH.")).toEqual([]);
    expect(animals("Tone fumbles around and comes up with a .45 COLT AUTO.")).toEqual([]);
  });
});

describe("animals' words that name no animal on set", () => {
  it("reads a dish as no animal: eaten, cooked or served", () => {
    expect(animals("Dexter and Deb sit in a booth eating plates of crackling chicken.")).toEqual([]);
    expect(animals("various locals drinking beers and eating hamburgers and chicken dinners.")).toEqual([]);
    expect(animals("Oveur looks down at his dinner tray and sees skeleton of the fish he just ate.")).toEqual(
      [],
    );
    expect(
      animals("He opens a cooler with a butchered chicken inside it and tosses the bird on the grill."),
    ).toEqual([]);
    expect(
      animals("Hushpuppy rips off a piece of chicken and flings it to a filthy chihuahua with no hair."),
    ).toEqual(["dog"]);
  });

  it("reads a thing made in an animal's shape, or showing one, as a prop", () => {
    expect(animals("He picks up a model tiger and puts it in the arena.")).toEqual([]);
    expect(
      animals("Candace reaches inside a CERAMIC HEN on the table and pulls out a wad of money."),
    ).toEqual([]);
    expect(animals("Mohawk paintings and a huge wolf carved out of wood decorate the waiting area.")).toEqual(
      [],
    );
    expect(animals("a tasteless latchhooked rug featuring a roaring tiger.")).toEqual([]);
    expect(animals("Bren stitches a needlepoint pillow of a dog.")).toEqual([]);
    expect(animals("A goat licks him.")).toEqual(["sheep"]);
  });

  it("reads a picture, a tattoo or a statue of an animal as no animal, even across a wrapped line", () => {
    expect(animals("On the wall hangs a picture of a horse.")).toEqual([]);
    expect(animals("He rolls up his sleeve: two tattoos of snakes.")).toEqual([]);
    expect(animals("Across his naked chest, birds and snakes are tattooed.")).toEqual([]);
    expect(animals("A horse is painted on the door.")).toEqual([]);
    expect(animals("The dog is drawn to the smell.")).toEqual(["dog"]);
    expect(animals("Above the bar hangs a faded photograph of\na racehorse.")).toEqual([]);
    expect(animals("They sit in a booth eating plates of crackling\nchicken.")).toEqual([]);
    expect(animals("A horse grazes by the fence.\n\nThe chicken pecks at the dirt.")).toEqual([
      "horse",
      "chicken",
    ]);
  });

  it("reads an animal's remains, or one long dead, as a prop", () => {
    expect(animals("He is shrouded in a full lion's skin.")).toEqual([]);
    expect(animals("Marty's fish, now half-decayed, still lie on the desk.")).toEqual([]);
    expect(animals("a LION's open mouth")).toEqual(["lion"]);
  });

  it("reads a dead animal's part named by its kind, with or without a possessive, as a prop", () => {
    expect(animals("Her apron is smeared with pig blood.")).toEqual([]);
    expect(animals("A goat skull hangs over the door.")).toEqual([]);
    expect(animals("The sack holds the severed head of a wolf.")).toEqual([]);
    expect(animals("The old horse remains tied to the post.")).toEqual(["horse"]);
  });

  it("hears an animal whose cry opens or is named after it", () => {
    expect(animals("In the distance a dog is barking.")).toEqual([]);
    expect(animals("Birds are beginning to SING but otherwise, all is SILENT.")).toEqual([]);
    expect(animals("Gulls cry in the distance.")).toEqual([]);
    expect(animals("Bird calls.")).toEqual([]);
    expect(animals("The dog wags its tail and licks his hand.")).toEqual(["dog"]);
  });

  it("reads a person called an animal as a person", () => {
    expect(animals("He's a tall, slim, good-looking cat.")).toEqual([]);
    expect(animals("Where Maynard is a vicious pitbull, Zed is a deadly cobra.")).toEqual([]);
    expect(
      animals("He's fiftyish, short, but square and solid, a human bulldog gone a little to paunch."),
    ).toEqual([]);
    expect(animals("There's a cat on the porch.")).toEqual(["cat"]);
    expect(
      animals(
        "On each platform is a cage full of ferocious wolves, they snap and growl, straining to be released.",
      ),
    ).toEqual(["wolf"]);
  });

  it("reads an animal's word as a description, a verb, an idiom or a body part", () => {
    expect(animals("a flurry of snake like vines pick themselves up off of the ground.")).toEqual([]);
    expect(
      animals("Charlie -- who sits at the kitchen table -- wolfs down the bacon and egg sandwich."),
    ).toEqual([]);
    expect(animals("He grabs Chris's machete out of his hand and bulls his way into the foliage.")).toEqual(
      [],
    );
    expect(animals("The hand raises its middle finger to ASH, flipping him the bird.")).toEqual([]);
    expect(animals("He examines the clothing and then rises, holding a DOG TAG on a broken chain.")).toEqual(
      [],
    );
    expect(animals("He begins to wash the entire surface of her left thigh, knee, calf, foot.")).toEqual([]);
    expect(animals("He feeds the dogs their dinner.")).toEqual(["dog"]);
    expect(animals("She chases geese, chickens, ducks, dogs around the property.")).toEqual([
      "chicken",
      "dog",
    ]);
  });

  it("reads a comparison that opens the sentence, to its comma, as no animal", () => {
    expect(
      animals(
        "Like a butcher shop owner with a pesky hungry puppy, she submits to Hushpuppy's longing gaze.",
      ),
    ).toEqual([]);
  });

  it("reads an animal the sentence says is not there as none", () => {
    expect(animals("an endless sprawl of power plants without a tree or bird in sight.")).toEqual([]);
    expect(animals("a man with no legs and a dog.")).toEqual(["dog"]);
  });

  it("reads an animal's word the script writes only as a speaker's name as that person: The Wolf", () => {
    const pulp = [
      'Sitting on a bed, phone in hand with his back to us, the tuxedo-clad WINSTON WOLF aka "THE WOLF".',
      "Jimmie hands The Wolf a cup of coffee.",
    ];
    const forms = speakerNameAnimals(pulp, ["JULES", "THE WOLF", "JIMMIE"]);
    expect([...forms]).toEqual(["wolf"]);
    expect(animals(withoutNames(pulp[1]!, forms, true))).toEqual([]);
    // A dog that speaks is still "the dog" somewhere in the action.
    const cyberBob = ["Bob materializes beside the dog who watches the clock.", "He smiles at the Dog."];
    expect([...speakerNameAnimals(cyberBob, ["BOB", "DOG"])]).toEqual([]);
  });

  it("reads a speaker called 'the Bear' as that person, through one slip into lower case", () => {
    const shorty = [
      "Bo Catlett and the Bear look at each other.",
      "Bo and the Bear exchange looks, then . . .",
      "Another glance at the Bear, then . . .",
      "Karen picks the gun up off the deck, points it at the Bear.",
      "Bo Catlett helps the Bear get to his feet.",
      "The bear looks at him.",
    ];
    expect([...speakerNameAnimals(shorty, ["BO CATLETT", "BEAR", "KAREN"])]).toEqual(["bear"]);
    // No speaker of that name: the article makes "the Bear" a kind, as in "the Spinosaurus".
    expect([...speakerNameAnimals(shorty, ["BO CATLETT", "KAREN"])]).toEqual([]);
    // Written "the bear" as often as "the Bear": an animal that speaks.
    const fable = [...shorty.slice(0, 3), "the bear growls.", "the bear sniffs the air.", "the bear sits."];
    expect([...speakerNameAnimals(fable, ["BEAR"])]).toEqual([]);
  });

  it("reads a Colt in a scene of guns as the gun maker's", () => {
    expect(animals("SCOPE is laid beside a number of other guns: a COLT K-15, a Remington.")).toEqual([]);
    expect(animals("A colt trots beside its mother in the paddock.")).toEqual(["horse"]);
  });

  it("reads a comparison ('It's like', 'looks like') to its comma, and a word broken at the margin", () => {
    expect(animals("It's like catching a glimpse of a passing shark's fin.")).toEqual([]);
    expect(animals("a new wave fashion victim who looks like a lost member of A FLOCK OF SEAGULLS.")).toEqual(
      [],
    );
    expect(animals("As they climb out onto a cat-\nwalk between the two huge mechanisms.")).toEqual([]);
    expect(animals("The dog looks up, then barks, like a dog possessed.")).toEqual(["dog"]);
  });

  it("hears an animal whose cry or hoofbeats are named before it, or that falls quiet", () => {
    expect(animals("the air BUZZING with the sounds of insects, the CRYING of birds and monkeys.")).toEqual(
      [],
    );
    expect(animals("a sound outside wakes him -- the steady clip-clop of horses on stone.")).toEqual([]);
    expect(animals("A LULL spreads over the jungle, insects QUIETING.")).toEqual([]);
  });

  it("reads an animal said to be dead, or a trophy, as a prop", () => {
    expect(animals("a little girl examining a baby chicken that appears to be dead.")).toEqual([]);
    expect(animals("TRACKING SHOT TOWARD MOUNTED MOOSE HEAD.")).toEqual([]);
    expect(animals("an elaborate wooden mailbox carved as an eagle's head.")).toEqual([]);
    expect(animals("The dog is dead tired.")).toEqual(["dog"]);
  });
});

describe("a dead animal named again (Blood Simple)", () => {
  it("reads 'the fish' after 'the dead fish' as the same prop", () => {
    expect(
      animals(
        "we are looking\nin close shot at the dead fish.\nStanding in the doorway from the bar, staring down at the\nfish.",
      ),
    ).toEqual([]);
  });

  it("still reads a live fish the action names beside no dead one", () => {
    expect(animals("Standing in the doorway, staring down at the fish.")).toEqual(["fish"]);
    expect(animals("A dead fish floats by. A fish leaps from the water.")).toEqual(["fish"]);
  });
});

describe("an animal's word that names a being of two kinds or a shade", () => {
  it("reads 'mantis people' and 'a FISH-MAN' as beings, 'dolphin gray' as a colour, and keeps 'dog soldiers'", () => {
    expect(animals("Mantis people ride bikes through the market.")).toEqual([]);
    expect(animals("A tall FISH-MAN surfaces.")).toEqual([]);
    expect(animals("His skin is dolphin gray, streaked with dark patterns.")).toEqual([]);
    expect(animals("A dolphin leaps beside the boat.")).not.toEqual([]);
    expect(animals("A phalanx of dog soldiers marches down the street.")).toEqual(["dog"]);
  });
});
