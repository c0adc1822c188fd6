import type { PromptAnswers } from "../../../domain/questionnaire";

/** Strong idea questionnaires, written for the eval. Each names its people, stakes and market. */
export interface IdeaProject {
  title: string;
  genre: string;
  answers: PromptAnswers;
}

export const LIGHTHOUSE: IdeaProject = {
  title: "The Last Lighthouse",
  genre: "Drama",
  answers: {
    projectTitle: "The Last Lighthouse",
    logline:
      "When a reclusive lighthouse keeper finds a drowned girl alive on his rocks, he must hide her from the town that wants her gone before the storm season ends and he loses the only person who has needed him in ten years.",
    synopsis:
      "Elias Marr, 58, has kept the Inishmore light alone since the night his crew drowned. When he pulls a girl from the sea who should be dead, the harbour master, Brendan Walsh, decides she is a bad omen and turns the island against them.\n\nAct one ends when Elias lies to the police to keep her. At the midpoint the girl, Niamh, reveals she came from the same wreck that killed his crew. As the storms close in, the town comes for the lighthouse. In the end Elias lights the lamp one last time to guide a fishing boat home and chooses to be known; the film ends on the town standing at his door.",
    urgency:
      "Coastal towns are emptying as the fishing industry collapses: Ireland lost 40% of its fishing jobs since 2008, and nobody is telling their stories.",
    protagonist:
      "Elias Marr, 58, a former navy diver who hasn't spoken to anyone in town in ten years. He wants to be left alone; he needs to forgive himself for the night his crew died.",
    obstacle:
      "Brendan Walsh, the harbour master, who knows what Elias did the night his crew drowned and wants the girl gone.",
    transformation: "He starts convinced he deserves to be alone and ends by choosing to be known.",
    vibes: "Windswept, tender, eerie, hopeful",
    comps: "The Banshees of Inisherin meets The Shape of Water",
    emotionalImpact: "Heartbroken and hopeful at once, calling someone they love.",
    setting: "A fog-bound island off the west coast of Ireland, 1987.",
    audience:
      "Adults 25-54 who loved prestige folk-horror and character dramas like The Banshees of Inisherin.",
    platform: "A24-style feature for theatrical release, then a premium streamer",
    theme: "Whether we can be forgiven by people we never apologised to.",
    conversation: "What do small communities owe the outsiders they shut out?",
    legacy: "A story that puts a disappearing way of life on screen before it's gone.",
  },
};

export const FOOD_TRUCK: IdeaProject = {
  title: "Taco Tuesday Forever",
  genre: "Comedy",
  answers: {
    projectTitle: "Taco Tuesday Forever",
    logline:
      "When her late father's failing taco truck is about to be repossessed, a burned-out corporate lawyer must win a cutthroat street-food festival with her estranged brothers before the bank takes the truck and the family recipe is lost forever.",
    synopsis:
      "Rosa Delgado, 34, quits her law firm the day she learns the truck is days from repossession. Her brothers Luis and Marco have not spoken to her since the funeral.\n\nThe inciting incident is a flyer for the Austin Street Food Classic: a $50,000 prize. Act two is a string of disasters, from a grease fire to a rival chef, Dana Pike, who steals their salsa. At the midpoint Rosa discovers her father entered the same contest and lost. In the end the siblings cook his recipe together, lose the prize, and win something better: the festival crowd becomes their first regulars.",
    urgency:
      "Food trucks grew into a $1.5 billion industry by 2023, and family businesses are disappearing as rents rise; audiences want warm stories about staying together.",
    protagonist:
      "Rosa Delgado, 34, a perfectionist lawyer who left the family business and never came back. She wants to save the truck; she needs to stop running.",
    obstacle: "Dana Pike, a celebrity chef who wants the festival slot for her own brand, and Rosa's pride.",
    transformation: "She starts believing success means leaving and ends by choosing to stay.",
    vibes: "Warm, funny, chaotic, heartfelt",
    comps: "Chef meets Little Miss Sunshine",
    emotionalImpact: "Laughing and hungry, wanting to call their siblings.",
    setting: "East Austin, Texas, during a sweltering festival summer.",
    audience: "Families and adults 18-49 who love food shows and comedies like Chef.",
    platform: "A streaming comedy feature for Netflix or Hulu",
    theme: "Family is a recipe you keep changing.",
    conversation: "What do we owe the businesses our parents built?",
    legacy: "A joyful story that puts a Latino family business at the centre.",
  },
};

export const FIVE_DAYS: IdeaProject = {
  title: "Five Days of Air",
  genre: "Thriller",
  answers: {
    projectTitle: "Five Days of Air",
    logline:
      "Trapped in a sunken research submarine with five days of air, its burned-out engineer must repair a reactor she sabotaged herself before the navy decides the crew is cheaper to leave on the seabed.",
    synopsis:
      "Captain-lieutenant Sofia Brandt, 41, is the engineer who quietly disabled the Kestrel's reactor to stop a weapons test. When a storm sinks the submarine to 300 metres, six survivors wake in the dark with five days of air.\n\nThe inciting incident is the navy's message: rescue will take nine days. Sofia must repair what she broke while hiding that she broke it from Jonas Keel, the commander who will shoot a saboteur. At the midpoint the youngest sailor, Ada Lind, finds Sofia's tools in the reactor bay. In the climax Sofia confesses to the crew, floods her own compartment to restart the reactor, and the Kestrel surfaces with five alive; the film ends on Sofia under arrest, smiling at the sky.",
    urgency:
      "In 2023 the Titan submersible imploded while the world watched the oxygen clock for four days; audiences now know exactly what five days of air feels like.",
    protagonist:
      "Sofia Brandt, 41, a brilliant naval engineer with a secret: she sabotaged the reactor. She wants to survive without being found out; she needs to own what she did.",
    obstacle:
      "Commander Jonas Keel, who wants the saboteur found and shot, and the sea itself, rising one compartment at a time.",
    transformation:
      "She starts hiding behind her competence and ends by confessing in front of the people she saved.",
    vibes: "Claustrophobic, relentless, cold, humane",
    comps: "Das Boot meets Gravity",
    emotionalImpact: "Breathless, then moved by an act of honesty.",
    setting: "A research submarine on the floor of the Baltic Sea, winter 2025.",
    audience: "Adults 25-54 who watch survival thrillers like Gravity and Chernobyl.",
    platform: "A theatrical thriller with a premium streaming window on Netflix or Apple TV",
    theme: "The truth costs more the longer you hold your breath.",
    conversation: "When is breaking the rules the only honest thing to do?",
    legacy: "A survival thriller where the twist is a confession, not an explosion.",
  },
};

export const ORCHARD: IdeaProject = {
  title: "The Orchard Vote",
  genre: "Drama",
  answers: {
    projectTitle: "The Orchard Vote",
    logline:
      "When the town council moves to rezone her family's apple orchard, a stubborn eighty-year-old widow runs for mayor to stop the vote before the bank sells the land to a warehouse developer.",
    synopsis:
      "Margaret Hale, 80, has farmed the Hale orchard in Vermont for sixty years. When the bank calls in the mortgage and the council schedules a rezoning vote, she files to run against the mayor, Tom Beck, who has been unopposed for sixteen years.\n\nHer granddaughter Lily, 22, home after dropping out of law school, becomes her campaign manager. At the midpoint Margaret learns her late husband borrowed against the land to pay for Lily's schooling. In the end Margaret loses the election by eleven votes, but the town buys the orchard together as a cooperative; the last image is Lily pruning the oldest tree.",
    urgency:
      "The United States lost 141,000 farms between 2017 and 2022, and small-town elections are where that fight is happening right now.",
    protagonist:
      "Margaret Hale, 80, a sharp-tongued widow who has never asked anyone for help. She wants to save the orchard; she needs to let her granddaughter in.",
    obstacle: "Mayor Tom Beck, who has promised the warehouse jobs to the town, and her own pride.",
    transformation: "She starts fighting alone and ends by letting the town carry the orchard with her.",
    vibes: "Wry, warm, autumnal, defiant",
    comps: "Nebraska meets Election",
    emotionalImpact: "Proud, a little teary, wanting to show up at a town meeting.",
    setting: "A small apple town in Vermont, one autumn election season, 2024.",
    audience: "Adults 35-70 and their grown children who loved Nebraska and The Farewell.",
    platform: "An awards-season feature for Searchlight, then streaming on Hulu",
    theme: "What we owe the land and the people who come after us.",
    conversation: "Who gets to decide what a town becomes?",
    legacy: "A portrait of rural civic life that is funny rather than sad.",
  },
};

export const STATIC: IdeaProject = {
  title: "Static",
  genre: "Horror",
  answers: {
    projectTitle: "Static",
    logline:
      "When a night-shift radio host starts taking calls from her dead brother's phone number, she must trace the signal to the flooded mine where he died before the voices on the line learn her address.",
    synopsis:
      "June Okafor, 29, hosts the 2 a.m. call-in show at a dying country station in West Virginia. One night a caller uses her brother Eli's voice and number, three years after the Harlan Seam flood took him.\n\nThe station owner, Dale Ricks, wants the ratings the calls bring. June records the calls and finds each one names a miner who died in the flood. At the midpoint she learns Dale signed the safety waivers that flooded the seam. In the climax June broadcasts from the mine entrance and lets the dead speak Dale's name on air; the film ends with every radio in town tuned to static.",
    urgency:
      "Mining towns are losing their last local radio stations: more than 2,000 US AM stations have closed since 2015, and the disasters they covered are being forgotten.",
    protagonist:
      "June Okafor, 29, a radio host who never went home after the flood and feels guilty for it. She wants her brother's voice to stop; she needs to face what the town buried.",
    obstacle: "Dale Ricks, the station owner who profits from the calls and is hiding his part in the flood.",
    transformation: "She starts running from the town's grief and ends by giving it a voice on air.",
    vibes: "Lonely, crackling, dread-soaked, mournful",
    comps: "The Vast of Night meets Pontypool",
    emotionalImpact: "Unsettled, then grieving for people they never met.",
    setting: "A coal town in West Virginia, winter 2019, mostly at night.",
    audience:
      "Horror fans 18-39 who loved The Vast of Night and Pontypool, and true-crime podcast listeners.",
    platform: "A low-budget feature for Shudder or a Blumhouse-style theatrical release",
    theme: "Grief that a town refuses to speak becomes a haunting.",
    conversation: "Who is responsible when a company town buries its dead twice?",
    legacy: "A ghost story about accountability in Appalachia.",
  },
};

export const SECOND_SERVE: IdeaProject = {
  title: "Second Serve",
  genre: "Comedy",
  answers: {
    projectTitle: "Second Serve",
    logline:
      "A disgraced former tennis champion agrees to coach the teenage rival who ended her career, because the prize money is the only way to keep her tennis club from closing before the season ends.",
    synopsis:
      "Nina Kovac, 44, was world number three until a 16-year-old, Priya Shah, beat her in a final and Nina smashed a racket into a line judge. Twenty years later Nina runs a failing club in Ohio; Priya, now 36, is attempting a comeback at the Cincinnati Open.\n\nPriya offers to pay Nina to coach her. Act two is a war of egos on the practice court. At the midpoint Nina discovers Priya is playing injured to pay her father's medical bills. In the climax Nina throws in the towel for Priya mid-match; they lose, the clip goes viral, and the club fills with new members.",
    urgency:
      "Women over 35 are winning Grand Slam matches again in 2024, and comebacks like Caroline Wozniacki's made the late-career athlete a story audiences want now.",
    protagonist:
      "Nina Kovac, 44, a brilliant coach with a famous temper and no patience. She wants the prize money; she needs to stop losing the same match in her head.",
    obstacle:
      "Priya Shah, her pupil and old rival, who pushes every button Nina has, and the bank holding the club's loan.",
    transformation: "She starts needing to win and ends by choosing someone else's health over the result.",
    vibes: "Sharp, sunny, competitive, warm",
    comps: "Battle of the Sexes meets The Holdovers",
    emotionalImpact: "Laughing, then quietly proud of two stubborn women.",
    setting: "A shabby tennis club in Ohio and the Cincinnati Open, summer 2025.",
    audience: "Women 30-60 who love sports comedies like Battle of the Sexes and I, Tonya.",
    platform: "A studio comedy feature for Amazon MGM or Apple TV",
    theme: "Rivals know us better than friends do.",
    conversation: "When does winning stop being worth it?",
    legacy: "A sports comedy about women who are not done yet.",
  },
};

export const IDEA_PROJECTS = [LIGHTHOUSE, FOOD_TRUCK, FIVE_DAYS, ORCHARD, STATIC, SECOND_SERVE] as const;
