import type { PitchReading } from "#analysis/judge/judge-pitch";
import { pitchFaults } from "#analysis/judge/pitch-faults";
import { scorePitch } from "#analysis/judge/score-pitch";
import type { AnalysisResult } from "#domain/analysis";
import { QUESTION_KEYS } from "#domain/questionnaire";
import { AppError } from "#server/errors";
import { composeSummary } from "../compose-summary";

/** Judge and write: the built-in report on an idea or a deck from its one reading. Junk is refused with a sentence (422). */
export function reportPitch({ signals, judgement }: PitchReading): Omit<AnalysisResult, "deckBuildout"> {
  if (judgement.refusal) throw new AppError("unreadable", judgement.refusal);
  const material = [signals.body, ...QUESTION_KEYS.map((key) => signals.answers[key] ?? "")].join("\n");
  const categories = scorePitch(signals, judgement, material);
  const summary = composeSummary(signals, categories, pitchFaults(judgement));
  const failed = judgement.gates.filter((gate) => !gate.passed && judgement.ceiling < 10);
  if (failed.length) {
    const why = failed.map((gate) => gate.note).join(" ");
    const lead =
      judgement.ceiling > 5
        ? "This pitch is held below its potential because it contradicts itself."
        : "This material was scored low because it cannot yet be judged as a pitch.";
    summary.overallSummary = `${lead} ${why} ${summary.overallSummary}`;
    summary.keyTakeaways = [`Fix first: ${failed[0]?.note ?? ""}`, ...summary.keyTakeaways];
  }
  return { ...summary, categories };
}
