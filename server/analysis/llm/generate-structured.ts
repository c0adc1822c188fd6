import {
  generateObject,
  type LanguageModel,
  type LanguageModelUsage,
  type ModelMessage,
  NoObjectGeneratedError,
} from "ai";
import type { z } from "zod";
import { repairPrompt, verificationRepairPrompt } from "./prompts/repair-prompt";
import { describeInvalidAnswer, toUpstreamError } from "./upstream-errors";

export interface StructuredCall<T> {
  schema: z.ZodType<T>;
  schemaName: string;
  system: string;
  prompt: string;
  /** Checks a parsed answer against the evidence; a non-empty list gets one repair turn. */
  verify?: (value: T) => string | null;
}

/** Tokens spent by every call of one analysis (counts only, never text). */
export interface TokenMeter {
  inputTokens: number;
  outputTokens: number;
  calls: number;
}

export interface CallSettings {
  model: LanguageModel;
  timeoutMs: number;
  signal?: AbortSignal;
  meter?: TokenMeter;
}

/**
 * One structured-output call: a timeout per attempt, no transport retries, and one repair turn when
 * the answer does not parse or validate (the model sees its answer and the validation errors).
 * Any remaining fault is a 502 AppError.
 */
export async function generateStructured<T>(call: StructuredCall<T>, settings: CallSettings): Promise<T> {
  const messages: ModelMessage[] = [{ role: "user", content: call.prompt }];
  const attempt = async (): Promise<T> => {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const abortSignal = settings.signal ? AbortSignal.any([timeout, settings.signal]) : timeout;
    try {
      const result = await generateObject({
        model: settings.model,
        schema: call.schema,
        schemaName: call.schemaName,
        system: call.system,
        messages,
        maxRetries: 0,
        abortSignal,
      });
      count(settings.meter, result.usage);
      return result.object;
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) count(settings.meter, error.usage);
      if (NoObjectGeneratedError.isInstance(error) && !timeout.aborted) throw error;
      throw toUpstreamError(error, { timedOut: timeout.aborted, timeoutMs: settings.timeoutMs });
    }
  };

  let value: T;
  try {
    value = await attempt();
  } catch (error) {
    if (!NoObjectGeneratedError.isInstance(error))
      throw toUpstreamError(error, { timedOut: false, timeoutMs: settings.timeoutMs });
    if (error.text?.trim()) messages.push({ role: "assistant", content: error.text });
    messages.push({ role: "user", content: repairPrompt(describeInvalidAnswer(error)) });
    try {
      value = await attempt();
    } catch (second) {
      throw toUpstreamError(second, { timedOut: false, timeoutMs: settings.timeoutMs });
    }
    // The shape was already repaired once; the caller handles what still fails verification.
    return value;
  }
  const failures = call.verify?.(value) ?? null;
  if (!failures) return value;
  messages.push({ role: "assistant", content: JSON.stringify(value) });
  messages.push({ role: "user", content: verificationRepairPrompt(failures) });
  try {
    return await attempt();
  } catch {
    // A failed repair turn keeps the first answer; its failing notes are replaced downstream.
    return value;
  }
}

function count(meter: TokenMeter | undefined, usage: LanguageModelUsage | undefined): void {
  if (!meter) return;
  meter.calls += 1;
  meter.inputTokens += usage?.inputTokens ?? 0;
  meter.outputTokens += usage?.outputTokens ?? 0;
}
