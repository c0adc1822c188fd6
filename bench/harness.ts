/** One row of the benchmark table. Ratios are against a reference measured in the same run. */
export interface BenchRow {
  bench: string;
  metric: string;
  value: number;
  unit: string;
  /** e.g. "1.8x pdftotext" */
  note?: string;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export async function timeIt(fn: () => Promise<unknown> | unknown): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export async function medianOf(runs: number, fn: () => Promise<unknown> | unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timeIt(fn));
  return median(times);
}
