import type { PromptAnswers } from "../../../../domain/questionnaire";
import type { AnalysisInput } from "../../../../server/analysis/engine/analysis-engine";
import { type AnswerForm, ideaIn, type Split, splitOf } from "./split";

/**
 * Strong and weak questionnaires written by another hand, in styles unlike the judge's own corpus:
 * short plain strong pitches against long polished hollow ones, every format. `lower` names the
 * categories that must score lower in the weak version.
 */
export interface OtherPair {
  name: string;
  split: Split;
  lower: readonly string[];
  strong: AnalysisInput;
  weak: AnalysisInput;
}

interface IdeaPairSpec {
  name: string;
  title: string;
  genre: string;
  form: AnswerForm;
  lower: readonly string[];
  strong: PromptAnswers;
  weak: PromptAnswers;
}

const SPECS: IdeaPairSpec[] = [
  {
    name: "The Quiet Room: plain horror against a polished hollow one",
    title: "The Quiet Room",
    genre: "Horror",
    form: "labelled",
    lower: ["Logline", "The Hook", "Why Now / Urgency"],
    strong: {
      logline:
        "A night nurse at a Duluth care home notices that the residents who die all asked for Room 12 the week before. She asks for it too.",
      synopsis:
        "Ines Castillo, 41, works nights at Birchwood Care in Duluth to pay her son's tuition. Three residents in a month die after asking to move into Room 12, which has been locked since 1994. The manager, Gary Tull, tells her to stop writing incident reports. Ines reads the old logbooks and finds that the room was used to sedate residents who complained about theft. In the second half she sleeps in Room 12 herself to find out what the residents heard. She hears the night staff of 1994 counting pills. In the end she proves that Gary's mother ran the thefts, loses her job, and the home is closed; the last scene is Ines moving the residents out in a snowstorm.",
      urgency:
        "Minnesota fined 31 care homes for understaffed night shifts in 2023, and families of residents are asking who is awake at 3 a.m. The film is about that night shift.",
      protagonist:
        "Ines Castillo, 41, a night nurse who is good at her job and too tired to argue with anyone. She wants to keep her job until her son graduates.",
      obstacle:
        "Gary Tull, the manager, who needs the deaths to look natural until the home is sold in March.",
      transformation: "She starts by keeping her head down and ends by carrying the residents out herself.",
      vibes: "Cold, quiet, procedural, sad",
      comps: "The Night House meets Relic",
      emotionalImpact: "Uneasy, and wanting to call a grandparent.",
      setting: "A care home on the edge of Duluth, Minnesota, in January.",
      audience: "Adults 30-60 who watch slow-burn horror like Relic and The Night House.",
      platform: "Shudder or a theatrical horror label such as Neon.",
      theme: "Who looks after the people nobody visits.",
    },
    weak: {
      logline:
        "In a world where nothing is what it seems, a haunted woman must confront her inner demons in a race against time, before it's too late and nothing will ever be the same.",
      synopsis:
        "This is a story about fear, grief and the darkness that lives inside all of us. A mysterious force awakens and a dark secret threatens everything she holds dear. As the terror builds, she embarks on a journey of self-discovery that will change her life forever. Nothing is as it seems, no one can be trusted, and all hell breaks loose in a heart-pounding final act that will leave audiences on the edge of their seats.",
      urgency:
        "Now more than ever, in these uncertain times, audiences are hungry for elevated horror. Horror films earned over $1 billion at the box office in 2023, and the world needs this story.",
      protagonist:
        "A haunted woman with a dark past who must face her fears and find the strength within to survive.",
      obstacle: "An ancient evil that will stop at nothing.",
      transformation: "She learns to let go of the past and finds the courage to face her worst nightmare.",
      vibes: "Terrifying, heart-pounding, thought-provoking, unforgettable",
      comps: "The Night House meets Relic",
      emotionalImpact: "Terrified, moved and inspired.",
      setting: "A mysterious place where nothing is what it seems.",
      audience: "Fans of horror and anyone who has ever been afraid of the dark.",
      platform: "Netflix, Hulu, Amazon, HBO Max, Shudder or theatrical: we are open to all options.",
      theme: "The power of facing your fears.",
    },
  },
  {
    name: "Pier 9: a documentary with segments against one for everyone",
    title: "Night Shift at Pier 9",
    genre: "Documentary",
    form: "key lines",
    lower: ["Audience Alignment", "Target Market & Platforms"],
    strong: {
      logline:
        "A feature documentary following four longshoremen at the Port of Oakland through the year their terminal is automated.",
      synopsis:
        "We follow Dee Harmon, 58, a crane operator, and three of her crew from January to December 2025, the year the SSA terminal installs automated straddle carriers. Segment one is the last manual season; segment two is the union vote in June; segment three is the retraining programme that takes 40 of 300 workers. The film ends at the December shift change, when Dee trains the technician who replaces her and drives home with her hard hat.",
      urgency:
        "The International Longshore and Warehouse Union signed its automation clause in 2022; Oakland is the first terminal where it is applied. This is the year it happens.",
      protagonist:
        "Dee Harmon, 58, crane operator for 31 years, the first woman to run a ship-to-shore crane at Pier 9.",
      obstacle: "The terminal operator's automation schedule, and the union's own split over the vote.",
      vibes: "Observational, warm, industrial, unsentimental",
      comps: "American Factory meets Hoop Dreams",
      setting: "The Port of Oakland, 2025, mostly on the night shift.",
      audience:
        "Adults 35-65 who watch labour and work documentaries such as American Factory; union members and their families; port cities on the West Coast.",
      platform:
        "Festival premiere at Hot Docs or SXSW, then a documentary streamer such as Netflix Documentaries or PBS POV; educational licensing to labour-studies programmes.",
      theme: "What work is worth when a machine can do it.",
    },
    weak: {
      logline:
        "A feature documentary following four longshoremen at the Port of Oakland through the year their terminal is automated.",
      synopsis:
        "We follow Dee Harmon, 58, a crane operator, and three of her crew from January to December 2025, the year the SSA terminal installs automated straddle carriers. Segment one is the last manual season; segment two is the union vote in June; segment three is the retraining programme that takes 40 of 300 workers. The film ends at the December shift change, when Dee trains the technician who replaces her and drives home with her hard hat.",
      urgency:
        "The International Longshore and Warehouse Union signed its automation clause in 2022; Oakland is the first terminal where it is applied. This is the year it happens.",
      protagonist:
        "Dee Harmon, 58, crane operator for 31 years, the first woman to run a ship-to-shore crane at Pier 9.",
      obstacle: "The terminal operator's automation schedule, and the union's own split over the vote.",
      vibes: "Observational, warm, industrial, unsentimental",
      comps: "American Factory meets Hoop Dreams",
      setting: "The Port of Oakland, 2025, mostly on the night shift.",
      audience: "Everyone. This is a story for all ages that anyone who has ever had a job can relate to.",
      platform: "We are open to all options and any platform that believes in the film.",
      theme: "What work is worth when a machine can do it.",
    },
  },
  {
    name: "Best Man: an active lead against a passive one",
    title: "Best Man, Worst Man",
    genre: "Comedy",
    form: "labelled",
    lower: ["Character Development", "Structure and Flow"],
    strong: {
      logline:
        "A disgraced wedding planner agrees to be best man at his ex-fiancee's wedding to win back his company's last client, her father.",
      synopsis:
        "Owen Pryce, 37, ran the busiest wedding firm in Cardiff until he was left at his own altar. Now the firm is down to one client: Howard Bevan, who is paying for his daughter Cerys's wedding. Howard wants Owen as best man because the groom, Rhys, has no friends. Owen says yes and secretly plans to wreck nothing, then everything: he books the wrong choir, loses the rings, and steers the stag night to the pub where Cerys left him. At the midpoint Rhys tells Owen that he knows everything and still wants him there. Owen stops sabotaging and starts fixing. On the day, he tells the whole room why he was left, Cerys marries Rhys, and Howard keeps the firm on for his other daughter.",
      urgency:
        "The average UK wedding cost £20,700 in 2024, and the planners who run them are the first to go under when couples cut back. Owen is one of them.",
      protagonist:
        "Owen Pryce, 37, a wedding planner who can fix any wedding but his own. He wants to save his firm; he needs to stop blaming Cerys.",
      obstacle: "Howard Bevan, who knows exactly why he hired Owen, and Owen's own pride.",
      transformation: "He starts by planning revenge and ends by giving the best man's speech he means.",
      vibes: "Warm, fast, awkward, kind",
      comps: "Four Weddings and a Funeral meets The Proposal",
      emotionalImpact: "Laughing, and ready to forgive someone.",
      setting: "Cardiff and a castle hotel in the Brecon Beacons, one wedding week in June.",
      audience: "Adults 25-54 who watch British romantic comedies like About Time and Four Weddings.",
      platform: "A streaming feature for Netflix UK or Prime Video.",
      theme: "You cannot plan the part of love that matters.",
    },
    weak: {
      logline:
        "A wedding planner is asked to be best man at his ex-fiancee's wedding and things happen to him.",
      synopsis:
        "Owen Pryce, 37, is a wedding planner. He is invited to be best man. The wedding week happens around him: the choir is wrong, the rings are lost and the stag night goes badly. People tell him how they feel. The wedding takes place.",
      urgency:
        "The average UK wedding cost £20,700 in 2024, and the planners who run them are the first to go under when couples cut back.",
      protagonist: "Owen Pryce, 37, a wedding planner who goes along with whatever happens.",
      obstacle: "Things keep going wrong around him.",
      transformation: "He feels a bit different by the end.",
      vibes: "Warm, fast, awkward, kind",
      comps: "Four Weddings and a Funeral meets The Proposal",
      emotionalImpact: "Laughing.",
      setting: "Cardiff and a castle hotel in the Brecon Beacons, one wedding week in June.",
      audience: "Adults 25-54 who watch British romantic comedies like About Time and Four Weddings.",
      platform: "A streaming feature for Netflix UK or Prime Video.",
      theme: "Love.",
    },
  },
  {
    name: "Puddle Patrol: a preschool show for a preschool channel against an adult late-night one",
    title: "Puddle Patrol",
    genre: "Animation",
    form: "key lines",
    lower: ["Target Market & Platforms", "Audience Alignment"],
    strong: {
      logline:
        "Three ducklings who run the rain rescue service of Little Marsh solve one small weather problem in each seven-minute episode.",
      synopsis:
        "Pip, Dot and Bramble are ducklings who answer calls on the Little Marsh rain radio. In episode one a snail's house floats away; in episode two the frogs' pond is too full; in episode three the wind steals Grandma Heron's washing. Each episode teaches one weather word and one way to help. The season of 52 episodes ends with the first snow, when the patrol has to help the whole marsh get ready for winter and Pip, the smallest, leads the rescue.",
      urgency:
        "UK early-years guidance added weather and seasons to the science goals in 2024; teachers are asking for short shows that name the weather.",
      protagonist:
        "Pip, the smallest duckling, who is scared of thunder and wants to be brave enough to answer the radio.",
      obstacle: "The weather itself, and Pip's fear of loud noises.",
      vibes: "Gentle, bright, funny, reassuring",
      comps: "Hey Duggee meets Peppa Pig",
      setting: "Little Marsh, a wetland of reeds and puddles, through one year of seasons.",
      audience: "Children aged 2-5 and the parents who watch with them.",
      platform: "CBeebies, with Milkshake! or Nick Jr. as second options; 52 x 7 minutes.",
      theme: "Helping is braver than not being scared.",
    },
    weak: {
      logline:
        "Three ducklings who run the rain rescue service of Little Marsh solve one small weather problem in each seven-minute episode.",
      synopsis:
        "Pip, Dot and Bramble are ducklings who answer calls on the Little Marsh rain radio. In episode one a snail's house floats away; in episode two the frogs' pond is too full; in episode three the wind steals Grandma Heron's washing. Each episode teaches one weather word and one way to help. The season of 52 episodes ends with the first snow, when the patrol has to help the whole marsh get ready for winter and Pip, the smallest, leads the rescue.",
      urgency:
        "UK early-years guidance added weather and seasons to the science goals in 2024; teachers are asking for short shows that name the weather.",
      protagonist:
        "Pip, the smallest duckling, who is scared of thunder and wants to be brave enough to answer the radio.",
      obstacle: "The weather itself, and Pip's fear of loud noises.",
      vibes: "Gentle, bright, funny, reassuring",
      comps: "Hey Duggee meets Peppa Pig",
      setting: "Little Marsh, a wetland of reeds and puddles, through one year of seasons.",
      audience: "Adults 18-34 who watch late-night adult animation.",
      platform: "Adult Swim's late-night block, after Rick and Morty.",
      theme: "Helping is braver than not being scared.",
    },
  },
  {
    name: "Bellwether Tapes: a podcast whose why-now is its own subject against an unrelated statistic",
    title: "The Bellwether Tapes",
    genre: "Thriller",
    form: "labelled",
    lower: ["Why Now / Urgency"],
    strong: {
      logline:
        "A fiction podcast in ten episodes: a small-town radio host in Bellwether, Ohio, plays a caller's voicemail on air and realises it was recorded the night her sister disappeared in 2009.",
      synopsis:
        "Joanne Kessler, 44, hosts the late show on WBLW, the last local station in Bellwether. Episode one: a listener sends a voicemail of a girl laughing at a party; Joanne knows the laugh. Episodes two to five: she plays one tape a week and the town calls in with what they remember, until the sheriff, Dale Ambrose, orders the station to stop. Episode six: the station's owner sells it. Episodes seven to nine: Joanne broadcasts from her car on a pirate frequency. In episode ten she finds that her sister left town alive and chose not to come back; the last tape is her sister's voice asking Joanne to stop looking, and Joanne plays it on air.",
      urgency:
        "Local radio stations are closing: 1,200 American stations went silent between 2005 and 2023, and with them the last place a small town talks to itself at night. This podcast is set in one of them.",
      protagonist:
        "Joanne Kessler, 44, a radio host who has never left Bellwether; she wants to know what happened in 2009.",
      obstacle: "Sheriff Dale Ambrose, who closed the case in 2010 and has kept a tape back.",
      transformation: "She starts needing an answer and ends letting her sister go.",
      vibes: "Intimate, nocturnal, lo-fi, melancholy",
      comps: "Limetown meets Serial",
      emotionalImpact: "Quiet, like the end of a long phone call.",
      setting: "Bellwether, Ohio, a town of 6,000, in the winter of 2024.",
      audience: "Listeners 25-50 of fiction podcasts like Limetown and Homecoming.",
      platform: "An audio network such as Audible or Wondery, 10 x 30 minutes.",
      theme: "Whether someone who left owes us an explanation.",
    },
    weak: {
      logline:
        "A fiction podcast in ten episodes: a small-town radio host in Bellwether, Ohio, plays a caller's voicemail on air and realises it was recorded the night her sister disappeared in 2009.",
      synopsis:
        "Joanne Kessler, 44, hosts the late show on WBLW, the last local station in Bellwether. Episode one: a listener sends a voicemail of a girl laughing at a party; Joanne knows the laugh. Episodes two to five: she plays one tape a week and the town calls in with what they remember, until the sheriff, Dale Ambrose, orders the station to stop. Episode six: the station's owner sells it. Episodes seven to nine: Joanne broadcasts from her car on a pirate frequency. In episode ten she finds that her sister left town alive and chose not to come back; the last tape is her sister's voice asking Joanne to stop looking, and Joanne plays it on air.",
      urgency:
        "The global electric vehicle market grew 35% in 2023 to 14 million cars, and lithium prices fell by half.",
      protagonist:
        "Joanne Kessler, 44, a radio host who has never left Bellwether; she wants to know what happened in 2009.",
      obstacle: "Sheriff Dale Ambrose, who closed the case in 2010 and has kept a tape back.",
      transformation: "She starts needing an answer and ends letting her sister go.",
      vibes: "Intimate, nocturnal, lo-fi, melancholy",
      comps: "Limetown meets Serial",
      emotionalImpact: "Quiet, like the end of a long phone call.",
      setting: "Bellwether, Ohio, a town of 6,000, in the winter of 2024.",
      audience: "Listeners 25-50 of fiction podcasts like Limetown and Homecoming.",
      platform: "An audio network such as Audible or Wondery, 10 x 30 minutes.",
      theme: "Whether someone who left owes us an explanation.",
    },
  },
  {
    name: "Tidewater: one clear lead against three unnamed co-leads",
    title: "Tidewater",
    genre: "Drama",
    form: "key lines",
    lower: ["Character Development"],
    strong: {
      logline:
        "A limited series in six episodes: when the Chesapeake oyster beds fail, a 70-year-old waterman sells his boat to the developer he swore he never would, and his granddaughter sets out to buy it back.",
      synopsis:
        "Episode one: Lyle Pruitt, 70, loses his third season of oysters off Tilghman Island and sells the Miss Edna to Carter Vance, who is buying the harbour for a marina. Episode two: his granddaughter Kayla Pruitt, 23, home from a nursing degree she quit, takes a job on Vance's crew to learn his plans. Episodes three and four: Kayla finds Vance's permits are forged and that Lyle signed them. Episode five: the county hearing. Episode six: Kayla testifies against both men; the marina is stopped, the boat is lost, and Kayla takes over the last oyster lease with her grandfather working for her.",
      urgency:
        "Maryland's oyster harvest is a fraction of what it was in 1980, and in 2023 the state opened the largest reef restoration on the East Coast in Tilghman's waters.",
      protagonist:
        "Kayla Pruitt, 23, a nursing-school dropout who wants to stay on the island her family has fished for five generations.",
      obstacle: "Carter Vance, a developer from Annapolis, and her grandfather's shame.",
      transformation: "She starts ashamed of staying and ends choosing it.",
      vibes: "Salt-stained, patient, tender, hard",
      comps: "Mare of Easttown meets Manchester by the Sea",
      setting: "Tilghman Island, Maryland, one oyster season.",
      audience: "Adults 35-65 who watch regional dramas like Mare of Easttown.",
      platform: "A limited series for HBO or FX, 6 x 60 minutes.",
      theme: "What we owe a place that can no longer keep us.",
    },
    weak: {
      logline:
        "A limited series in six episodes: when the oyster beds fail, three friends find themselves caught up in the fight over their island's future.",
      synopsis:
        "Three friends grew up on the island. One of them is thinking of leaving, one of them has a secret and one of them works for the developer. Across six episodes they argue, make up and argue again as the island changes around them. The season ends with the hearing.",
      urgency:
        "Maryland's oyster harvest is a fraction of what it was in 1980, and in 2023 the state opened the largest reef restoration on the East Coast in Tilghman's waters.",
      protagonist: "Three friends in their twenties, each with their own reasons to stay or go.",
      obstacle: "A developer, and each other.",
      transformation: "They all grow in different ways.",
      vibes: "Salt-stained, patient, tender, hard",
      comps: "Mare of Easttown meets Manchester by the Sea",
      setting: "Tilghman Island, Maryland, one oyster season.",
      audience: "Adults 35-65 who watch regional dramas like Mare of Easttown.",
      platform: "A limited series for HBO or FX, 6 x 60 minutes.",
      theme: "What we owe a place that can no longer keep us.",
    },
  },
  {
    name: "Grandma's Gym: warm comedy comps against horror comps",
    title: "Grandma's Gym",
    genre: "Comedy",
    form: "labelled",
    lower: ["Tone & Voice"],
    strong: {
      logline:
        "When her boxing gym in Leeds is about to be sold for flats, a 74-year-old former champion trains the only members she has left, six pensioners, for a charity bout against the developer's staff.",
      synopsis:
        "Maureen Kaye, 74, won the ABA title in 1979 and has run Kaye's Gym ever since. The landlord, Simon Frost, sells to a developer; the deal closes in eight weeks unless the gym can show it is a community asset. Maureen's grandson Danny signs the gym up for a televised charity bout. Her fighters are her bridge club. Training goes badly, then funnily, then well. At the midpoint Maureen has a fall and has to coach from a chair. On fight night the pensioners lose every bout but fill the hall, the council lists the gym, and Maureen hands the keys to Danny.",
      urgency:
        "One in four grassroots boxing clubs in England has closed since 2015; Sport England named over-65s its fastest-growing group of new members in 2024.",
      protagonist:
        "Maureen Kaye, 74, stubborn, funny, never lost a fight she picked. She wants to keep the gym open.",
      obstacle: "Simon Frost, the landlord, and her own body.",
      transformation: "She starts refusing help and ends asking for it.",
      vibes: "Warm, cheeky, heartfelt, loud",
      comps: "The Full Monty meets Calendar Girls",
      emotionalImpact: "Laughing and wanting to phone their nan.",
      setting: "Armley, Leeds, in a gym above a carpet shop.",
      audience: "Adults 30-70 who loved The Full Monty and Calendar Girls.",
      platform: "A UK theatrical release with BBC Film, then iPlayer.",
      theme: "Getting old is not the same as giving up.",
    },
    weak: {
      logline:
        "When her boxing gym in Leeds is about to be sold for flats, a 74-year-old former champion trains the only members she has left, six pensioners, for a charity bout against the developer's staff.",
      synopsis:
        "Maureen Kaye, 74, won the ABA title in 1979 and has run Kaye's Gym ever since. The landlord, Simon Frost, sells to a developer; the deal closes in eight weeks unless the gym can show it is a community asset. Maureen's grandson Danny signs the gym up for a televised charity bout. Her fighters are her bridge club. Training goes badly, then funnily, then well. At the midpoint Maureen has a fall and has to coach from a chair. On fight night the pensioners lose every bout but fill the hall, the council lists the gym, and Maureen hands the keys to Danny.",
      urgency:
        "One in four grassroots boxing clubs in England has closed since 2015; Sport England named over-65s its fastest-growing group of new members in 2024.",
      protagonist:
        "Maureen Kaye, 74, stubborn, funny, never lost a fight she picked. She wants to keep the gym open.",
      obstacle: "Simon Frost, the landlord, and her own body.",
      transformation: "She starts refusing help and ends asking for it.",
      vibes: "Warm, cheeky, heartfelt, loud",
      comps: "The Exorcist meets Hereditary meets The Texas Chain Saw Massacre",
      emotionalImpact: "Laughing and wanting to phone their nan.",
      setting: "Armley, Leeds, in a gym above a carpet shop.",
      audience: "Adults 30-70 who loved The Full Monty and Calendar Girls.",
      platform: "A UK theatrical release with BBC Film, then iPlayer.",
      theme: "Getting old is not the same as giving up.",
    },
  },
  {
    name: "Made in Stoke: a brand series with a subject against a brand story with none",
    title: "Made in Stoke",
    genre: "Documentary",
    form: "key lines",
    lower: ["Logline", "Structure and Flow"],
    strong: {
      logline:
        "A branded documentary series for Burleigh Pottery: six short films, each following one worker through the making of one piece, from clay to kiln to a customer's table.",
      synopsis:
        "Episode one follows Sandra Oakes, 61, who has printed Burleigh's blue calico pattern by hand since 1983, through one teapot. Episode two follows an apprentice, Jordan Lee, 19, on his first firing. Episodes three to five follow a mould maker, a gilder and the kiln manager through the winter order. Episode six follows one finished jug to a café in Osaka and ends with Sandra watching the café owner's video on her phone.",
      urgency:
        "Stoke-on-Trent once had 300 potbanks; fewer than 20 remain, and Burleigh's Middleport works is one of the last Victorian factories still making by hand.",
      protagonist:
        "Sandra Oakes, 61, a printer at Burleigh for 41 years, who wants to train her replacement before she retires.",
      obstacle: "Time: the skills live in a handful of people, and the order book is full.",
      vibes: "Tactile, unhurried, proud, warm",
      comps: "Abstract meets The Repair Shop",
      setting: "Middleport Pottery, Stoke-on-Trent, winter 2025.",
      audience:
        "Adults 30-65 who buy craft goods and watch The Repair Shop; Burleigh's own customers in the UK and Japan.",
      platform:
        "Burleigh's site and YouTube first, then a craft channel such as the BBC's Craft strand; 6 x 8 minutes.",
      theme: "Things made slowly last.",
    },
    weak: {
      logline:
        "An inspiring brand story about passion, craftsmanship and the timeless values that make a heritage brand truly unique.",
      synopsis:
        "This is a story about passion. Through stunning visuals and heartfelt moments, the series celebrates craftsmanship, heritage and the people behind the brand. It will inspire audiences, raise awareness and leave a lasting impact, showing what really matters in a world that moves too fast.",
      urgency:
        "Stoke-on-Trent once had 300 potbanks; fewer than 20 remain, and Burleigh's Middleport works is one of the last Victorian factories still making by hand.",
      protagonist: "The brand and its passionate people.",
      obstacle: "A fast-moving world.",
      vibes: "Tactile, unhurried, proud, warm",
      comps: "Abstract meets The Repair Shop",
      setting: "Middleport Pottery, Stoke-on-Trent, winter 2025.",
      audience:
        "Adults 30-65 who buy craft goods and watch The Repair Shop; Burleigh's own customers in the UK and Japan.",
      platform:
        "Burleigh's site and YouTube first, then a craft channel such as the BBC's Craft strand; 6 x 8 minutes.",
      theme: "Things made slowly last.",
    },
  },
  {
    name: "The Ninth Orbit: a lead who acts against a world-only logline and lore synopsis",
    title: "The Ninth Orbit",
    genre: "Sci-Fi",
    form: "labelled",
    lower: ["Logline", "The Hook", "Structure and Flow"],
    strong: {
      logline:
        "A salvage pilot who strips dead satellites for parts finds her missing father's distress beacon on one of them, and has eleven days of oxygen to follow its orbit to him.",
      synopsis:
        "Rhea Okoye, 29, works alone on the tug Marlow, cutting copper out of derelict satellites for the Lagos Orbital Yard. On a weather satellite launched in 2041 she finds a beacon with her father's call sign; he vanished on a salvage run eight years ago. Her boss, Tunde Bakare, wants the beacon sold. Rhea steals the Marlow and follows the orbit. At the midpoint she finds her father's tug, empty, and his log: he stayed out to hide a weapon platform from the Yard. Tunde arrives to take the platform. In the end Rhea de-orbits the platform and the Marlow with it, and rides home in her father's old tug with two hours of oxygen left.",
      urgency:
        "There are more than 9,000 active satellites and over 30,000 tracked pieces of debris in orbit, and in 2024 the first commercial debris-removal missions launched. Salvage is about to become a job.",
      protagonist:
        "Rhea Okoye, 29, a salvage pilot who trusts machines more than people. She wants to know why her father left.",
      obstacle:
        "Tunde Bakare, her boss at the Lagos Orbital Yard, who wants the weapon platform for himself.",
      transformation:
        "She starts believing her father abandoned her and ends doing what he did, for the same reason.",
      vibes: "Lonely, tactile, tense, luminous",
      comps: "Gravity meets Interstellar",
      emotionalImpact: "Breathless, then grateful for air.",
      setting: "Low Earth orbit and the Lagos Orbital Yard, 2049.",
      audience: "Adults 18-49 who watch grounded space films like Gravity and The Martian.",
      platform: "Theatrical with a streaming window on Apple TV or Prime Video.",
      theme: "What we inherit from parents who chose the work over us.",
    },
    weak: {
      logline:
        "In the year 2049, the ninth orbit is a graveyard of dead satellites ruled by the Salvage Guilds, where ancient machines hold the secrets of a forgotten war between the Orbital Houses.",
      synopsis:
        "The Orbital Houses once ruled the sky. After the Satellite War of 2040 the Salvage Guilds rose from the wreckage and divided the orbits among themselves: the First Guild holds the inner rings, the Copper Guild the debris fields, and the Silent Guild the polar routes. Each Guild keeps its own laws, its own ships and its own legends of the weapon platforms that were never found. The ninth orbit is the most dangerous of all, a place where the old machines still whisper and the Guilds' truce is fragile.",
      urgency:
        "There are more than 9,000 active satellites and over 30,000 tracked pieces of debris in orbit, and in 2024 the first commercial debris-removal missions launched.",
      protagonist: "The world of the ninth orbit and its Guilds.",
      obstacle: "The Guilds' fragile truce.",
      transformation: "The balance of power shifts.",
      vibes: "Lonely, tactile, tense, luminous",
      comps: "Gravity meets Interstellar",
      emotionalImpact: "Breathless.",
      setting: "Low Earth orbit, 2049.",
      audience: "Adults 18-49 who watch grounded space films like Gravity and The Martian.",
      platform: "Theatrical with a streaming window on Apple TV or Prime Video.",
      theme: "Power and legacy.",
    },
  },
  {
    name: "Cold Open: a synopsis with its ending against one that withholds it",
    title: "Cold Open",
    genre: "Thriller",
    form: "key lines",
    lower: ["Structure and Flow"],
    strong: {
      logline:
        "A late-night comedy writer discovers the host she ghostwrites for is using the show's cold opens to pass messages to a man who has kidnapped his daughter.",
      synopsis:
        "Priya Nair, 33, writes cold opens for The Late Hour in New York. Three nights running, the host, Grant Ellison, rewrites her jokes with odd numbers in them. Priya works out the numbers are coordinates. Grant admits his daughter was taken eleven days ago and the kidnapper reads the show. The network's head of security, Moira Quinn, wants the police out of it to protect a merger. Priya writes the next cold open as a trap. At the midpoint the trap fails and the kidnapper names Priya on air. In the end Priya finds the daughter in a studio storage unit in Queens; Grant confesses on live television that he owed the kidnapper money, and Priya takes over the cold open the next night.",
      urgency:
        "Late-night network comedy lost half its audience between 2018 and 2024; the shows are cutting writers while the hosts are paid more than ever.",
      protagonist:
        "Priya Nair, 33, a comedy writer who has never had her name on screen. She wants a staff job.",
      obstacle: "The kidnapper, who watches every show, and Moira Quinn, who wants the story buried.",
      vibes: "Tense, funny, nocturnal, sharp",
      comps: "Nightcrawler meets Broadcast News",
      setting: "A late-night studio in Midtown Manhattan, one week in November.",
      audience: "Adults 25-54 who watch media thrillers like Nightcrawler.",
      platform: "A streaming feature for Netflix or Hulu.",
      theme: "Who gets credit for the words.",
    },
    weak: {
      logline:
        "A late-night comedy writer discovers the host she ghostwrites for is using the show's cold opens to pass messages to a man who has kidnapped his daughter.",
      synopsis:
        "Priya Nair, 33, writes cold opens for The Late Hour in New York. Three nights running, the host, Grant Ellison, rewrites her jokes with odd numbers in them. Priya works out the numbers are coordinates. Grant admits his daughter was taken eleven days ago. As the clock ticks down, Priya must decide how far she will go. Will she find the girl in time? Who is the kidnapper? You will have to watch to find out, because we don't want to spoil the twist.",
      urgency:
        "Late-night network comedy lost half its audience between 2018 and 2024; the shows are cutting writers while the hosts are paid more than ever.",
      protagonist:
        "Priya Nair, 33, a comedy writer who has never had her name on screen. She wants a staff job.",
      obstacle: "The kidnapper, who watches every show, and Moira Quinn, who wants the story buried.",
      vibes: "Tense, funny, nocturnal, sharp",
      comps: "Nightcrawler meets Broadcast News",
      setting: "A late-night studio in Midtown Manhattan, one week in November.",
      audience: "Adults 25-54 who watch media thrillers like Nightcrawler.",
      platform: "A streaming feature for Netflix or Hulu.",
      theme: "Who gets credit for the words.",
    },
  },
  {
    name: "Ferryman: a plain logline against a stock-phrase one in full sentences",
    title: "Ferryman",
    genre: "Drama",
    form: "labelled",
    lower: ["Logline", "The Hook"],
    strong: {
      logline:
        "The last ferryman on the Danube crossing at Ilok keeps his boat running for the one passenger who still needs it: the Serbian widow whose husband he testified against in 1993.",
      synopsis:
        "Marko Babić, 66, runs the small car ferry between Ilok in Croatia and Bačka Palanka in Serbia. A new bridge opens in September and his licence ends with it. Every Thursday Vesna Petrović crosses to visit her husband's grave; Marko's testimony sent him to The Hague. Neither has ever spoken of it. When the ferry's engine fails in August, Marko rows her across. Over the last six crossings they talk. At the midpoint Vesna tells him her husband was guilty and that she has hated Marko for being right. On the last day, Marko takes the ferry across empty, leaves it on the Serbian bank for Vesna's village, and walks back over the new bridge.",
      urgency:
        "Croatia joined the Schengen area in 2023 and the old Danube crossings are being replaced by bridges; the people who worked them lived through the war on both banks.",
      protagonist: "Marko Babić, 66, a ferryman who has said almost nothing since he testified.",
      obstacle: "Vesna Petrović, who wants an apology he cannot give, and the bridge that ends his work.",
      transformation: "He starts hiding in the work and ends giving it away.",
      vibes: "Spare, river-lit, patient, grieving",
      comps: "The Banshees of Inisherin meets Quo Vadis, Aida?",
      emotionalImpact: "Still, and moved.",
      setting: "The Danube between Ilok and Bačka Palanka, late summer 2023.",
      audience: "Adults 35-70 who watch European festival drama.",
      platform: "Festival premiere at Sarajevo or Karlovy Vary, then MUBI.",
      theme: "Whether truth and forgiveness can share a boat.",
    },
    weak: {
      logline:
        "When a broken man is pushed to the edge, he must face his past before it's too late, but an old enemy will stop at nothing to make sure nothing will ever be the same.",
      synopsis:
        "Marko Babić, 66, runs the small car ferry between Ilok in Croatia and Bačka Palanka in Serbia. A new bridge opens in September and his licence ends with it. Every Thursday Vesna Petrović crosses to visit her husband's grave; Marko's testimony sent him to The Hague. Neither has ever spoken of it. When the ferry's engine fails in August, Marko rows her across. Over the last six crossings they talk. At the midpoint Vesna tells him her husband was guilty and that she has hated Marko for being right. On the last day, Marko takes the ferry across empty, leaves it on the Serbian bank for Vesna's village, and walks back over the new bridge.",
      urgency:
        "Croatia joined the Schengen area in 2023 and the old Danube crossings are being replaced by bridges; the people who worked them lived through the war on both banks.",
      protagonist: "Marko Babić, 66, a ferryman who has said almost nothing since he testified.",
      obstacle: "Vesna Petrović, who wants an apology he cannot give, and the bridge that ends his work.",
      transformation: "He starts hiding in the work and ends giving it away.",
      vibes: "Spare, river-lit, patient, grieving",
      comps: "The Banshees of Inisherin meets Quo Vadis, Aida?",
      emotionalImpact: "Still, and moved.",
      setting: "The Danube between Ilok and Bačka Palanka, late summer 2023.",
      audience: "Adults 35-70 who watch European festival drama.",
      platform: "Festival premiere at Sarajevo or Karlovy Vary, then MUBI.",
      theme: "Whether truth and forgiveness can share a boat.",
    },
  },
  {
    name: "Second Fiddle: grounded comps against franchise comps and buzzwords",
    title: "Second Fiddle",
    genre: "Romance",
    form: "key lines",
    lower: ["Market Readiness"],
    strong: {
      logline:
        "A session violinist who has played on forty hit records without credit falls for the pop star whose comeback album she is secretly writing.",
      synopsis:
        "Hannah Roy, 31, plays strings in Nashville studios. Her producer, Curtis Bell, hires her to ghostwrite melodies for Jade Ellery's comeback album and credit them to Jade. Hannah and Jade fall in love during the sessions. Curtis threatens to release Hannah's demos under his own name if she tells. At the midpoint Jade finds the demos and thinks Hannah was using her. In the end Hannah plays her songs live at the Ryman under her own name, Jade walks on stage to sing the last one with her, and Curtis loses the publishing.",
      urgency:
        "In 2024 the Recording Academy began crediting session musicians in Grammy nominations, after years of campaigns by players who were never named.",
      protagonist: "Hannah Roy, 31, a session violinist who has never sung her own song in public.",
      obstacle: "Curtis Bell, the producer who owns her contract, and her own fear of being seen.",
      vibes: "Romantic, musical, warm, bittersweet",
      comps: "A Star Is Born meets Begin Again; Begin Again grossed $63 million on an $8 million budget.",
      setting: "Nashville recording studios, one summer.",
      audience: "Women 18-49 who watch music romances like A Star Is Born and Begin Again.",
      platform: "A streaming feature for Netflix or Prime Video, with a soundtrack release.",
      theme: "Being loved for the work nobody sees.",
    },
    weak: {
      logline:
        "A session violinist who has played on forty hit records without credit falls for the pop star whose comeback album she is secretly writing.",
      synopsis:
        "Hannah Roy, 31, plays strings in Nashville studios. Her producer, Curtis Bell, hires her to ghostwrite melodies for Jade Ellery's comeback album and credit them to Jade. Hannah and Jade fall in love during the sessions. Curtis threatens to release Hannah's demos under his own name if she tells. At the midpoint Jade finds the demos and thinks Hannah was using her. In the end Hannah plays her songs live at the Ryman under her own name, Jade walks on stage to sing the last one with her, and Curtis loses the publishing.",
      urgency:
        "In 2024 the Recording Academy began crediting session musicians in Grammy nominations, after years of campaigns by players who were never named.",
      protagonist: "Hannah Roy, 31, a session violinist who has never sung her own song in public.",
      obstacle: "Curtis Bell, the producer who owns her contract, and her own fear of being seen.",
      vibes: "Romantic, musical, warm, bittersweet",
      comps:
        "Titanic meets Avatar meets Frozen. A four-quadrant, high-concept, game-changing film with blockbuster and franchise potential.",
      setting: "Nashville recording studios, one summer.",
      audience: "Women 18-49 who watch music romances like A Star Is Born and Begin Again.",
      platform: "A streaming feature for Netflix or Prime Video, with a soundtrack release.",
      theme: "Being loved for the work nobody sees.",
    },
  },
  {
    name: "The Long Game: a documentary with access against one without",
    title: "The Long Game",
    genre: "Documentary",
    form: "labelled",
    lower: ["Structure and Flow"],
    strong: {
      logline:
        "A sports documentary following the Glasgow Rocks wheelchair rugby club through the season their captain, a former soldier, decides to retire.",
      synopsis:
        "We have had access to the Glasgow Rocks since 2023: the changing room, the minibus and the captain's home. The film follows Callum Reid, 39, who lost his legs in Helmand in 2010, through his last season. Act one: the club loses its sponsor and its hall. Act two: Callum trains his replacement, Aisha Malik, 22, who he does not rate. Act three: the Scottish final in March, which the Rocks lose by one try; the last scene is Callum in the stands at Aisha's first international.",
      urgency:
        "Wheelchair rugby sold out its venues at the Paris 2024 Paralympics, and British clubs report waiting lists for the first time.",
      protagonist:
        "Callum Reid, 39, captain of the Glasgow Rocks for nine years, who does not know who he is without the team.",
      obstacle: "His own body, the club's money, and a successor he thinks is not ready.",
      vibes: "Physical, funny, raw, intimate",
      comps: "Murderball meets Sunderland 'Til I Die",
      setting: "Glasgow, the 2024-25 season.",
      audience:
        "Adults 25-60 who watch sports documentaries like Sunderland 'Til I Die; disabled sport fans.",
      platform: "BBC Scotland and iPlayer, with a festival premiere at Sheffield DocFest.",
      theme: "Leaving the thing that saved you.",
    },
    weak: {
      logline: "A sports documentary about wheelchair rugby and the inspiring people who play it.",
      synopsis:
        "The film will celebrate wheelchair rugby, a sport full of passion and courage. We hope to meet players and hear their stories, and we will see what story emerges once we start filming. It will be an emotional journey that shows the power of sport.",
      urgency:
        "Wheelchair rugby sold out its venues at the Paris 2024 Paralympics, and British clubs report waiting lists for the first time.",
      protagonist: "Wheelchair rugby players.",
      obstacle: "Adversity.",
      vibes: "Physical, funny, raw, intimate",
      comps: "Murderball meets Sunderland 'Til I Die",
      setting: "Scotland.",
      audience:
        "Adults 25-60 who watch sports documentaries like Sunderland 'Til I Die; disabled sport fans.",
      platform: "BBC Scotland and iPlayer, with a festival premiere at Sheffield DocFest.",
      theme: "Courage.",
    },
  },
  {
    name: "Dry Creek: consistent names against names that change",
    title: "Dry Creek",
    genre: "Western",
    form: "key lines",
    lower: ["Character Development"],
    strong: {
      logline:
        "In 1887 Wyoming, a widowed homesteader hires the gunman who killed her husband to defend her water rights against the cattle company that paid him.",
      synopsis:
        "Clara Voss, 38, holds the only spring on Dry Creek. The Laramie Cattle Company wants it. Its foreman, Amos Kell, sends the gunman Eli Shaw, who shot Clara's husband a year ago. Clara hires Eli at twice Kell's rate. Over one dry summer they hold the spring together. At the midpoint Clara learns Eli did not fire the shot; Kell did. In the end Clara kills Kell at the spring, files the water rights in her own name in Cheyenne, and pays Eli to leave.",
      urgency:
        "Water rights decide who farms the American West again: the Colorado River cuts of 2023 are fought in courts the same way Clara fights in 1887.",
      protagonist:
        "Clara Voss, 38, a widow who can shoot, keep books and wait. She wants to keep the spring.",
      obstacle: "Amos Kell, foreman of the Laramie Cattle Company.",
      transformation: "Clara starts wanting revenge and ends wanting the deed.",
      vibes: "Dusty, patient, violent, dry",
      comps: "True Grit meets The Power of the Dog",
      setting: "Dry Creek, Wyoming Territory, summer 1887.",
      audience: "Adults 30-65 who watch westerns like True Grit and The Power of the Dog.",
      platform: "Theatrical with Focus Features, then Peacock.",
      theme: "Land belongs to whoever writes it down.",
    },
    weak: {
      logline:
        "In 1887 Wyoming, a widowed homesteader hires the gunman who killed her husband to defend her water rights against the cattle company that paid him.",
      synopsis:
        "Martha Lind, 38, holds the only spring on Dry Creek. The Laramie Cattle Company wants it. Its foreman, Jed Harlan, sends the gunman Cole Brandt, who shot Martha's husband a year ago. Martha hires Cole at twice Harlan's rate. Over one dry summer they hold the spring together. At the midpoint Martha learns Cole did not fire the shot. In the end she files the water rights in Cheyenne.",
      urgency:
        "Water rights decide who farms the American West again: the Colorado River cuts of 2023 are fought in courts the same way.",
      protagonist:
        "Clara Voss, 38, a widow who can shoot, keep books and wait. She wants to keep the spring.",
      obstacle: "Amos Kell, foreman of the Laramie Cattle Company.",
      transformation: "Ruth starts wanting revenge and ends wanting the deed.",
      vibes: "Dusty, patient, violent, dry",
      comps: "True Grit meets The Power of the Dog",
      setting: "Dry Creek, Wyoming Territory, summer 1887.",
      audience: "Adults 30-65 who watch westerns like True Grit and The Power of the Dog.",
      platform: "Theatrical with Focus Features, then Peacock.",
      theme: "Land belongs to whoever writes it down.",
    },
  },
  {
    name: "Paper Moon Bakery: a family film's audience against everyone in between",
    title: "Paper Moon Bakery",
    genre: "Animation",
    form: "labelled",
    lower: ["Audience Alignment"],
    strong: {
      logline:
        "A shy eleven-year-old baker in a mountain village bakes one loaf a night that makes the next day's weather, and must bake rain for the first time when her village runs dry.",
      synopsis:
        "Mei, 11, helps her grandmother at the Paper Moon Bakery in a village above the clouds. Every loaf they bake sets tomorrow's weather. When her grandmother falls ill, Mei bakes alone and only makes sunshine, because sunshine is what everyone thanks her for. The wells dry up. At the midpoint the village elder, Old Tomas, orders the bakery closed. Mei climbs to the cloud mill to learn the rain recipe from its keeper, a grumpy crow called Sable. In the end she bakes a storm, the village is angry for a day, and the wells fill.",
      urgency:
        "Parents and teachers are looking for gentle stories about climate that do not frighten children; the BBFC's 2024 research says parents of under-12s want them.",
      protagonist: "Mei, 11, who wants to be liked more than anything.",
      obstacle: "Old Tomas, who wants the bakery shut, and Mei's fear of being disliked.",
      transformation: "She starts baking what people thank her for and ends baking what they need.",
      vibes: "Gentle, cosy, whimsical, brave",
      comps: "Kiki's Delivery Service meets Luca",
      setting: "A painted mountain village above the clouds.",
      audience:
        "Children 6-11 and their parents; families who watch Studio Ghibli and Pixar's smaller films.",
      platform: "A family feature for Netflix Animation or a theatrical release with GKIDS.",
      theme: "Kindness sometimes means being unpopular.",
    },
    weak: {
      logline:
        "A shy eleven-year-old baker in a mountain village bakes one loaf a night that makes the next day's weather, and must bake rain for the first time when her village runs dry.",
      synopsis:
        "Mei, 11, helps her grandmother at the Paper Moon Bakery in a village above the clouds. Every loaf they bake sets tomorrow's weather. When her grandmother falls ill, Mei bakes alone and only makes sunshine, because sunshine is what everyone thanks her for. The wells dry up. At the midpoint the village elder, Old Tomas, orders the bakery closed. Mei climbs to the cloud mill to learn the rain recipe from its keeper, a grumpy crow called Sable. In the end she bakes a storm, the village is angry for a day, and the wells fill.",
      urgency:
        "Parents and teachers are looking for gentle stories about climate that do not frighten children; the BBFC's 2024 research says parents of under-12s want them.",
      protagonist: "Mei, 11, who wants to be liked more than anything.",
      obstacle: "Old Tomas, who wants the bakery shut, and Mei's fear of being disliked.",
      transformation: "She starts baking what people thank her for and ends baking what they need.",
      vibes: "Gentle, cosy, whimsical, brave",
      comps: "Kiki's Delivery Service meets Luca",
      setting: "A painted mountain village above the clouds.",
      audience: "Kids, teens, adults and everyone in between: a film for all ages with universal appeal.",
      platform: "A family feature for Netflix Animation or a theatrical release with GKIDS.",
      theme: "Kindness sometimes means being unpopular.",
    },
  },
  {
    name: "Varsity Blue: a why-now about its story against 'now more than ever'",
    title: "Varsity Blue",
    genre: "Drama",
    form: "key lines",
    lower: ["Why Now / Urgency"],
    strong: {
      logline:
        "A teen drama series: the first girl to play varsity football at a Texas high school discovers the coach who recruited her is using her to save his job.",
      synopsis:
        "Season one, ten episodes. Episode one: Tasha Greene, 16, a soccer player, kicks a 52-yard field goal at a tryout. Coach Ray Dorsey puts her on the varsity team of Lufkin High. Episodes two to five: the team, the town and the school board split over her. Episode six: Tasha learns Dorsey's contract depends on a playoff run. Episodes seven to nine: she is benched for the playoffs when a scout comes to see the quarterback. Episode ten: Tasha kicks the winning field goal at state, then quits the team and signs for a college soccer programme.",
      urgency:
        "Girls' high-school football participation in Texas rose from 400 players in 2015 to more than 3,000 in 2024, and the University Interscholastic League is debating its rules for mixed teams this year.",
      protagonist: "Tasha Greene, 16, who wants to be chosen for what she can do.",
      obstacle: "Coach Ray Dorsey, and a town that wants her to be a story.",
      vibes: "Loud, bright, sweaty, hopeful",
      comps: "Friday Night Lights meets Bend It Like Beckham",
      setting: "Lufkin, East Texas, one football season.",
      audience: "Teens 13-18 and their parents; viewers of Friday Night Lights and Ginny & Georgia.",
      platform: "Netflix or Peacock, 10 x 45 minutes.",
      theme: "Being a first is not the same as being free.",
    },
    weak: {
      logline:
        "A teen drama series: the first girl to play varsity football at a Texas high school discovers the coach who recruited her is using her to save his job.",
      synopsis:
        "Season one, ten episodes. Episode one: Tasha Greene, 16, a soccer player, kicks a 52-yard field goal at a tryout. Coach Ray Dorsey puts her on the varsity team of Lufkin High. Episodes two to five: the team, the town and the school board split over her. Episode six: Tasha learns Dorsey's contract depends on a playoff run. Episodes seven to nine: she is benched for the playoffs when a scout comes to see the quarterback. Episode ten: Tasha kicks the winning field goal at state, then quits the team and signs for a college soccer programme.",
      urgency:
        "Now more than ever, in today's world, this story is more relevant than ever. The time is right, and audiences are hungry for stories like this that will resonate with audiences everywhere.",
      protagonist: "Tasha Greene, 16, who wants to be chosen for what she can do.",
      obstacle: "Coach Ray Dorsey, and a town that wants her to be a story.",
      vibes: "Loud, bright, sweaty, hopeful",
      comps: "Friday Night Lights meets Bend It Like Beckham",
      setting: "Lufkin, East Texas, one football season.",
      audience: "Teens 13-18 and their parents; viewers of Friday Night Lights and Ginny & Georgia.",
      platform: "Netflix or Peacock, 10 x 45 minutes.",
      theme: "Being a first is not the same as being free.",
    },
  },
  {
    name: "Missing in Marfa: a true-crime podcast in episodes against one without a shape",
    title: "Missing in Marfa",
    genre: "Documentary",
    form: "labelled",
    lower: ["Structure and Flow"],
    strong: {
      logline:
        "A true-crime podcast in eight episodes: a reporter reopens the 1998 disappearance of a Marfa art student, using the 400 hours of interviews the sheriff never transcribed.",
      synopsis:
        "Host Lena Ortiz, a reporter at the Big Bend Sentinel, gets the sheriff's tapes in 2024 through a records request. Episode one: the night Claire Hobbs, 22, left the Lost Horse Saloon. Episodes two and three: the three men the sheriff suspected. Episode four: the tapes reveal a fourth man who was never questioned, Wade Pruett, a border patrol agent. Episodes five and six: Pruett's family and the agents who worked with him. Episode seven: the DNA test Lena pays for. Episode eight: the result clears all four men and points to Claire's own brother, who confesses on tape; the series ends with the sheriff's office reopening the case.",
      urgency:
        "Texas passed a law in 2023 opening old police interview recordings to public request; this is one of the first cases heard from them.",
      protagonist: "Lena Ortiz, 36, a local reporter who was at school with Claire's brother.",
      obstacle: "The sheriff's office, which lost half the evidence, and a town that has made its peace.",
      vibes: "Dusty, patient, forensic, haunting",
      comps: "Serial meets In the Dark",
      setting: "Marfa, Texas, 1998 and 2024.",
      audience: "Listeners 25-55 of investigative podcasts like Serial and In the Dark.",
      platform: "An audio network such as Wondery or iHeart, 8 x 45 minutes.",
      theme: "Who a small town chooses to believe.",
    },
    weak: {
      logline: "A true-crime podcast about a disappearance in a small Texas town.",
      synopsis:
        "A reporter looks into a disappearance from years ago. She talks to people in town and hears different theories. The podcast explores the mystery and the questions that remain, and every listener will have their own theory.",
      urgency:
        "Texas passed a law in 2023 opening old police interview recordings to public request; this is one of the first cases heard from them.",
      protagonist: "A local reporter.",
      obstacle: "The mystery.",
      vibes: "Dusty, patient, forensic, haunting",
      comps: "Serial meets In the Dark",
      setting: "Marfa, Texas.",
      audience: "Listeners 25-55 of investigative podcasts like Serial and In the Dark.",
      platform: "An audio network such as Wondery or iHeart, 8 x 45 minutes.",
      theme: "Truth.",
    },
  },
  {
    name: "Bus 44: a musical with a tone against one without",
    title: "Bus 44",
    genre: "Musical",
    form: "key lines",
    lower: ["Tone & Voice"],
    strong: {
      logline:
        "A night-bus driver in Lagos who writes songs between stops has one night to finish a song for the passenger she fell for, before he boards the morning flight to London.",
      synopsis:
        "Funmi Adeyemi, 29, drives the 44 from Ikeja to Lekki. Each passenger is a verse. Tonight Tobi, who rides every Thursday, tells her he is emigrating in the morning. Funmi has one route to finish her song. Her supervisor, Mr Bello, threatens to sack her for stopping to write. At the midpoint the bus breaks down on Third Mainland Bridge and the passengers sing the chorus with her. In the end she plays the song at the airport drop-off; Tobi goes, and Funmi records the song on her phone and posts it; the last scene is the 44 full of people singing it a month later.",
      urgency:
        "Afrobeats became the fastest-growing genre on Spotify in 2023, and Lagos is emptying of young people leaving for the UK; the film is about both.",
      protagonist: "Funmi Adeyemi, 29, a bus driver who has never let anyone hear her sing.",
      obstacle: "Mr Bello, her supervisor, and the morning flight.",
      vibes: "Joyful, humid, rhythmic, bittersweet",
      comps: "Once meets In the Heights",
      emotionalImpact: "Singing on the way out.",
      setting: "Lagos, one Thursday night on the 44 route.",
      audience: "Adults 18-40 who love music films like Once and In the Heights; Afrobeats listeners.",
      platform: "A streaming feature for Prime Video or Netflix with a soundtrack album.",
      theme: "Love that lets someone go.",
    },
    weak: {
      logline:
        "A night-bus driver in Lagos who writes songs between stops has one night to finish a song for the passenger she fell for, before he boards the morning flight to London.",
      synopsis:
        "Funmi Adeyemi, 29, drives the 44 from Ikeja to Lekki. Each passenger is a verse. Tonight Tobi, who rides every Thursday, tells her he is emigrating in the morning. Funmi has one route to finish her song. Her supervisor, Mr Bello, threatens to sack her for stopping to write. At the midpoint the bus breaks down on Third Mainland Bridge and the passengers sing the chorus with her. In the end she plays the song at the airport drop-off; Tobi goes, and Funmi records the song on her phone and posts it; the last scene is the 44 full of people singing it a month later.",
      urgency:
        "Afrobeats became the fastest-growing genre on Spotify in 2023, and Lagos is emptying of young people leaving for the UK; the film is about both.",
      protagonist: "Funmi Adeyemi, 29, a bus driver who has never let anyone hear her sing.",
      obstacle: "Mr Bello, her supervisor, and the morning flight.",
      vibes: "Good.",
      emotionalImpact: "Good.",
      setting: "Lagos, one Thursday night on the 44 route.",
      audience: "Adults 18-40 who love music films like Once and In the Heights; Afrobeats listeners.",
      platform: "A streaming feature for Prime Video or Netflix with a soundtrack album.",
      theme: "Love that lets someone go.",
    },
  },
  {
    name: "The Ninth Battalion: a named opponent against an old enemy",
    title: "The Ninth Battalion",
    genre: "War",
    form: "labelled",
    lower: ["Logline", "Character Development"],
    strong: {
      logline:
        "In the winter of 1951, a Turkish army interpreter in Korea must choose between his battalion and the Chinese prisoner who saved his life, when his colonel orders the prisoners left behind at Kunu-ri.",
      synopsis:
        "Lieutenant Kemal Aydın, 24, translates for the Turkish Brigade's Ninth Battalion. A captured Chinese medic, Li Wen, treats his wound on the retreat from Kunu-ri. Colonel Sabri Ertan orders the prisoners abandoned to move faster. Kemal hides Li Wen among the wounded. At the midpoint the battalion is cut off and Li Wen's knowledge of the hills is its only way out. In the end Kemal guides the battalion through the pass, Li Wen is shot by a Turkish sentry who does not know him, and Kemal carries his body to the aid station.",
      urgency:
        "2025 is the 75th anniversary of Turkey's entry into the Korean War; the last veterans are in their nineties and the story has never been told on screen in English.",
      protagonist: "Lieutenant Kemal Aydın, 24, an interpreter who has never fired his rifle.",
      obstacle: "Colonel Sabri Ertan, who will abandon anyone to save the battalion.",
      transformation: "He starts as a voice for other men's orders and ends disobeying one.",
      vibes: "Frozen, intimate, brutal, humane",
      comps: "1917 meets Letters from Iwo Jima",
      setting: "Korea, November and December 1950, the retreat from Kunu-ri.",
      audience: "Adults 30-65 who watch war dramas like 1917; Turkish and Korean audiences.",
      platform: "A Turkish-Korean co-production for theatrical release, then Netflix.",
      theme: "Whether mercy is a betrayal.",
    },
    weak: {
      logline:
        "In a war-torn land, a reluctant hero must face an old enemy and make the ultimate sacrifice in an epic battle for survival.",
      synopsis:
        "Lieutenant Kemal Aydın, 24, translates for the Turkish Brigade's Ninth Battalion. A captured Chinese medic, Li Wen, treats his wound on the retreat from Kunu-ri. Colonel Sabri Ertan orders the prisoners abandoned to move faster. Kemal hides Li Wen among the wounded. At the midpoint the battalion is cut off and Li Wen's knowledge of the hills is its only way out. In the end Kemal guides the battalion through the pass, Li Wen is shot by a Turkish sentry who does not know him, and Kemal carries his body to the aid station.",
      urgency:
        "2025 is the 75th anniversary of Turkey's entry into the Korean War; the last veterans are in their nineties and the story has never been told on screen in English.",
      protagonist: "A reluctant hero haunted by his past.",
      obstacle: "An old enemy who will stop at nothing.",
      transformation: "He finds the courage within.",
      vibes: "Frozen, intimate, brutal, humane",
      comps: "1917 meets Letters from Iwo Jima",
      setting: "Korea, November and December 1950, the retreat from Kunu-ri.",
      audience: "Adults 30-65 who watch war dramas like 1917; Turkish and Korean audiences.",
      platform: "A Turkish-Korean co-production for theatrical release, then Netflix.",
      theme: "Whether mercy is a betrayal.",
    },
  },
  {
    name: "Open Plan: one platform against every streamer",
    title: "Open Plan",
    genre: "Comedy",
    form: "key lines",
    lower: ["Target Market & Platforms"],
    strong: {
      logline:
        "A mockumentary series following the last twelve employees of a Swindon insurance office the week their company moves everyone to hot desks.",
      synopsis:
        "Six half-hour episodes. Episode one: the office manager, Brenda Collis, 58, learns the floor is going open-plan and hides the news. Episode two: the desk-booking app launches and nobody can book a desk. Episode three: the team's feud over the window seats. Episode four: the consultants arrive. Episode five: Brenda is offered redundancy. Episode six: the move; Brenda takes the redundancy, books every desk for a month in her own name on the way out, and the team eats lunch together for the first time.",
      urgency:
        "Hybrid working made hot-desking the norm in 2024: 60% of UK offices now book desks by app, and every office worker has an opinion about it.",
      protagonist: "Brenda Collis, 58, office manager for 22 years, who wants her team to stay together.",
      obstacle: "The consultants, the app and her own head office.",
      vibes: "Deadpan, cringe, fond, small",
      comps: "The Office meets Detectorists",
      setting: "A business park in Swindon, one week.",
      audience: "Adults 25-60 who watch British workplace comedy like The Office and Detectorists.",
      platform: "BBC Three and iPlayer, 6 x 30 minutes.",
      theme: "A team is not a floor plan.",
    },
    weak: {
      logline:
        "A mockumentary series following the last twelve employees of a Swindon insurance office the week their company moves everyone to hot desks.",
      synopsis:
        "Six half-hour episodes. Episode one: the office manager, Brenda Collis, 58, learns the floor is going open-plan and hides the news. Episode two: the desk-booking app launches and nobody can book a desk. Episode three: the team's feud over the window seats. Episode four: the consultants arrive. Episode five: Brenda is offered redundancy. Episode six: the move; Brenda takes the redundancy, books every desk for a month in her own name on the way out, and the team eats lunch together for the first time.",
      urgency:
        "Hybrid working made hot-desking the norm in 2024: 60% of UK offices now book desks by app, and every office worker has an opinion about it.",
      protagonist: "Brenda Collis, 58, office manager for 22 years, who wants her team to stay together.",
      obstacle: "The consultants, the app and her own head office.",
      vibes: "Deadpan, cringe, fond, small",
      comps: "The Office meets Detectorists",
      setting: "A business park in Swindon, one week.",
      audience: "Adults 25-60 who watch British workplace comedy like The Office and Detectorists.",
      platform:
        "Netflix, Hulu, Amazon Prime Video, HBO Max, Apple TV+, Disney+, Peacock, Paramount+, BBC, ITV, Channel 4 and Sky: all of them.",
      theme: "A team is not a floor plan.",
    },
  },
  // Documentaries (issue 28): judged on subject, access and story. Indices 20-22 are dev, 23 held out.
  {
    name: "Night Ward: a documentary with its subject, access and a year against a wish to film nurses",
    title: "Night Ward",
    genre: "Documentary",
    form: "labelled",
    lower: ["Structure and Flow", "Logline"],
    strong: {
      logline:
        "An observational documentary following the six night nurses of Ward 9 at Derriford Hospital in Plymouth through the year their ward is due to close.",
      synopsis:
        "The hospital trust has given us access to Ward 9 from January to December 2025, and all six nurses have agreed to be filmed. Sister Grace Adeyemi, 52, has run the ward for fourteen years. In spring the trust announces the closure; Grace organises a petition while her youngest nurse, Tom Hale, 24, applies for a job in Australia. In summer a heatwave fills the ward. In autumn the closure is delayed, then confirmed. The last scene is the final night shift in December, when Grace hands the keys to the estates team and walks out at dawn.",
      urgency: "NHS England plans to close or merge 40 community wards by 2027; Ward 9 is one of the first.",
      protagonist: "Grace Adeyemi, 52, ward sister, who has never taken a night off sick.",
      obstacle: "The trust's closure plan, the staffing rota and the heatwave.",
      vibes: "Patient, warm, tired, funny at 4 a.m.",
      comps: "24 Hours in A&E meets Hospital",
      setting: "Ward 9, Derriford Hospital, Plymouth, 2025.",
      audience: "Adults 30-70 who watch BBC Two's Hospital and observational documentaries.",
      platform: "BBC Two and iPlayer as a 90-minute documentary, with a Sheffield DocFest premiere.",
      theme: "What a place of care is worth when it is counted.",
    },
    weak: {
      logline: "A documentary about nurses and the incredible work they do every night.",
      synopsis:
        "This film will celebrate the heroes of the night shift. We hope to find a hospital that will let us film, and we will follow whatever stories emerge. It will be an emotional journey that shows how much nurses give.",
      urgency: "NHS England plans to close or merge 40 community wards by 2027; Ward 9 is one of the first.",
      protagonist: "Nurses.",
      obstacle: "The system.",
      vibes: "Patient, warm, tired, funny at 4 a.m.",
      comps: "24 Hours in A&E meets Hospital",
      setting: "A hospital.",
      audience: "Adults 30-70 who watch BBC Two's Hospital and observational documentaries.",
      platform: "BBC Two and iPlayer as a 90-minute documentary, with a Sheffield DocFest premiere.",
      theme: "Care.",
    },
  },
  {
    name: "The Wolf Count: a wildlife documentary with a season and a named pack against a portrait of 'nature'",
    title: "The Wolf Count",
    genre: "Documentary",
    form: "key lines",
    lower: ["Logline", "Structure and Flow"],
    strong: {
      logline:
        "A wildlife documentary following the Majella wolf pack in Italy's Abruzzo over one winter, as the park's rangers decide whether to cull it.",
      synopsis:
        "Ranger Lucia Ferri, 38, has tracked the Majella pack since 2019, and the park authority has granted us exclusive access to her camera traps and her patrols. In November the pack kills sheep at a farm in Pacentro and the farmers demand a cull. Over the winter Lucia fits collars to the alpha pair, the farmers fence their flocks, and the park votes in February. The film ends with the vote against the cull and the first pups on the camera traps in April.",
      urgency:
        "The EU lowered the wolf's protected status in 2025, and Italian regions are debating culls now.",
      protagonist: "Lucia Ferri, 38, park ranger, who has named every wolf in the pack.",
      obstacle: "The farmers of Pacentro and the park's own vote.",
      vibes: "Cold, close, patient, tense",
      comps: "Chasing Coral meets The Elephant Whisperers",
      setting: "The Majella National Park, Abruzzo, winter 2025-26.",
      audience: "Adults 25-65 who watch natural history on Netflix and the BBC.",
      platform: "Netflix as a feature documentary, with a festival premiere at Wildscreen.",
      theme: "Who a wild place belongs to.",
    },
    weak: {
      logline: "A breathtaking documentary about nature, wolves and the beauty of the wild.",
      synopsis:
        "The film will show the majesty of wolves and the wild places they live in. Stunning images will take the audience on a journey into nature. It will remind everyone that we must protect our planet.",
      urgency:
        "The EU lowered the wolf's protected status in 2025, and Italian regions are debating culls now.",
      protagonist: "The wolves.",
      obstacle: "Humans.",
      vibes: "Cold, close, patient, tense",
      comps: "Chasing Coral meets The Elephant Whisperers",
      setting: "The mountains.",
      audience: "Adults 25-65 who watch natural history on Netflix and the BBC.",
      platform: "Netflix as a feature documentary, with a festival premiere at Wildscreen.",
      theme: "Nature.",
    },
  },
  {
    name: "Pressing Matters: an archive documentary with the rights and an outcome against one with neither",
    title: "Pressing Matters",
    genre: "Documentary",
    form: "labelled",
    lower: ["Character Development", "Structure and Flow"],
    strong: {
      logline:
        "An archive documentary about the 1978 strike at the Kessler vinyl pressing plant in Leeds, told by the five women who led it and the tapes they recorded.",
      synopsis:
        "Joan Pryce, 81, kept 40 hours of cassette recordings of the strike meetings; she and the Kessler family have given us the rights to the tapes and the factory's photographs. Act one: the plant cuts the women's piece rate in March 1978. Act two: the five shop stewards, led by Joan and Mavis Okoro, picket for eleven weeks while the men cross the line. Act three: the pressing of a chart single is stopped, the company gives in, and the women win equal rates. The last scene is Joan playing the final tape in the empty plant.",
      urgency: "The plant is being demolished in 2026, and four of the five women are over eighty.",
      protagonist: "Joan Pryce, 81, who recorded every meeting and never played the tapes back.",
      obstacle: "Kessler's management, the union's men and the passing of time.",
      vibes: "Defiant, funny, analogue, warm",
      comps: "Made in Dagenham meets 20 Feet from Stardom",
      setting: "The Kessler plant, Leeds, spring 1978, and today.",
      audience: "Adults 40-75 who watch music and social-history documentaries on BBC Four.",
      platform: "BBC Four and iPlayer, with a cinema release through Modern Films.",
      theme: "Who gets paid for the sound of a record.",
    },
    weak: {
      logline: "A documentary about an important strike that changed history.",
      synopsis:
        "This film will explore a forgotten chapter of history. We would love to find people who remember it and any footage that survives. It will be a powerful story of courage and solidarity.",
      urgency: "The plant is being demolished in 2026, and four of the five women are over eighty.",
      protagonist: "The workers.",
      obstacle: "The bosses.",
      vibes: "Defiant, funny, analogue, warm",
      comps: "Made in Dagenham meets 20 Feet from Stardom",
      setting: "A factory.",
      audience: "Adults 40-75 who watch music and social-history documentaries on BBC Four.",
      platform: "BBC Four and iPlayer, with a cinema release through Modern Films.",
      theme: "Solidarity.",
    },
  },
  {
    name: "Last Stop Ferrol: a documentary with subject, access and story against a topic and a hope",
    title: "Last Stop Ferrol",
    genre: "Documentary",
    form: "key lines",
    lower: ["Structure and Flow"],
    strong: {
      logline:
        "A feature documentary following the last crew of the Ferrol shipyard in Galicia through the eighteen months it takes to build its final ship.",
      synopsis:
        "The shipyard's works council and the owners, Navantia, have agreed to let us film on the slipway from the keel-laying in June 2025. Welder Ana Souto, 29, is the youngest on the crew; her father Xosé, 61, retires when the ship is launched. Over the build the yard's closure is announced, Ana applies to a wind-turbine plant in Portugal, and Xosé fights for the crew's pensions. The film ends at the launch in December 2026, with Ana on the deck and Xosé watching from the quay.",
      urgency:
        "Europe's last civilian shipyards are closing as orders move to Asia; Ferrol's is one of four left in Spain.",
      protagonist: "Ana Souto, 29, welder, who has never worked anywhere else.",
      obstacle: "The closure, her father's pride and the lack of work on the coast.",
      vibes: "Industrial, tender, loud, proud",
      comps: "American Factory meets Sunderland 'Til I Die",
      setting: "The Ferrol shipyard, Galicia, 2025-26.",
      audience: "Adults 25-65 who watch labour and family documentaries like American Factory.",
      platform: "Movistar Plus+ in Spain and a festival premiere at San Sebastián.",
      theme: "What a town is when its work goes.",
    },
    weak: {
      logline: "A moving documentary about the decline of industry and the people left behind.",
      synopsis:
        "The film will capture the end of an era. We plan to approach a shipyard and hope the workers will open up to us. It will be a universal story about change, loss and hope.",
      urgency:
        "Europe's last civilian shipyards are closing as orders move to Asia; Ferrol's is one of four left in Spain.",
      protagonist: "Workers.",
      obstacle: "Globalisation.",
      vibes: "Industrial, tender, loud, proud",
      comps: "American Factory meets Sunderland 'Til I Die",
      setting: "A shipyard.",
      audience: "Adults 25-65 who watch labour and family documentaries like American Factory.",
      platform: "Movistar Plus+ in Spain and a festival premiere at San Sebastián.",
      theme: "Change.",
    },
  },
];

export const OTHER_IDEA_PAIRS: readonly OtherPair[] = SPECS.map((spec, index) => ({
  name: spec.name,
  split: splitOf(index),
  lower: spec.lower,
  strong: ideaIn(spec.form, spec.title, spec.genre, spec.strong),
  weak: ideaIn(spec.form, spec.title, spec.genre, spec.weak),
}));

/** The strong answers of every pair, for the form check: the same answers in both forms. */
export const STRONG_ANSWER_SETS: readonly {
  name: string;
  title: string;
  genre: string;
  answers: PromptAnswers;
}[] = SPECS.map((spec) => ({ name: spec.name, title: spec.title, genre: spec.genre, answers: spec.strong }));
