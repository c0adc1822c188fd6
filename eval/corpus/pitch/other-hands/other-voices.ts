import type { OtherPair } from "./idea-pairs";
import { ideaIn, slidesInput, splitOf } from "./split";

/**
 * Pairs in voices unlike every other corpus here: decks as a PDF export gives them (headings in
 * capitals, columns run together, bullet glyphs, team members in columns or in bio paragraphs,
 * tables of comps), and questionnaires written telegraphically, casually, in a second language,
 * in the first person and in screenwriting jargon. Written before any rule was tuned on them.
 */

const ASHFALL_DECK = [
  "A  S  H  F  A  L  L\n\n                 a feature-length horror film\n            written & directed by Maren Holt",
  "LOGLINE\n\nWhen the volcano above her Icelandic village starts to rumble, a deaf fish-plant worker realises the ash is carrying the\nvoices of the 1973 dead, and she is the only one who cannot hear them calling the children up the mountain.",
  "THE STORY\n\n   ●  Heimaey, 2026. Edda Rós, 36, guts cod at the harbour plant and reads lips better than anyone hears.\n   ●  The ash falls for the first time since 1973. The village children start walking up Eldfell in their sleep.\n   ●  Midpoint: Edda finds her own mother's name on the list of the 1973 dead who were never found.\n   ●  She ties the children to her with fishing line and leads them down through the ash on the night the vent opens.\n   ●  In the end the village is evacuated by boat; Edda stays behind on the quay, and the last shot is her signing goodbye to the mountain.",
  "CHARACTERS\n\nEDDA RÓS, 36            GUNNAR, 62                      SIGGA, 9\nfish-plant worker,      harbour master, her father's   her niece, the first\ndeaf since birth        friend, who remembers 1973      child to walk",
  "TONE & LOOK\n\nGrey, muffled, tender, dreadful.       Ash like snow; no score in the deaf scenes, only vibration.",
  "WHY NOW\n\nIceland's Reykjanes peninsula has erupted nine times since 2021; Grindavík was evacuated in a night.\nThe film is about a village that has to decide who it leaves behind.",
  "COMPARABLES\n\nA Quiet Place (2018, Paramount, $341M)          Lamb (2021, A24, Icelandic-language, $6.1M)\nThe sound design of the first, the landscape and the grief of the second.",
  "MARKET\n\nFor adults 18-44 who watch elevated horror; Nordic noir audiences.       Sales: TrustNordisk for the world, Neon for the US.",
  "THE TEAM\n\nMaren Holt                     Jónas Karlsson                  Ada Lindqvist\nWriter / Director             Producer                        Cinematographer\nShort 'Silt' (Sundance 2023)   Four features with RÚV          Lamb (2021)",
];

const ASHFALL_NO_TEAM = [
  ...ASHFALL_DECK.slice(0, -1),
  "ABOUT US\n\nWe are a passionate collective of seasoned industry veterans with decades of combined experience\nand a shared love of genre cinema.",
];

const KITCHEN_TABLE_DECK = [
  "KITCHEN TABLE\nan observational documentary  ·  80 min",
  "Logline\nThree generations of the Okonkwo family run the last Nigerian restaurant on Peckham's Rye Lane through the year their lease runs out.",
  "Access\n●  We have filmed with the family since March 2024: 60 hours of footage already shot.\n●  The family has agreed to be filmed through the lease hearing in 2025.",
  "Story\n●  Spring: Mama Ngozi, 74, still makes the jollof at 5 a.m.\n●  Summer: her grandson Tobi, 23, wants to turn it into a delivery kitchen.\n●  Autumn: the landlord's offer.\n●  Ending: the family signs a two-year lease at double the rent, and Ngozi hands Tobi the pot.",
  "Audience & Release\nFor adults 25-65 who watch food and family documentaries; London's Nigerian diaspora.\nPremiere at Sheffield DocFest; broadcast on BBC Storyville; festival tour with Dogwoof.",
  "The Ask\nWe are raising £185,000 to finish the film:\n   £120,000   production (second half of the shoot)\n   £45,000    edit and grade\n   £20,000    festival release\nCommitted so far: £40,000 from the BFI Doc Society fund.",
  "Team\nFolake Adeyemi — Director (her short 'Owambe' screened at Tribeca 2022)\nSam Whitlock — Producer (three Storyville films)\nRia Desai — Editor",
];

const KITCHEN_TABLE_NO_ASK = KITCHEN_TABLE_DECK.map((slide) =>
  slide.startsWith("The Ask")
    ? "Funding\nBudget to be confirmed. We are looking for partners who share our vision and believe in the power of food to bring people together."
    : slide,
);

const STATIC_DECK = [
  "STATIC ON CHANNEL 9\nan audio documentary series  |  8 episodes x 35 minutes",
  "WHAT IT IS\nIn 1987 a pirate radio station in Belfast broadcast for 41 nights from a flat nobody has ever found. We found the DJ.",
  "EPISODES\n1  The Voice — Ciaran Doherty, 61, plays us the only tape he kept.\n2  The Flat — we walk the Divis streets with the men who hunted the signal.\n3  The Army — a retired signals officer, Major Pete Lowe, on why they let it run.\n4  The Requests — listeners who called in, 37 years on.\n5  The Raid — the night it stopped.\n6  The Informer — who gave the flat away.\n7  The Return — Ciaran goes back into the building.\n8  The Last Record — we broadcast his final set on the old frequency.",
  "WHO WE ARE\nOrla Fitzgerald is a producer whose series 'The Lock-In' reached number one in the Irish podcast charts in 2022. She grew up two streets from Divis Tower.\nDeclan Moore is a sound designer who has worked on BBC Radio 4 documentaries for twelve years.",
  "WHERE IT GOES\nFor listeners 25-60 of narrative history podcasts like Blood on the Tracks.\nBBC Sounds as the commissioning home, with RTÉ Radio 1 in Ireland.",
];

const STATIC_NO_EPISODES = STATIC_DECK.map((slide) =>
  slide.startsWith("EPISODES")
    ? "EPISODES\nEach episode explores a new mystery from the airwaves, taking listeners on an unforgettable journey through sound, memory and music."
    : slide,
);

const PAPER_BOATS_DECK = [
  "paper boats\na pre-school animated series · 52 x 7'",
  "the idea\nEvery rainy day, Pip (4) folds a paper boat with her grandad and sails it down the gutter outside their flat in Cardiff. Each boat goes somewhere new.",
  "episodes\nep 1 'the puddle sea' · the boat meets a worm who wants to see the ocean\nep 2 'bath night' · the boat sinks and Pip learns to fold a better one\nep 3 'the drain' · where does the water go?\nseason arc · Grandad's hands get shaky; by episode 52 Pip folds the boats for him.",
  "characters\nPip, 4 — asks why, then asks why again\nGrandad Huw, 78 — a retired docker who folds anything\nMrs Begum, upstairs — keeps the umbrellas",
  "made by\nCreated by Tomás Ruiz (Hey Duggee storyboard artist)  |  Written by Nia Roberts  |  Produced at Cloth Cat Animation, Cardiff",
  "where it lives\nFor children 3-5 and the grandparents who watch with them.\nCBeebies in the UK and S4C in Welsh; pre-sale offered to ABC Kids in Australia.",
];

const PAPER_BOATS_EVERYWHERE = PAPER_BOATS_DECK.map((slide) =>
  slide.startsWith("where it lives")
    ? "where it lives\nThis show will appeal to everyone, kids and adults alike.\nNetflix, Disney+, Amazon, Apple TV+, YouTube Kids, HBO Max, Peacock: we are open to all options."
    : slide,
);

const CROSSING_DECK = [
  "THE CROSSING\nLimited series · 6 × 60",
  "LOGLINE\nA Dover coastguard who has pulled 300 people from the Channel finds her own son's name on the manifest of a smuggler's boat.",
  "STORY\nEp 1  Coastguard Lorna Pryce, 49, finds her son Kyle's name on a manifest.\nEp 2-3  Kyle is running the boats for a Calais gang.\nEp 4  A boat sinks; Lorna is on the rescue.\nEp 5  She hides Kyle from the police.\nEp 6  She turns him in on the beach; the last scene is her back on shift.",
  "COMPARABLE TITLES\nTitle                 Year    Platform       What we share\nThe Responder         2022    BBC One        a public servant breaking the rules\nHappy Valley          2014    BBC One        a mother and a criminal son\nBlack Narcissus       2020    FX             (tone only)",
  "AUDIENCE\nAdults 35-70 who watch British crime drama on Sunday nights.",
  "PLATFORM\nBBC One or ITV1, with a US partner such as PBS Masterpiece.",
];

const CROSSING_NO_COMPS = CROSSING_DECK.filter((slide) => !slide.startsWith("COMPARABLE"));

const GOOD_GRIEF_DECK = [
  "GOOD GRIEF\nA branded documentary series for Co-op Funeralcare · 4 × 12 minutes",
  "THE IDEA\nFour funeral arrangers in Manchester, Leeds, Glasgow and Cardiff, and the one funeral each of them cannot forget.",
  "EPISODES\n1. Manchester: Bev Walsh, 61, and the biker whose coffin left on a sidecar.\n2. Leeds: Arjun Patel, 29, the first Hindu funeral he arranged for his own grandmother.\n3. Glasgow: Karen Moir and a wake held in a football ground.\n4. Cardiff: Dai Lewis, 70, on his last day before retiring.",
  "RELEASE\nCo-op's YouTube channel and Instagram; distributed by Little Dot Studios to their 30 million subscribers; a cut-down for Channel 4's Random Acts.",
  "TEAM\nDirector: Hannah Yip (Grierson-nominated, 2023)\nProducer: Luke Barnes, Tall Story Pictures\nFor Co-op: Emma Shaw, Head of Brand Content",
  "BUDGET\n£96,000 for four films, paid by Co-op; delivery in six months.",
];

const GOOD_GRIEF_HOLLOW = [
  "GOOD GRIEF\nA purpose-driven branded content series",
  "THE IDEA\nA groundbreaking, authentic content series that amplifies our brand values and sparks a meaningful conversation about life, loss and love, connecting with audiences on a deep emotional level.",
  "EPISODES\nEach episode tells a powerful, moving and deeply human story that celebrates the people who make a difference, leaving viewers inspired and uplifted.",
  "RELEASE\nCo-op's YouTube channel and Instagram; distributed by Little Dot Studios to their 30 million subscribers; a cut-down for Channel 4's Random Acts.",
  "TEAM\nDirector: Hannah Yip (Grierson-nominated, 2023)\nProducer: Luke Barnes, Tall Story Pictures\nFor Co-op: Emma Shaw, Head of Brand Content",
  "BUDGET\n£96,000 for four films, paid by Co-op; delivery in six months.",
];

const DRY_BONES_STRONG = {
  logline:
    "1881. Texas. Widow's cattle die of thirst. She digs a well on the rancher's land. He has 3 days to hang her.",
  synopsis:
    "Ruth Acker, 40. Husband dead in March. 60 head of cattle, no water. The creek runs through Judge Colby's land. Colby dams it. Ruth digs at night. Day 1: strikes mud. Day 2: Colby's men fill it in; her son Abe, 12, is beaten. Day 3: water. Colby rides out with a rope. Ruth holds the well with a shotgun and the town watches. Colby backs down when his own foreman drinks from it. Ruth files the claim. Last image: Abe watering the herd.",
  urgency: "The Rio Grande ran dry at El Paso in 2022. Water rights cases are the Western of our time.",
  protagonist: "Ruth Acker, 40. Stubborn. Can't read. Knows water.",
  obstacle: "Judge Colby, 65. Owns the creek, the court, the town.",
  transformation: "Starts asking permission. Ends filing the claim in her own name.",
  vibes: "Dry. Hot. Quiet. Mean.",
  comps: "True Grit meets There Will Be Blood",
  setting: "Crockett County, Texas, August 1881.",
  audience: "Adults 35-70 who watched Yellowstone and 1883.",
  platform: "Paramount+ or a theatrical run with A24.",
  theme: "Who owns water.",
};

const DRY_BONES_PURPLE = {
  ...DRY_BONES_STRONG,
  logline:
    "Against the sweeping, sun-scorched backdrop of the untamed American frontier, where the land is as merciless as the men who claim it, one extraordinary woman must summon every ounce of courage she possesses to stand up against overwhelming odds in an epic struggle for survival, justice and the very soul of the West itself.",
  synopsis:
    "This is a sweeping, character-driven odyssey of resilience and defiance. Set against the breathtaking vistas of the frontier, our story follows a remarkable woman whose life is shattered by unimaginable loss. Faced with a formidable adversary and an unforgiving landscape, she embarks on a harrowing journey of self-discovery, discovering reserves of strength she never knew she had. As tensions mount and the stakes grow ever higher, she must make an impossible choice that will define her legacy and change everything forever.",
  protagonist:
    "A fiercely independent, deeply complex woman of extraordinary courage, haunted by her past yet driven by an unbreakable spirit.",
};

const KASIA_STRONG = {
  logline:
    "Kasia is 52 and work in fish factory in Gdynia 30 years. When factory is sold to Norwegian company, she must teach the new robots how to fillet herring, or she lose her pension in two month.",
  synopsis:
    "Kasia Nowak work on the herring line since 1994. New owners from Bergen bring machines and say: the workers stay only two month to train them. Kasia is best filleter, so she is chosen. She teach robot slowly, slowly, and she make it bad on purpose. Her daughter Ola, 24, is engineer for the Norwegian company. Ola find the mistakes and must report her mother. At the end Kasia teach the robot correct, for Ola's job, and she go home with the last herring she fillet by hand. Ola keep the robot's first fish in freezer.",
  urgency: "In 2024 Poland lost 4,000 jobs in fish processing to automation. My mother was one.",
  protagonist: "Kasia Nowak, 52, fish filleter, fast hands, slow to trust.",
  obstacle: "The Norwegian plant manager, Erik Solberg, and her own daughter's career.",
  transformation: "She start fighting the machine and she finish teaching it, for her daughter.",
  vibes: "Cold, funny, salty, sad",
  comps: "The Full Monty meets Cold War",
  setting: "Gdynia, Poland, winter 2024.",
  audience: "Adults 30-65 who watch European festival dramas like Toni Erdmann.",
  platform: "Festival premiere in Gdynia and Berlin, then MUBI.",
  theme: "What we give to the machine that replaces us.",
};

const KASIA_FLUENT = {
  ...KASIA_STRONG,
  logline:
    "When her world is turned upside down by forces beyond her control, a hardworking woman must find the courage to fight for everything she has built before it's too late.",
  synopsis:
    "A hardworking woman has given her whole life to her job. When change comes to her town, everything she holds dear is at stake. Torn between her pride and her family, she embarks on an emotional journey that tests her in ways she never imagined. In the end she discovers what truly matters.",
  protagonist: "A hardworking woman with a heart of gold who has always put others first.",
  obstacle: "The forces of change, and her own fears.",
};

const QUIZ_CASUAL = {
  logline:
    "ok so: Dev Mistry runs the tuesday quiz at the Crown in Leeds and has rigged it for 6 years so his mum's team wins. then a new team turns up and they're actually good.",
  synopsis:
    "Dev (29) still lives above the pub. his mum Asha's team, The Usual Suspects, has won 300 quizzes in a row because Dev writes the questions around what she knows. new team, Quizteama Aguilera, led by a supply teacher called Jess Kerr, starts beating them. Dev fancies Jess. he starts rigging it for Jess instead. mum finds out at the Christmas final, in front of everyone. Dev confesses on the mic. Jess's team wins fair and square; Asha's team buys the first round; Dev moves out in January and Jess helps him carry the boxes.",
  urgency: "pubs are shutting every week (50 a month in 2024). the quiz is the only night the Crown is full.",
  protagonist: "Dev Mistry, 29, quizmaster, mummy's boy, pathologically helpful.",
  obstacle: "his mum, and Jess, who would never date a cheat.",
  transformation: "stops running everyone's lives from behind the mic.",
  vibes: "silly, warm, a bit sad, very Yorkshire",
  comps: "Fisherman's Friends meets Derry Girls",
  setting: "the Crown, Headingley, Leeds, autumn to Christmas",
  audience: "adults 20-50 who watch British romcoms, pub quiz regulars",
  platform: "BBC Three as a 6-part comedy, or Channel 4",
  theme: "letting the people you love lose.",
};

const QUIZ_FORMAL = {
  ...QUIZ_CASUAL,
  logline:
    "A heartwarming and hilarious romantic comedy about love, family and finding yourself, in which a young man must learn to let go and follow his heart.",
  synopsis:
    "A young man who has always played it safe finds his comfortable life turned upside down when love walks through the door. Torn between family loyalty and a chance at happiness, he must learn that sometimes you have to take a leap of faith. Hilarity ensues as he navigates a series of misadventures on his journey to find true love.",
  protagonist: "A lovable young man who has never taken a risk in his life.",
  obstacle: "His overprotective family and his own fear of change.",
};

const CHIPPY_FIRST_PERSON = {
  logline:
    "My dad ran the last chip shop on Freeman Street in Grimsby for 38 years. This is a comedy about the week he tried to sell it to a vegan.",
  synopsis:
    "Len Baxter, 66 (my dad, more or less), puts Baxter's Fish Bar up for sale after his heart attack. The only buyer is Saffron Hale, 31, who wants to turn it into a plant-based 'fish' bar. Len agrees to train her for a week and tries to scare her off: 4 a.m. at the fish market, the fryer fire, the Friday queue from the docks. Saffron survives all of it. On Friday Len's regulars riot over the tofu haddock. Len sells to her anyway, on one condition: one real fish supper on Fridays, cooked by him. Last scene: Len behind the counter, Saffron on the till.",
  urgency:
    "Freeman Street had 14 chip shops when I was a kid and has 2 now. Grimsby's fish docks are being redeveloped in 2025; the film is about who the street belongs to next.",
  protagonist: "Len Baxter, 66, chip-shop owner, proud, deaf in one ear from the fryers.",
  obstacle: "Saffron, who is nicer than him and better at business, and his own heart.",
  transformation: "He goes from selling up to handing it on.",
  vibes: "salty, warm, sarcastic, proud",
  comps: "The Full Monty meets Brassed Off",
  setting: "Freeman Street, Grimsby, one week in October.",
  audience: "Adults 40-75 who watch British comedies about work and towns.",
  platform: "BBC Two or Channel 4 feature, with a UK theatrical run through Altitude.",
  theme: "What a town keeps when it changes.",
};

const CHIPPY_GENERIC = {
  ...CHIPPY_FIRST_PERSON,
  urgency:
    "Comedy is more important than ever in today's world. People need to laugh, and this timeless story will resonate with audiences everywhere.",
};

const INCITING_STRONG = {
  logline:
    "A Lagos night-bus driver who sees a minister's son run over a street hawker has until the morning bulletin to decide whether to sell the footage from his dashcam or give it to the hawker's sister.",
  synopsis:
    "OPENING IMAGE: Emeka Obi, 44, drives the Oshodi night bus. INCITING INCIDENT: at 2 a.m. on Third Mainland Bridge his dashcam films a black Lexus hitting a hawker, Bisi. DEBATE: the minister's fixer, Alhaji Bello, offers 5 million naira for the card. MIDPOINT: Emeka finds Bisi's sister, Funmi, selling her sister's wares at the same junction. ALL IS LOST: Bello's men take the bus. FINALE: Emeka uploads the footage from a cybercafé before they find him, loses the job, and the son is charged. FINAL IMAGE: Emeka driving a danfo, Funmi selling water at his stop.",
  urgency:
    "Lagos made dashcams compulsory for commercial buses in 2024; footage from them is now the evidence in half of Lagos's hit-and-run cases.",
  protagonist:
    "Emeka Obi, 44, night-bus driver, three children, owes his landlord two months; wants to pay school fees by January.",
  obstacle: "Alhaji Bello, the minister's fixer, who pays or hurts.",
  transformation: "From a man who sees nothing to a man who posts what he saw under his own name.",
  vibes: "Humid, neon, tense, humane",
  comps: "Nightcrawler meets Collateral",
  setting: "Lagos, Nigeria, one night in rainy season, 2024.",
  audience: "Adults 20-50 who watch Nollywood thrillers and international crime.",
  platform: "Netflix Naija or Prime Video Africa, premiere at AFRIFF.",
  theme: "What it costs to see.",
};

const INCITING_HOLLOW = {
  ...INCITING_STRONG,
  synopsis:
    "OPENING IMAGE: A man drives through the city at night. INCITING INCIDENT: he witnesses a terrible crime. DEBATE: powerful people offer him a way out. MIDPOINT: he discovers the truth is bigger than he thought. ALL IS LOST: everything falls apart. FINALE: he makes the choice of his life. FINAL IMAGE: a new dawn.",
  protagonist: "An ordinary man who must decide what kind of man he is.",
  obstacle: "Powerful people who will stop at nothing.",
  transformation: "He finds his courage.",
};

const SHORT_PLAIN = {
  logline:
    "On the Moon's last working mine, a cook has one shift to get a message to her son on Earth before the relay is shut off.",
  synopsis:
    "Yun Seo-yeon, 50, cooks for 11 miners at Shackleton Base. The company will cut the Earth relay at 18:00. Her son Min-jae, 19, has stopped answering. She trades her rations for relay time, then her ticket home. At 17:58 she reaches him; he is angry; she tells him the truth about why she left. The relay cuts mid-sentence. The short ends on her cooking for the miners, smiling.",
  urgency: "Three countries signed lunar mining agreements in 2025. Someone will cook for the miners.",
  protagonist: "Yun Seo-yeon, 50, cook, stubborn, funny, far from home.",
  obstacle: "The company's shutdown clock, and her son's silence.",
  vibes: "Quiet, warm, lonely",
  comps: "Moon meets Minari",
  setting: "Shackleton Base, lunar south pole, 2061.",
  audience: "Adults 20-45 who watch festival shorts and quiet science fiction.",
  platform: "Festival run (Clermont-Ferrand, Sundance shorts), then Vimeo Staff Picks.",
  theme: "The distance a parent chooses.",
};

const SHORT_POLISHED = {
  ...SHORT_PLAIN,
  logline:
    "In a breathtaking vision of humanity's future among the stars, a deeply moving and visually stunning meditation on love, sacrifice and connection explores what it truly means to be human when everything we know is light-years away.",
  synopsis:
    "This ambitious short film invites audiences on an unforgettable voyage into the unknown. Through stunning visuals, an evocative score and a powerful central performance, it explores the universal themes of family, distance and hope. Blending intimate character drama with awe-inspiring spectacle, the film builds to an emotionally devastating climax that will stay with viewers long after the credits roll, reminding us that the greatest journeys are the ones that bring us home.",
  protagonist: "A strong, complex, multidimensional heroine on a journey of self-discovery.",
};

interface VoicePairSpec {
  name: string;
  /** Hand labels for a deck's team slide: the people on it, whatever its layout. */
  team?: readonly string[];
  title: string;
  genre: string | null;
  lower: readonly string[];
  strong: OtherPair["strong"];
  weak: OtherPair["weak"];
}

const SPECS: VoicePairSpec[] = [
  {
    name: "Ashfall: a team in columns against 'seasoned industry veterans'",
    team: ["Maren Holt", "Jónas Karlsson", "Ada Lindqvist"],
    title: "Ashfall",
    genre: "Horror",
    lower: ["Team & Execution"],
    strong: slidesInput("Ashfall", "Horror", ASHFALL_DECK),
    weak: slidesInput("Ashfall", "Horror", ASHFALL_NO_TEAM),
  },
  {
    name: "Kitchen Table: an itemised ask against 'budget to be confirmed'",
    team: ["Folake Adeyemi", "Sam Whitlock", "Ria Desai"],
    title: "Kitchen Table",
    genre: "Documentary",
    lower: ["Funding Narrative"],
    strong: slidesInput("Kitchen Table", "Documentary", KITCHEN_TABLE_DECK),
    weak: slidesInput("Kitchen Table", "Documentary", KITCHEN_TABLE_NO_ASK),
  },
  {
    name: "Static on Channel 9: a podcast with its episodes and a bio-paragraph team against 'each episode explores'",
    team: ["Orla Fitzgerald", "Declan Moore"],
    title: "Static on Channel 9",
    genre: "Documentary",
    lower: ["Story & Structure"],
    strong: slidesInput("Static on Channel 9", "Documentary", STATIC_DECK),
    weak: slidesInput("Static on Channel 9", "Documentary", STATIC_NO_EPISODES),
  },
  {
    name: "paper boats: a lower-case preschool deck for its channel against every streamer",
    team: ["Tomás Ruiz", "Nia Roberts"],
    title: "Paper Boats",
    genre: "Animation",
    lower: ["Target Market & Platforms"],
    strong: slidesInput("Paper Boats", "Animation", PAPER_BOATS_DECK),
    weak: slidesInput("Paper Boats", "Animation", PAPER_BOATS_EVERYWHERE),
  },
  {
    name: "The Crossing: comps in a table against none",
    title: "The Crossing",
    genre: "Crime",
    lower: ["Market Readiness"],
    strong: slidesInput("The Crossing", "Crime", CROSSING_DECK),
    weak: slidesInput("The Crossing", "Crime", CROSSING_NO_COMPS),
  },
  {
    name: "Good Grief: a brand series with people and episodes against brand-values copy",
    team: ["Hannah Yip", "Luke Barnes", "Emma Shaw"],
    title: "Good Grief",
    genre: "Documentary",
    lower: ["The Hook", "Story & Structure"],
    strong: slidesInput("Good Grief", "Documentary", GOOD_GRIEF_DECK),
    weak: slidesInput("Good Grief", "Documentary", GOOD_GRIEF_HOLLOW),
  },
  {
    name: "Dry Bones: a telegraphic Western against a purple one",
    title: "Dry Bones",
    genre: "Western",
    lower: ["Logline", "The Hook", "Character Development"],
    strong: ideaIn("key lines", "Dry Bones", "Western", DRY_BONES_STRONG),
    weak: ideaIn("key lines", "Dry Bones", "Western", DRY_BONES_PURPLE),
  },
  {
    name: "Herring: a specific pitch in second-language English against a fluent generic one",
    title: "Herring",
    genre: "Drama",
    lower: ["Logline", "Character Development"],
    strong: ideaIn("labelled", "Herring", "Drama", KASIA_STRONG),
    weak: ideaIn("labelled", "Herring", "Drama", KASIA_FLUENT),
  },
  {
    name: "Quiz Night: a casual lower-case pitch against a formal generic one",
    title: "Quiz Night",
    genre: "Comedy",
    lower: ["Logline", "Structure and Flow"],
    strong: ideaIn("key lines", "Quiz Night", "Comedy", QUIZ_CASUAL),
    weak: ideaIn("key lines", "Quiz Night", "Comedy", QUIZ_FORMAL),
  },
  {
    name: "Baxter's: a first-person why-now about its street against 'more important than ever'",
    title: "Baxter's",
    genre: "Comedy",
    lower: ["Why Now / Urgency"],
    strong: ideaIn("labelled", "Baxter's", "Comedy", CHIPPY_FIRST_PERSON),
    weak: ideaIn("labelled", "Baxter's", "Comedy", CHIPPY_GENERIC),
  },
  {
    name: "Third Mainland: beat-sheet labels filled in against beat-sheet labels left generic",
    title: "Third Mainland",
    genre: "Thriller",
    lower: ["Structure and Flow", "Character Development"],
    strong: ideaIn("key lines", "Third Mainland", "Thriller", INCITING_STRONG),
    weak: ideaIn("key lines", "Third Mainland", "Thriller", INCITING_HOLLOW),
  },
  {
    name: "Relay: a short plain sci-fi short against a long polished hollow one",
    title: "Relay",
    genre: "Sci-Fi",
    lower: ["Logline", "The Hook"],
    strong: ideaIn("labelled", "Relay", "Sci-Fi", SHORT_PLAIN),
    weak: ideaIn("labelled", "Relay", "Sci-Fi", SHORT_POLISHED),
  },
];

/** The strong deck of each pair with a labelled team slide, with its split. */
export const TEAM_LABELS = SPECS.flatMap((spec, index) =>
  spec.team ? [{ name: spec.name, split: splitOf(index), input: spec.strong, team: spec.team }] : [],
);

export const OTHER_VOICE_PAIRS: readonly OtherPair[] = SPECS.map((spec, index) => ({
  name: spec.name,
  split: splitOf(index),
  lower: spec.lower,
  strong: spec.strong,
  weak: spec.weak,
}));
