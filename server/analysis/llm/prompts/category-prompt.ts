import { DECK_CATEGORIES, IDEA_CATEGORIES } from "#domain/categories";
import { systemPrompt } from "./analyst-persona";

const SCORING = [
  "Score each category from 0 to 10 with one decimal: 8 or more means ready to pitch, 6 to 8 promising",
  "but needs work, below 6 a real gap. Vague, generic or missing material scores low. For each category",
  "give strengths, improvements and suggestions (two to four each), each pointing at evidence in the",
  "material. The overallSummary names the two biggest wins and the two most urgent fixes; keyTakeaways",
  "are three to five short, actionable sentences.",
].join(" ");

/** Idea stage (questionnaire answers or a raw idea): the Development Score categories. */
export const IDEA_SYSTEM_PROMPT = systemPrompt(
  [
    "Task: assess a story idea at the development stage.",
    `Categories, exactly these names: ${IDEA_CATEGORIES.join("; ")}.`,
    SCORING,
  ].join("\n"),
);

/** Deck stage: the Pitch Effectiveness categories, including design and funding. */
export const DECK_SYSTEM_PROMPT = systemPrompt(
  [
    "Task: assess a pitch deck (its extracted text, slide by slide where visible) for buyers and financiers.",
    `Categories, exactly these names: ${DECK_CATEGORIES.join("; ")}.`,
    "Judge Design and Readability from the text: words per slide, walls of text, missing slides.",
    SCORING,
  ].join("\n"),
);
