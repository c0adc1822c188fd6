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
