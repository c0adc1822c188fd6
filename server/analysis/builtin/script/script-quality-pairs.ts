import type { ScreenplayStats } from "../../../../domain/upload";
import type { AnalysisInput } from "../../analysis-engine";

/** The same script written strongly and weakly (moved from the old quality pairs). */
export interface ScriptPair {
  name: string;
  weakness: string;
  strong: AnalysisInput;
  weak: AnalysisInput;
}

function scriptInput(
  title: string,
  genre: string,
  text: string,
  screenplay: ScreenplayStats | null,
  answers: AnalysisInput["promptAnswers"] = {},
): AnalysisInput {
  return {
    pitchText: text,
    genre,
    projectTitle: title,
    projectStage: "script",
    mode: "analyze",
    analysisType: "creative",
    promptAnswers: answers,
    screenplay,
  };
}

const PAGES = `INT. HARBOUR OFFICE - NIGHT

Rain on the glass. MARA QUINN, 40s, soaked, slaps a ledger on the desk.

MARA
You sold the boat. You sold my father's boat.

DECLAN
It was sell it or lose the harbour.

EXT. PIER - DAY

Mara watches the new owners repaint the hull.

INT. MARA'S KITCHEN - NIGHT

Mara and her son EOIN, 16, eat in silence.

EOIN
Are we leaving?

MARA
Not before I get it back.
`;

const TIGHT: ScreenplayStats = {
  title: "Low Water",
  pages: 104,
  scenes: 96,
  interiorScenes: 50,
  exteriorScenes: 46,
  dayScenes: 52,
  nightScenes: 44,
  speakingCharacters: [
    { name: "MARA", speeches: 310, words: 5200 },
    { name: "DECLAN", speeches: 160, words: 2600 },
    { name: "EOIN", speeches: 120, words: 1500 },
    { name: "HARBOUR MASTER", speeches: 30, words: 420 },
  ],
  dialogueShare: 0.46,
  longestScenes: [
    { heading: "INT. HARBOUR OFFICE - NIGHT", words: 780 },
    { heading: "EXT. PIER - DAY", words: 640 },
  ],
};

const BLOATED: ScreenplayStats = {
  ...TIGHT,
  pages: 152,
  scenes: 40,
  speakingCharacters: [
    ...TIGHT.speakingCharacters,
    ...Array.from({ length: 24 }, (_, i) => ({ name: `FISHERMAN ${i + 1}`, speeches: 1, words: 12 })),
  ],
  dialogueShare: 0.74,
  longestScenes: [{ heading: "INT. HARBOUR OFFICE - NIGHT", words: 3400 }],
};

const ANSWERS = {
  logline:
    "When a fisherman's widow learns the harbour master sold her family's boat, she must win it back before the season ends or lose the only livelihood her son has left.",
  comps: "Manchester by the Sea meets The Banshees of Inisherin",
  audience: "Adults 30-60 who love character dramas like Manchester by the Sea.",
  urgency: "Small fishing harbours are closing every year as quotas tighten in 2024.",
  vibes: "Bleak, tender, windswept",
};

const TREATMENT = `Mara Quinn, 42, is a fisherman's widow in a harbour town that is dying. When the harbour master, Declan Roe, sells her late husband's boat to pay his debts, Mara must win it back before the season ends or lose the only livelihood her son Eoin has left. In the end she takes the boat out alone into the storm, and Declan is the one who follows her.`;

const ANONYMOUS = `A woman lives in a harbour town. Some things happen with a boat and people in the town are not happy about it. Over the course of the story there are various problems, and eventually things work out in a way that feels meaningful.`;

export const SCRIPT_PAIRS: ScriptPair[] = [
  {
    name: "low water: pitch material",
    weakness: "no logline, comps, audience or why-now",
    strong: scriptInput("Low Water", "Drama", PAGES, TIGHT, ANSWERS),
    weak: scriptInput("Low Water", "Drama", PAGES, TIGHT),
  },
  {
    name: "low water: bloated draft",
    weakness: "152 pages, a 3,400-word scene, 24 one-line roles, talk-heavy",
    strong: scriptInput("Low Water", "Drama", PAGES, TIGHT, ANSWERS),
    weak: scriptInput("Low Water", "Drama", PAGES, BLOATED, ANSWERS),
  },
  {
    name: "low water: treatment without characters",
    weakness: "prose with no named characters or stakes",
    strong: scriptInput("Low Water", "Drama", TREATMENT, null),
    weak: scriptInput("Low Water", "Drama", ANONYMOUS, null),
  },
];
