import { describe, expect, it } from "vitest";
import {
  buildCombinedText,
  capAnswer,
  hasEnoughQuestionnaireContent,
  isNearCap,
  PROGRESS_STAGE_LABELS,
  PROMPTS_SEPARATOR,
  progressStageLabel,
  QUESTION_CAPS,
  QUESTION_KEYS,
  QUESTION_SECTIONS,
  QUESTIONNAIRE_STEPS,
  QUESTIONS,
} from "./questionnaire";

describe("questionnaire (product.md §2, §3, §5)", () => {
  it("has 16 keys with the product's caps, in the six sections", () => {
    expect(QUESTIONNAIRE_STEPS).toBe(16);
    expect(QUESTION_CAPS.synopsis).toBe(1000);
    expect(QUESTION_CAPS.vibes).toBe(200);
    expect(QUESTIONS.map((q) => q.key)).toEqual(QUESTION_KEYS);
    expect(new Set(QUESTIONS.map((q) => q.section))).toEqual(new Set(QUESTION_SECTIONS));
  });
  it("walks the five stage labels in order", () => {
    const labels = Array.from({ length: 16 }, (_, i) => progressStageLabel(i));
    expect(labels[0]).toBe("Let's Get Your Hook");
    expect(labels[15]).toBe("Ready for Review");
    expect([...new Set(labels)]).toEqual([...PROGRESS_STAGE_LABELS]);
  });
  it("caps answers and warns above 90%", () => {
    expect(capAnswer("vibes", "v".repeat(300))).toHaveLength(200);
    expect(isNearCap("vibes", "v".repeat(180))).toBe(false);
    expect(isNearCap("vibes", "v".repeat(181))).toBe(true);
  });
  it("combines uploaded text, separator and answers with placeholders", () => {
    const text = buildCombinedText("UPLOADED", { logline: "A diver hides a drowned girl." });
    expect(text.startsWith("UPLOADED\n\nADDITIONAL CONTEXT FROM PROMPTS")).toBe(true);
    expect(text).toContain("Logline: A diver hides a drowned girl.");
    expect(text).toContain("Synopsis: (not answered yet)");
    expect(buildCombinedText(null, {}).startsWith(PROMPTS_SEPARATOR)).toBe(true);
  });
  it("needs 100 characters of the user's own words", () => {
    expect(hasEnoughQuestionnaireContent(null, { logline: "short" })).toBe(false);
    expect(hasEnoughQuestionnaireContent(null, { logline: "l".repeat(60), synopsis: "s".repeat(40) })).toBe(
      true,
    );
  });
});
