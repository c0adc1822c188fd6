/** One run of text on a PDF page, in PDF points from the page's bottom-left corner. */
export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

const COURIER_12_WIDTH = 7.2;

/**
 * A page's text runs -> lines: runs grouped by baseline, sorted by x; in layout mode each run is
 * indented by its distance from the page edge in character widths (as `pdftotext -fixed` does), so
 * cues, dialogue and parentheticals keep their columns; vertical gaps become blank lines.
 */
export function pageText(
  runs: readonly PositionedText[],
  options: { isLayout: boolean; left: number },
): string {
  const items = runs.filter((run) => run.str.trim().length > 0).sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PositionedText[][] = [];
  for (const item of items) {
    const row = rows.at(-1);
    const anchor = row?.[0];
    if (row && anchor && Math.abs(anchor.y - item.y) <= Math.max(2, Math.min(anchor.size, item.size) * 0.35))
      row.push(item);
    else rows.push([item]);
  }
  const charWidth = options.isLayout ? medianCharWidth(items) : 0;
  const gaps: number[] = [];
  for (let i = 1; i < rows.length; i++) gaps.push(rows[i - 1]![0]!.y - rows[i]![0]!.y);
  // Single line spacing: the tighter of the usual gaps and 1.2x the usual font size (a page of
  // double-spaced blocks must still get its blank lines).
  const fontLineHeight = median(items.map((item) => item.size)) * 1.2;
  const lineHeight = Math.min(
    percentile(
      gaps.filter((gap) => gap > 1),
      0.25,
    ) || 12,
    fontLineHeight || 12,
  );
  const lines: string[] = [];
  rows.forEach((row, index) => {
    if (index > 0) {
      const gap = rows[index - 1]![0]!.y - row[0]!.y;
      const blanks = Math.min(3, Math.round(gap / lineHeight) - 1);
      for (let i = 0; i < blanks; i++) lines.push("");
    }
    lines.push(rowText(row, options.left, charWidth));
  });
  return `${lines.join("\n")}\n`;
}

function rowText(row: PositionedText[], left: number, charWidth: number): string {
  row.sort((a, b) => a.x - b.x);
  let line = "";
  let end = Number.NEGATIVE_INFINITY;
  for (const item of row) {
    const text = line ? item.str : item.str.trimStart();
    if (charWidth > 0) {
      const column = Math.max(0, Math.round((item.x - left) / charWidth));
      if (column > line.length) line = line.padEnd(column, " ");
      else if (line && !line.endsWith(" ") && !text.startsWith(" ") && item.x - end > charWidth * 0.2)
        line += " ";
    } else if (line && !line.endsWith(" ") && !text.startsWith(" ") && item.x - end > item.size * 0.15) {
      line += " ";
    }
    line += text;
    end = item.x + item.width;
  }
  return line.trimEnd();
}

function medianCharWidth(items: readonly PositionedText[]): number {
  const widths = items
    .filter((item) => item.str.length >= 3 && item.width > 0)
    .map((item) => item.width / item.str.length);
  return median(widths) || COURIER_12_WIDTH;
}

function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}

function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * fraction)]!;
}
