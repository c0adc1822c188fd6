import type { OtherPair } from "./idea-pairs";
import { slidesInput, splitOf } from "./split";

/** A deck as slides by name, in order; each slide's first line is its heading. */
type Slides = Record<string, string>;

const HOLLOW_HOUSE: Slides = {
  cover: "THE HOLLOW HOUSE\nA horror series, 8 x 45 minutes",
  logline:
    "Logline\nA paranormal investigator who debunks hauntings for a living moves her family into the one house she could not explain, to prove it is empty before the bank repossesses it.",
  arc: "Season Arc\nEpisode 1: Dr. Nell Carver, 45, buys 14 Alder Row in Halifax, the house that ended her career.\nEpisodes 2-4: her son Owen, 15, starts sleepwalking into the cellar; the previous owner, Vera Dunn, 80, warns her off.\nEpisode 5 (midpoint): Nell finds her own handwriting in the 1971 case files.\nEpisodes 6-7: her husband, Sam, leaves with Owen.\nEpisode 8 (finale): Nell burns the files, the house stops, and the bank takes it; the last shot is Vera moving back in.",
  characters:
    "Characters\nDr. Nell Carver, 45: a sceptic who needs to be right.\nOwen Carver, 15: her son, who believes everything she does not.\nSam Carver, 47: her husband, a builder who wants to sell.\nVera Dunn, 80: the last owner, who knows what Nell forgot.",
  tone: "Tone & Look\nDamp, domestic, slow, cold.\nNorthern light through net curtains; the cellar shot only in torchlight.",
  why: "Why Now\nBritish repossessions rose 50% in 2024; the series is about a family who cannot afford to leave a house that wants them gone.",
  market:
    "Market & Comps\nThe Haunting of Hill House meets Ghostwatch.\nFor adults 25-54 who watch prestige horror series.\nTarget platforms: BBC Three, Netflix or Shudder.",
};

const RIVER_WARDENS: Slides = {
  cover: "THE RIVER WARDENS\nA feature documentary, 90 minutes",
  logline:
    "Logline\nFor one year, three volunteer wardens test the water of the River Wye every morning to prove which farms are killing it.",
  story:
    "Story & Access\nWe have access to the Wye and Usk Foundation's volunteers and their lab since 2023.\nSegment 1, spring: Angela Price, 67, finds the first algal bloom at Hay-on-Wye.\nSegment 2, summer: the wardens map 40 outflows and name two poultry units.\nSegment 3, autumn: the Environment Agency hearing.\nEnding: the units are fined; the river is still green; Angela trains twelve new wardens.",
  characters:
    "Characters\nAngela Price, 67: a retired chemistry teacher.\nRhodri Evans, 34: a farmer's son on the wardens' side.\nDr. Sue Morgan: the lab's only paid scientist.",
  tone: "Tone & Look\nPatient, green, angry, intimate.\nMorning light on the water; macro shots of samples.",
  why: "Why Now\nThe Wye was declared in unfavourable condition in 2023, and citizen science is now evidence in UK river cases.",
  market:
    "Audience & Distribution\nFor adults 30-70 who watch nature and investigative documentaries; anglers, swimmers and river groups.\nFestival premiere at Sheffield DocFest, broadcast on BBC Four, then community screenings with river trusts.\nEducational licence to schools through Into Film.",
  budget: "Budget\n£380,000: 60% BBC Storyville, 25% Ffilm Cymru Wales, 15% foundations.",
};

const LAST_ORDERS: Slides = {
  cover: "LAST ORDERS\nA feature comedy",
  logline:
    "Logline\nWhen the brewery sells their village pub, four regulars who have lost the Thursday quiz for nineteen years enter the county quiz league to win the prize money and buy it back.",
  story:
    "Story\nAct one: Pam Ridley, 63, the pub's cleaner and quiz captain, learns the Fox and Hounds will close at Christmas.\nAct two: the team trains with a retired teacher, Walter, and beats the league favourites, the Vicarage.\nMidpoint: the brewery's agent, Mark Cole, bribes the quizmaster.\nAct three: the final in Taunton; Pam answers the last question, the team wins £40,000, and the village buys the pub as a co-operative.",
  characters:
    "Characters\nPam Ridley, 63: cleaner, captain, knows every answer about the 1970s.\nWalter Hines, 71: a retired teacher who has not spoken since his wife died.\nMark Cole, 38: the brewery's agent.",
  tone: "Tone & Look\nWarm, silly, cosy, kind.\nLow amber pub light; village green in frost; the quiz shot like a sports final.",
  why: "Why Now\nFifty British pubs closed every month in 2024, and 600 have been bought by their communities since 2011.",
  market:
    "Market & Comps\nThe Full Monty meets The Duke.\nFor adults 35-75 who watch British feel-good comedies.\nTarget: UK theatrical with Pathé, then BBC iPlayer.",
  team: "Team\nPriya Shah - Writer (BBC Writersroom 2023)\nTom Ellery - Director (short film Pint, BAFTA-nominated 2022)\nJoanna Briggs - Producer (three features for Film4)",
  budget:
    "Budget & Finance\nBudget: £2.4 million.\nUK Independent Film Tax Credit 40%, BFI Production Fund £500,000, pre-sale to Pathé.\nWe are raising the last £400,000 in equity.",
};

const SALT_MARSH: Slides = {
  cover: "SALT MARSH\nA limited series, 6 x 60",
  logline:
    "Logline\nA harbourmaster in Aldeburgh finds a body in her own fishing nets and realises it is the witness who could have cleared her brother of murder.",
  story:
    "Story\nEp 1: Jo Thurlow, 52, pulls a man from her nets; he is Alan Pike, the witness who vanished in 2004.\nEp 2-3: she reopens her brother's case and the detective who closed it, DI Clive Hart, warns her off.\nEp 4: she finds Pike's boat.\nEp 5: Hart confesses he hid Pike.\nEp 6: her brother is released; Jo loses the harbour.",
  characters:
    "Characters\nJo Thurlow, 52, harbourmaster.\nDanny Thurlow, 48, her brother, twenty years inside.\nDI Clive Hart, 60, retired.",
  tone: "Tone & Look\nGrey, tidal, cold, patient.",
  why: "Why Now\nThe Criminal Cases Review Commission referred a record number of convictions back to appeal in 2024.",
  market:
    "Market & Comps\nBroadchurch meets Happy Valley.\nFor adults 35-70 who watch British crime.\nITV or BBC One.",
};

const SALT_MARSH_HOLLOW: string[] = [
  "SALT MARSH\nA limited series\nSome secrets never stay buried.",
  "Logline\nIn a sleepy town with a big secret, a troubled woman haunted by her past must uncover the shocking truth before it's too late, as a web of lies threatens everything she holds dear and nothing will ever be the same.",
  "Story\nThis is a story about family, guilt and the ties that bind. When a shocking discovery turns her world upside down, she embarks on a journey that will change her life forever. As secrets come to light and no one can be trusted, she must confront her inner demons and find the strength within to face the dark truth. In a heart-pounding final episode, all is revealed in a twist audiences will never see coming.",
  "Characters\nA troubled woman with a dark past.\nHer brother, who has a secret.\nA mysterious stranger.",
  "Tone & Look\nGripping, atmospheric, heart-pounding and thought-provoking, with stunning visuals and an unforgettable atmosphere.",
  "Why Now\nNow more than ever, audiences crave gripping stories that resonate with everyone.",
  "Market & Comps\nBroadchurch meets Happy Valley.\nFor adults 35-70 who watch British crime.\nITV or BBC One.",
];

const MOSS_AND_MOTH: Slides = {
  cover: "MOSS & MOTH\nAn animated series for children 6-9, 26 x 11 minutes",
  logline:
    "Logline\nA moss-covered robot gardener and a moth who is afraid of the light keep the last garden on a city rooftop alive, one plant at a time.",
  episodes:
    "Episodes\nEp 1 'Seed': Moss plants a sunflower and Moth hides from it.\nEp 2 'Rain Day': the gutter floods the tomato bed.\nEp 3 'Pigeon Trouble': the pigeons want the peas.\nEp 4 'Night Bloom': Moth finds a flower that only opens in the dark.\nSeason arc: the building's owner, Mrs Ocampo, plans to sell the roof; in episode 26 the children of the building vote to keep the garden.",
  characters:
    "Characters\nMoss: a patient old robot, slow and kind.\nMoth: fast, nervous, funny, afraid of the light.\nMrs Ocampo, 70: the owner, grumpy, secretly fond of the garden.",
  tone: "Tone & Look\nSoft, green, funny, calm.\nPainted textures; night scenes lit by fireflies.",
  why: "Why Now\nUK primary schools added food growing to the curriculum in 2024; teachers ask for short shows about gardens.",
  market:
    "Market & Comps\nHey Duggee meets WALL-E.\nFor children 6-9.\nCBBC, with PBS Kids as a co-producer.",
};

const DEAD_AIR: Slides = {
  cover: "DEAD AIR\nA scripted horror podcast, 10 x 25 minutes",
  logline:
    "Logline\nA night-shift radio engineer in Reykjavík starts receiving broadcasts from a station that shut down in 1972, each one describing a death that happens the next morning.",
  story:
    "Story\nEp 1: Sigrún Jónsdóttir, 34, hears the first broadcast.\nEp 2-5: each broadcast comes true; the police suspect her.\nEp 6: she finds the 1972 engineer's widow, Hildur.\nEp 7-9: the broadcasts start describing Sigrún.\nEp 10: Sigrún jams the frequency with her own voice and survives the morning.",
  characters:
    "Characters\nSigrún Jónsdóttir, 34, engineer.\nHildur Magnúsdóttir, 81, the widow.\nInspector Ari Pálsson, 50.",
  tone: "Tone & Sound\nStatic, wind, silence; binaural recording in a real transmitter hut.",
  why: "Why Now\nIceland switched off its last long-wave transmitter in 2023.",
  market:
    "Market & Comps\nThe Magnus Archives meets Limetown.\nFor listeners 20-45 of fiction podcasts.\nAudible or Sony's podcast network.",
  team: "The Team\nKatrín Óskarsdóttir\nWriter and director, RÚV radio drama since 2015\n\nBen Aldous\nSound designer, BAFTA Games Award 2021\n\nLiv Hansen\nProducer, eight podcast series for Sony",
};

const DEAD_AIR_TITLES =
  "The Team\nHead of Content\nCreative Director\nSenior Producer\nAll production in-house, with our former partners at Spotify Studios.";

const TRAILHEAD: Slides = {
  cover: "TRAILHEAD\nA branded film series for Ridgeline Outdoor, 5 x 6 minutes",
  logline:
    "Logline\nFive short films about the volunteers who rebuild Scotland's mountain paths, each one following a single path from broken to walked again.",
  episodes:
    "Episodes\n1. Ben Lomond: Morag Fraser, 58, and the stone steps she has laid for 20 years.\n2. The Cairngorm plateau: a team of students in the snow.\n3. Skye's Quiraing after the 2024 landslip.\n4. An Teallach with two brothers who run the path crew.\n5. Morag's last path, and her handover to the students from film 2.",
  tone: "Tone & Look\nWeathered, quiet, physical, proud.\nNo music over work; wind and tools.",
  why: "Why Now\nScottish hill-walking doubled after 2020 and path erosion now outpaces repair; Ridgeline funds the Mountain Path Trust.",
  market:
    "Audience & Release\nFor walkers 25-65 and Ridgeline's 400,000 newsletter subscribers.\nRelease on Ridgeline's YouTube and the Kendal Mountain Festival, then BBC Scotland's Landward.",
  team: "Team\nDirector: Fiona Lyle (Kendal Mountain Festival winner, 2023)\nProducer: Hamish Kerr\nFor Ridgeline: Sara Chen, brand director",
  budget:
    "Budget\n£165,000 for five films: £120,000 from Ridgeline, £45,000 from Screen Scotland's branded content fund.\nDelivery in nine months; spend 55% shoot, 30% post, 15% release.",
};

const THE_AUDITOR: Slides = {
  cover: "THE AUDITOR\nA feature thriller",
  logline:
    "Logline\nA junior auditor at a Frankfurt bank finds the trades that prove her boss is laundering money for a sanctioned oligarch, and has until the annual report is signed to decide whether to sign it.",
  story:
    "Story\nAct one: Lena Brandt, 27, finds 4,000 trades booked to a shell in Cyprus.\nAct two: her boss, Dieter Kross, promotes her onto the sign-off team.\nMidpoint: the oligarch's lawyer visits her mother.\nAct three: Lena signs, then leaks the trades to BaFin the same night; Kross is arrested; Lena is fired and goes to court as a witness.",
  characters: "Characters\nLena Brandt, 27.\nDieter Kross, 55, partner.\nAnna Brandt, 60, her mother.",
  tone: "Tone & Look\nCold, glassy, precise, paranoid.",
  why: "Why Now\nEU money-laundering fines doubled in 2024, and the new EU anti-money-laundering authority opened in Frankfurt in 2025, a block from where the film is set.",
  market:
    "Market & Comps\nMargin Call meets Michael Clayton.\nAdults 25-60.\nTheatrical in Germany, then Netflix.",
};

const FIRST_LIGHT: Slides = {
  cover: "FIRST LIGHT\nA documentary series, 4 x 50",
  logline:
    "Logline\nA year inside Britain's busiest neonatal unit, through the eyes of the night-shift nurses who keep babies born at 24 weeks alive.",
  story:
    "Story & Access\nFull access to the neonatal unit at Liverpool Women's Hospital, agreed with the NHS trust in 2024.\nEp 1: winter; Ep 2: the strike; Ep 3: twins born at 23 weeks; Ep 4: the first birthday party of the unit's smallest baby.",
  characters:
    "People\nSister Joanne Kirby, 54, night-shift lead.\nDr. Femi Ade, 38, registrar.\nThe Walsh family, parents of the twins.",
  tone: "Tone & Look\nIntimate, hushed, honest, hopeful.",
  why: "Why Now\nBritain's neonatal units lost 20% of their specialist nurses between 2019 and 2024.",
  market: "Market & Comps\nOne Born Every Minute meets Hospital.\nFor adults 25-65.\nChannel 4.",
  team: "Team\nDirector: Ruth Okafor (Grierson Award 2022)\nProducer: Daniel Levy (Hospital, BBC Two)\nExecutive Producer: Clare Hughes",
};

const GLASSWORLD: Slides = {
  cover: "GLASSWORLD\nA feature science-fiction film",
  logline:
    "Logline\nA glassblower on a drowned Venice who can hear memories in glass finds the voice of her dead sister in a stolen chandelier, and must get it back from the collector who bought the city.",
  story:
    "Story\nAct one: Chiara Rossi, 30, repairs a chandelier and hears her sister Giulia, who drowned in 2089.\nAct two: the chandelier is sold to Victor Lane, who owns the dry districts.\nMidpoint: Chiara learns Lane collects the memories of the drowned to sell them.\nAct three: Chiara breaks into his tower, smashes the collection and frees every voice; she keeps one shard of Giulia and loses her workshop.",
  characters:
    "Characters\nChiara Rossi, 30, glassblower.\nGiulia Rossi, her sister.\nVictor Lane, 60, collector.",
  tone: "Tone & Look\nLiquid, luminous, melancholy, strange.",
  why: "Why Now\nVenice's flood barrier closed 80 times in 2023; the city is already deciding what to save.",
  market:
    "Market & Comps\nArrival meets Portrait of a Lady on Fire.\nAdults 25-54.\nTheatrical, then MUBI or A24.",
};

const GLASSWORLD_LORE: Partial<Slides> = {
  logline:
    "Logline\nIn 2090 the sea has taken Venice, and the Glass Guilds that rule the drowned city keep the memories of the dead inside their chandeliers.",
  story:
    "Story\nThe Glass Guilds rose after the Flood of 2071. The First Guild keeps the chandeliers of the Doges; the Lagoon Guild the memories of fishermen; the Dry Districts are held by the Collectors, who trade in the voices of the drowned. Each Guild has its own furnace, its own laws and its own legend of the First Chandelier, which holds the memory of the city itself.",
  characters: "Characters\nThe Glass Guilds.\nThe Collectors.\nThe drowned of Venice.",
};

function slides(project: Slides, changes: Partial<Slides> = {}, drop: readonly string[] = []): string[] {
  return Object.entries({ ...project, ...changes }).flatMap(([key, text]) =>
    drop.includes(key) || !text ? [] : [text],
  );
}

interface DeckPairSpec {
  name: string;
  title: string;
  genre: string | null;
  lower: readonly string[];
  strong: string[];
  weak: string[];
}

const SPECS: DeckPairSpec[] = [
  {
    name: "The Hollow House: a series with an arc, episodes and characters against one with only the host",
    title: "The Hollow House",
    genre: "Horror",
    lower: ["Story & Structure", "Characters"],
    strong: slides(HOLLOW_HOUSE),
    weak: slides(
      HOLLOW_HOUSE,
      {
        logline:
          "Logline\nThe host visits the most haunted houses in Britain and spends the night in each one to see what happens.",
        arc: "The Show\nEach week the host and the crew visit a new haunted house, interview the owners and spend the night with cameras running.",
        characters: "Characters\nThe host.",
      },
      [],
    ),
  },
  {
    name: "The River Wardens: segments and a distribution plan against everyone and all options",
    title: "The River Wardens",
    genre: "Documentary",
    lower: ["Target Market & Platforms", "Market Readiness"],
    strong: slides(RIVER_WARDENS),
    weak: slides(RIVER_WARDENS, {
      market:
        "Audience & Distribution\nEveryone: this film is for all ages and anyone who cares about the planet.\nWe are open to all options: Netflix, Amazon, Apple, Disney+, HBO, Hulu, theatrical or broadcast.",
    }),
  },
  {
    name: "Last Orders: with a team against without",
    title: "Last Orders",
    genre: "Comedy",
    lower: ["Team & Execution"],
    strong: slides(LAST_ORDERS),
    weak: slides(LAST_ORDERS, {}, ["team"]),
  },
  {
    name: "Last Orders: a budget and finance plan against none",
    title: "Last Orders",
    genre: "Comedy",
    lower: ["Funding Narrative"],
    strong: slides(LAST_ORDERS),
    weak: slides(LAST_ORDERS, {}, ["budget"]),
  },
  {
    name: "Salt Marsh: short and plain against long and hollow",
    title: "Salt Marsh",
    genre: "Crime",
    lower: ["Logline Clarity", "The Hook", "Story & Structure"],
    strong: slides(SALT_MARSH),
    weak: SALT_MARSH_HOLLOW,
  },
  {
    name: "Moss & Moth: episodes and a season arc against none",
    title: "Moss & Moth",
    genre: "Animation",
    lower: ["Story & Structure"],
    strong: slides(MOSS_AND_MOTH),
    weak: slides(MOSS_AND_MOTH, {
      episodes: "The Show\nEvery episode is a fun adventure in the garden full of laughs and lessons.",
    }),
  },
  {
    name: "Dead Air: a team of named people against job titles and 'in-house'",
    title: "Dead Air",
    genre: "Horror",
    lower: ["Team & Execution"],
    strong: slides(DEAD_AIR),
    weak: slides(DEAD_AIR, { team: DEAD_AIR_TITLES }),
  },
  {
    name: "Trailhead: a brand series with a budget against none",
    title: "Trailhead",
    genre: "Documentary",
    lower: ["Funding Narrative"],
    strong: slides(TRAILHEAD),
    weak: slides(TRAILHEAD, {}, ["budget"]),
  },
  {
    name: "Last Orders: warm comedy comps against horror comps",
    title: "Last Orders",
    genre: "Comedy",
    lower: ["Tone & Visual Style"],
    strong: slides(LAST_ORDERS),
    weak: slides(LAST_ORDERS, {
      market:
        "Market & Comps\nThe Exorcist meets Saw meets The Texas Chain Saw Massacre.\nFor adults 35-75 who watch British feel-good comedies.\nTarget: UK theatrical with Pathé, then BBC iPlayer.",
    }),
  },
  {
    name: "The Auditor: a why-now about its story against an unrelated statistic",
    title: "The Auditor",
    genre: "Thriller",
    lower: ["Why Now / Urgency"],
    strong: slides(THE_AUDITOR),
    weak: slides(THE_AUDITOR, {
      why: "Why Now\nThe global pet food market reached $120 billion in 2024 and is growing 5% a year.",
    }),
  },
  {
    name: "First Light: a team in 'Role: Name' lines against none",
    title: "First Light",
    genre: "Documentary",
    lower: ["Team & Execution"],
    strong: slides(FIRST_LIGHT),
    weak: slides(FIRST_LIGHT, {}, ["team"]),
  },
  {
    name: "Glassworld: a lead who acts against a lore-only logline and story",
    title: "Glassworld",
    genre: "Sci-Fi",
    lower: ["Logline Clarity", "The Hook", "Story & Structure"],
    strong: slides(GLASSWORLD),
    weak: slides(GLASSWORLD, GLASSWORLD_LORE),
  },
];

export const OTHER_DECK_PAIRS: readonly OtherPair[] = SPECS.map((spec, index) => ({
  name: spec.name,
  split: splitOf(index),
  lower: spec.lower,
  strong: slidesInput(spec.title, spec.genre, spec.strong),
  weak: slidesInput(spec.title, spec.genre, spec.weak),
}));
