/** Sent back once when an answer did not parse or did not match the schema. */
export function repairPrompt(problem: string): string {
  return [
    "Your previous answer could not be used:",
    problem,
    "Answer again with the complete JSON object only, matching the schema exactly (every required key,",
    "the right types, no text before or after it).",
  ].join("\n");
}

/** Sent once when an answer parsed but some of its notes failed verification against the material. */
export function verificationRepairPrompt(failures: string): string {
  return [
    "Some notes in your answer could not be verified against the material and the reading:",
    failures,
    "Answer again with the complete JSON object. Fix or remove each failing note: quote only words that",
    "appear verbatim in the material, name only characters, places and titles that appear in it, and cite",
    "only pages and scenes the reading lists.",
  ].join("\n");
}
