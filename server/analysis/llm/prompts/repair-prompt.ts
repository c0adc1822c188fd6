/** Sent back once when an answer did not parse or did not match the schema. */
export function repairPrompt(problem: string): string {
  return [
    "Your previous answer could not be used:",
    problem,
    "Answer again with the complete JSON object only, matching the schema exactly (every required key,",
    "the right types, no text before or after it).",
  ].join("\n");
}
