import type { Split } from "./held-out";

/**
 * One measured figure of the analyst and the bar it must clear. `npm run eval` prints every row;
 * eval-thresholds.test.ts fails when any row misses its bar.
 */
export interface EvalRow {
  suite: string;
  metric: string;
  value: number;
  /** How the value reads: a share (0-1, printed as a percentage), points, or a count. */
  unit: "share" | "points" | "count" | "ms";
  /** "min": value must be at least the threshold; "max": at most. */
  direction: "min" | "max";
  threshold: number;
  /** Optional one-line detail (which items failed), printed under the table. */
  detail?: string;
  /** The corpus split the figure is measured on; such rows also print side by side (dev, held-out). */
  split?: Split;
}

export interface EvalSuite {
  name: string;
  run(): Promise<EvalRow[]> | EvalRow[];
}

export function rowPasses(row: EvalRow): boolean {
  return row.direction === "min" ? row.value >= row.threshold : row.value <= row.threshold;
}

export function formatValue(value: number, unit: EvalRow["unit"]): string {
  if (unit === "share") return `${(value * 100).toFixed(1)}%`;
  if (unit === "points") return value.toFixed(2);
  if (unit === "ms") return `${value.toFixed(0)} ms`;
  return String(value);
}

export function formatTable(rows: readonly EvalRow[]): string {
  const lines = ["| suite | metric | value | bar | held |", "|---|---|---:|---:|---|"];
  for (const row of rows) {
    const bar = `${row.direction === "min" ? "≥" : "≤"} ${formatValue(row.threshold, row.unit)}`;
    lines.push(
      `| ${row.suite} | ${row.metric}${row.split ? ` (${row.split})` : ""} | ${formatValue(row.value, row.unit)} | ${bar} | ${rowPasses(row) ? "yes" : "NO"} |`,
    );
  }
  const details = rows
    .filter((row) => row.detail)
    .map((row) => `- ${row.suite} / ${row.metric}${row.split ? ` (${row.split})` : ""}: ${row.detail}`);
  const sideBySide = splitTable(rows);
  return [
    ...lines,
    ...(sideBySide ? ["", sideBySide] : []),
    ...(details.length ? ["", ...details] : []),
  ].join("\n");
}

/** The figures measured on both splits, one line each: dev beside held-out. */
function splitTable(rows: readonly EvalRow[]): string | null {
  const split = rows.filter((row) => row.split);
  if (split.length === 0) return null;
  const keys = [...new Set(split.map((row) => `${row.suite}\u0000${row.metric}`))];
  const lines = ["| suite | metric | dev | held-out | bar |", "|---|---|---:|---:|---:|"];
  for (const key of keys) {
    const [suite, metric] = key.split("\u0000") as [string, string];
    const of = (name: string) =>
      split.find((row) => row.suite === suite && row.metric === metric && row.split === name);
    const dev = of("dev");
    const held = of("held-out");
    const any = (dev ?? held)!;
    const cell = (row: EvalRow | undefined) =>
      row ? `${formatValue(row.value, row.unit)}${rowPasses(row) ? "" : " (NO)"}` : "–";
    const bar = `${any.direction === "min" ? "≥" : "≤"} ${formatValue(any.threshold, any.unit)}`;
    lines.push(`| ${suite} | ${metric} | ${cell(dev)} | ${cell(held)} | ${bar} |`);
  }
  return lines.join("\n");
}
