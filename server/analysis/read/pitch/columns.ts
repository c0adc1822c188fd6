/** A run of three or more spaces: where `pdftotext -layout` puts the gap between two columns. */
const GAP = / {3,}/g;
const HONORIFICS = /^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)+/;

interface Segment {
  start: number;
  text: string;
}

function segments(line: string): Segment[] {
  const found: Segment[] = [];
  let start = 0;
  for (const part of line.split(GAP)) {
    const at = line.indexOf(part, start);
    if (part.trim()) found.push({ start: at + (part.length - part.trimStart().length), text: part.trim() });
    start = at + part.length;
  }
  return found;
}

/** "Dr. Aistė" over "Balčiūnaitienė CEO": a first name whose surname wrapped onto the next line. */
function joinWrappedName(lines: string[]): string[] {
  const [first, second, ...rest] = lines;
  if (!first || !second) return lines;
  const bare = first.replace(HONORIFICS, "");
  const [surname, ...after] = second.split(/\s+/);
  if (!/^\p{Lu}\p{Ll}+$/u.test(bare) || !surname || !/^\p{Lu}\p{Ll}+$/u.test(surname)) return lines;
  return [`${first} ${surname}`, ...(after.length ? [after.join(" ")] : []), ...rest];
}

/**
 * Text read without columns ("Dr. Aistė" over "Balčiūnaitienė CEO", "Prof. Dr. Pranas" over
 * "Viškelis"): a titled first name alone on its line takes the surname that opens the next one.
 */
function joinTitledNames(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const next = lines[index + 1];
    if (next !== undefined && HONORIFICS.test(line.trim())) {
      const pair = joinWrappedName([line.trim(), next.trim()]);
      if (pair[0] !== line.trim()) {
        joined.push(...pair);
        index++;
        continue;
      }
    }
    joined.push(line);
  }
  return joined;
}

/**
 * A slide laid out in columns side by side (a team slide with one person per column) read one
 * column at a time, so that each person's name, role and credits stay together. The columns are
 * the ones its first line of columns sets out; text without columns comes back as it was.
 */
export function readColumns(text: string): string {
  const lines = text.split("\n");
  // The first line with two or more columns sets them out; a heading above it stays as it is.
  const header = lines.findIndex((line) => segments(line).length >= 2);
  if (header === -1 || header > 3) return joinTitledNames(lines).join("\n");
  const starts = segments(lines[header]!).map((segment) => segment.start);
  const columns: string[][] = starts.map(() => []);
  for (const line of lines.slice(header)) {
    for (const segment of segments(line)) {
      let column = 0;
      for (const [index, start] of starts.entries()) if (start <= segment.start + 4) column = index;
      columns[column]!.push(segment.text);
    }
  }
  return [...lines.slice(0, header), ...columns.map((column) => joinWrappedName(column).join("\n"))].join(
    "\n\n",
  );
}
