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

  it("reads answers pasted as `key: answer` lines as it reads the questionnaire's block", () => {
    const answers = {
      logline: "A ferryman keeps his boat running for one passenger.",
      synopsis: "Marko runs the ferry.\nThe bridge opens in September.",
      urgency: "The old crossings close this year.",
      emotionalImpact: "Still.",
    };
    const pasted = Object.entries(answers)
      .map(([key, value]) => `${key}: ${value}`)
      .join("\n");
    expect(splitQuestionnaire(pasted, {})).toEqual({ body: "", answers });
    expect(splitQuestionnaire(buildCombinedText(null, answers), {}).answers).toEqual(answers);
    expect(splitQuestionnaire("Logline: one.\nWhy Now: two.\nTone: three.", {}).answers).toEqual({
      logline: "one.",
      urgency: "two.",
      vibes: "three.",
    });
  });

  it("leaves two key lines, and slides, as text", () => {
    expect(splitQuestionnaire("Logline: one.\nBudget: $2m.", {}).answers).toEqual({});
    expect(splitQuestionnaire("Logline: a.\fSynopsis: b.\fAudience: c.", {}).answers).toEqual({});
  });

  it("leaves text without a questionnaire block untouched", () => {
    expect(splitQuestionnaire("  Just a pitch.  ", {})).toEqual({ body: "Just a pitch.", answers: {} });
  });
});
