import { describe, expect, it } from "vitest";
import { ELEMENT_LEXICONS, hasAttack, namesIn } from "./breakdown-lexicons";
import { stuntActions, stuntJudge } from "./stunt-actions";

const names = new Set(["ZED", "REESE"]);
const read = (text: string) => stuntActions(text, names);
/** The stunt lexicon's words read in their clause, as the breakdown reads them. */
const named = (text: string) => namesIn(text, ELEMENT_LEXICONS.stunts, stuntJudge(names));
/** Every stunt the breakdown reads in a sentence: its clauses, its lexicon's words and a fight's blows. */
const everyStunt = (text: string, cast: ReadonlySet<string>) => [
  ...new Set([
    ...stuntActions(text, cast),
    ...namesIn(text, ELEMENT_LEXICONS.stunts, stuntJudge(cast)),
    ...(hasAttack(text) ? ["fight"] : []),
  ]),
];

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

  it("reads an animal or a creature setting on a person, not on a thing, and not a person's lunge", () => {
    expect(read("The wolf lunges at Zed.")).toEqual(["animal attack"]);
    expect(read("The dog bites his arm.")).toEqual(["animal attack"]);
    expect(read("He is bitten by a snake.")).toEqual(["animal attack"]);
    expect(read("The raptor pounces on him.")).toEqual(["creature attack"]);
    expect(read("Zed gets dragged off by the raptors.")).toEqual(["creature attack"]);
    expect(read("The dog bites his bone.")).toEqual([]);
    expect(read("The monkey snatches her purse.")).toEqual([]);
    expect(read("The dog drags the blanket.")).toEqual([]);
    expect(read("Zed lunges at him.")).toEqual([]);
    expect(read("He is attacked by the press.")).toEqual([]);
  });

  it("reads a floor or a branch that gives way under a person as a fall, not a voice that cracks", () => {
    expect(read("The staircase suddenly BREAKS BENEATH HIS FEET.")).toEqual(["fall"]);
    expect(read("The ladder collapses beneath her.")).toEqual(["fall"]);
    expect(read("The branch snaps under his weight.")).toEqual(["fall"]);
    expect(read("The floor gives way under Zed.")).toEqual(["fall"]);
    expect(read("His voice cracks under the pressure.")).toEqual([]);
    expect(read("She breaks under questioning.")).toEqual([]);
    expect(read("The market collapses under the weight of its debts.")).toEqual([]);
  });

  it("reads a stabbing and a body broken by hand as a fight, not a threat, a gesture or a door", () => {
    expect(read("She plunges the knife into his chest.")).toEqual(["fight"]);
    expect(read("Zed grabs a fork and rams it in his eye.")).toEqual(["fight"]);
    expect(read("He buries the axe in the man's skull.")).toEqual(["fight"]);
    expect(read("She slits his throat.")).toEqual(["fight"]);
    expect(read("He snaps the guard's neck.")).toEqual(["fight"]);
    expect(read("He twists her arm behind her back.")).toEqual(["fight"]);
    expect(read("He jams the gun into his ribs.")).toEqual([]);
    expect(read("Zed goes out and slams it in Reese's face.")).toEqual([]);
    expect(read("He shoves his hands into his pockets.")).toEqual([]);
    expect(read("He snaps his fingers.")).toEqual([]);
    expect(read("She wrenches her arm away and runs.")).toEqual([]);
    expect(read("Practically breaks his wrist.")).toEqual([]);
    expect(read("He cuts his arm on the glass.")).toEqual([]);
  });

  it("reads a knockout, a beating and a fight over a weapon, not a pill, a memory or a cookie", () => {
    expect(read("He knocks him out.")).toEqual(["fight"]);
    expect(read("Zed punches the guard out cold.")).toEqual(["fight"]);
    expect(read("He roughs him up.")).toEqual(["fight"]);
    expect(read("Zed and the guard struggle over the knife.")).toEqual(["fight"]);
    expect(read("They wrestle for control of the gun.")).toEqual(["fight"]);
    expect(read("The pill knocks him out.")).toEqual([]);
    expect(read("The fumes are almost enough to knock him out.")).toEqual([]);
    expect(read("The men who beat Reese up sit at a table.")).toEqual([]);
    expect(read("They struggle over the last cookie.")).toEqual([]);
  });

  it("reads a person sent into water, a leap across a drop and a heavy thing falling on a person", () => {
    expect(read("She is pushed into the pool.")).toEqual(["fall"]);
    expect(read("Zed shoves Reese into the river.")).toEqual(["fall"]);
    expect(read("He leaps across the chasm.")).toEqual(["fall"]);
    expect(read("A beam falls on him.")).toEqual(["crushed"]);
    expect(read("He is crushed by the falling beam.")).toEqual(["crushed"]);
    expect(read("He throws the keys into the lake.")).toEqual([]);
    expect(read("There is a gap in his argument.")).toEqual([]);
    expect(read("The news falls on her.")).toEqual([]);
    expect(read("She is crushed by the news.")).toEqual([]);
  });

  it("reads a person on the outside of a vehicle, in gunfire or flames, or doing a sport at speed", () => {
    expect(read("He hangs off the back of the truck.")).toEqual(["hanging"]);
    expect(read("She sprints through the gunfire.")).toEqual(["blast"]);
    expect(read("He skis down the slope.")).toEqual(["action sport"]);
    expect(read("Zed parasails over the bay.")).toEqual(["action sport"]);
    expect(read("She holds on to the side of the bed.")).toEqual([]);
    expect(read("He straps on his skis.")).toEqual([]);
    expect(read("They strap into a PARASAIL.")).toEqual([]);
    expect(read("Zed is at the computer, surfing a horror movie website.")).toEqual([]);
  });

  it("reads a car chase with its drivers unnamed, and a vehicle that leaves the road", () => {
    expect(everyStunt("The police car pursues the van.", names)).toEqual(["chase"]);
    expect(everyStunt("The jeep rolls down the embankment.", names)).toEqual(["crash"]);
    expect(everyStunt("The truck veers off the road.", names)).toEqual(["crash"]);
    expect(everyStunt("The car skids sideways into the intersection.", names)).toEqual(["stunt driving"]);
    expect(everyStunt("The car chases the ball.", names)).toEqual([]);
    expect(everyStunt("The ball rolls down the hill.", names)).toEqual([]);
  });

  it("reads a person dragged over the ground or by the body, not a body or a suitcase", () => {
    expect(read("She drags him across the floor.")).toEqual(["drag"]);
    expect(read("He is dragged by the hair.")).toEqual(["drag"]);
    expect(read("They drag him kicking and screaming.")).toEqual(["drag"]);
    expect(read("Zed drags Reese down the steps.")).toEqual(["drag"]);
    expect(read("He drags the body across the floor.")).toEqual([]);
    expect(read("She drags her suitcase down the stairs.")).toEqual([]);
    expect(read("He drags his feet across the floor.")).toEqual([]);
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

  it("reads a person knocked down, a near miss of a person and a thing broken over a body", () => {
    expect(
      read(
        "Seeing SECURITY GUARDS heading their way, a quick-thinking Sandra shoves a nearby cart into them, bowling them down.",
      ),
    ).toEqual(["thrown"]);
    expect(read("Rounding a corner, they nearly crash into Dr. Bennett.")).toEqual(["near miss"]);
    expect(read("The chair nearly crashes into the back wall as the doors close.")).toEqual([]);
    expect(
      read(
        "An instant later a chair smashes over the detective's\nback, just as he is turning toward his prisoner.",
      ),
    ).toEqual(["fight"]);
    expect(read("He smashes the bottle over the bar.")).toEqual([]);
  });

  it("reads a body falling its full height, through a railing or out of a cannon", () => {
    expect(read("Suddenly, he grasps his chest and collapses face-first on the tile.")).toEqual(["fall"]);
    expect(
      read(
        "A baseball comes flying in from behind the camera, nailing Matt in the face; he drops like a rock.",
      ),
    ).toEqual(["fall"]);
    expect(read("The glass drops to the floor and shatters.")).toEqual([]);
    expect(read("He lunges, grabs her and they crash through the railing.")).toEqual(["fall"]);
    expect(read("Edward is shot ...out of a giant cannon.")).toEqual(["thrown"]);
    expect(read("Confetti shoots out of a cannon.")).toEqual([]);
  });

  it("reads a car sprinting at a mark as stunt driving", () => {
    expect(read("Mike turns the car around for another pass. The car sprints toward the printer.")).toEqual([
      "stunt driving",
    ]);
    expect(read("Mike sprints toward the printer.")).toEqual([]);
  });

  it("takes a stunt named as a noun, and one done to a person named as the object", () => {
    expect(named("The fight continues.")).toEqual(["fight"]);
    expect(named("But the fight is hardly fair.")).toEqual(["fight"]);
    expect(named("The fireball chases a man down the corridor.")).toEqual(["chase"]);
    expect(named("The fireball rolls down the corridor.")).toEqual([]);
  });

  it("takes no thing left dangling, no swimmer's dive and no bump into a person for a stunt", () => {
    expect(
      named(
        "He looks up to find his faded shoes still dangling from the power line, along with the rest of the town's.",
      ),
    ).toEqual([]);
    expect(
      named("Dangling from the line above he sees two dozen pairs of shoes, their laces tied together."),
    ).toEqual([]);
    expect(
      named(
        "They begin with fancy disco steps, finally ending with incredible stunts: Striker, jumping through flaming hoops and Elaine, hanging from a chandelier by her teeth and twirling.",
      ),
    ).toEqual(["hanging"]);
    expect(named("On pure instinct, Edward dives in.")).toEqual([]);
    expect(
      named("The woman dives back underwater, understandably terrified that a man is coming at her."),
    ).toEqual([]);
    expect(named("Zed dives under the table.")).toEqual(["fall"]);
    expect(named("Five kids walk past. The fifth keeps tripping, crashing into YOUNG EDWARD (10).")).toEqual(
      [],
    );
    expect(named("Zed's car swerves, crashing into Reese.")).toContain("crash");
  });

  it("reads a sentence a script wrapped at its margin as one sentence", () => {
    expect(
      named(
        "DOWN ANGLE INTO RAVINE, past Sarah and Reese, as the car\ntrundles down crashing through the underbrush to dis-\nappear among the trees.",
      ),
    ).toEqual(["crash"]);
  });

  it("reads a person slammed hard, one hitting the pavement, one leaping onto a vehicle, and a subject before a title or a comma", () => {
    expect(read("Sarah is slammed hard as the truck grinds to a stop against the guardrail.")).toEqual([
      "thrown",
    ]);
    expect(
      read(
        "Nak then casually slams the door, which takes Scott's arm with it and slams Scott awkwardly into the side of the truck.",
      ),
    ).toEqual(["thrown"]);
    expect(
      read("A FIGURE drops INTO FRAME as if out of the sky and smacks the pavement with a muddy splash."),
    ).toEqual(["fall"]);
    expect(read("The box hits the floor.")).toEqual([]);
    expect(
      read(
        "He grabs the case and runs out into the street, jumping onto a truck and blasting the other Mean Dude from up there.",
      ),
    ).toEqual(["jump onto a vehicle"]);
    expect(read("He jumps onto his motorcycle.")).toEqual([]);
    expect(
      read(
        "Mr. Hoff takes both rounds in the torso and topples over the railing, landing on the hard floor below.",
      ),
    ).toEqual(["fall"]);
    expect(read("Headlights glare over him; the truck roars by just behind him.")).toEqual(["stunt driving"]);
  });

  it("takes no body lying where it fell, no blow only wished and no blow at a thing", () => {
    expect(
      read(
        "In the center of the living room floor is the body of a young woman, crumpled face down in a small lake of blood.",
      ),
    ).toEqual([]);
    expect(named("Jenny runs to him.  She'd tackle him if she could.")).toEqual([]);
    expect(named("Meurice shakes his head and punches the selector buttons on the jukebox.")).toEqual([]);
    expect(named("He punches the guard in the face.")).toEqual(["fight"]);
    expect(
      named("And with that, he fights his way through the sweltering crowd, heads toward the crime scene."),
    ).toEqual([]);
    expect(named("Moco hears the men screaming as they burn to death.")).toEqual(["fire stunt"]);
  });
});

describe("stunts read in their clause", () => {
  it("takes a fall only from a person, never from a thing or a body part", () => {
    expect(named("Suddenly, the ladder gives way and he falls.")).toEqual(["fall"]);
    expect(named("Her hair falls around him.")).toEqual([]);
    expect(named("The note falls to his feet.")).toEqual([]);
    expect(
      named("In slow motion a hammer slips out of the towel, falls end-over-end, hits the floor."),
    ).toEqual([]);
    expect(named("Rumack and Elaine lose balance as plane dives.")).toEqual([]);
  });

  it("finds the subject of a fall at its clause's head, past a comma, a title or a name in capitals", () => {
    expect(named("” Steve tries, but trips and falls, sending the contents of the bucket flying.")).toEqual([
      "fall",
    ]);
    expect(
      named("Twenty-year old Don Price falls face-forward on the tile, face mushed in the grout."),
    ).toEqual(["fall"]);
    expect(named("The slats beneath him drop out, and the Hunchback falls ten feet to the dirt.")).toEqual([
      "fall",
    ]);
    expect(named("The Bad Guy gurgles and hits the ground.")).toEqual(["fall"]);
  });

  it("takes a name ending in -ly for the subject it is, not for a word of manner", () => {
    // Jurassic Park III: Billy leaps from the canyon's observation platform under a parasail.
    expect(stuntActions("Billy jumps off the railing and", new Set(["BILLY"]))).toEqual(["fall"]);
    expect(stuntActions("Kelly slowly falls off the roof.", new Set(["KELLY"]))).toEqual(["fall"]);
  });

  it("reads a subject past a manner word and a conjunction, and lands softly on a counter", () => {
    expect(named("Fay sniffles tragically and falls on the counter.")).toEqual([]);
    expect(named("Reese stumbles badly and falls off the roof.")).toEqual(["fall"]);
  });

  it("takes no soft landing and no jump off low furniture for a stunt fall", () => {
    expect(named("He shoves the suitcase aside, falls backwards onto the bed.")).toEqual([]);
    expect(named("She falls into his arms and he embraces her.")).toEqual([]);
    expect(named("Brendan falls to his knees, coughing.")).toEqual([]);
    expect(named("He falls into awkward silence.")).toEqual([]);
    expect(named("Harvey jumps off the table.")).toEqual([]);
    expect(named("Joyce leaps from the bed, nervous, hysterical.")).toEqual([]);
    expect(named("Edward jumps from the plane.")).toEqual(["fall"]);
  });

  it("takes a crash only of a vehicle or of a person through something", () => {
    expect(named("She rolls over and covers her head with the pillow.")).toEqual([]);
    expect(named("His burst crashes into Jakoby's shotgun, smashing the receiver.")).toEqual([]);
    expect(named("The truck swerves, flips over and lands on its roof.")).toContain("crash");
    expect(named("Zed crashes through the roof.")).toContain("crash");
  });

  it("takes no struggle, no fight over before the scene and no threat for a fight", () => {
    expect(named("Joyce fights to keep Harvey focused on the project.")).toEqual([]);
    expect(named("One of them is fighting for its life.")).toEqual([]);
    expect(named("Dean's face is purple and swollen from the fight.")).toEqual([]);
    expect(named("The CHIMES then play the Air Force Fight song.")).toEqual([]);
    expect(named("STAY AWAY FROM MY WIFE OR I WILL PUNCH HIM.")).toEqual([]);
    expect(named("The fight continues.")).toEqual(["fight"]);
  });

  it("takes a tool named a punch for no blow, and fire that does not burn for no fire stunt", () => {
    expect(named("CHRIS assembles a heavy lock punch from the black case.")).toEqual([]);
    expect(named("Zed punches him in the jaw.")).toEqual(["fight"]);
    expect(
      named("Fire appears\naround him.\nIt doesn't burn him.\nHe is on fire.\nBut he is not on fire."),
    ).toEqual([]);
    expect(named("Reese is on fire, screaming.")).toEqual(["fire stunt"]);
  });

  it("burns no performer where a thing is set alight, and one where a person is", () => {
    expect(named("Warren and Rodriguez are lighting another hooch on fire.")).toEqual([]);
    expect(named("Zed sets the old barn on fire and runs.")).toEqual([]);
    expect(named("Zed sets the guard on fire.")).toEqual(["fire stunt"]);
    expect(named("Zed sets her on fire.")).toEqual(["fire stunt"]);
    expect(named("Zed sets Mary's coat on fire.")).toEqual(["fire stunt"]);
  });

  it("reads a heavy thing coming down on a person as the person crushed, whatever its subject", () => {
    expect(named("The huge scepter falls down onto him.")).toEqual(["crushed"]);
    expect(named("The shelf collapses on top of them.")).toEqual(["crushed"]);
    expect(named("She falls down on her side, turned toward the wall.")).not.toContain("crushed");
  });

  it("reads a driver fighting the wheel as stunt driving", () => {
    expect(named("Sarah fights the wheel, losing control of the slewing pickup.")).toEqual(["stunt driving"]);
    expect(named("Sarah grabs the wheel, fighting to control the car.")).toEqual(["stunt driving"]);
    expect(
      named("Lorelei's body drops out into a free-fall; midway down she strikes the support rigging."),
    ).toEqual(["fall"]);
  });
});

describe("a person's body acted on violently, wherever the verb sits", () => {
  it("reads a person knocked unconscious, and no shove", () => {
    expect(read("Ash is knocked unconscious.")).toEqual(["thrown"]);
    expect(read("Angelo is shoving menus at them both.")).toEqual([]);
    expect(read("Gordon grabs her by the hair, and shoves her into the other room, out of sight.")).toEqual(
      [],
    );
    expect(
      read(
        "We see arcs and loops of blue energy zap across suspended cables, slamming into connectors on the bolts.",
      ),
    ).toEqual([]);
  });

  it("reads a leap through a window with no article, and onto part of a vehicle", () => {
    expect(stuntActions("McCroskey turns and leaps through tower window.", new Set(["MCCROSKEY"]))).toEqual([
      "through glass",
    ]);
    expect(
      stuntActions("Mariachi grabs his guitar and jumps onto the hood of the bus.", new Set(["MARIACHI"])),
    ).toEqual(["jump onto a vehicle"]);
    expect(read("He jumps onto the hood of his motorcycle.")).toEqual([]);
  });

  it("takes one blow no one plays at for a fight, and two cars colliding for a crash", () => {
    expect(hasAttack("The reflection tightens its hold on Ash's throat and begins to strangle him.")).toBe(
      true,
    );
    expect(hasAttack("Ward shoves him.")).toBe(false);
    expect(
      named("All around we can see people panicking, and we see two cars collide on the road up ahead."),
    ).toEqual(["crash"]);
    expect(named("Vance and the other operators dive to the ground.")).toEqual(["fall"]);
    expect(named("Brendan jumps and hits the ground running towards the figure.")).toEqual([]);
  });

  it("takes a person driven head first into something hard for a fight, not a head that may be their own", () => {
    expect(hasAttack("SMASHES her HEAD against the wall.")).toBe(true);
    expect(
      hasAttack("Neil grabs the back of Waingro's neck, slams the side of his head into the table."),
    ).toBe(true);
    expect(hasAttack("He grabs him by the throat and rams his head into a car window.")).toBe(true);
    expect(hasAttack("Practically slamming his face into the board.")).toBe(false);
    expect(hasAttack("He smashes his fist into the wall.")).toBe(false);
    expect(hasAttack("He slams the phone into the wall.")).toBe(false);
    expect(hasAttack("He smashes her against the wall.")).toBe(false);
  });

  it("takes a blow at a role for a blow at a person, and one struck with something hard for a fight", () => {
    expect(hasAttack("He hits the guard with the butt of his rifle.")).toBe(true);
    expect(hasAttack("She hits him over the head with a bottle.")).toBe(true);
    expect(hasAttack("He punches one of the thugs, then kicks another thug.")).toBe(true);
    expect(hasAttack("He hits the ball with a bat.")).toBe(false);
    expect(hasAttack("He hits him with a pillow.")).toBe(false);
    expect(hasAttack("She hits the man.")).toBe(false);
  });

  it("reads a pursuit in any tense as a chase, not the pursuit of a career or of happiness", () => {
    expect(named("The guards pursue him through the market.")).toEqual(["chase"]);
    expect(named("Zed bolts. The guards run after him.")).toEqual(["chase"]);
    expect(named("They gallop across the plain.")).toEqual(["riding"]);
    expect(named("The unseen dinosaur bears down on them.")).toEqual(["chase"]);
    expect(named("They stop, thinking they've outrun it.")).toEqual(["chase"]);
    expect(named("He bears down on the problem.")).toEqual([]);
    expect(named("She decides to pursue a career in law.")).toEqual([]);
    expect(named("In pursuit of happiness, he moves to Paris.")).toEqual([]);
    expect(named("Pursued by memories, he sits.")).toEqual([]);
  });

  it("reads a stunt's phrase said of two performers, not a crash into the night", () => {
    expect(named("They hang on for dear life.")).toEqual(["hanging"]);
    expect(named("Two men hold him under.")).toEqual(["drowning"]);
    expect(named("The two of them crash into the open night.")).toEqual([]);
  });

  it("takes a blow a person takes in the passive for a fight, not a thing or a clock punched in", () => {
    expect(hasAttack("The guard is knocked out.")).toBe(true);
    expect(hasAttack("He is punched in the face.")).toBe(true);
    expect(hasAttack("Zed is strangled.")).toBe(true);
    expect(hasAttack("Marvin is hit in the upper chest, below the throat.")).toBe(true);
    expect(hasAttack("It is hit on the head.")).toBe(false);
    expect(hasAttack("Her idea is attacked by the board.")).toBe(false);
    expect(hasAttack("He'd be knocked out if he tried.")).toBe(false);
    expect(hasAttack("The STADIUM is decked out in bunting.")).toBe(false);
    expect(hasAttack("He punches in.")).toBe(false);
  });

  it("finds the performer on the line before when the action is wrapped at the margin", () => {
    expect(
      stuntActions(
        "He slashes Zed across the face.  Zed\nfalls backwards and tumbles down the stairs.",
        new Set(["ZED"]),
      ),
    ).toEqual(["fall"]);
    expect(stuntActions("He\ntumbles down the stairs.")).toEqual(["fall"]);
    expect(stuntActions("The crate\ntumbles down the stairs.")).toEqual([]);
    expect(named("He surfaces,\nfills his lungs and dives again, releasing the other boot.")).toEqual([]);
  });

  it("reads a person hit by a bullet as shot", () => {
    expect(named("He is hit by a stray bullet.")).toEqual(["shot"]);
    expect(named("The bullet is hit by the light.")).toEqual([]);
  });

  it("reads a driver's move said of the vehicle, with no driver named, and none said of a life", () => {
    expect(named("The van fishtails.")).toEqual(["stunt driving"]);
    expect(named("The cars spin out of control.")).toEqual(["stunt driving"]);
    expect(named("The truck goes airborne.")).toEqual(["stunt driving"]);
    expect(named("The SUV sideswipes the car.")).toContain("crash");
    expect(named("The ball goes airborne.")).toEqual([]);
    expect(named("His thoughts spin out of control.")).toEqual([]);
    expect(named("Her life spins out.")).toEqual([]);
  });

  it("reads no stunt in a grid that crashes into place, a freefall suit or a phone line punched up", () => {
    expect(named("Zed waits as a METAL GRID crashes into place.")).toEqual([]);
    expect(named("Utah watches Bodhi wriggling into his colorful freefall suit.")).toEqual([]);
    expect(named("As Archer punches up line two, Tito bursts in.")).toEqual([]);
    expect(named("Bodhi jumps out of the plane in freefall.")).not.toEqual([]);
  });

  it("reads no stunt in a ball chased, a shirt peeled out of or a confession fallen back into", () => {
    expect(named("Alike cracks up as Arthur chases down the ball.")).toEqual([]);
    expect(named("Alike peels out of the polo shirt.")).toEqual([]);
    expect(named("Gradually he falls back into his CONFESSION.")).toEqual([]);
    expect(named("Hushpuppy runs at us with fireworks in both hands, engulfed by light.")).toEqual([]);
    expect(named("She peels out of the parking lot.")).toEqual(["stunt driving"]);
  });

  it("reads a fight named by what flies or clashes: fists, swords, a duel", () => {
    expect(named("Fists fly.")).toEqual(["fight"]);
    expect(named("Their swords clash.")).toEqual(["fight"]);
    expect(named("He duels Zed.")).toEqual(["fight"]);
    expect(named("The two knights engage in hand-to-hand combat.")).toEqual(["fight"]);
    expect(named("Their glasses clash.")).toEqual([]);
  });

  it("reads a body going down a flight by itself, past 'begins to' and words for how", () => {
    expect(read("His feet tumble over him as he begins to fall down the staircase.")).toEqual(["fall"]);
    expect(read("As he tumbles head over heels down the wooden steps.")).toEqual(["fall"]);
    expect(read("He walks down the stairs.")).toEqual([]);
    expect(read("The ball rolls down the steps.")).toEqual([]);
  });

  it("reads a vehicle that crashes or goes careening, and a leap from a helicopter", () => {
    expect(read("Fighter plane CRASHES.")).toEqual(["crash"]);
    expect(read("The door crashes open.")).toEqual([]);
    expect(read("He crashes on the couch.")).toEqual([]);
    expect(named("In the background, the plane crashes into the ocean.")).toEqual(["crash"]);
    expect(named("Waves crash into the rocks.")).toEqual([]);
    expect(
      read(
        "Walt’s POV:  as seen through the windshield, the lead truck goes speeding into the target house’s driveway.",
      ),
    ).toEqual(["stunt driving"]);
    expect(read("Men leap from the chopper.")).toEqual(["fall"]);
  });

  it("reads a person throwing the body out of harm's way, not a thing rolling aside", () => {
    expect(
      read(
        "As he rolls out of the way a moment before the head of the axe buries itself in the wooden floor.",
      ),
    ).toEqual(["dive"]);
    expect(read("Zed dives for cover.")).toEqual(["dive"]);
    expect(read("The car rolls out of the way.")).toEqual([]);
  });

  it("reads a person thrown from a vehicle or a mount, not a thing tossed off one", () => {
    expect(
      stuntActions(
        "It goes screeching along the street, swerves, and slams into a fire hydrant. CHARLIE has been thrown from the car.",
        new Set(["CHARLIE"]),
      ),
    ).toEqual(["thrown"]);
    expect(read("He throws his bag from the car.")).toEqual([]);
  });

  it("reads a gallop as riding, and a rider who only rides off as no stunt", () => {
    const text =
      "Soldier #2 climbs on his horse and leads them.  Commodus\nrides off with most of the Praetorian Guard unit.";
    expect(named(text)).toEqual([]);
    expect(named("Maximus gallops past them, sword drawn.")).toEqual(["riding"]);
  });

  it("reads a performer's move timed to a blast or a flame, or caught in one; a room exploding with laughter is none", () => {
    expect(
      stuntActions(
        "The Hunter leaps as the grenade DETONATES, shrapnel tearing into his body.",
        new Set(["HUNTER"]),
      ),
    ).toEqual(["blast"]);
    expect(
      read(
        "Behind him a fireball of superheated gas hurtles down the narrow hallway.  He clears the outer door an instant before the tongue of flame roars out into the alley.",
      ),
    ).toEqual(["blast"]);
    expect(read("Zed is caught in the blast.")).toEqual(["blast"]);
    expect(read("He leaps from the truck just as it explodes.")).toContain("blast");
    expect(read("The car explodes as they watch.")).toEqual([]);
    expect(read("She runs to the window as the room explodes with laughter.")).toEqual([]);
  });

  it("reads a leap off the lip of a rock as a fall from a height", () => {
    expect(
      read(
        "He moves forward, darting to look backwards before leaping off the lip of the table rock into the boulder field below.",
      ),
    ).toEqual(["fall"]);
  });

  it("reads a person knocked over with the particle first, not a thing", () => {
    expect(read("He runs in among crowds of civilians. He knocks over a man, breaks through.")).toEqual([
      "thrown",
    ]);
    expect(read("He knocks over a vase.")).toEqual([]);
  });

  it("takes a named blow for a fight and a fall overboard for a fall", () => {
    expect(named("Angelo steps in with a roundhouse that has all of his 280 pounds behind it.")).toEqual([
      "fight",
    ]);
    expect(named("A CRUSHING RIGHT HOOK SMACKS HIS FACE!")).toEqual(["fight"]);
    expect(named("Zed is swept overboard.")).toEqual(["fall"]);
    expect(hasAttack("He smacks him, then smacks him again.")).toBe(true);
  });

  it("reads a group with a person in it sent tumbling, and a tussle as a fight", () => {
    expect(
      stuntActions(
        "Suddenly, Indy's whip flashes out sending both Arabs and the basket tumbling.",
        new Set(["INDY"]),
      ),
    ).toEqual(["thrown"]);
    expect(read("The blast sends two guards flying.")).toEqual(["thrown"]);
    expect(read("The wind sends all the papers flying.")).toEqual([]);
    expect(read("It sends both bags tumbling.")).toEqual([]);
    expect(named("They grab each other and start to tussle.")).toEqual(["fight"]);
  });

  it("takes a jump over a counter, a bar or a bed for no stunt, and a leap clear of danger for a dive", () => {
    const mariachi = new Set(["MARIACHI", "BUNKER"]);
    const all = (text: string) => [...named(text), ...stuntActions(text, mariachi)];
    expect(all("Mariachi then jumps over the counter, banging keys on the register to get it open.")).toEqual(
      [],
    );
    expect(
      all("A black man is just now vaulting the near end of the bar, over onto the customer side."),
    ).toEqual([]);
    expect(all("Bunker leaps clear over the bed.")).toEqual([]);
    expect(read("He leaps clear of the car.")).toEqual(["dive"]);
  });
});

describe("a person shot, a climber on a height and a vehicle's impact", () => {
  const cast = new Set(["FRANK", "CASTOR", "ARCHER", "KARL", "MAGGIE", "GABE", "AZUL", "MOCO"]);
  const stunts = (text: string) => stuntActions(text, cast);
  it("reads a person shot on screen, not a look, a camera's shot, a shot only meant or a possessive", () => {
    // Face/Off and Cliffhanger, as written.
    expect(stunts("Castor lifts a pistol and shoots him...")).toEqual(["shot"]);
    expect(stunts("BOOM -- Archer SHOOTS Castor in the chest!")).toEqual(["shot"]);
    expect(stunts("comes out of hiding and empties a clip from his automatic into Frank.")).toEqual(["shot"]);
    expect(stunts("Frank is shot in the back by the Assaulters...")).toEqual(["shot"]);
    expect(stunts("General Grey shoots Castor a pissed off look.")).toEqual([]);
    expect(stunts("MED SHOT MARTY OVER VISSER'S SHOULDER")).toEqual([]);
    expect(stunts("CLOSE SHOT  FRANK")).toEqual([]);
    expect(stunts("Kristel plants her feet firmly to shoot Gabe, but her feet sink.")).toEqual([]);
    expect(stunts("He doesn't want to shoot her, but he will if he has to.")).toEqual([]);
    expect(stunts("Karl crosses behind Castor, blocking Archer's shot.")).toEqual([]);
    expect(stunts("He shoots Polaroids of the room.")).toEqual([]);
  });

  it("reads a climber on a cliff or a rock face, not on stairs or a ladder", () => {
    // Cliffhanger.
    expect(stunts("Maggie is climbing up the cliff face, still some way down.")).toEqual(["climbing"]);
    expect(stunts("Gabe scales the sheer rock wall.")).toEqual(["climbing"]);
    expect(stunts("Gabe climbs the tower stairs.")).toEqual([]);
    expect(stunts("Maggie climbs the ladder to the loft.")).toEqual([]);
  });

  it("reads a vehicle slamming or smashing into something as a crash, and a person heaved somewhere as thrown", () => {
    // The Terminator, Jurassic Park III, Face/Off.
    expect(stunts("The Buick slams into the black-and-white, spinning it into a parked truck.")).toEqual([
      "crash",
    ]);
    expect(stunts("AS THE BOAT SMASHES INTO THE REEF, it splinters into a number of pieces.")).toEqual([
      "crash",
    ]);
    expect(stunts("Castor heaves Karl into the WINDSHIELD -- SPIDER-WEBBING it.")).toEqual(["thrown"]);
    expect(stunts("Thornburg's remote truck pulls into the parking lot.")).toEqual([]);
  });
});

describe("what only looks like a stunt", () => {
  const cast = new Set(["EVE", "DAVID", "COOPER", "STEVE"]);
  const all = (text: string) => everyStunt(text, cast);
  it("takes a car that roars away or into view for no stunt driving, and one that roars past a man for one", () => {
    // Face/Off.
    expect(all("The surveillance CARS ROAR away.")).toEqual([]);
    expect(all("A squad CAR ROARS INTO VIEW -- then continues on its way.")).toEqual([]);
    expect(all("Headlights glare over him; the truck roars by just behind him.")).toEqual(["stunt driving"]);
  });

  it("takes tears or a tide fought off, shots at a thing and a course for a collision for no stunt", () => {
    // Face/Off, Independence Day, Jurassic Park III.
    expect(all("Eve slowly puts the gun down, fighting off tears.")).toEqual([]);
    expect(all("David pushes past the people making their way down, fighting against the tide.")).toEqual([]);
    expect(all("Cooper FIRES at the grimacing aircraft.")).toEqual([]);
    expect(all("We PAN with it as we SEE it's on a collision course with something huge.")).toEqual([]);
    expect(
      all("Dragging a heavy bundle wrapped in his parachute, Steve marches across the desert floor."),
    ).toEqual([]);
  });

  it("takes an animal named in capitals for no performer", () => {
    // Jurassic Park III.
    expect(all("Then a SINGLE FISH jumps from the water.")).toEqual([]);
  });
});

describe("stunts read on scripts the rules were not written from", () => {
  const cast = new Set(["ARCHER", "WALTON", "GRANT"]);
  const all = (text: string) => everyStunt(text, cast);
  it("reads a body lifted off the ground, people flung like rag dolls and a knockout blow", () => {
    // Jurassic Park III and Face/Off.
    expect(
      all(
        "Then with brutal speed, an ENORMOUS BEAST seizes him in its massive jaws and lifts him into the air.",
      ),
    ).toEqual(["animal attack", "lifted"]);
    expect(
      all("Guards scatter as inmates are flung like rag-dolls by their short-circuiting boots."),
    ).toEqual(["thrown"]);
    expect(all("Crack!  Archer decks Walton.")).toEqual(["fight"]);
    // A creature's single attack on a person is staged with a stunt performer.
    expect(all("The raptor pounces on him.")).toEqual(["creature attack", "fight"]);
    expect(all("He lifts the crate into the air.")).toEqual([]);
  });

  it("reads a second verb after 'then' with the first's subject, and a verb in capitals before its particle", () => {
    // Face/Off and Independence Day.
    expect(all("He wobbles, then falls flat on his face.")).toEqual(["fall"]);
    expect(all("Below we see PANIC, cabs SLAMMING into one another, people screaming.")).toEqual(["crash"]);
  });

  it("reads a pursuer gaining on the one who flees as a chase", () => {
    // Jurassic Park III.
    expect(all("As the Raptor gains ground, Udesky and Billy run into one of the open cages.")).toEqual([
      "chase",
    ]);
    expect(all("The raptors are hot on their heels.")).toEqual(["chase"]);
  });
});

describe("stunts read by the form of the clause", () => {
  const cast = new Set(["NEIL", "WAINGRO", "GRANT", "PAUL", "MAGGIE", "KEN", "BART"]);
  const all = (text: string) => everyStunt(text, cast);

  it("reads a vehicle that screeches up or blasts through as stunt driving, not a radio blasting", () => {
    // Face/Off and Independence Day.
    expect(all("A RANGE ROVER SCREECHES up.")).toEqual(["stunt driving"]);
    expect(all("Suddenly SMASH, Jasmine's maintenance truck BLASTS through.")).toEqual(["stunt driving"]);
    expect(all("The radio blasts through the room.")).toEqual([]);
    expect(all("The car pulls up outside.")).toEqual([]);
  });

  it("takes a stumble that ends on the ground for no stunt fall, and a collapse to the floor for one", () => {
    // Dirk Gently 102.
    expect(
      all("She turns, and he stumbles back, terrified, falling to the ground, hands raised defensively."),
    ).toEqual([]);
    expect(all("Ken collapses to the floor.")).toEqual(["fall"]);
  });
});
