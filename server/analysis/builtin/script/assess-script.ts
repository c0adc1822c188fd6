import { roundScore } from "../../../../domain/analysis";
import type { Signals } from "../signals/signals";
import { type PitchReadiness, pitchReadiness } from "./pitch-section";
import { scriptFacts } from "./script-facts";

export interface ScriptAssessment {
  /** 0-10; scripts show no score (product.md §2), this only chooses the report's verdict. */
  score: number;
  readiness: PitchReadiness;
}

function craftShare(signals: Signals): number {
  if (!signals.screenplay) {
    const checks = [
      signals.characters.length >= 2,
      signals.stakesWords.length >= 2,
      !!signals.logline,
      signals.wordCount >= 60,
      signals.logline?.hasGoal ?? false,
    ];
    return checks.filter(Boolean).length / checks.length;
  }
  const facts = scriptFacts(signals.screenplay);
  const { pages, dialogueShare, longestScenes } = facts.stats;
  const checks = [
    facts.format !== "feature" || (pages >= 85 && pages <= 125),
    (longestScenes[0]?.words ?? 0) <= 1500,
    facts.minorRoles <= Math.max(10, facts.speakers.length * 0.3),
    dialogueShare >= 0.3 && dialogueShare <= 0.62,
    facts.speakers.length > 0,
  ];
  return checks.filter(Boolean).length / checks.length;
}

export function assessScript(signals: Signals): ScriptAssessment {
  const readiness = pitchReadiness(signals);
  const ready = readiness.ready.length / Math.max(1, readiness.ready.length + readiness.missing.length);
  return { score: roundScore(1 + 4.5 * ready + 4.5 * craftShare(signals)), readiness };
}

export function scriptVerdict(score: number): string {
  if (score >= 8) return "The draft and its pitch material are close to ready to send out.";
  if (score >= 6)
    return "The draft has a solid base; a focused pass on the points below will make it much easier to pitch.";
  if (score >= 4)
    return "There is a real project here, but the pages and the pitch material both need work before it goes to buyers.";
  return "It is early days: the essentials a reader and a buyer look for are not on the page yet.";
}
