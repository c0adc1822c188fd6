import type { AnalysisInput } from "#analysis/engine/analysis-engine";
import { readPitch } from "#analysis/judge/judge-pitch";
import { scorePitch } from "#analysis/judge/score-pitch";
import { judgedSignals } from "#analysis/read/pitch/judged-signals";
import type { AnalysisResult } from "#domain/analysis";
import type { PitchJudgement } from "#domain/pitch-judgement";
import { QUESTION_KEYS } from "#domain/questionnaire";
import { AppError } from "#server/errors";
import { composeSummary } from "../compose-summary";

/** Read, judge, write: the built-in report on an idea or a deck. Junk is refused with a sentence (422). */
export function reportPitch(input: AnalysisInput): {
  result: Omit<AnalysisResult, "deckBuildout">;
  judgement: PitchJudgement;
} {
  const { signals, judgement } = readPitch(input);
  if (judgement.refusal) throw new AppError("unreadable", judgement.refusal);
  const judged = judgedSignals(signals, judgement);
  const material = [signals.body, ...QUESTION_KEYS.map((key) => signals.answers[key] ?? "")].join("\n");
  const categories = scorePitch(judged, judgement, material);
  const summary = composeSummary(judged, categories);
  const failed = judgement.gates.filter((gate) => !gate.passed && judgement.ceiling < 10);
  if (failed.length) {
    const why = failed.map((gate) => gate.note).join(" ");
    summary.overallSummary = `This material was scored low because it cannot yet be judged as a pitch. ${why} ${summary.overallSummary}`;
    summary.keyTakeaways = [`Fix first: ${failed[0]?.note ?? ""}`, ...summary.keyTakeaways];
  }
  return { result: { ...summary, categories }, judgement };
}
