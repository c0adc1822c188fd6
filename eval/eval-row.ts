/**
 * One measured figure of the analyst and the bar it must clear. `npm run eval` prints every row;
 * eval-thresholds.test.ts fails when any row misses its bar.
 */
export interface EvalRow {
  suite: string;
  metric: string;
  value: number;
  /** The same figure on the held-out quarter of the corpus, printed beside `value` (the dev cases). */
  heldOut?: number;
  /** How the value reads: a share (0-1, printed as a percentage), points, or a count. */
  unit: "share" | "points" | "count" | "ms";
  /** "min": value must be at least the threshold; "max": at most. */
  direction: "min" | "max";
  threshold: number;
  /** Optional one-line detail (which items failed), printed under the table. */
  detail?: string;
  /** A target not yet reached: printed with its bar, not held by the thresholds test. */
  pending?: boolean;
}

export interface EvalSuite {
  name: string;
  run(): Promise<EvalRow[]> | EvalRow[];
}

function meets(row: EvalRow, value: number): boolean {
  return row.direction === "min" ? value >= row.threshold : value <= row.threshold;
}

/** Both the dev value and, where there is one, the held-out value meet the bar. */
export function rowPasses(row: EvalRow): boolean {
  return meets(row, row.value) && (row.heldOut === undefined || meets(row, row.heldOut));
}

/** Rows that fail their bar, leaving out pending targets. */
export function failingRows(rows: readonly EvalRow[]): EvalRow[] {
  return rows.filter((row) => !row.pending && !rowPasses(row));
}

export function formatValue(value: number, unit: EvalRow["unit"]): string {
  if (unit === "share") return `${(value * 100).toFixed(1)}%`;
  if (unit === "points") return value.toFixed(2);
  if (unit === "ms") return `${value.toFixed(0)} ms`;
  return String(value);
}

export function formatTable(rows: readonly EvalRow[]): string {
  const lines = ["| suite | metric | value (dev) | held-out | bar | held |", "|---|---|---:|---:|---:|---|"];
  for (const row of rows) {
    const bar = Number.isFinite(row.threshold)
      ? `${row.direction === "min" ? "≥" : "≤"} ${formatValue(row.threshold, row.unit)}`
      : "—";
    const heldOut = row.heldOut === undefined ? "" : formatValue(row.heldOut, row.unit);
    const held = rowPasses(row) ? "yes" : row.pending ? "not yet" : "NO";
    lines.push(
      `| ${row.suite} | ${row.metric} | ${formatValue(row.value, row.unit)} | ${heldOut} | ${bar} | ${held} |`,
    );
  }
  const details = rows
    .filter((row) => row.detail)
    .map((row) => `- ${row.suite} / ${row.metric}: ${row.detail}`);
  return [...lines, ...(details.length ? ["", ...details] : [])].join("\n");
}
