import type { PitchReading } from "#analysis/judge/judge-pitch";
import { pitchFaults } from "#analysis/judge/pitch-faults";
import { scorePitch } from "#analysis/judge/score-pitch";
import type { AnalysisResult, Category } from "#domain/analysis";
import { PICTURE_RATED_CATEGORIES, type PictureText, picturesNotRatedReason } from "#domain/picture-text";
import { QUESTION_KEYS } from "#domain/questionnaire";
import { AppError } from "#server/errors";
import { composeSummary } from "../compose-summary";

/** Judge and write: the built-in report on an idea or a deck from its one reading. Junk is refused with a sentence (422). */
export function reportPitch(
  { signals, judgement }: PitchReading,
  upload: { pictures: PictureText | null; text: string } = { pictures: null, text: "" },
): Omit<AnalysisResult, "deckBuildout"> {
  if (judgement.refusal) throw new AppError("unreadable", judgement.refusal);
  const material = [signals.body, ...QUESTION_KEYS.map((key) => signals.answers[key] ?? "")].join("\n");
  const scored = scorePitch(signals, judgement, material);
  // A deck whose look is in its pictures: the words alone do not rate its design, and the overall
  // score and summary come from the categories that were rated.
  const notRated = signals.stage === "deck" ? picturesNotRatedReason(upload.text, upload.pictures) : null;
  const isPictureRated = (category: Category) =>
    (PICTURE_RATED_CATEGORIES as readonly string[]).includes(category.category);
  const rated = notRated ? scored.filter((category) => !isPictureRated(category)) : scored;
  const categories = notRated
    ? scored.map((category) =>
        isPictureRated(category)
          ? { ...category, strengths: [], improvements: [], suggestions: [], notRated }
          : category,
      )
    : scored;
  const summary = composeSummary(signals, rated, pitchFaults(judgement));
  if (notRated)
    summary.overallSummary = `${summary.overallSummary} ${notRated.replace(/^Not rated: /, "Design and Readability is not rated: ")}`;
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
