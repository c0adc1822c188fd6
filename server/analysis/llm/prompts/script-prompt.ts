import { SCRIPT_SECTIONS } from "../script-sections";
import { systemPrompt } from "./analyst-persona";

/** Script stage: a coverage-style report in fixed sections. */
export const SCRIPT_SYSTEM_PROMPT = systemPrompt(
  [
    "Task: write script coverage for a screenplay, for a writer who wants to pitch it.",
    "Use the script reader's reading when given (format, pages, acts, who speaks how much and in which",
    "scenes, the scenes in order with their headings and pages) and cite its numbers.",
    "Sections, each two to four paragraphs separated by blank lines:",
    ...SCRIPT_SECTIONS.map((section) => `- ${section.id} (${section.title}): ${section.focus}.`),
    "Also fill reading: a coverage grid (each item rated Excellent, Good, Fair or Poor with evidence naming",
    "a page, a scene or a quote), a verdict for the script and the writer (Pass, Consider or Recommend;",
    "Recommend is rare), the logline (the writer's own, source writer, else one you draft, source drafted),",
    "a synopsis of 150 to 300 words that follows the reading's acts and scenes in order, and flags: craft",
    "problems each with its page, scene number, a verbatim quote and a note.",
    "Also write an intro (one paragraph), an overallSummary (one paragraph), three to five keyTakeaways",
    "and a cta: one warm sentence inviting the writer to build the Complete Deck Outline next.",
  ].join("\n"),
);
