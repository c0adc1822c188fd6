import { deckInput, type QualityPair } from "./quality-pair";

type Slides = Record<string, string>;

const SALT_ROAD: Slides = {
  cover: "SALT ROAD\nA feature thriller\nThe desert keeps its secrets. She is done keeping hers.",
  logline:
    "Logline\nWhen a disgraced border patrol pilot discovers her brother is smuggling for the cartel that killed their father, she must bring him in alive before her own agency burns them both.",
  tone: "Tone & Look\nTense, sun-bleached, paranoid.\nWide shots of empty salt flats against handheld close-ups.\nA muted palette of white and rust; night scenes lit only by headlights.",
  world:
    "The World\nThe Arizona borderlands in 2024: drone towers, dry riverbeds and towns where everyone works for someone.\nThe salt road is the only route across the flats, and whoever controls it controls the border.",
  story:
    "Story\nAct one: Ana Reyes is grounded after a crash she caused. She finds her brother's truck on the salt road.\nAct two: she hides him from her own unit; the midpoint reversal reveals her commander is on the cartel's payroll.\nAct three: the climax is a chase across the flats. In the end Ana hands her brother over and loses her badge to save his life.",
  characters:
    "Characters\nAna Reyes, 36: a pilot with a drinking problem and a grudge. She wants her wings back.\nTomas Reyes, 29: her brother, charming and in debt to the wrong people.\nCommander Walt Hale, 55: her mentor, and the man selling the road.",
  themes:
    "Themes & Why Now\nLoyalty against duty.\nBorder enforcement budgets grew 40% since 2020, and the debate over surveillance on the border is in the news every week.\nThe film asks what we owe family when the law says no.",
  market:
    "Market & Comps\nSicario meets Hell or High Water.\nFor adults 25-54 who watch crime thrillers; Sicario grossed $84 million worldwide.\nTarget platforms: theatrical with a streaming window on Netflix or Max.",
  team: "Team\nWritten by Maria Lopez, whose short Dry Season premiered at Sundance in 2022.\nDirector: Sam Ortega, known for the award-winning series Border Town.\nProducer: Kim Hart, who produced three features for Neon.",
  budget:
    "Budget & Financing\nBudget: $6.5 million.\nFinancing plan: 30% Arizona tax credit, pre-sales in Europe and equity from two investors already attached.\nComparable thrillers recouped within two years of release.",
};

const VAGUE_LOGLINE_SLIDE =
  "Logline\nA story about family, loyalty and the journey of one woman through something unique.";

function slides(project: Slides, changes: Partial<Slides> = {}, drop: string[] = []): string[] {
  return Object.entries({ ...project, ...changes }).flatMap(([key, text]) =>
    drop.includes(key) || !text ? [] : [text],
  );
}

/** The same words as the strong deck, crammed into three dense slides without headings. */
function wallsOfText(project: Slides): string[] {
  const bodies = Object.values(project).map((text) => text.split("\n").slice(1).join(" "));
  const third = Math.ceil(bodies.length / 3);
  return [0, 1, 2].map((i) => bodies.slice(i * third, (i + 1) * third).join(" "));
}

const strong = deckInput("Salt Road", "Thriller", slides(SALT_ROAD));

export const DECK_PAIRS: QualityPair[] = [
  {
    name: "salt road: walls of text",
    weakness: "walls of text on slides",
    concerns: ["Design and Readability"],
    strong,
    weak: deckInput("Salt Road", "Thriller", wallsOfText(SALT_ROAD)),
  },
  {
    name: "salt road: no team",
    weakness: "no team slide",
    concerns: ["Team & Execution"],
    strong,
    weak: deckInput("Salt Road", "Thriller", slides(SALT_ROAD, {}, ["team"])),
  },
  {
    name: "salt road: no budget",
    weakness: "no budget or financing slide",
    concerns: ["Funding Narrative"],
    strong,
    weak: deckInput("Salt Road", "Thriller", slides(SALT_ROAD, {}, ["budget"])),
  },
  {
    name: "salt road: no why-now",
    weakness: "no why-now",
    concerns: ["Why Now / Urgency"],
    strong,
    weak: deckInput("Salt Road", "Thriller", slides(SALT_ROAD, { themes: "Themes\nLoyalty against duty." })),
  },
  {
    name: "salt road: no market",
    weakness: "no comps, audience or platforms",
    concerns: ["Market Readiness", "Target Market & Platforms"],
    strong,
    weak: deckInput("Salt Road", "Thriller", slides(SALT_ROAD, {}, ["market"])),
  },
  {
    name: "salt road: no characters",
    weakness: "no protagonist or cast",
    concerns: ["Characters"],
    strong,
    weak: deckInput(
      "Salt Road",
      "Thriller",
      slides(
        SALT_ROAD,
        {
          logline:
            "Logline\nWhen a pilot discovers a smuggling operation, she must stop it before the agency finds out.",
          story:
            "Story\nAct one: a pilot is grounded. Act two: she investigates a smuggling ring. Act three: the climax is a chase across the flats, and in the end the ring is broken.",
        },
        ["characters"],
      ),
    ),
  },
  {
    name: "salt road: no tone",
    weakness: "no tone or visual direction",
    concerns: ["Tone & Visual Style"],
    strong,
    weak: deckInput(
      "Salt Road",
      "Thriller",
      slides(SALT_ROAD, { market: SALT_ROAD.market!.replace("Sicario meets Hell or High Water.\n", "") }, [
        "tone",
      ]),
    ),
  },
  {
    name: "salt road: vague logline",
    weakness: "vague logline",
    concerns: ["Logline Clarity", "The Hook"],
    strong,
    weak: deckInput(
      "Salt Road",
      "Thriller",
      slides(SALT_ROAD, { logline: VAGUE_LOGLINE_SLIDE, cover: "SALT ROAD\nA feature thriller" }),
    ),
  },
  {
    name: "salt road: thin deck",
    weakness: "only three slides: no story, world or market",
    concerns: ["Story & Structure", "Design and Readability", "Market Readiness"],
    strong,
    weak: deckInput(
      "Salt Road",
      "Thriller",
      slides(SALT_ROAD, {}, ["world", "story", "market", "themes", "budget", "characters", "team"]),
    ),
  },
];
