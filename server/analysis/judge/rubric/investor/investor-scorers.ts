import type { CategoryScorer } from "../rubric";
import {
  investorDesign,
  investorFunding,
  investorGoToMarket,
  investorMarket,
  investorTeam,
  investorWhyNow,
} from "./investor-market-scorers";
import {
  investorHook,
  investorNarrative,
  investorOneLiner,
  investorPeople,
  investorVoice,
} from "./investor-story-scorers";

/** Deck category name -> investor scorer. */
export const INVESTOR_SCORERS: Record<string, CategoryScorer> = {
  "The Hook": investorHook,
  "Logline Clarity": investorOneLiner,
  "Tone & Visual Style": investorVoice,
  "Story & Structure": investorNarrative,
  Characters: investorPeople,
  "Design and Readability": investorDesign,
  "Market Readiness": investorMarket,
  "Funding Narrative": investorFunding,
  "Team & Execution": investorTeam,
  "Why Now / Urgency": investorWhyNow,
  "Target Market & Platforms": investorGoToMarket,
};
