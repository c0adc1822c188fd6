import { describe, expect, it } from "vitest";
import { buildCombinedText } from "#domain/questionnaire";
import { splitQuestionnaire } from "./questionnaire-block";

describe("splitQuestionnaire", () => {
  it("separates the uploaded text from the answers the combined text carries", () => {
    const text = buildCombinedText("FADE IN:\n\nINT. KITCHEN - DAY", {
      projectTitle: "Low Tide",
      synopsis: "First paragraph.\n\nSecond paragraph: with a colon.",
      audience: "Adults 25-54",
    });
    const { body, answers } = splitQuestionnaire(text, {});
    expect(body).toBe("FADE IN:\n\nINT. KITCHEN - DAY");
    expect(answers).toEqual({
      projectTitle: "Low Tide",
      synopsis: "First paragraph.\n\nSecond paragraph: with a colon.",
      audience: "Adults 25-54",
    });
  });

  it("drops the placeholder for blank answers and lets given answers win", () => {
    const text = buildCombinedText(null, { logline: "Old logline" });
    const { body, answers } = splitQuestionnaire(text, { logline: "New logline", vibes: "  " });
    expect(body).toBe("");
    expect(answers).toEqual({ logline: "New logline" });
  });

  it("leaves text without a questionnaire block untouched", () => {
    expect(splitQuestionnaire("  Just a pitch.  ", {})).toEqual({ body: "Just a pitch.", answers: {} });
  });
});
