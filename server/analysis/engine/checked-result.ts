import { type AnalysisResult, AnalysisResultSchema } from "#domain/analysis";

const checked = new WeakSet<object>();

/**
 * The result checked against AnalysisResultSchema once and frozen, or undefined when it fails the
 * check. A kept result handed to many requests is checked when it is made, not at each answer (a
 * script's report takes ~6 ms to check); frozen, so no request can change what the next one reads.
 */
export function checkOnce(raw: unknown): AnalysisResult | undefined {
  const parsed = AnalysisResultSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  checked.add(deepFreeze(parsed.data));
  return parsed.data;
}

/** Whether `value` came from checkOnce: it may be read as it is, never changed. */
export function isChecked(value: unknown): value is AnalysisResult {
  return typeof value === "object" && value !== null && checked.has(value);
}

/** `value` and everything in it frozen: what a cache shares with many requests. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
