import { generateObject, type LanguageModel, type ModelMessage, NoObjectGeneratedError } from "ai";
import type { z } from "zod";
import { repairPrompt } from "./prompts/repair-prompt";
import { describeInvalidAnswer, toUpstreamError } from "./upstream-errors";

export interface StructuredCall<T> {
  schema: z.ZodType<T>;
  schemaName: string;
  system: string;
  prompt: string;
}

export interface CallSettings {
  model: LanguageModel;
  timeoutMs: number;
  signal?: AbortSignal;
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
      return result.object;
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error) && !timeout.aborted) throw error;
      throw toUpstreamError(error, { timedOut: timeout.aborted, timeoutMs: settings.timeoutMs });
    }
  };

  try {
    return await attempt();
  } catch (error) {
    if (!NoObjectGeneratedError.isInstance(error))
      throw toUpstreamError(error, { timedOut: false, timeoutMs: settings.timeoutMs });
    if (error.text?.trim()) messages.push({ role: "assistant", content: error.text });
    messages.push({ role: "user", content: repairPrompt(describeInvalidAnswer(error)) });
    try {
      return await attempt();
    } catch (second) {
      throw toUpstreamError(second, { timedOut: false, timeoutMs: settings.timeoutMs });
    }
  }
}
