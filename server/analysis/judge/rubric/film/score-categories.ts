import type { CategoryScorer } from "../rubric";
import { designScorer } from "../score-design";
import { charactersScorer } from "./score-characters";
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
