import type { PromptAnswers } from "../../../../domain/questionnaire";
import { ideaInput, type QualityPair, without } from "./quality-pair";

const LIGHTHOUSE: PromptAnswers = {
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
};

const FOOD_TRUCK: PromptAnswers = {
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
};

const VAGUE_LOGLINE = "A story about life, love and the journey of finding yourself.";

export const IDEA_PAIRS: QualityPair[] = [
  {
    name: "lighthouse: vague logline",
    weakness: "vague logline",
    concerns: ["Logline", "The Hook"],
    strong: ideaInput("The Last Lighthouse", "Drama", LIGHTHOUSE),
    weak: ideaInput("The Last Lighthouse", "Drama", { ...LIGHTHOUSE, logline: VAGUE_LOGLINE }),
  },
  {
    name: "lighthouse: no protagonist",
    weakness: "no protagonist",
    concerns: ["Character Development"],
    strong: ideaInput("The Last Lighthouse", "Drama", LIGHTHOUSE),
    weak: ideaInput("The Last Lighthouse", "Drama", {
      ...without(LIGHTHOUSE, "protagonist", "transformation"),
      synopsis:
        "A lighthouse keeper has kept the light alone for years. A girl comes out of the sea and the town does not like it. Things get harder as the winter goes on, and in the end the town comes to the lighthouse.",
      obstacle: "The town.",
    }),
  },
  {
    name: "lighthouse: no stakes",
    weakness: "no stakes",
    concerns: ["Logline", "The Hook"],
    strong: ideaInput("The Last Lighthouse", "Drama", LIGHTHOUSE),
    weak: ideaInput("The Last Lighthouse", "Drama", {
      ...without(LIGHTHOUSE, "urgency", "legacy"),
      logline:
        "A lighthouse keeper meets a girl who washed up on his rocks and they spend the winter on the island.",
      protagonist: "Elias Marr, 58, a former navy diver who keeps to himself.",
    }),
  },
  {
    name: "lighthouse: no audience",
    weakness: "no audience or platform",
    concerns: ["Audience Alignment", "Target Market & Platforms", "Market Readiness"],
    strong: ideaInput("The Last Lighthouse", "Drama", LIGHTHOUSE),
    weak: ideaInput("The Last Lighthouse", "Drama", without(LIGHTHOUSE, "audience", "platform")),
  },
  {
    name: "lighthouse: no why-now",
    weakness: "no why-now",
    concerns: ["Why Now / Urgency"],
    strong: ideaInput("The Last Lighthouse", "Drama", LIGHTHOUSE),
    weak: ideaInput(
      "The Last Lighthouse",
      "Drama",
      without(LIGHTHOUSE, "urgency", "conversation", "legacy", "theme"),
    ),
  },
  {
    name: "lighthouse: no comps",
    weakness: "no comps",
    concerns: ["Market Readiness", "Tone & Voice"],
    strong: ideaInput("The Last Lighthouse", "Drama", LIGHTHOUSE),
    weak: ideaInput("The Last Lighthouse", "Drama", {
      ...without(LIGHTHOUSE, "comps"),
      audience: "Adults 25-54 who love prestige folk-horror and character dramas.",
    }),
  },
  {
    name: "lighthouse: no synopsis",
    weakness: "no story beyond the logline",
    concerns: ["Structure and Flow"],
    strong: ideaInput("The Last Lighthouse", "Drama", LIGHTHOUSE),
    weak: ideaInput("The Last Lighthouse", "Drama", without(LIGHTHOUSE, "synopsis", "transformation")),
  },
  {
    name: "lighthouse: no tone",
    weakness: "no tone words",
    concerns: ["Tone & Voice"],
    strong: ideaInput("The Last Lighthouse", "Drama", LIGHTHOUSE),
    weak: ideaInput("The Last Lighthouse", "Drama", without(LIGHTHOUSE, "vibes", "emotionalImpact")),
  },
  {
    name: "taco truck: vague logline",
    weakness: "vague logline",
    concerns: ["Logline", "The Hook"],
    strong: ideaInput("Taco Tuesday Forever", "Comedy", FOOD_TRUCK),
    weak: ideaInput("Taco Tuesday Forever", "Comedy", {
      ...FOOD_TRUCK,
      logline: "A fun and unique comedy about food, family and everything in between.",
    }),
  },
  {
    name: "taco truck: no audience",
    weakness: "no audience",
    concerns: ["Audience Alignment", "Target Market & Platforms"],
    strong: ideaInput("Taco Tuesday Forever", "Comedy", FOOD_TRUCK),
    weak: ideaInput("Taco Tuesday Forever", "Comedy", {
      ...without(FOOD_TRUCK, "platform", "emotionalImpact"),
      audience: "Everyone.",
    }),
  },
  {
    name: "taco truck: no why-now",
    weakness: "no why-now",
    concerns: ["Why Now / Urgency"],
    strong: ideaInput("Taco Tuesday Forever", "Comedy", FOOD_TRUCK),
    weak: ideaInput(
      "Taco Tuesday Forever",
      "Comedy",
      without(FOOD_TRUCK, "urgency", "conversation", "legacy"),
    ),
  },
  {
    name: "taco truck: no antagonist or flaw",
    weakness: "no opposition and a flat lead",
    concerns: ["Character Development"],
    strong: ideaInput("Taco Tuesday Forever", "Comedy", FOOD_TRUCK),
    weak: ideaInput("Taco Tuesday Forever", "Comedy", {
      ...without(FOOD_TRUCK, "obstacle", "transformation"),
      protagonist: "Rosa Delgado, a lawyer.",
    }),
  },
];
