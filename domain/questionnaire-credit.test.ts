import { describe, expect, it } from "vitest";
import { buildCombinedText } from "./questionnaire";
import {
  answeredInCombinedText,
  questionnaireCredit,
  questionnaireCreditSentence,
} from "./questionnaire-credit";

const DECK = "GREENCOATS\fEdible nanocoatings that keep fruit fresh.";

describe("what the questionnaire added to a deck's score", () => {
  it("credits the answered questions in questionnaire order, never the blanks nor the title", () => {
    const text = buildCombinedText(DECK, {
      urgency: "Food waste laws.",
      logline: "A coating.",
      obstacle: "  ",
      projectTitle: "Greencoats",
    });
    expect(answeredInCombinedText(text)).toEqual(["projectTitle", "logline", "urgency"]);
    expect(questionnaireCredit(text, "deck")).toEqual(["logline", "urgency"]);
  });

  it("credits nothing to an idea (its answers are its material), a script, or text without answers", () => {
    const text = buildCombinedText(DECK, { logline: "A coating." });
    expect(questionnaireCredit(text, "idea")).toEqual([]);
    expect(questionnaireCredit(text, "script")).toEqual([]);
    expect(questionnaireCredit(DECK, "deck")).toEqual([]);
  });

  it("says it in a sentence", () => {
    expect(questionnaireCreditSentence(["logline", "synopsis", "urgency"])).toBe(
      "Scored with your questionnaire answers: logline, synopsis and why now. The material you uploaded is scored as before; these answers add to it.",
    );
  });
});
