import type { AnalysisEngine, AnalysisInput } from "#analysis/engine/analysis-engine";
import { extractSignals } from "#analysis/read/pitch/extract-signals";
import { composeBuildout } from "#analysis/write/outline/compose-buildout";
import { reportPitch } from "#analysis/write/pitch-report/report-pitch";
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
 * The deterministic reading first: the script reader (on the built-in engine, so on its worker pool)
 * or the pitch judge. Junk the judge refuses is refused here too (422), before any model is called.
 */
export async function readEvidence(
  input: AnalysisInput,
  builtinEngine: AnalysisEngine,
  signal?: AbortSignal,
): Promise<Evidence> {
  const material = [
    input.pitchText,
    ...Object.values(input.promptAnswers).filter((v) => typeof v === "string"),
  ].join("\n");
  if (input.projectStage === "script") {
    // In generate mode the built-in outline comes too: it stands in for unverified outline notes.
    const builtin = await builtinEngine.analyze(input, { signal });
    const reading = builtin.scriptAnalysis?.reading ?? null;
    return {
      builtin,
      judgement: null,
      text: reading ? scriptEvidence(reading) : "",
      facts: evidenceFacts(material, reading, projectWords(input)),
    };
  }
  const { result, judgement } = reportPitch({ ...input, mode: "analyze" });
  const categories = input.projectStage === "deck" ? DECK_CATEGORIES : IDEA_CATEGORIES;
  const deckBuildout = input.mode === "generate" ? composeBuildout(extractSignals(input)) : undefined;
  return {
    builtin: { ...result, ...(deckBuildout ? { deckBuildout } : {}) },
    judgement,
    text: pitchEvidence(judgement),
    facts: evidenceFacts(material, null, [...projectWords(input), ...categories]),
  };
}
