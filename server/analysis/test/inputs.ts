import { DECK_PAIRS } from "#eval/corpus/pitch/deck-pairs";
import { IDEA_PAIRS } from "#eval/corpus/pitch/idea-pairs";
import type { AnalysisInput } from "../engine/analysis-engine";

export const STRONG_IDEA: AnalysisInput = IDEA_PAIRS[0]!.strong;
export const STRONG_DECK: AnalysisInput = DECK_PAIRS[0]!.strong;

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
    ...overrides,
  };
}
