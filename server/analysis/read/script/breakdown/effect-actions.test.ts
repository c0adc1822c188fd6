import { describe, expect, it } from "vitest";
import { ELEMENT_LEXICONS, namesIn } from "./breakdown-lexicons";
import {
  doubledNames,
  effectActions,
  headingEffects,
  headingWeather,
  namedMachines,
  sfxJudge,
  stagedAction,
  twinned,
  vfxJudge,
} from "./effect-actions";

const sfx = (text: string) => effectActions(text).sfx;
const vfx = (text: string) => effectActions(text).vfx;

describe("effectActions", () => {
  it("reads an exterior on the moon or in space from its heading, not a moon base inside or a moonlit field", () => {
    expect(headingEffects("EXT. MOON -- MORNING")).toEqual(["space"]);
    expect(headingEffects("EXT. HARVESTER/MOON SURFACE")).toEqual(["space"]);
    expect(headingEffects("INT. MOON BASE - DAY")).toEqual([]);
    expect(headingEffects("EXT. MOONLIT FIELD - NIGHT")).toEqual([]);
  });

  it("reads a possessed person in a demon's form, in a heading or the action, not one possessed by a mood", () => {
    expect(headingEffects("MED. SHOT - ANNIE AND POSSESSED ASH")).toEqual(["creature"]);
    expect(headingEffects("365 JAKE'S POV - DUMMY OF POSSESSED ED")).toEqual(["creature"]);
    expect(vfx("Possessed Linda is coming after Ash.")).toEqual(["creature"]);
    expect(vfx("The milky eyed possessed figure of HENRIETTA jolts quickly into the frame.")).toEqual([
      "creature",
    ]);
    expect(vfx("Jay- possessed by the beat-breaks into an impromptu dance.")).toEqual([]);
    expect(vfx("LT is possessed by his memory of this afternoon's game.")).toEqual([]);
  });

  it("reads a shot its heading marks as made by an effects process, not a place that shares a word", () => {
    expect(headingEffects("INT. STUDIO (BLUE SCREEN)")).toEqual(["effects shot"]);
    expect(headingEffects("EXT. RIDGE - DAY - (STUDIO) - MATTE PAINTING")).toEqual(["effects shot"]);
    expect(headingEffects("PLATE FOR PREVIOUS SCENE - (BLACK STUDIO)")).toEqual(["effects shot"]);
    expect(headingEffects("INT. DINER - DAY")).toEqual([]);
  });

  it("reads a point of view seen in heat from its heading, not a point of view of a person", () => {
    expect(headingEffects("EXT. ALTERED P.O.V. - DAY")).toEqual(["heat vision"]);
    expect(headingEffects("EXT. OBSERVER'S ALTERED P.O.V. - DAY")).toEqual(["heat vision"]);
    expect(headingEffects("EXT. HUNTER'S P.O.V. - DAY")).toEqual([]);
    expect(headingEffects("INT. CAR - SCHAEFER'S POV - DAY")).toEqual([]);
  });

  it("reads the earth that splits or swells open, not a person who drops to the ground", () => {
    expect(
      vfx(
        "In the foreground the\nearth begins to swell, then rips apart as a red glow\nemanates from beneath.",
      ),
    ).toEqual(["ground splits"]);
    expect(vfx("The ground in front of the castle begins to split apart.")).toEqual(["ground splits"]);
    expect(vfx("He drops to the ground and rips open the bag.")).toEqual([]);
  });

  it("reads eyes glued to a screen or its picture, not to a seat", () => {
    expect(vfx("The whole office is glued to the flickering picture on the television.")).toEqual([
      "screen graphics",
    ]);
    expect(vfx("The crew is riveted to the monitor as we see the probe descend.")).toEqual([
      "screen graphics",
    ]);
    expect(vfx("He is glued to his seat.")).toEqual([]);
    expect(vfx("She is glued to her phone call.")).toEqual([]);
  });

  it("reads stones or frogs that rain down or fall from the sky, not rain, debris or gunfire", () => {
    expect(vfx("Without warning, great slabs of rock rain down on the village.")).toEqual([
      "falling from the sky",
    ]);
    expect(vfx("Frogs fall from the sky by the hundreds.")).toEqual(["falling from the sky"]);
    expect(vfx("Rain falls from the sky.")).toEqual([]);
    expect(vfx("Debris rains down on them.")).toEqual([]);
    expect(vfx("Enemy fire rains down on the trench.")).toEqual([]);
  });

  it("reads the camera that travels into a body, not a needle into a vein", () => {
    expect(vfx("We push in through her ear and into her brain, neurons firing.")).toEqual([
      "inside the body",
    ]);
    expect(vfx("The camera races through Tom's bloodstream.")).toEqual(["inside the body"]);
    expect(vfx("The nurse slides the needle into his vein.")).toEqual([]);
    expect(vfx("We watch as the idea takes hold in his brain.")).toEqual([]);
  });

  it("reads small creatures in their thousands, named or as 'them', not a swarm of people or records", () => {
    expect(vfx("Edward sits with Norther Winslow.  The fireflies are out.  Thousands of them.")).toEqual([
      "swarm",
    ]);
    expect(vfx("A swarm of locusts descends on the field.")).toEqual(["swarm"]);
    expect(vfx("A swarm of police and airport security men descend on Fred.")).toEqual([]);
    expect(vfx("Thousands of LP's -- rare jazz, blues, fusion -- are piled high.")).toEqual([]);
  });

  it("reads a body the camera sees through, not a window or a lie seen through", () => {
    expect(
      vfx(
        "When he opens his hand to see the damage, the camera can see right through his hand for a reverse shot of his face through the hole.",
      ),
    ).toEqual(["body seen through"]);
    expect(vfx("She can see through the window.")).toEqual([]);
    expect(vfx("He sees right through her lies.")).toEqual([]);
  });

  it("reads a body unmade: dissolved to nothing, withered, evaporated; not a smile, a mood or a picture", () => {
    expect(vfx("Flesh shrinks away from its skull and dissolves to nothing.")).toEqual(["transformation"]);
    expect(vfx("A possessed demon begins to wither and melt.")).toEqual(["transformation"]);
    expect(
      effectActions(
        "Crumb slowly evaporates from the room, leaving Harvey totally alone.",
        new Set(["CRUMB"]),
      ).vfx,
    ).toEqual(["transformation"]);
    expect(vfx("The smile evaporates from Arthur's face.")).toEqual([]);
    expect(effectActions("A beat, then Sandra finally melts.", new Set(["SANDRA"])).vfx).toEqual([]);
    expect(vfx("As TITLES END the image fades to nothing.")).toEqual([]);
    expect(vfx("He releases Roach's arm and the star disintegrates, drifting apart.")).toEqual([]);
  });

  it("reads a car or a person travelling along a ceiling, not light, shadows or a spider crossing it", () => {
    // Men in Black: the car drives upside down through the tunnel.
    expect(vfx("From outside the car, we watch it rocket along on the roof of the tunnel.")).toEqual([
      "defying gravity",
    ]);
    expect(vfx("He walks across the ceiling to the far wall.")).toEqual(["defying gravity"]);
    expect(vfx("Light from the passing cars races across the ceiling.")).toEqual([]);
    expect(vfx("A spider crawls along the ceiling.")).toEqual([]);
    expect(vfx("A bare bulb hangs from the ceiling.")).toEqual([]);
  });

  it("reads the dead who walk or act as the walking dead, not the dead who lie or are carried", () => {
    // Ghostbusters II: the Titanic docks with its drowned passengers.
    expect(
      vfx(
        "The gangplank is down and dozens of drowned passengers, sopping wet and festooned with seaweed, are disembarking while drowned porters off-load their waterlogged baggage.",
      ),
    ).toEqual(["walking dead"]);
    expect(vfx("The dead men are being carried out on stretchers.")).toEqual([]);
    expect(vfx("A dead body rises to the surface of the lake.")).toEqual([]);
    expect(vfx("Two dead soldiers lie in the mud.")).toEqual([]);
  });

  it("reads a lifeless thing that comes to life and fire from a wand, not an engine that starts", () => {
    expect(vfx("One of the teddy bears suddenly comes to life, waving at the little boy.")).toEqual([
      "magic",
    ]);
    expect(vfx("BLUE FIRE ERUPTS FROM THE WAND TOWARDS THE WITCH.")).toEqual(["magic"]);
    expect(vfx("The switch is flicked and the machine comes to life.")).toEqual([]);
    expect(vfx("A few more tries and the engine finally springs to life.")).toEqual([]);
    expect(vfx("Blood has begun to rapidly pour out of his eyes, ears, mouth and nose.")).toEqual([]);
  });

  it("reads a shot the script marks as made by an effects process, in capitals only", () => {
    expect(
      vfx("(MINIATURE/STOP MOTION/REAR SCREEN) LINDA'S HEAD 3 ANGLES As it leaps through the air."),
    ).toEqual(["effects shot"]);
    expect(vfx("SHOT - THE SUN - MATTE PAINTING - MINIATURE. Closer on the sun as it looms larger.")).toEqual(
      ["effects shot"],
    );
    expect(vfx("They play a round of miniature golf.")).toEqual([]);
  });

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

describe("one actor doubled", () => {
  const script = new Set([
    "SAM",
    "SAM 1",
    "SAM 2",
    "GERTY",
    "COP",
    "COP 1",
    "COP 2",
    "ASSASSIN 1",
    "ASSASSIN 2",
  ]);
  const doubled = doubledNames(
    [
      ["SAM 2", "SAM 1", "SAM 2"],
      ["COP 1", "COP 2"],
      ["ASSASSIN 1", "ASSASSIN 2"],
    ],
    script,
  );

  it("reads a character who speaks as himself speaking as two numbered copies (SAM 1, SAM 2), not numbered bit parts", () => {
    expect([...doubled]).toEqual(["SAM"]);
    expect(twinned(["SAM 2", "SAM 1", "SAM 2"], "", script, doubled)).toBe(true);
    expect(twinned(["SAM 2", "GERTY"], "Gerty glides in.", script, doubled)).toBe(false);
    expect(twinned(["COP 1", "COP 2"], "", script, doubled)).toBe(false);
  });

  it("reads no copies in a shooting script's scene numbers left after a name (Commando: BAR 101, BAR 107)", () => {
    const cues = ["MATRIX", "BAR 101", "BAR", "CATES", "BAR 107", "BAR 109"];
    const shooting = new Set(cues);
    expect([...doubledNames([cues], shooting)]).toEqual([]);
    expect(twinned(cues, "", shooting, new Set())).toBe(false);
  });

  it("reads bit parts numbered after '#' as several actors (Independence Day: AIDE #1, #2, #3), not one doubled", () => {
    const cues = ["CONSTANCE", "AIDE", "AIDE #1", "AIDE #2", "AIDE #3"];
    const staff = new Set(cues);
    expect([...doubledNames([cues], staff)]).toEqual([]);
    expect(twinned(cues, "Constance hurries down the corridor.", staff, new Set())).toBe(false);
  });

  it("reads a doubled character set beside himself in the action", () => {
    expect(
      twinned(
        ["SAM"],
        "Sam promptly collapses and DROPS the unconscious Sam onto\nthe floor.",
        script,
        doubled,
      ),
    ).toBe(true);
    expect(twinned(["SAM 1"], "The two Sams sitting together, UNITED by their grief.", script, doubled)).toBe(
      true,
    );
    expect(twinned(["SAM"], "Sam sits alone in the Rec Room.", script, doubled)).toBe(false);
    expect(twinned(["SAM"], "A new pod replaces the pod Sam just removed.", script, doubled)).toBe(false);
    expect(twinned(["COP"], "The other cop waves.", script, doubled)).toBe(false);
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

  it("reads a person who floats anywhere but on water as flight", () => {
    const floats = (text: string) => effectActions(text, new Set(["MATT", "LAURA", "EDWARD"])).vfx;
    expect(
      floats("The camera is picked up, to reveal Matt floating outside, looking around nervously."),
    ).toEqual(["flight"]);
    expect(floats("As he floats about the room, his head dips and swoons.")).toEqual(["flight"]);
    expect(floats("Laura floats across the room to him.")).toEqual([]);
    expect(floats("Edward floats on his back in the river.")).toEqual([]);
    expect(floats("Her whole body is numb and it feels as if she is floating in space.")).toEqual([]);
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
    expect(lexiconSfx("Lightning forks over the hills.")).toEqual(["storm"]);
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

  it("reads no effect in a name in capitals mid-sentence, but a capital that opens a sentence", () => {
    expect(lexiconSfx("A shelf holds Dante's Inferno and a dictionary.")).toEqual([]);
    expect(lexiconSfx("The kids watch Lightning McQueen race on TV.")).toEqual([]);
    expect(lexiconSfx("Lightning forks across the sky.")).toEqual(["storm"]);
  });

  it("crashes through underbrush without breaking anything", () => {
    expect(lexiconSfx("the car trundles down crashing through the underbrush")).toEqual([]);
  });
});

describe("images laid over the scene", () => {
  it("reads momentary images of another place, a face over a face and a superimposed shot as a vision", () => {
    expect(
      vfx(
        "Amanda shudders convulsively, suddenly freezing cold; we get momentary images of a frozen tundra, her pararibulitis chilling her to the bone.",
      ),
    ).toEqual(["vision"]);
    expect(
      vfx(
        "Todd turns in total confusion to see that the faint outline of Lydia Spring’s face over the face of Rapunzel the dog.",
      ),
    ).toEqual(["vision"]);
    expect(vfx("Her face, superimposed over the burning city, fades.")).toEqual(["vision"]);
  });

  it("reads no caption, no image on a screen and no hand over a face", () => {
    expect(vfx("SUPERIMPOSE: NEBRASKA, 1866")).toEqual([]);
    expect(vfx("She puts her hands over her face and cries.")).toEqual([]);
    expect(vfx("He flips through images of the suspects on the screen.")).toEqual([]);
    expect(
      vfx(
        "Just as the rumble becomes deafening a sudden bright flash of light illuminates the room, seeming to polarize the image of Abby and Ray in bed.",
      ),
    ).toEqual([]);
  });
});

describe("a building that collapses", () => {
  it("reads a whole building falling as a visual effect", () => {
    expect(
      vfx(
        "The top level of the windmill drops in, collapsing, and then, with a series of ember filled explosions, the rest of the windmill collapsing down with it in a huge heap of wreckage.",
      ),
    ).toEqual(["collapse"]);
  });

  it("reads no building that stands and no person who collapses", () => {
    expect(vfx("He walks out of the building and collapses on the steps.")).toEqual([]);
    expect(vfx("The tower looms over the town.")).toEqual([]);
  });
});

describe("a wound", () => {
  it("reads a blade drawn across someone or a cut at them as blood", () => {
    expect(
      sfx("And with that, Dexter very casually and smoothly, draws the scalpel across Jaworski’s cheek."),
    ).toEqual(["blood"]);
    expect(sfx("He slits the guard's throat and lowers him to the floor.")).toEqual(["blood"]);
    // A file's apostrophe read in the wrong encoding ("JaworskiÕs") still names him.
    expect(sfx("Dexter very casually and smoothly, draws the scalpel across JaworskiÕs cheek.")).toEqual([
      "blood",
    ]);
  });

  it("reads no haircut, no rope cut and no one cut off", () => {
    expect(sfx("She cuts him off mid-sentence.")).toEqual([]);
    expect(sfx("Mom cuts his hair in the kitchen.")).toEqual([]);
    expect(sfx("He cuts the rope and the boat drifts free.")).toEqual([]);
  });
});

describe("a person driven into glass", () => {
  it("breaks a breakaway", () => {
    expect(
      sfx(
        "Farah SMASHES NED OFF OF HER, driving him into the wall, elbows him in the throat and then shoves him face first into a lighting fixture, CRASH, YIKES!",
      ),
    ).toEqual(["breakaway"]);
  });

  it("breaks nothing when a person only walks into a room or is pushed into a wall", () => {
    expect(sfx("She walks into the glass-walled office.")).toEqual([]);
    expect(sfx("He shoves him into the wall.")).toEqual([]);
  });
});

describe("effects that only look like one", () => {
  it("reads no flash of feeling, no title superimposed, no montage seen and no person falling by a building", () => {
    expect(vfx("A sudden flash of anger from John - he dashes down the paper.")).toEqual([]);
    expect(vfx("The title BLUE VALENTINE superimposes on top of the image.")).toEqual([]);
    expect(
      vfx(
        "Music plays as we see SPARSE IMAGES OF VANESSA LORING'S HANDS preparing the house for Juno's arrival.",
      ),
    ).toEqual([]);
    expect(
      vfx(
        "Dietrich staggers onto the segway, and the minigun goes wild, carving slices all over the factory before collapsing.",
      ),
    ).toEqual([]);
  });

  it("reads no wound in a cut-off line, a slit trouser leg or a finger stabbed at a map", () => {
    expect(sfx("Cindy cuts herself off.")).toEqual([]);
    expect(sfx("He slits his pants leg and pocket open and extracts the other key.")).toEqual([]);
    expect(sfx("Lucius runs to a map and stabs his finger at Achaea.")).toEqual([]);
    expect(sfx("The tiger snarls and slashes him across the face, knocking him down.")).toEqual(["blood"]);
  });

  it("reads no breakaway in light that floods through a windshield", () => {
    expect(
      sfx("A flood of orange through the windshield as the cab crawls\ndown Ocean Park to the sea."),
    ).toEqual([]);
  });

  it("reads no creature only supposed to be near: 'the monster Ash may be lurking close'", () => {
    const creature = (text: string) => namesIn(text, ELEMENT_LEXICONS.vfx, vfxJudge);
    expect(
      creature("Petrified.  Looking about.  Knowing that the\nmonster Ash may be lurking close."),
    ).toEqual([]);
    expect(creature("The monster Ash lurches out of the shadows.")).toEqual(["creature"]);
  });

  it("reads no flight in a thing said that hangs in the air, and a thing that does", () => {
    const flight = (text: string) => namesIn(text, ELEMENT_LEXICONS.vfx, vfxJudge);
    expect(flight("This odd statement hangs in the air for a moment.  Then:")).toEqual([]);
    expect(flight("The question hangs in the air.")).toEqual([]);
    expect(flight("Cigarette smoke hangs in the air.")).toEqual([]);
    expect(flight("The dust hangs in the air.")).toEqual([]);
    expect(flight("The ball hangs in the air, impossibly.")).toEqual(["flight"]);
  });
});

describe("figures and descriptions read as no effect", () => {
  const sfxWords = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx);
  const vfxWords = (text: string) => namesIn(text, ELEMENT_LEXICONS.vfx);

  it("reads weather or a blast said of something else with 'of' as a figure, not a burst the crew rigs", () => {
    expect(
      sfxWords("In a radical INVERTED AIR ATTACK sails SIX feet above the\nwave in an explosion of water--"),
    ).toEqual([]);
    expect(
      sfxWords(
        "Lucilla looks at Commodus for a long moment, her face an\nenigmatic tornado of complex emotions.",
      ),
    ).toEqual([]);
    expect(sfxWords("The sedan flips onto its back in an explosion of glass.")).toEqual(["explosion"]);
    expect(sfxWords("The explosion of the tanker rocks the street.")).toEqual(["explosion"]);
  });

  it("reads a likeness with a phrase of place as no effect: 'like a sailor in a storm'", () => {
    const text = "UTAH sits next to the DISPATCHER waiting for news like a\nsailor in a storm.";
    expect(sfxWords(text)).toEqual([]);
    expect(sfxWords("UTAH sits out the storm in the truck.")).toEqual(["storm"]);
  });

  it("reads an effect's word before the noun it describes as that noun: a fire engine", () => {
    expect(sfxWords("WIDEN. An L.A.P.D. fire engine ROARS in.")).toEqual([]);
    expect(sfxWords("WIDEN. A fire engulfs the L.A.P.D. engine.")).toEqual(["fire"]);
  });

  it("reads 'ghostly' as a likeness, no ghost", () => {
    expect(vfxWords("Starts again.  A ghostly dawn finds UTAH and TYLER\nsleeping peacefully.")).toEqual([]);
    expect(vfxWords("A ghost drifts down the stairs.")).toEqual(["ghost"]);
  });
});

describe("a thing broken on set", () => {
  it("reads a table that smashes apart, a television smashed and pumps a car plows through as breakaways", () => {
    expect(sfx("Waingro kicks her and throws a small table at her. It smashes apart.")).toEqual([
      "breakaway",
    ]);
    expect(sfx("He picks up the chair and smashes the television with it.")).toEqual(["breakaway"]);
    expect(sfx("The vase shatters on the floor.")).toEqual(["breakaway"]);
    expect(
      sfx(
        "... plows through a rack of pumps, takes out the air and water reservoirs and wraps itself around a lamppost.",
      ),
    ).toEqual(["breakaway"]);
  });

  it("breaks nothing left smashed before the scene, slammed down or collided with", () => {
    expect(sfx("The place is a wreck, the furniture smashed, the lamps overturned.")).toEqual([]);
    expect(sfx("He smashes his fist on the table.")).toEqual([]);
    expect(sfx("At the table Nick smashes a fly with his palm.")).toEqual([]);
  });

  it("breaks no glass a face is seen through", () => {
    expect(sfx("Sam 1 steps out unsteadily, his face visibly PALE through the glass of his helmet.")).toEqual(
      [],
    );
  });
});

describe("machinery that moves by itself", () => {
  it("reads an arena's platforms that rise as a practical effect", () => {
    expect(
      sfx(
        "Suddenly traps doors swing open and four enormous platforms rise into view. On each platform is a tiger.",
      ),
    ).toEqual(["object moves by itself"]);
    expect(sfx("He steps onto the platform and waits for the train.")).toEqual([]);
  });

  it("names a robot by the name set after a robot's word, and reads it moving as a practical effect", () => {
    const known = new Set(["GERTY", "SAM"]);
    expect(
      namedMachines(['A state of the art robot, a GERTY 3000 -- known simply as "GERTY"'], known),
    ).toEqual(new Set(["GERTY"]));
    expect(namedMachines(["Sam sits, a robot of a man."], known)).toEqual(new Set());
    const gerty = new Set(["GERTY"]);
    const moves = (text: string) => effectActions(text, known, gerty).sfx;
    expect(moves("Gerty approaches, gliding along his rail.")).toEqual(["object moves by itself"]);
    expect(moves("Gerty's head begins to swivel left and right.")).toEqual(["object moves by itself"]);
    expect(moves("Gerty sits lifeless.")).toEqual([]);
    expect(effectActions("Sam glides across the room.", known, gerty).sfx).toEqual([]);
  });
});

describe("a wound into or through the body", () => {
  it("reads claws slashing into a back and a sword hacking through a wrist as blood", () => {
    expect(
      sfx(
        "the tiger crashes into him -- its claws slashing into his back, cutting through his leather armor",
      ),
    ).toEqual(["blood"]);
    expect(sfx("Vibius immediately hacks through the Scribe's wrist and frees himself.")).toEqual(["blood"]);
    expect(sfx("They hack through the jungle with machetes.")).toEqual([]);
  });
});

describe("special effects' words read in their clause", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads rain and snow written as an adjective", () => {
    expect(judged("PEOPLE splash steps down rain-washed sidewalks in DREAM MOTION.")).toEqual(["rain"]);
    expect(judged("A snow-dusted courtyard.")).toEqual(["snow"]);
  });

  it("reads no fire a person pours from the throat: a power, a visual effect", () => {
    expect(
      judged("Flames of out-of-control rage\npour out of Charya's throat\nand consume the entire library"),
    ).toEqual([]);
    expect(judged("Flames pour out of the windows of the house.")).toEqual(["fire"]);
  });

  it("reads no storm far off, no blood denied and no haze of a mood", () => {
    expect(judged("A distant Pacific storm has brought the swell.")).toEqual([]);
    expect(judged("Utah squeezes the trigger. No death. No blood. Just buzzers.")).toEqual([]);
    expect(judged("They are staring through a haze of beerness at the small TV...")).toEqual([]);
    expect(judged("A haze of smoke hangs over the bar.")).toEqual(["smoke"]);
  });

  it("reads people who explode into action as a figure, a tanker that explodes in a ball of fire as an explosion", () => {
    expect(judged("Vibius explodes into a rage and charges.")).toEqual([]);
    expect(judged("With a sudden roar he EXPLODES into action")).toEqual([]);
    expect(judged("The tanker explodes in a ball of fire.")).toEqual(["explosion", "fire"]);
  });

  it("reads no fire in the equipment named for it", () => {
    expect(judged("... The sirens are revealed to be FIRE ENGINES.  Not the cops.")).toEqual([]);
    expect(judged("Ambulances, fire trucks, and police cars start to move.")).toEqual([]);
    expect(judged("He grabs a fire extinguisher and sprays the flames.")).toEqual(["fire"]);
  });

  it("reads no fire in a feeling, no storm in a person storming out and no gunfire in a stone that ricochets", () => {
    expect(judged("Her cheeks burning with embarrassment, she storms out.")).toEqual([]);
    expect(judged("They storm out of the room.")).toEqual([]);
    expect(judged("The stone ricochets off a tree and into a BEE'S NEST.")).toEqual([]);
  });
});

describe("what a screen shows", () => {
  it("reads the picture under a shot of a screen as footage, no effect staged on set", () => {
    const blocks = [
      "A few empties on the table.  They are staring at the small TV...",
      "ON THE TV",
      "The EVENING NEWS. It's Scott's ex-apartment, smoldering and surrounded by FIRE ENGINES.",
      "Baxter lazily zaps the set with the remote.",
    ];
    const staged = stagedAction(blocks);
    expect(namesIn(blocks.join("\n"), ELEMENT_LEXICONS.sfx, sfxJudge)).not.toEqual([]);
    expect(namesIn(staged, ELEMENT_LEXICONS.sfx, sfxJudge)).toEqual([]);
    expect(staged).toContain("Baxter lazily zaps the set");
    expect(stagedAction(["ON THE MONITOR: A building explodes."])).toBe("ON THE MONITOR: ");
    expect(stagedAction(["The building explodes."])).toBe("The building explodes.");
  });
});

describe("bullet hits", () => {
  it("reads a bullet that strikes a thing on set as gunfire, even where no gun is named", () => {
    expect(
      sfx(
        "A buttet BLASTS into the seaplane body and a second bullet BLASTS into just underneath the cockpit side window.",
      ),
    ).toEqual(["gunfire"]);
    expect(sfx("Bullets clang against the outside of the car and whiz inches overhead.")).toEqual([
      "gunfire",
    ]);
  });

  it("does not read a bullet loaded, spoken of or lying on a table", () => {
    expect(sfx("He thumbs a bullet into the chamber.")).toEqual([]);
    expect(sfx("A single bullet lies on the table.")).toEqual([]);
    expect(sfx("The bullet hole in the door is still there.")).toEqual([]);
  });
});

describe("slime", () => {
  const lexiconSfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads slime or goo on set as a practical effect", () => {
    expect(lexiconSfx("They begin hosing the inside of the statue with the psycho-reactive slime.")).toEqual([
      "slime",
    ]);
    expect(lexiconSfx("They are exhausted and covered with slime.")).toEqual(["slime"]);
    expect(
      lexiconSfx("a BIG GLOB OF GOO drops from the ceiling and onto the match, dousing the flame."),
    ).toContain("slime");
  });

  it("does not read a good word that only begins with its letters", () => {
    expect(lexiconSfx("He looks at the sliminess of it all, good and gooey.")).toEqual([]);
  });
});

describe("glass that showers and wind that rushes through the set", () => {
  const lexiconSfx = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads a shower of glass as a breakaway", () => {
    expect(
      lexiconSfx("Indy lands in a shower of glass on the jutting roof of the museum's first floor."),
    ).toEqual(["breakaway"]);
  });

  it("reads a rush of wind through a courtyard as wind on set", () => {
    expect(
      lexiconSfx(
        "When he finally speaks, his words are accompanied by a strange, eerie, foreboding rush of wind through the courtyard.",
      ),
    ).toEqual(["wind"]);
  });

  it("does not read a glass of water or a rush of people", () => {
    expect(lexiconSfx("She takes a glass of water from the table.")).toEqual([]);
    expect(lexiconSfx("A rush of commuters pours through the doors.")).toEqual([]);
  });
});

describe("a thing that smokes", () => {
  it("reads a thing the action calls smoking as smoke on set", () => {
    expect(sfx("Pause. She looks out the window, at the smoking truck.")).toEqual(["smoke"]);
  });

  it("does not read a person smoking, a smoking jacket or a smoking gun", () => {
    expect(sfx("A smoking Don Price crushes his cigarette as Edward leaves town.")).toEqual([]);
    expect(sfx("He wears a smoking jacket and slippers.")).toEqual([]);
    expect(sfx("The memo is the smoking gun they needed.")).toEqual([]);
  });
});

describe("water that moves by itself", () => {
  it("reads water rising or washing over the set as a water effect", () => {
    expect(sfx("Suddenly, water is washing over his feet; the Wurrfler is beginning to submerge.")).toEqual([
      "flood",
    ]);
    expect(
      sfx(
        "Indy climbs the ladder to the bridge of the conning tower and looks down. The water is rising toward his fast.",
      ),
    ).toEqual(["flood"]);
  });

  it("does not read water a person pours, drinks or swims in", () => {
    expect(sfx("Frightened, she takes a glass of water from the table.")).toEqual([]);
    expect(sfx("She pours water into the glass and hands it to him.")).toEqual([]);
    expect(sfx("He swims out through the calm water to the raft.")).toEqual([]);
  });
});

describe("a burn mark", () => {
  it("does not read a burned scar as fire, while a thing that burns still is", () => {
    expect(
      sfx(
        'he snaps a crisp "Heil, Hitler!" at him, holding his palm rigid a long time, exposing a burned scar in the prefect shape of the sun medallion.',
      ),
    ).toEqual([]);
    expect(sfx("The rubble burns.")).toEqual(["fire"]);
  });
});

describe("a piece of the set that gives way (Jurassic Park III, Independence Day, Hellboy)", () => {
  it("reads a catwalk, trees, a ceiling or a light that breaks free, topples or peels away as a rig", () => {
    expect(
      sfx(
        "Finally the reptile's massive weight proves to much, and the\nentire section of the catwalk BREAKS FREE of the canyon wall\nand FLIPS OVER LATERALLY.",
      ),
    ).toEqual(["collapsing set"]);
    expect(
      sfx(
        "the unseen dinosaur bears\ndown on them -- mowing down the young trees which TOPPLE all\naround them.",
      ),
    ).toEqual(["collapsing set"]);
    expect(
      sfx("Part of the ceiling suddenly PEELS AWAY, revealing an enormous\nSHAFT leading topside."),
    ).toEqual(["collapsing set"]);
    expect(sfx("Suddenly, a work light tears loose and flies in.")).toEqual(["collapsing set"]);
  });

  it("reads no set piece that only stands, nor a person who gives way", () => {
    expect(sfx("He climbs the stairs and gives way to tears.")).toEqual([]);
    expect(sfx("The trees sway in the breeze.")).toEqual([]);
  });
});

describe("smoke and blood that are no effect (Face/Off)", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads a smoke lit or pocketed as a cigarette", () => {
    expect(judged("He lights up a smoke... planning his next move.")).toEqual([]);
    expect(judged("He pockets the smoke.  Eve is there, dressed somberly.")).toEqual([]);
    expect(judged("Smoke pours from the engine.")).toEqual(["smoke"]);
  });

  it("reads blood that drains from a face, chills or only stains as no blood on set", () => {
    expect(judged("The blood drains from her face as... Archer slips over")).toEqual([]);
    expect(judged("Archer stares... the cold\nreality chilling his blood.")).toEqual([]);
    expect(judged("then the blood stains within the forensics chalk marks.")).toEqual([]);
    expect(judged("Blood pours from the wound.")).toEqual(["blood"]);
  });
});

describe("a picture made on a screen (Independence Day)", () => {
  it("reads marks that flash or track on a radar, a tracking screen or a map as screen graphics", () => {
    expect(vfx("A tracking screen comes to life, eight blips flashing.")).toEqual(["screen graphics"]);
    expect(
      vfx("On the big map we see one FLASHING target line tracking the\nmissile as it approaches Houston."),
    ).toEqual(["screen graphics"]);
  });

  it("reads what we see on a monitor or on all screens as screen graphics", () => {
    expect(vfx("On the monitor we SEE the SCHISM, and BRIGHT LIGHTS as several\nfighters fly past.")).toEqual(
      ["screen graphics"],
    );
    expect(vfx("On the monitors as well, we can see the target remain.")).toEqual(["screen graphics"]);
  });

  it("reads no map only studied, no screen only looked at, nor what we learn on a phone", () => {
    expect(vfx("He studies the map, then tracks the road with his finger.")).toEqual([]);
    expect(vfx("Everyone is glued to the monitors as the President storms in.")).toEqual([]);
    expect(vfx("On the phone screen, we see that he is checking his texts.")).toEqual([]);
  });
});

describe("the set shaken by a rig (Independence Day, Jurassic Park III)", () => {
  it("reads a room, the ground or the set's fixtures that rumble, rattle or shake by themselves", () => {
    expect(sfx("She turns back over.  Suddenly the room briefly RUMBLES.")).toEqual(["shaking set"]);
    expect(sfx("Slowly the discarded\nequipment begins to RATTLE and SHAKE.")).toEqual(["shaking set"]);
    expect(sfx("The whole assembly SHUDDERS, threatening to rip into\nthe water.")).toEqual(["shaking set"]);
  });

  it("reads no person, hand or prop a person holds that shakes", () => {
    expect(sfx("Edward shakes hands with his new boss, a TOUPEED MAN.")).toEqual([]);
    expect(sfx("The shotgun shakes in his hands.")).toEqual([]);
    expect(sfx("Her hands are trembling as she drops a dime in the pay phone.")).toEqual([]);
    expect(sfx("The news rocks the room.")).toEqual([]);
  });
});

describe("a creature's word that names the thing after it, across a wrapped line (Independence Day)", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.vfx, vfxJudge);

  it("reads the UFO believers as people, though the script wraps the line between the words", () => {
    expect(judged("directly across from the UFO\nbelievers, the First Lady watches them")).toEqual([]);
  });

  it("still reads a UFO that ends its paragraph as the craft", () => {
    expect(judged("High above the city hovers a UFO\n\nbelievers gather on the roof")).toEqual(["alien"]);
  });
});

describe("thunder, which is only heard (Jurassic Park III, Point Break)", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads no storm on set from thunder alone", () => {
    expect(judged("Another roll of THUNDER, this time much closer.")).toEqual([]);
    expect(judged("Muted thunder when the waves hit the beach.")).toEqual([]);
  });

  it("still reads lightning and a thunderstorm as a storm on set", () => {
    expect(judged("Lightning flashes over the barge.")).toEqual(["storm"]);
    expect(judged("A thunderstorm lashes the farmhouse.")).toEqual(["storm"]);
  });
});

describe("a slug or a shell that strikes on set", () => {
  it("reads slugs and shells that shred, tear past or bounce off as gunfire", () => {
    expect(sfx("Rifle shells rip into the brick chimney beside her.")).toEqual(["gunfire"]);
    expect(sfx("BULLETS SHRED the curtains over the bed.")).toEqual(["gunfire"]);
    expect(sfx("The slug tears past his ear and into the fence.")).toEqual(["gunfire"]);
    expect(sfx("In his iron suit, the bullets bounce off him like hail.")).toEqual(["gunfire"]);
  });

  it("does not read shells loaded, a slug of whisky or a man slugged", () => {
    expect(sfx("She thumbs two shells into the shotgun.")).toEqual([]);
    expect(sfx("He takes a slug of whisky and sets the glass down.")).toEqual([]);
    expect(sfx("Mona slugs him again.")).toEqual([]);
  });
});

describe("a barrier the set's machinery moves", () => {
  it("reads a blast shield, a blast door or a metal grid that moves by itself as a practical effect", () => {
    expect(sfx("She keys the code and the blast door slams shut.")).toEqual(["object moves by itself"]);
    expect(sfx("A STEEL GRID crashes into place across the stairwell.")).toEqual(["object moves by itself"]);
    expect(sfx("The blast shields slowly peel away from the portholes.")).toEqual(["object moves by itself"]);
    expect(sfx("Behind him an access panel slides open.")).toEqual(["object moves by itself"]);
  });

  it("does not read a blast door a person only stands at or bolts", () => {
    expect(sfx("He waits by the blast door, his hand on the wheel.")).toEqual([]);
  });
});

describe("a thing that sinks", () => {
  it("reads a boat, a cage, a flare or a hallway that sinks as a practical effect", () => {
    expect(sfx("The rowboat lists, and then the boat slowly sinks.")).toEqual(["sinking"]);
    expect(sfx("Tom clings to the rapidly-sinking raft.")).toEqual(["sinking"]);
    expect(sfx("The red flares sink into the murk below.")).toEqual(["sinking"]);
    expect(sfx("With a groan the whole room begins to sink down, a giant lift.")).toEqual(["sinking"]);
  });

  it("does not read a person who sinks, the sun, teeth sunk in nor a kitchen sink", () => {
    expect(sfx("She sinks into the armchair by the door.")).toEqual([]);
    expect(sfx("The sun sinks behind the hills.")).toEqual([]);
    expect(sfx("The dog sinks its teeth into his boot.")).toEqual([]);
    expect(sfx("He rinses the cup in the sink of the boat's galley.")).toEqual([]);
  });
});

describe("a gun about to fire", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads no flames in a gun ready or about to fire", () => {
    expect(judged("He levels the pistol at the door, ready to fire.")).toEqual([]);
    expect(judged("The deputies are about to fire when the deer bolts.")).toEqual([]);
    expect(judged("The barn is on fire.")).toEqual(["fire"]);
  });
});

describe("light or a figure that floods", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads no flood in light that floods or a mind flooded with what is no liquid", () => {
    expect(judged("Moonlight is flooding the empty ballroom.")).toEqual([]);
    expect(judged("Her head is flooded with numbers and faces.")).toEqual([]);
    expect(judged("The basement is flooded with water to the third step.")).toEqual(["flood"]);
  });
});

describe("a thing smashed after it is named", () => {
  it("reads a thing smashed as 'it' and smashed lenses or a mask as a breakaway", () => {
    expect(sfx("Furious, she hurls the vase at the wall, shattering it.")).toEqual(["breakaway"]);
    expect(sfx("He picks up the radio and smashes it.")).toEqual(["breakaway"]);
    expect(sfx("The blow lands, smashing his goggles.")).toEqual(["breakaway"]);
  });

  it("does not read 'it' smashed against or into something, a blow", () => {
    expect(sfx("He grabs her wrist and smashes it against the doorframe.")).toEqual([]);
    expect(sfx("Ned takes the rifle butt and smashes it into the man's jaw.")).toEqual([]);
  });
});

describe("idioms and leftovers that name no effect", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads no fire in a bulb burned out, music that blazes or fire in a look", () => {
    expect(sfx("He replaces the light bulb on a burned out lamp.")).toEqual([]);
    expect(sfx("The burnt-out car sits by the road.")).toEqual([]);
    expect(sfx("The rubble burns out of control.")).toEqual(["fire"]);
    expect(judged("Electric guitars blaze over the stereo.")).toEqual([]);
    expect(judged("The fire dies in her eyes.")).toEqual([]);
    expect(judged("Flames dance in the fireplace.")).toEqual(["fire"]);
  });

  it("reads no effect in a crowd smelling blood, a photo or a balloon blown up, people who chain smoke or a storm weathered", () => {
    expect(judged("The crowd, smelling blood, wants more.")).toEqual([]);
    expect(judged("He blows up the photo on the screen.")).toEqual([]);
    expect(judged("She is blowing up balloons for the party.")).toEqual([]);
    expect(judged("A couple in sunglasses chain smoke and drink coffee.")).toEqual([]);
    expect(judged("The schoolboat has weathered the storm.")).toEqual([]);
    expect(judged("Headlights flood the night.")).toEqual([]);
    expect(judged("The bomb blows up the car.")).toEqual(["explosion"]);
    expect(judged("Blood pours from the wound.")).toEqual(["blood"]);
  });
});

describe("flames and blasts in every phrasing", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads a wall or a burst of flame, a thing that bursts into flame, is torched or set alight as fire", () => {
    expect(judged("A wall of flame rises behind him.")).toEqual(["fire"]);
    expect(judged("The car bursts into flame.")).toEqual(["fire"]);
    expect(judged("He torches the car.")).toEqual(["fire"]);
    expect(judged("The barn is set alight.")).toEqual(["fire"]);
    expect(judged("She alights from the carriage.")).toEqual([]);
    expect(judged("He torches a cigarette with a look.")).toEqual([]);
  });

  it("reads a thing that begins to explode or exploded as an explosion, not a person who explodes at someone", () => {
    expect(judged("The tanker truck begins to explode.")).toEqual(["explosion"]);
    expect(judged("Both cars exploded.")).toEqual(["explosion"]);
    expect(judged("The shell explodes at the base of the tower.")).toEqual(["explosion"]);
    expect(judged("He exploded at her.")).toEqual([]);
    expect(judged("The crowd exploded with laughter.")).toEqual([]);
    expect(judged("The windows suddenly explode.")).toEqual([]);
  });
});

describe("wind, smoke, dust and debris the crew makes", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads wind that howls, whips or picks up, not the winds of change nor a clock wound", () => {
    expect(sfx("The wind is howling.")).toEqual(["wind"]);
    expect(sfx("The wind picked up.")).toEqual(["wind"]);
    expect(sfx("Cold wind whips across the deck.")).toEqual(["wind"]);
    expect(sfx("Winds of change blow through the office.")).toEqual([]);
    expect(sfx("He winds the clock.")).toEqual([]);
  });

  it("reads a thing that smokes, not a person smoking", () => {
    expect(sfx("The engine is smoking.")).toEqual(["smoke"]);
    expect(sfx("The wreck smokes in the ditch.")).toEqual(["smoke"]);
    expect(sfx("He is smoking on the porch.")).toEqual([]);
  });

  it("reads dust that billows, debris that rains down and a set that collapses, not a person who collapses", () => {
    expect(judged("Dust billows through the hangar.")).toEqual(["dust"]);
    expect(judged("Debris rains down on them.")).toEqual(["falling debris"]);
    expect(sfx("The ceiling collapses.")).toEqual(["collapsing set"]);
    expect(sfx("He collapses on the floor.")).toEqual([]);
  });

  it("reads a window that shattered, wires that spark and a pipe that burst", () => {
    expect(judged("The window shattered.")).toEqual(["breakaway"]);
    expect(judged("The wires spark.")).toEqual(["sparks"]);
    expect(judged("The pipe burst.")).toEqual(["flood"]);
    expect(judged("It rained all night.")).toEqual(["rain"]);
    expect(judged("The news sparked a debate.")).toEqual([]);
  });
});

describe("lights that go out and things the wind blows", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads lights that go out or go dark by themselves, not lights a person dims nor the day's light", () => {
    expect(sfx("The lights go out.")).toEqual(["flickering lights"]);
    expect(sfx("The lamp goes dark.")).toEqual(["flickering lights"]);
    expect(sfx("He dims the lights.")).toEqual([]);
    expect(sfx("He goes out into the light.")).toEqual([]);
    expect(sfx("The light dies.")).toEqual([]);
  });

  it("reads curtains that billow and papers that swirl as wind, not papers a person blows away", () => {
    expect(sfx("The curtains billow.")).toEqual(["wind"]);
    expect(sfx("Papers swirl around the room.")).toEqual(["wind"]);
    expect(sfx("She blows the papers off the desk.")).toEqual([]);
  });

  it("reads a flare lit as fire and blood samples as none", () => {
    expect(judged("Laugher lights a flare.")).toEqual(["fire"]);
    expect(judged("His nostrils flare.")).toEqual([]);
    expect(judged("The doctor takes blood samples.")).toEqual([]);
  });
});

describe("water, blasts and shorts the crew rigs", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads water that leaks or overflows and sprinklers that kick on as water on set, not water a person pours", () => {
    expect(sfx("Water leaks through the ceiling.")).toEqual(["flood"]);
    expect(judged("The toilet overflows.")).toEqual(["flood"]);
    expect(judged("The sprinklers kick on.")).toEqual(["flood"]);
    expect(sfx("He pours out the water.")).toEqual([]);
    expect(sfx("A water spout arcs over and falls into a drain.")).toEqual([]);
  });

  it("reads a mine that goes off as an explosion and a fuse box that blows as sparks, not an alarm that goes off", () => {
    expect(judged("The mine goes off.")).toEqual(["explosion"]);
    expect(judged("The fuse box blows.")).toEqual(["sparks"]);
    expect(judged("The alarm goes off.")).toEqual([]);
  });
});

describe("smoke a person breathes and words that only look like an effect", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads no smoke a person inhales, exhales or coughs out, nor haze in the eyes", () => {
    expect(judged("Before Zed knows it, he's inhaling a silky ribbon of smoke.")).toEqual([]);
    expect(judged("Francois laughs and coughs out a cloud of smoke.")).toEqual([]);
    expect(judged("He trudges with haze in his eyes.")).toEqual([]);
    expect(judged("Coughing, Archer crawls through the roiling smoke toward the door.")).toEqual(["smoke"]);
    expect(judged("She exhales smoke.")).toEqual([]);
    expect(judged("Kate sucks in crack smoke.")).toEqual([]);
    expect(judged("Smoke is sucked into the vent.")).toEqual(["smoke"]);
    expect(judged("Smoke pours from the vents.")).toEqual(["smoke"]);
  });

  it("reads no effect in a tongue twister, smoke-stained siding, side burns or headlights that explode to life", () => {
    expect(judged("He recites a rapid-fire tongue twister.")).toEqual([]);
    expect(judged("He eyes the smoke stained siding.")).toEqual([]);
    expect(judged("Blazing headlights explode to life behind him.")).toEqual([]);
    expect(sfx("He has large side burns that meet under his chin.")).toEqual([]);
    expect(judged("A twister tears across the field.")).toEqual(["storm"]);
  });
});

describe("people who flood in, sparks between two people and the camera through a window", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads no flood in people who flood somewhere", () => {
    expect(judged("More fans flood into the parking lot.")).toEqual([]);
    expect(judged("The crowd floods the street.")).toEqual([]);
    expect(judged("They all flood the floor for the last dance.")).toEqual([]);
    expect(judged("Water floods the hall.")).toEqual(["flood"]);
  });

  it("reads no sparks between two people and no breakaway where we go through a window", () => {
    expect(judged("There's immediately sparks between her and Garry.")).toEqual([]);
    expect(sfx("He hits it while we go through the window to the other side.")).toEqual([]);
    expect(sfx("He crashes through the window.")).toEqual(["breakaway"]);
  });
});

describe("a thing crashed through and dust that settles", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads a door, a fence or pipes smashed or crashed through as a breakaway, not a door burst or gone through", () => {
    expect(sfx("They crash through pipes, wiring and ducts.")).toEqual(["breakaway"]);
    expect(sfx("He smashes through the door.")).toEqual(["breakaway"]);
    expect(sfx("She bursts through the door.")).toEqual([]);
    expect(sfx("He goes through the gate.")).toEqual([]);
  });

  it("reads dust that clears or settles as dust on set, not dust on a desk", () => {
    expect(judged("As the dust clears, Utah stands.")).toEqual(["dust"]);
    expect(judged("A roll-top desk, its ribs covered in dust.")).toEqual([]);
  });
});

describe("debris that flies and a set that lurches", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads debris that flies and earth that drops onto people as falling debris", () => {
    expect(judged("Debris flies everywhere.")).toEqual(["falling debris"]);
    expect(judged("Wet earth drops onto their shoulders.")).toEqual(["falling debris"]);
    expect(judged("He sweeps the debris into a pile.")).toEqual([]);
  });

  it("reads a room or a floor that lurches or jolts as a shaking set, not a ceiling of rock nor a baby rocked", () => {
    expect(sfx("The room lurches.")).toEqual(["shaking set"]);
    expect(sfx("The floor jolts.")).toEqual(["shaking set"]);
    expect(sfx("Indy feels along the ceiling of rock.")).toEqual([]);
    expect(sfx("He rocks the baby.")).toEqual([]);
  });
});

describe("snow seen falling and a fire in the hearth", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads snow watched as it falls, a roaring fireplace and flaming torches, not a fireplace poker", () => {
    expect(judged("Trini sits in class, looking at the snow fall outside the window.")).toEqual(["snow"]);
    expect(judged("A roaring fireplace warms the room.")).toEqual(["fire"]);
    expect(judged("Villagers carry flaming torches.")).toEqual(["fire"]);
    expect(judged("He picks up a fireplace poker.")).toEqual([]);
  });
});

describe("steam from hot food", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads no steam effect rising from a drink or a dish, but steam off a body or a broken pipe", () => {
    expect(judged("Steam rises from her coffee.")).toEqual([]);
    expect(judged("Steam rises out of the pots and pans.")).toEqual([]);
    expect(judged("Steam rises off Gordon's body.")).toEqual(["smoke"]);
    expect(judged("Steam hisses from the broken pipe.")).toEqual(["smoke"]);
  });
});

describe("a place the heading sets on fire", () => {
  it("reads a burning place in the heading as fire for the scene, not a fire station", () => {
    expect(headingWeather("EXT. BURNING MUSEUM - DAY")).toEqual(["fire"]);
    expect(headingWeather("INT./EXT HOUSE ON FIRE - SERIES OF ANGLES - NIGHT")).toEqual(["fire"]);
    expect(headingWeather("EXT. STREET - NIGHT (RAIN)")).toEqual(["rain"]);
    expect(headingWeather("INT. FIRE STATION - DAY")).toEqual([]);
  });
});

describe("dust a walker or a vehicle raises", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads no dust effect kicked or whipped up, or a vehicle lost in, but a cloud of dust that rolls over ruins", () => {
    expect(judged("He kicks up little clouds of dust as he walks.")).toEqual([]);
    expect(judged("The glinting vehicle is lost in a cloud of dust.")).toEqual([]);
    expect(judged("The chopper settles, whipping up dust clouds.")).toEqual([]);
    expect(judged("A cloud of dust rolls over the ruins.")).toEqual(["dust"]);
  });
});

describe("fuel that ignites", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads gasoline or fumes that ignite as fire, not an engine that ignites", () => {
    expect(judged("The gasoline ignited.")).toEqual(["fire"]);
    expect(judged("The fumes ignite.")).toEqual(["fire"]);
    expect(judged("The engine ignited.")).toEqual([]);
    expect(judged("He waits for the engines to ignite.")).toEqual([]);
  });
});

describe("electricity that arcs", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads electricity or wires that arc and a power surge as sparks, not a story arc", () => {
    expect(judged("Electricity arcs between the poles.")).toEqual(["sparks"]);
    expect(judged("Wires arcing overhead.")).toEqual(["sparks"]);
    expect(judged("A power surge hits the building.")).toEqual(["sparks"]);
    expect(judged("The story arc bends toward the finale.")).toEqual([]);
  });
});

describe("things named for an effect", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads no effect in a thing named for it, but a thing the effect is on", () => {
    expect(judged("Two old rain coats hang on a hook.")).toEqual([]);
    expect(judged("She pulls on her rain hat and snow boots.")).toEqual([]);
    expect(judged("The guards seal the blast doors.")).toEqual([]);
    expect(judged("A fog horn sounds across the bay.")).toEqual([]);
    expect(judged("The burning truck rolls to a stop.")).toEqual(["fire"]);
    expect(judged("Blood coats his hands.")).toEqual(["blood"]);
  });

  it("reads no explosion in music that blasts, but dynamite that blasts rock", () => {
    expect(judged("He pulls out earbuds, which blast screaming guitars.")).toEqual([]);
    expect(judged("The car windows are down, blasting rock music.")).toEqual([]);
    expect(judged("The dynamite explodes, blasting rock everywhere.")).toEqual(["explosion"]);
  });
});

describe("strafing and a rotor's wind", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads aircraft that strafe as gunfire and a rotor's updraft as wind, not a buffet table", () => {
    expect(judged("Two fighters strafe the runway.")).toEqual(["gunfire"]);
    expect(judged("The updraft from the rotors flattens the grass.")).toEqual(["wind"]);
    expect(judged("Guests line up at the buffet.")).toEqual([]);
  });
});

describe("a screen's light, dust, debris and wind", () => {
  it("reads no flickering light in a screen's light, but a lamp's", () => {
    expect(sfx("We see the flickering light of the television on his face.")).toEqual([]);
    expect(sfx("The TV's light flickers over the sofa.")).toEqual([]);
    expect(sfx("The overhead lamp flickers.")).toEqual(["flickering lights"]);
  });

  it("reads dust or debris that moves through the air, words between, not dust swept up", () => {
    expect(sfx("Dust from the rockfall is drifting across the yard.")).toEqual(["dust"]);
    expect(sfx("Masonry flies past his shoulder.")).toEqual(["falling debris"]);
    expect(sfx("She sweeps the dust into a pan and flies out the door.")).toEqual([]);
  });

  it("reads one buffeted or battered by the wind as wind, not one battered by critics", () => {
    expect(sfx("Buffeted by the wind, she climbs the ladder.")).toEqual(["wind"]);
    expect(sfx("The tents are battered by high winds.")).toEqual(["wind"]);
    expect(sfx("He is battered by critics all week.")).toEqual([]);
  });
});

describe("people rocked in their seats, a steam room and a water cannon", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads people rocked or thrown about in their seats as a shaking set, not one thrown back by speed", () => {
    expect(sfx("The pilots are violently rocked in their seats.")).toEqual(["shaking set"]);
    expect(sfx("The crew is tossed around the cabin.")).toEqual(["shaking set"]);
    expect(sfx("She floors it and he is thrown back in his seat.")).toEqual([]);
  });

  it("reads a steam room, a smoke-filled room and a water cannon as effects, not a smouldering look nor a glider that catches an updraft", () => {
    expect(judged("The senator sweats in a steam room.")).toEqual(["smoke"]);
    expect(judged("A smoke-filled, windowless back room.")).toEqual(["smoke"]);
    expect(judged("She is beautiful in a smoldering, dangerous way.")).toEqual([]);
    expect(judged("He gives her a smouldering look.")).toEqual([]);
    expect(judged("Riot police turn a water cannon on the crowd.")).toEqual(["flood"]);
    expect(judged("The glider catches an updraft and climbs.")).toEqual([]);
  });
});

describe("a thing in the sky that explodes", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads no blast on set in a satellite or missiles that explode, but a car that does", () => {
    expect(judged("Suddenly the satellite EXPLODES against the hull.")).toEqual([]);
    expect(judged("The missiles explode harmlessly against the shield.")).toEqual([]);
    expect(judged("The parked car explodes.")).toEqual(["explosion"]);
  });

  it("reads no blast on set in the fireball a falling aircraft ends with, but one a truck does", () => {
    expect(judged("The chopper spins down, smashing into the ridge with a massive fireball.")).toEqual([]);
    expect(judged("The truck hits the pumps with a huge explosion.")).toEqual(["explosion"]);
  });
});

describe("weather written as an adjective and snow on a picture", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads a rainy night, a snowy plain or a blustery day as weather, not snowy white hair", () => {
    expect(judged("A rainy, slick night downtown.")).toEqual(["rain"]);
    expect(judged("They trudge across the cold, snowy, empty plain.")).toEqual(["snow"]);
    expect(judged("A blustery April day.")).toEqual(["wind"]);
    expect(judged("He has a snowy white beard.")).toEqual([]);
  });

  it("reads no snow in a picture full of static", () => {
    expect(judged("The picture quality is snowy, static ridden.")).toEqual([]);
    expect(judged("Snow falls past the window.")).toEqual(["snow"]);
  });
});

describe("a fall or a splash into water", () => {
  const judged = (text: string) => namesIn(text, ELEMENT_LEXICONS.sfx, sfxJudge);

  it("reads one who plunges into the river or treads water as water work, not a glass of water", () => {
    expect(judged("The cage topples off the barge and plunges into the river.")).toEqual(["water"]);
    expect(judged("She is treading water, alone.")).toEqual(["water"]);
    expect(judged("He drinks a glass of water.")).toEqual([]);
  });
});
