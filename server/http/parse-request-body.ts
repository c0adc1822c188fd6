import type { ZodError, ZodType } from "zod";
import { findUnstorable, type UnstorablePlace } from "../../domain/storable-text";
import { AppError } from "../errors";

const EXPECTED_LABELS: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  object: "an object",
  record: "an object",
  array: "a list",
};

export interface RequestBodyWording {
  /** What the body is, for the sentence when it is not an object: "the analysis request". */
  subject: string;
  /** Sentences that replace the generic one for any problem with a top-level field. */
  fields?: Record<string, string>;
}

/** A payload problem as one sentence: refinement messages stand alone, others name the field. */
export function requestBodyMessage(error: ZodError, { subject, fields = {} }: RequestBodyWording): string {
  const issue = error.issues[0];
  if (!issue) return `The ${subject.replace(/^the /, "")} is not valid.`;
  const field = issue.path.join(".");
  const first = issue.path[0];
  if (typeof first === "string" && fields[first]) return fields[first];
  if (issue.code === "custom") return issue.message;
  if (!field) return `Send ${subject} as a JSON object.`;
  switch (issue.code) {
    case "invalid_type":
      return `${field} must be ${EXPECTED_LABELS[issue.expected] ?? issue.expected}.`;
    case "invalid_value":
      return `${field} must be one of: ${issue.values.map(String).join(", ")}.`;
    case "too_big":
      return `${field} is too long (at most ${String(issue.maximum)} characters).`;
    case "too_small":
      return `${field} must not be empty.`;
    default:
      return `${field}: ${issue.message}`;
  }
}

/** What answers text the database cannot store, naming where it is (never quoting it). */
export function unstorableMessage({ path, inKey }: UnstorablePlace): string {
  const where = inKey ? (path ? `A key in ${path}` : "A field name") : path;
  return `${where} contains a character that cannot be stored (a NUL character or half of a broken character pair). Please remove it and try again.`;
}

/**
 * Parses a JSON body with a domain schema; a mismatch is a 400 with one sentence. Text the
 * database cannot store is refused first, on every field, so it never reaches a query.
 */
export function parseRequestBody<T>(schema: ZodType<T>, body: unknown, wording: RequestBodyWording): T {
  const unstorable = findUnstorable(body);
  if (unstorable) {
    const field = unstorable.inKey ? undefined : unstorable.path.split(".")[0];
    const sentence = (field && wording.fields?.[field]) || unstorableMessage(unstorable);
    throw new AppError("bad_request", sentence);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError("bad_request", requestBodyMessage(parsed.error, wording));
  return parsed.data;
}
