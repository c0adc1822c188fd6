import { roundScore } from "#domain/analysis";
import type { Finding, PitchJudgement } from "#domain/pitch-judgement";

/** What each fault a buyer would stop at takes off the mean of the categories, and how many count. */
export const FAULT_WEIGHT = 0.4;
export const MOST_FAULTS = 3;

/** Findings that are not faults of the pitch: a reading limit, and text the judge ignored. */
const NOT_FAULTS: ReadonlySet<Finding["detector"]> = new Set(["other-language", "addressed-to-judge"]);

/**
 * The distinct faults the judge pinned to a line of the material, one per kind, in the order
 * found. A category score says where a fault is; the overall also says that the pitch has it.
 */
export function pitchFaults(judgement: PitchJudgement): Finding[] {
  const seen = new Set<Finding["detector"]>();
  return judgement.findings.filter((finding) => {
    if (NOT_FAULTS.has(finding.detector) || finding.cap >= 10 || seen.has(finding.detector)) return false;
    seen.add(finding.detector);
    return true;
  });
}

/** What the faults take off the mean of the categories. */
export function faultDeduction(faults: readonly Finding[]): number {
  return FAULT_WEIGHT * Math.min(MOST_FAULTS, faults.length);
}

const COUNT = ["No", "One", "Two", "Three"];

/** The sentence that says which faults took what off the categories' mean. */
export function faultSentence(faults: readonly Finding[], mean: number, deduction: number): string {
  const counted = Math.min(faults.length, COUNT.length - 1);
  const where = [...new Set(faults.map((fault) => fault.category))].join(", ");
  return `${COUNT[counted]} ${counted === 1 ? "fault a buyer would stop at" : "faults a buyer would stop at"} (in ${where}) ${counted === 1 ? "takes" : "take"} ${deduction.toFixed(1)} off the categories' mean of ${mean.toFixed(1)}.`;
}

/**
 * The overall score of a pitch, whichever engine scored its categories (decision 020): their mean
 * less what the faults take off, never under 1, and the sentence saying so (empty with no faults).
 */
export function overallWithFaults(
  scores: readonly number[],
  faults: readonly Finding[],
): { mean: number; deduction: number; overallScore: number; sentence: string } {
  const mean = scores.reduce((sum, score) => sum + score, 0) / Math.max(1, scores.length);
  const deduction = faultDeduction(faults);
  return {
    mean,
    deduction,
    overallScore: roundScore(Math.max(1, mean - deduction)),
    sentence: faults.length ? faultSentence(faults, mean, deduction) : "",
  };
}
