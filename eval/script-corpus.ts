/**
 * The script reader on the wide corpus (eval/corpus/scripts/labels.json, files marked `wide`):
 * real scripts from public repositories, each labelled after reading it, split into dev and a
 * held-out quarter (eval/held-out.ts). Every figure is measured on both splits and printed side
 * by side; a rule that helps dev and hurts held-out is fitted to the data.
 */
import { existsSync } from "node:fs";
import type { AnalysisResult } from "../domain/analysis";
import type { ScriptReading, Verdict } from "../domain/script-reading";
import type { EvalRow, EvalSuite } from "./eval-row";
import { type Split, splitOf } from "./held-out";
import {
  leakedStrings,
  loglineFromPages,
  quotesFromPages,
  reportText,
  specificShare,
  storyTenths,
  synopsisReachesEnd,
  writerActsMatch,
} from "./script-corpus-measures";
import {
  analyse,
  type FileLabel,
  LABELS,
  leadMatches,
  nameMatches,
  pathOf,
  uploadedText,
} from "./script-reader";

const SUITE = "script corpus";
/** Sections whose sentences must name something of the script (issue 22: Structure and Coverage). */
const SPECIFIC_SECTIONS = ["structure", "coverage"] as const;

interface Read {
  label: FileLabel;
  split: Split;
  text: string;
  result: AnalysisResult;
  reading: ScriptReading;
}

/** The reader's language answer against the label: "und" is the honest "not English (language uncertain)". */
function languageMatches(reading: ScriptReading, gold: string): boolean {
  return reading.language === gold;
}

function share(hits: number, total: number): number {
  return total === 0 ? 1 : hits / total;
}

async function readAll(): Promise<{ read: Read[]; skipped: string[] }> {
  const read: Read[] = [];
  const skipped: string[] = [];
  for (const label of LABELS.files.filter((file) => file.wide)) {
    const path = pathOf(label.file);
    if (!path || !existsSync(path)) {
      skipped.push(label.file);
      continue;
    }
    const text = await uploadedText(path);
    const result = await analyse(text);
    const reading = result.scriptAnalysis?.reading;
    if (!reading) throw new Error(`${label.file}: the report carries no reading`);
    read.push({ label, split: splitOf(label.file), text, result, reading });
  }
  return { read, skipped };
}

interface Figure {
  metric: string;
  unit: EvalRow["unit"];
  direction: EvalRow["direction"];
  /** One bar for dev and held-out alike, set from the measured figures; never tuned on held-out files. */
  threshold: number;
  /** A target not reached yet: printed with its bar, not held by the thresholds test. */
  pending?: boolean;
  /** Too few files without the extended corpus to hold a bar: pending when it is absent. */
  needsExtended?: boolean;
  /** Measured over dev and held-out together (a count the calibration set must reach); pending without the extended corpus. */
  whole?: boolean;
  measure(files: readonly Read[]): { value: number; detail?: string };
}

function accuracy(
  files: readonly Read[],
  applies: (file: Read) => boolean,
  correct: (file: Read) => boolean,
  shown: (file: Read) => string,
): { value: number; detail?: string } {
  const counted = files.filter(applies);
  const misses = counted.filter((file) => !correct(file));
  return {
    value: share(counted.length - misses.length, counted.length),
    detail: `${counted.length} files${misses.length ? `; missed ${misses.map((file) => `${file.label.file} (${shown(file)})`).join(", ")}` : ""}`,
  };
}

const VERDICTS: readonly Verdict[] = ["Recommend", "Consider", "Pass"];

/**
 * The verdict calibration table, one row per cell: how many produced scripts and faulty drafts got
 * each verdict. Only the two cells the issue bars carry a bar (no produced Pass, no faulty
 * Recommend); the others are printed to read the calibration, with a bar no count can miss.
 */
const VERDICT_CELLS: readonly Figure[] = (["produced", "faulty"] as const).flatMap((cls) =>
  VERDICTS.map(
    (verdict): Figure => ({
      metric: `verdicts: ${cls} given ${verdict}`,
      unit: "count",
      direction: "max",
      threshold:
        (cls === "produced" && verdict === "Pass") || (cls === "faulty" && verdict === "Recommend")
          ? 0
          : Number.POSITIVE_INFINITY,
      measure: (files) => ({
        value: files.filter(
          (file) => file.label.verdictClass === cls && file.reading.verdict.script === verdict,
        ).length,
      }),
    }),
  ),
);

function specificity(files: readonly Read[]): { value: number; detail: string } {
  let specific = 0;
  let total = 0;
  for (const file of files) {
    const counts = specificShare(file.result, SPECIFIC_SECTIONS, file.text);
    specific += counts.specific;
    total += counts.total;
  }
  return { value: share(specific, total), detail: `${specific} of ${total} sentences` };
}

const FIGURES: readonly Figure[] = [
  {
    metric: "leads",
    unit: "share",
    direction: "min",
    threshold: 0.83,
    measure: (files) =>
      accuracy(
        files,
        (file) => file.label.protagonists !== null,
        (file) => leadMatches(file.reading, file.label.protagonists ?? []),
        (file) => file.reading.protagonists.join(" & ") || "none",
      ),
  },
  {
    metric: "two-handers and ensembles named with two leads",
    unit: "share",
    direction: "min",
    threshold: 0.8,
    // Without the extended corpus the held-out side holds one two-hander: shown, not held.
    needsExtended: true,
    measure: (files) =>
      accuracy(
        files,
        (file) => file.label.coLeads === true,
        (file) =>
          file.reading.protagonists.length >= 2 &&
          file.reading.protagonists.every((name) =>
            nameMatches(file.reading, name, file.label.protagonists ?? []),
          ),
        (file) => file.reading.protagonists.join(" & ") || "none",
      ),
  },
  {
    metric: "one-lead stories named with one lead",
    unit: "share",
    direction: "min",
    threshold: 0.7,
    // Not reached on held-out (a second named beside the lead of a one-lead story): shown, not held.
    pending: true,
    measure: (files) =>
      accuracy(
        files,
        (file) => file.label.protagonists !== null && !file.label.coLeads,
        (file) => file.reading.protagonists.length === 1,
        (file) => file.reading.protagonists.join(" & ") || "none",
      ),
  },
  {
    metric: "format",
    unit: "share",
    direction: "min",
    threshold: 0.71,
    measure: (files) =>
      accuracy(
        files,
        () => true,
        (file) => file.reading.format === file.label.format,
        (file) => file.reading.format,
      ),
  },
  {
    metric: "language",
    unit: "share",
    direction: "min",
    threshold: 0.78,
    measure: (files) =>
      accuracy(
        files,
        () => true,
        (file) => languageMatches(file.reading, file.label.language),
        (file) => file.reading.language,
      ),
  },
  {
    metric: "writer's acts",
    unit: "share",
    direction: "min",
    threshold: 0.9,
    measure: (files) =>
      accuracy(
        files,
        () => true,
        (file) => writerActsMatch(file.reading, file.label.writerActs),
        (file) =>
          file.reading.acts
            .filter((act) => act.source === "writer")
            .map((act) => act.label)
            .join(", ") || "none",
      ),
  },
  {
    metric: "reports free of title-page strings",
    unit: "share",
    direction: "min",
    threshold: 0.9,
    measure: (files) => {
      const counted = files.filter((file) => (file.label.titlePageStrings ?? []).length > 0);
      const leaks = counted
        .map((file) => ({
          file,
          leaked: leakedStrings(reportText(file.result), file.label.titlePageStrings ?? []),
        }))
        .filter((entry) => entry.leaked.length > 0);
      return {
        value: share(counted.length - leaks.length, counted.length),
        detail: `${counted.length} files${leaks.length ? `; leaked ${leaks.map((entry) => `${entry.file.label.file} (${entry.leaked.join(" | ")})`).join(", ")}` : ""}`,
      };
    },
  },
  ...VERDICT_CELLS,
  {
    metric: "produced scripts in the verdict calibration set",
    unit: "count",
    direction: "min",
    threshold: 10,
    whole: true,
    measure: (files) => ({ value: files.filter((file) => file.label.verdictClass === "produced").length }),
  },
  {
    metric: "faulty drafts in the verdict calibration set",
    unit: "count",
    direction: "min",
    threshold: 10,
    whole: true,
    measure: (files) => ({ value: files.filter((file) => file.label.verdictClass === "faulty").length }),
  },
  {
    metric: "unfinished drafts given Recommend",
    unit: "count",
    direction: "max",
    threshold: 0,
    measure: (files) => {
      const unfinished = files.filter((file) => file.label.finished === false);
      return {
        value: unfinished.filter((file) => file.reading.verdict.script === "Recommend").length,
        detail: `${unfinished.length} unfinished: ${unfinished.map((file) => `${file.label.file} ${file.reading.verdict.script}`).join(", ")}`,
      };
    },
  },
  {
    metric: "synopsis reaches the last tenth",
    unit: "share",
    direction: "min",
    threshold: 0.8,
    measure: (files) =>
      accuracy(
        files,
        (file) => file.label.protagonists !== null && file.label.finished === true,
        (file) => synopsisReachesEnd(file.reading.synopsis, storyTenths(file.text, file.label.storyEnd)),
        (file) =>
          file.reading.synopsis
            .split(/(?<=[.!?])\s+/)
            .slice(-1)[0]
            ?.slice(0, 80) ?? "",
      ),
  },
  {
    metric: "first takeaway quotes the pages",
    unit: "share",
    direction: "min",
    threshold: 0.75,
    measure: (files) =>
      accuracy(
        files,
        (file) => file.result.keyTakeaways.length > 0,
        (file) => quotesFromPages(file.result.keyTakeaways[0] ?? "", file.text).length > 0,
        (file) => (file.result.keyTakeaways[0] ?? "").slice(0, 70),
      ),
  },
  {
    metric: "drafted loglines in the pages' own words",
    unit: "share",
    direction: "min",
    threshold: 1,
    measure: (files) =>
      accuracy(
        files,
        (file) => file.reading.logline?.source === "drafted",
        (file) =>
          loglineFromPages(
            file.reading.logline?.text ?? "",
            file.text,
            file.reading.characters.flatMap((character) => [character.name, ...character.aliases]),
          ),
        (file) => file.reading.logline?.text ?? "",
      ),
  },
  {
    metric: "Structure and Coverage sentences naming the script",
    unit: "share",
    direction: "min",
    threshold: 0.82,
    measure: specificity,
  },
  {
    metric: "Structure and Coverage sentences naming the script (target)",
    unit: "share",
    direction: "min",
    threshold: 0.8,
    measure: (files) => ({ value: specificity(files).value }),
  },
];

async function run(): Promise<EvalRow[]> {
  const { read, skipped } = await readAll();
  const on = (split: Split) => read.filter((file) => file.split === split);
  const rows: EvalRow[] = FIGURES.map((figure) => {
    if (figure.whole) {
      const whole = figure.measure(read);
      return {
        suite: SUITE,
        metric: figure.metric,
        value: whole.value,
        unit: figure.unit,
        direction: figure.direction,
        threshold: figure.threshold,
        // Without the extended corpus the calibration set cannot reach its size: shown, not held.
        ...(skipped.length ? { pending: true } : {}),
        detail: `dev and held-out together${skipped.length ? "; extended corpus absent" : ""}`,
      };
    }
    const dev = figure.measure(on("dev"));
    const held = figure.measure(on("held-out"));
    const detail = [dev.detail && `dev: ${dev.detail}`, held.detail && `held-out: ${held.detail}`]
      .filter(Boolean)
      .join(" — ");
    return {
      suite: SUITE,
      metric: figure.metric,
      value: dev.value,
      heldOut: held.value,
      unit: figure.unit,
      direction: figure.direction,
      threshold: figure.threshold,
      ...(figure.pending || (figure.needsExtended && skipped.length) ? { pending: true } : {}),
      ...(detail ? { detail } : {}),
    };
  });
  const first = rows[0];
  if (first)
    first.detail = `${read.length} files read (${on("dev").length} dev, ${on("held-out").length} held-out)${skipped.length ? `; extended corpus absent, skipped ${skipped.length} files` : ""} — ${first.detail ?? ""}`;
  return rows;
}

export const scriptCorpusSuite: EvalSuite = { name: SUITE, run };
