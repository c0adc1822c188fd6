import type { Category } from "../../../../domain/analysis";
import { categoriesForStage } from "../../../../domain/categories";
import type { Signals } from "../signals/signals";
import { type CategoryScorer, scoreCategory } from "./rubric";
import { charactersScorer } from "./score-characters";
import { designScorer } from "./score-design";
import { fundingScorer } from "./score-funding";
import { hookScorer } from "./score-hook";
import { loglineScorer } from "./score-logline";
import { audienceAlignmentScorer, marketReadinessScorer, platformsScorer } from "./score-market";
import { storyScorer } from "./score-story";
import { teamScorer } from "./score-team";
import { toneScorer } from "./score-tone";
import { whyNowScorer } from "./score-why-now";

/** One scorer per category name of domain/categories.ts (deck and idea names). */
export const SCORERS: Record<string, CategoryScorer> = {
  "The Hook": hookScorer,
  "Logline Clarity": loglineScorer,
  Logline: loglineScorer,
  "Tone & Visual Style": toneScorer("visual"),
  "Tone & Voice": toneScorer("voice"),
  "Story & Structure": storyScorer,
  "Structure and Flow": storyScorer,
  Characters: charactersScorer,
  "Character Development": charactersScorer,
  "Design and Readability": designScorer,
  "Audience Alignment": audienceAlignmentScorer,
  "Market Readiness": marketReadinessScorer,
  "Funding Narrative": fundingScorer,
  "Team & Execution": teamScorer,
  "Why Now / Urgency": whyNowScorer,
  "Target Market & Platforms": platformsScorer(),
};

export function scoreCategories(signals: Signals): Category[] {
  return categoriesForStage(signals.stage).map((name) => {
    const scorer = SCORERS[name];
    if (!scorer) throw new Error(`No scorer for category ${name}`);
    return scoreCategory(name, scorer, signals);
  });
}
