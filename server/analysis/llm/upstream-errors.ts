import {
  APICallError,
  JSONParseError,
  LoadAPIKeyError,
  NoObjectGeneratedError,
  TypeValidationError,
} from "ai";
import { ZodError } from "zod";
import { AppError, isAppError } from "#server/errors";

export const UPSTREAM_MESSAGES = {
  timeout: (seconds: number) =>
    `The AI analyst did not answer within ${seconds} second${seconds === 1 ? "" : "s"}. Nothing was saved; please try again.`,
  status: (status: number) =>
    `The AI provider could not complete the analysis (it answered with HTTP ${status}). Nothing was saved; please try again in a moment.`,
  unreadable:
    "The AI analyst returned a report we could not read, even after asking it to correct it. Nothing was saved; please try again.",
  badResponse:
    "The AI provider sent a response we could not read. Nothing was saved; please try again in a moment.",
  unreachable: "We could not reach the AI provider. Nothing was saved; please try again in a moment.",
  noKey: "The AI provider is not set up: it needs an API key (AI_API_KEY). Nothing was saved.",
} as const;

/** Every provider fault becomes one 502 AppError with a sentence a creator can act on. */
export function toUpstreamError(error: unknown, context: { timedOut: boolean; timeoutMs: number }): AppError {
  if (isAppError(error)) return error;
  if (context.timedOut)
    return new AppError(
      "upstream",
      UPSTREAM_MESSAGES.timeout(Math.max(1, Math.round(context.timeoutMs / 1000))),
      { cause: error },
    );
  if (NoObjectGeneratedError.isInstance(error))
    return new AppError("upstream", UPSTREAM_MESSAGES.unreadable, { cause: error });
  if (APICallError.isInstance(error) && error.statusCode) {
    const message =
      error.statusCode >= 400 ? UPSTREAM_MESSAGES.status(error.statusCode) : UPSTREAM_MESSAGES.badResponse;
    return new AppError("upstream", message, { cause: error });
  }
  if (LoadAPIKeyError.isInstance(error))
    return new AppError("upstream", UPSTREAM_MESSAGES.noKey, { cause: error });
  if (JSONParseError.isInstance(error) || TypeValidationError.isInstance(error))
    return new AppError("upstream", UPSTREAM_MESSAGES.unreadable, { cause: error });
  return new AppError("upstream", UPSTREAM_MESSAGES.unreachable, { cause: error });
}

const MAX_PROBLEM_LINES = 12;

/** The validation error in words the model can act on (sent back in the repair turn). */
export function describeInvalidAnswer(error: NoObjectGeneratedError): string {
  const cause = error.cause;
  const zodError = TypeValidationError.isInstance(cause) ? cause.cause : cause;
  if (zodError instanceof ZodError) {
    return zodError.issues
      .slice(0, MAX_PROBLEM_LINES)
      .map((issue) => `- ${issue.path.join(".") || "(root)"}: ${issue.message}`)
      .join("\n");
  }
  if (JSONParseError.isInstance(cause)) return "- The answer was not valid JSON.";
  return `- ${error.message}`;
}
