import type { DeltaFlag, PitchDelta, ScriptDelta, StripScene } from "./version-delta";

/**
 * The words of "What changed since <date>" (product.md "What changed"), shared by the review
 * page, My Projects and the PDF export: one compact table of rows, the notes, the strip's legend.
 */
export const WHAT_CHANGED_PREFIX = "What changed since";

export interface DeltaRow {
  label: string;
  from: string;
  to: string;
  /** Headings, names or quotes the row is about. */
  details: string[];
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Nov 20, 2026" (DATE_FORMAT), in UTC so every reader of one record sees one date. */
export function deltaDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function whatChangedTitle(date: string): string {
  return `${WHAT_CHANGED_PREFIX} ${deltaDate(date)}`;
}

function signed(from: number, to: number, unit: string): string {
  const change = to - from;
  if (change === 0) return `${to} ${unit}`;
  return `${to} ${unit} (${change > 0 ? "+" : "−"}${Math.abs(change)})`;
}

/** The script table: length, verdict, the grid items that moved, scenes and characters. */
export function scriptDeltaRows(delta: ScriptDelta): DeltaRow[] {
  const rows: DeltaRow[] = [
    {
      label: "Pages",
      from: `${delta.pages.from}`,
      to: signed(delta.pages.from, delta.pages.to, ""),
      details: [],
    },
    {
      label: "Runtime",
      from: `${delta.runtimeMinutes.from} min`,
      to: signed(delta.runtimeMinutes.from, delta.runtimeMinutes.to, "min"),
      details: [],
    },
    { label: "Verdict", from: delta.verdict.from, to: delta.verdict.to, details: [] },
    ...delta.grid.map((change) => ({
      label: change.item,
      from: change.from,
      to: change.to,
      details: [change.why],
    })),
  ].map((row) => ({ ...row, to: row.to.replace(/ {2,}/g, " ").trim() }));
  const list = (label: string, items: readonly string[]) =>
    items.length > 0 ? [{ label, from: "", to: `${items.length}`, details: [...items] }] : [];
  rows.push(
    ...list("Scenes cut", delta.scenes.removed),
    ...list("Scenes added", delta.scenes.added),
    ...list("Scenes moved", delta.scenes.moved),
    ...list("Scenes rewritten", delta.scenes.revised),
    ...list(
      "Characters renamed",
      delta.characters.renamed.map((rename) => `${rename.from} → ${rename.to}`),
    ),
    ...list("Characters added", delta.characters.added),
    ...list("Characters gone", delta.characters.removed),
  );
  return rows;
}

export function flagWords(flag: DeltaFlag): string {
  const kind = flag.kind.replace(/-/g, " ");
  return flag.quote ? `p. ${flag.page}, ${kind}: “${flag.quote}”` : `p. ${flag.page}, ${kind}`;
}

export function keptNotesWords(kept: number): string {
  return kept === 1 ? "1 note still stands" : `${kept} notes still stand`;
}

function score(value: number | null): string {
  return value === null ? "–" : value.toFixed(1);
}

/** The idea or deck table: the overall score, every category that moved and why, then the answers. */
export function pitchDeltaRows(delta: PitchDelta): DeltaRow[] {
  const moved = delta.categories.filter((category) => score(category.from) !== score(category.to));
  return [
    { label: "Overall score", from: score(delta.overall.from), to: score(delta.overall.to), details: [] },
    ...moved.map((category) => ({
      label: category.category,
      from: score(category.from),
      to: score(category.to),
      details: (category.because ?? []).map((reason) => `${reason.label}: “${reason.quote}”`),
    })),
  ];
}

export const STRIP_LABELS: Record<StripScene["change"], string> = {
  kept: "Kept",
  revised: "Rewritten",
  moved: "Moved",
  added: "Added",
  removed: "Cut",
};

/** What the structure strip shows, in words (for readers who cannot see it). */
export function stripWords(delta: ScriptDelta): string {
  const count = (scenes: readonly StripScene[], change: StripScene["change"]) =>
    scenes.filter((scene) => scene.change === change).length;
  return `Draft one's ${delta.strip.from.length} scenes above this draft's ${delta.strip.to.length}, each as wide as it runs: ${count(delta.strip.from, "removed")} cut, ${count(delta.strip.to, "added")} added, ${count(delta.strip.to, "moved")} moved, ${count(delta.strip.to, "revised")} rewritten.`;
}

/** What My Projects shows of each version so a writer sees the trend: a script's verdict, else the score. */
export function versionMark(record: {
  overallScore: string | null;
  scriptAnalysis: { reading?: { verdict: { script: string } } } | null;
}): string {
  const verdict = record.scriptAnalysis?.reading?.verdict.script;
  if (verdict) return verdict;
  const value = record.overallScore === null ? Number.NaN : Number.parseFloat(record.overallScore);
  return Number.isFinite(value) ? value.toFixed(1) : "–";
}
