import type { AnalysisInput } from "#analysis/engine/analysis-engine";
import type { BuiltinAnalyst } from "#analysis/engine/builtin-analyst";
import type { AnalysisResult } from "#domain/analysis";
import { DECK_CATEGORIES, IDEA_CATEGORIES } from "#domain/categories";
import type { PitchJudgement } from "#domain/pitch-judgement";
import { SCRIPT_SECTIONS } from "../script-sections";
import { pitchEvidence, scriptEvidence } from "./evidence-block";
import { type EvidenceFacts, evidenceFacts } from "./evidence-facts";

export interface Evidence {
  /** The built-in engine's whole result: the backbone, and what stands in for unverified notes. */
  builtin: AnalysisResult;
  judgement: PitchJudgement | null;
  /** The <reading> block the model is given. */
  text: string;
  facts: EvidenceFacts;
}

function projectWords(input: AnalysisInput): string[] {
  return [input.projectTitle ?? "", input.genre ?? "", ...SCRIPT_SECTIONS.map((section) => section.title)];
}

/**
 * The deterministic reading first, on the built-in analyst (its worker pool in the server): the
 * script reader's reading, or the pitch judge's judgement, with the built-in result (and, in
 * generate mode, the outline written from that same judgement). Junk the judge refuses is refused
 * here too (422), before any model is called.
 */
export async function readEvidence(
  input: AnalysisInput,
  analyst: BuiltinAnalyst,
  signal?: AbortSignal,
): Promise<Evidence> {
  const material = [
    input.pitchText,
    ...Object.values(input.promptAnswers).filter((v) => typeof v === "string"),
  ].join("\n");
  // In generate mode the built-in outline comes too: it stands in for unverified outline notes.
  const { result: builtin, judgement } = await analyst.analyze(input, { signal });
  if (!judgement) {
    const reading = builtin.scriptAnalysis?.reading ?? null;
    return {
      builtin,
      judgement: null,
      text: reading ? scriptEvidence(reading) : "",
      facts: evidenceFacts(material, reading, projectWords(input)),
    };
  }
  const categories = input.projectStage === "deck" ? DECK_CATEGORIES : IDEA_CATEGORIES;
  return {
    builtin,
    judgement,
    text: pitchEvidence(judgement),
    facts: evidenceFacts(material, null, [...projectWords(input), ...categories]),
  };
}
