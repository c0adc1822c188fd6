import type { ZodError } from "zod";

const EXPECTED_LABELS: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  object: "an object",
  record: "an object",
  array: "a list",
};

/** A payload problem as one sentence: refinement messages stand alone, others name the field. */
export function analyzeRequestMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The analysis request is not valid.";
  const field = issue.path.join(".");
  if (issue.code === "custom") return issue.message;
  if (!field) return "Send the analysis request as a JSON object.";
  switch (issue.code) {
    case "invalid_type":
      return `${field} must be ${EXPECTED_LABELS[issue.expected] ?? issue.expected}.`;
    case "invalid_value":
      return `${field} must be one of: ${issue.values.map(String).join(", ")}.`;
    case "too_big":
      return `${field} is too long (at most ${String(issue.maximum)} characters).`;
    default:
      return `${field}: ${issue.message}`;
  }
}
