import type { ScreenplayStats } from "#domain/upload";
import { DECK_PAIRS } from "#eval/corpus/pitch/deck-pairs";
import { IDEA_PAIRS } from "#eval/corpus/pitch/idea-pairs";
import type { AnalysisInput } from "../engine/analysis-engine";

export const STRONG_IDEA: AnalysisInput = IDEA_PAIRS[0]!.strong;
export const STRONG_DECK: AnalysisInput = DECK_PAIRS[0]!.strong;

export const HAND_STATS: ScreenplayStats = {
  title: "Night Ferry",
  pages: 98,
  scenes: 61,
  interiorScenes: 40,
  exteriorScenes: 21,
  dayScenes: 25,
  nightScenes: 36,
  speakingCharacters: [
    { name: "IRIS", speeches: 220, words: 4100 },
    { name: "COLE", speeches: 180, words: 3300 },
    { name: "THE CAPTAIN", speeches: 40, words: 700 },
  ],
  dialogueShare: 0.52,
  longestScenes: [
    { heading: "INT. FERRY BAR - NIGHT", words: 1650 },
    { heading: "EXT. CAR DECK - NIGHT", words: 900 },
  ],
};

export const SCRIPT_PAGES = `INT. FERRY BAR - NIGHT

IRIS, 30s, counts coins on the bar. COLE slides onto the stool beside her.

COLE
You're the one who's been asking about the crossing.

IRIS
I'm the one who lost a sister on it.

EXT. CAR DECK - NIGHT

Wind. Iris walks the rows of cars, torch in hand.
`;

export function scriptInput(overrides: Partial<AnalysisInput> = {}): AnalysisInput {
  return {
    pitchText: SCRIPT_PAGES,
    genre: "Thriller",
    projectTitle: "Night Ferry",
    projectStage: "script",
    mode: "analyze",
    analysisType: "creative",
    promptAnswers: {},
    screenplay: HAND_STATS,
    ...overrides,
  };
}
