import { systemPrompt } from "./analyst-persona";

/** Map step for long material: notes about one part, read later instead of the text. */
export const CHUNK_NOTES_SYSTEM_PROMPT = systemPrompt(
  [
    "Task: the material is long, so you read it in parts. You are given part N of M. Take notes that a",
    "colleague will use to write the full analysis without seeing the text: what happens, who appears",
    "and what they want, what works, what does not, and specific details worth citing (scene headings,",
    "lines, numbers, comps, audience, team). Be concise and concrete; do not judge the whole from one part.",
  ].join("\n"),
);

/** Reduce step when the notes themselves exceed the budget: condense several parts' notes into one. */
export const CONDENSE_NOTES_SYSTEM_PROMPT = systemPrompt(
  [
    "Task: condense the notes of consecutive parts of a long piece of material into one set of notes,",
    "keeping the order of events, every named character and the most specific details worth citing.",
  ].join("\n"),
);
