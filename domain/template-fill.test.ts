import { describe, expect, it } from "vitest";
import { genreTemplate, genreTemplateAnswers } from "./genre-templates";
import { TEMPLATE_KEYS } from "./genres";
import { QUESTION_CAPS, type QuestionKey } from "./questionnaire";
import { fillUnansweredFromTemplate, templateFillsAnswers } from "./template-fill";

describe("Load Template on a project with its own material", () => {
  it("fills only blank answers and names what it filled", () => {
    const given = {
      projectTitle: "Big Fish",
      logline: "A son pieces together his dying father's tall tales.",
    };
    const { answers, filled } = fillUnansweredFromTemplate({ ...given, synopsis: "   " }, "Drama");
    expect(answers.projectTitle).toBe("Big Fish");
    expect(answers.logline).toBe(given.logline);
    expect(filled).toEqual(["synopsis", "urgency", "protagonist", "vibes", "comps", "setting", "theme"]);
    expect(answers.synopsis).toMatch(/^Act One: \[who they are/);
    expect(answers.vibes).toBe(
      "Intimate and emotionally honest. Natural light, handheld close-ups, quiet rooms full of things left unsaid.",
    );
    expect(answers.comps).toBe("[recent drama] meets [second comparable]");
    expect(answers.obstacle).toBeUndefined();
  });

  it("does nothing for Other or no genre", () => {
    expect(fillUnansweredFromTemplate({ logline: "x" }, "Other")).toEqual({
      answers: { logline: "x" },
      filled: [],
    });
    expect(fillUnansweredFromTemplate({}, "")).toEqual({ answers: {}, filled: [] });
  });

  it.each(TEMPLATE_KEYS)("%s: every answer is template text within its question's cap", (key) => {
    const whole = genreTemplate(key);
    for (const [question, text] of Object.entries(genreTemplateAnswers(key))) {
      expect(text.length, question).toBeGreaterThan(0);
      expect(text.length, question).toBeLessThanOrEqual(QUESTION_CAPS[question as QuestionKey]);
      expect(whole).toContain(text);
    }
  });

  it("keeps the plain idea questionnaire's rule, and fills for scripts, decks and enhancement", () => {
    expect(templateFillsAnswers({ projectStage: "idea", enhanceWithPrompts: null })).toBe(false);
    expect(templateFillsAnswers({ projectStage: null, enhanceWithPrompts: false })).toBe(false);
    expect(templateFillsAnswers({ projectStage: "script", enhanceWithPrompts: true })).toBe(true);
    expect(templateFillsAnswers({ projectStage: "deck", enhanceWithPrompts: null })).toBe(true);
    expect(templateFillsAnswers({ projectStage: "idea", enhanceWithPrompts: true })).toBe(true);
  });
});
