import { deckInput, firstSentences, type PitchPair } from "./pitch-pair";

/** A deck as slides by name, in order; each slide's first line is its heading. */
type Slides = Record<string, string>;

export const SALT_ROAD: Slides = {
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

export const DEEP_FIELD: Slides = {
  cover: "DEEP FIELD\nA limited series in eight episodes\nThe sky is listening back.",
  logline:
    "Logline\nWhen a grieving radio astronomer receives a signal from her dead husband's probe, she must decode it before the space agency shuts down the telescope and erases the only proof he is still out there.",
  tone: "Tone & Look\nQuiet, vast, intimate, uncanny.\nCold blue control rooms against warm kitchen light.\nLong static shots of the dish at night; sound design built from real pulsar recordings.",
  world:
    "The World\nThe Atacama Desert in Chile, 2031: the last public radio telescope in a world where space belongs to private companies.",
  story:
    "Season Arc\nEpisode one: Dr. Carmen Vidal, 47, hears her husband's call sign in the noise.\nMidseason, the agency director, Paul Ferrand, orders the dish sold to a mining company.\nThe finale: Carmen transmits a reply with the whole town's help, and in the end the probe answers one last time before it falls silent.",
  characters:
    "Characters\nDr. Carmen Vidal, 47: brilliant, sleepless, unable to grieve.\nTeo Vidal, 16: her son, who thinks the signal is killing his mother.\nPaul Ferrand, 58: the agency director who needs the telescope gone.",
  themes:
    "Why Now\nIn 2024 private companies launched more satellites than every government combined, and astronomers warn the radio sky is closing.\nThe series asks who the sky belongs to.",
  market:
    "Market & Comps\nContact meets Station Eleven.\nFor adults 25-54 who watch prestige science fiction; Station Eleven was HBO Max's most-watched limited series of 2022.\nTarget platforms: HBO, Apple TV or Netflix.",
  team: "Team\nCreated and written by Ines Duarte, staff writer on two seasons of a BAFTA-nominated series.\nDirector: Hugo Marin, whose feature Low Tide premiered at TIFF.\nProducer: Beatriz Sol, who produced four series for Canal+.",
  budget:
    "Budget & Financing\nBudget: $28 million for eight episodes.\nFinancing: 35% Chilean production incentive, a European co-production partner and a streamer licence fee.\nWe are seeking a platform partner for the remaining 40%.",
};

export const HARVESTLINK: Slides = {
  cover: "HarvestLink\nCold-chain sensors for small farms\nMaya Chen, CEO\nDaniel Osei, CTO",
  problem:
    "Problem\nSmall farms lose 30% of their fresh produce between harvest and market because they cannot see when storage goes warm.\nA single failed cooler costs a mid-size farm $12,000 a season.",
  solution:
    "Solution\nHarvestLink sells a $40 wireless sensor that texts the farmer before produce spoils.\nOur app predicts cooler failures two days ahead from temperature patterns.",
  market:
    "Market Size\nThere are 2 million farms in the US; the cold-chain monitoring market is $5.8 billion and growing at a CAGR of 12%.\nOur first segment is 180,000 fruit and vegetable farms.",
  traction:
    "Traction\n140 paying farms in California and Oregon after nine months.\n$210,000 in annual recurring revenue, growing 15% month on month.",
  model:
    "Business Model\nSubscription: $29 per farm per month, plus the sensor at cost.\nGross margin of 78%.",
  competition:
    "Competition\nIndustrial systems from Sensitech and Emerson cost $5,000 and up and target warehouses, not farms.\nWe are the only product priced for a 20-acre farm.",
  team: "Team\nMaya Chen, CEO: 12 years running supply chain at a national grocer.\nDaniel Osei, CTO: former firmware lead at a smart-thermostat company; 4 patents.",
  ask: "The Ask\nWe are raising a $3M seed round.\nUse of funds: 60% sales, 30% engineering, 10% operations; it takes us to 1,000 farms by Q4 2026.",
};

/** The same words crammed into three dense slides without headings. */
function wallsOfText(project: Slides): string[] {
  const bodies = Object.values(project).map((text) => text.split("\n").slice(1).join(" "));
  const third = Math.ceil(bodies.length / 3);
  return [0, 1, 2].map((i) => bodies.slice(i * third, (i + 1) * third).join(" "));
}

/** The rushed version: the story and world slides cut to their first sentence. */
function rushed(project: Slides): Slides {
  const result = { ...project };
  for (const key of ["story", "world", "themes", "solution", "traction"]) {
    const slide = result[key];
    if (!slide) continue;
    const [heading, ...rest] = slide.split("\n");
    result[key] = `${heading}\n${firstSentences(rest.join(" "), 1)}`;
  }
  return result;
}

function slides(project: Slides, changes: Partial<Slides> = {}, drop: readonly string[] = []): string[] {
  return Object.entries({ ...project, ...changes }).flatMap(([key, text]) =>
    drop.includes(key) || !text ? [] : [text],
  );
}

function deckPair(
  name: string,
  title: string,
  genre: string | null,
  project: Slides,
  flawed: string,
  weak: string[],
): PitchPair {
  return {
    name,
    flawed,
    strong: deckInput(title, genre, slides(project)),
    weak: deckInput(title, genre, weak),
  };
}

const SALT = rushed(SALT_ROAD);
const FIELD = rushed(DEEP_FIELD);
const HARVEST = rushed(HARVESTLINK);

export const DECK_PAIRS: readonly PitchPair[] = [
  deckPair(
    "Salt Road: walls of text",
    "Salt Road",
    "Thriller",
    SALT_ROAD,
    "Design and Readability",
    wallsOfText(SALT),
  ),
  deckPair(
    "Salt Road: no team",
    "Salt Road",
    "Thriller",
    SALT_ROAD,
    "Team & Execution",
    slides(SALT, {}, ["team"]),
  ),
  deckPair(
    "Salt Road: no budget",
    "Salt Road",
    "Thriller",
    SALT_ROAD,
    "Funding Narrative",
    slides(SALT, {}, ["budget"]),
  ),
  deckPair(
    "Salt Road: vague logline",
    "Salt Road",
    "Thriller",
    SALT_ROAD,
    "Logline Clarity",
    slides(SALT, {
      logline:
        "Logline\nA story about family, loyalty and the journey of one woman through something unique.",
      cover: "SALT ROAD\nA feature thriller",
    }),
  ),
  deckPair(
    "Deep Field: franchise comps",
    "Deep Field",
    "Sci-Fi",
    DEEP_FIELD,
    "Market Readiness",
    slides(FIELD, {
      market:
        "Market & Comps\nStar Wars meets Avatar meets Harry Potter.\nEveryone loves science fiction, so everyone will watch it.",
    }),
  ),
  deckPair(
    "Deep Field: generic why-now",
    "Deep Field",
    "Sci-Fi",
    DEEP_FIELD,
    "Why Now / Urgency",
    slides(FIELD, {
      themes: "Why Now\nScience fiction is always popular and the time is right for this story.",
    }),
  ),
  deckPair(
    "Deep Field: walls of text",
    "Deep Field",
    "Sci-Fi",
    DEEP_FIELD,
    "Design and Readability",
    wallsOfText(FIELD),
  ),
  deckPair(
    "HarvestLink: no ask",
    "HarvestLink",
    null,
    HARVESTLINK,
    "Funding Narrative",
    slides(HARVEST, {}, ["ask"]),
  ),
  deckPair(
    "HarvestLink: hype instead of market",
    "HarvestLink",
    null,
    HARVESTLINK,
    "Market Readiness",
    slides(HARVEST, {
      market: "Market Size\nThis is a massive opportunity that everyone needs.",
      competition: "Competition\nNobody is doing anything like this.",
    }),
  ),
  deckPair(
    "HarvestLink: no team",
    "HarvestLink",
    null,
    HARVESTLINK,
    "Team & Execution",
    slides(HARVEST, { cover: "HarvestLink\nCold-chain sensors for small farms" }, ["team"]),
  ),
];
