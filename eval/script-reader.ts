/**
 * The script reader against gold labels written by reading each script (eval/corpus/scripts):
 * protagonist, format, language and the writer's own acts on the real fixtures and our own
 * scripts; flag precision and recall on script pairs (the same scenes written well, and with one
 * fault); and how much of the report is boilerplate across a dozen scripts.
 */
import { existsSync, readFileSync } from "node:fs";
import { extname, resolve } from "node:path";
import type { AnalysisResult } from "../domain/analysis";
import type { ScriptReading } from "../domain/script-reading";
import type { UploadFormat } from "../domain/upload";
import { createBuiltinEngine } from "../server/analysis/engine/create-builtin-engine";
import { readScript } from "../server/analysis/read/script/read-script";
import { hasPdftotext } from "../server/extraction/extract-pdf-pdftotext";
import { runExtractionJob } from "../server/extraction/run-extraction-job";
import { hasRealFixture, realFixture } from "../server/test/real-fixtures";
import type { EvalRow, EvalSuite } from "./eval-row";

const ROOT = resolve(import.meta.dirname, "..");
const CORPUS = resolve(ROOT, "eval/corpus/scripts");
const SUITE = "script reader";
/** Reports compared for boilerplate: a dozen scripts, real ones first. */
const BOILERPLATE_SCRIPTS = 12;

export interface FileLabel {
  file: string;
  extended?: boolean;
  /** Added for the wide-corpus figures (eval/script-corpus.ts); the original figures leave it out. */
  wide?: boolean;
  protagonists: string[] | null;
  /** The story has more than one protagonist (a two-hander or an ensemble). */
  coLeads?: boolean;
  format: ScriptReading["format"] | "stage-play" | "transcript" | "treatment";
  language: string;
  writerActs: string[];
  finished?: boolean | null;
  titlePageStrings?: string[];
  verdictClass?: "produced" | "faulty" | null;
  storyEnd?: string;
}
interface PairLabel {
  good: string;
  fault: string;
  kind: ScriptReading["flags"][number]["kind"];
}
interface Labels {
  files: FileLabel[];
  pairs: PairLabel[];
}

export const LABELS: Labels = JSON.parse(readFileSync(resolve(CORPUS, "labels.json"), "utf8"));

export function pathOf(file: string): string | null {
  if (file.startsWith("eval/")) return resolve(ROOT, file);
  return hasRealFixture(file) ? realFixture(file) : null;
}

/** The text an upload of the file gives the analyst (the upload's own extraction). */
export async function uploadedText(path: string): Promise<string> {
  const format = extname(path).slice(1) as UploadFormat;
  const pdfExtractor = (await hasPdftotext()) ? "pdftotext" : "pdfjs";
  const output = await runExtractionJob({
    filePath: path,
    format,
    stage: "script",
    pdfExtractor,
    budgetMs: 60_000,
    ocrEngine: "tesseract.js",
    pageRenderer: "pdfjs",
  });
  return output.text;
}

export async function analyse(text: string): Promise<AnalysisResult> {
  return createBuiltinEngine().analyze({
    pitchText: text,
    genre: null,
    projectTitle: null,
    projectStage: "script",
    mode: "analyze",
    analysisType: "creative",
    promptAnswers: {},
  });
}

/** Whether a name the reader gave (or one of its aliases) is among the gold names. */
export function nameMatches(reading: ScriptReading, name: string, gold: readonly string[]): boolean {
  const aliases = reading.characters.find((character) => character.name === name)?.aliases ?? [];
  return [name, ...aliases].some((alias) => gold.includes(alias));
}

export function leadMatches(reading: ScriptReading, gold: readonly string[]): boolean {
  const lead = reading.protagonists[0];
  if (!lead) return false;
  const aliases = reading.characters.find((character) => character.name === lead)?.aliases ?? [];
  return [lead, ...aliases].some((name) => gold.includes(name));
}

function share(hits: number, total: number): number {
  return total === 0 ? 1 : hits / total;
}

function sentencesOf(result: AnalysisResult): string[] {
  const report = result.scriptAnalysis;
  const text = [
    result.overallSummary,
    ...(report?.sections.map((section) => section.content) ?? []),
    ...result.keyTakeaways,
  ].join("\n\n");
  return text
    .split(/\n+|(?<=[.!?”])\s+(?=[A-Z“])/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence.length > 0);
}

/** Share of report sentences that occur word for word in at least half of the reports. */
export function boilerplateRatio(reports: readonly string[][]): number {
  const inReports = new Map<string, number>();
  for (const sentences of reports)
    for (const sentence of new Set(sentences)) inReports.set(sentence, (inReports.get(sentence) ?? 0) + 1);
  const half = Math.ceil(reports.length / 2);
  if (process.env.EVAL_DUMP_SHARED)
    for (const [sentence, count] of inReports)
      if (count >= half) console.info(`shared ${count}×: ${sentence}`);
  let shared = 0;
  let total = 0;
  for (const sentences of reports) {
    for (const sentence of sentences) {
      total++;
      if ((inReports.get(sentence) ?? 0) >= half) shared++;
    }
  }
  return share(shared, total);
}

async function run(): Promise<EvalRow[]> {
  const ran: string[] = [];
  const skipped: string[] = [];
  const misses: Record<"protagonist" | "format" | "language" | "acts", string[]> = {
    protagonist: [],
    format: [],
    language: [],
    acts: [],
  };
  let protagonistTotal = 0;
  const reports: { file: string; isReal: boolean; sentences: string[]; script: string }[] = [];
  for (const label of LABELS.files.filter((file) => !file.wide)) {
    const path = pathOf(label.file);
    if (!path || !existsSync(path)) {
      skipped.push(label.file);
      continue;
    }
    ran.push(label.file);
    const result = await analyse(await uploadedText(path));
    const reading = result.scriptAnalysis?.reading;
    if (!reading) throw new Error(`${label.file}: the report carries no reading`);
    if (label.protagonists) {
      protagonistTotal++;
      if (!leadMatches(reading, label.protagonists))
        misses.protagonist.push(`${label.file} (${reading.protagonists[0] ?? "none"})`);
    }
    if (reading.format !== label.format) misses.format.push(`${label.file} (${reading.format})`);
    if (reading.language !== label.language) misses.language.push(`${label.file} (${reading.language})`);
    const writerActs = reading.acts.filter((act) => act.source === "writer").map((act) => act.label);
    if (JSON.stringify(writerActs) !== JSON.stringify(label.writerActs))
      misses.acts.push(`${label.file} (${writerActs.join(", ") || "none"})`);
    // One report per script: the Big Fish FDX and PDF are the same script as its Fountain.
    const script = label.file.replace(/\.(fdx|pdf|fountain|txt)$/, "");
    if (!reports.some((report) => report.script === script))
      reports.push({
        file: label.file,
        isReal: !label.file.startsWith("eval/"),
        sentences: sentencesOf(result),
        script,
      });
  }
  const filesTotal = ran.length;
  const compared = [...reports.filter((r) => r.isReal), ...reports.filter((r) => !r.isReal)].slice(
    0,
    BOILERPLATE_SCRIPTS,
  );
  const own = compared.filter((report) => !report.isReal).length;
  const flags = pairFlags();
  const ranText = `ran ${filesTotal} labelled files${skipped.length ? `; extended corpus absent, skipped ${skipped.join(", ")}` : ""}`;
  return [
    {
      suite: SUITE,
      metric: "protagonist accuracy",
      value: share(protagonistTotal - misses.protagonist.length, protagonistTotal),
      unit: "share",
      direction: "min",
      threshold: 0.9,
      detail: `${ranText}${misses.protagonist.length ? `; missed ${misses.protagonist.join(", ")}` : ""}`,
    },
    row("format accuracy", share(filesTotal - misses.format.length, filesTotal), 1, misses.format),
    row("language accuracy", share(filesTotal - misses.language.length, filesTotal), 1, misses.language),
    row("writer's act labels", share(filesTotal - misses.acts.length, filesTotal), 1, misses.acts),
    {
      suite: SUITE,
      metric: "flag precision (pairs)",
      value: flags.precision,
      unit: "share",
      direction: "min",
      threshold: 0.8,
      detail: flags.detail,
    },
    {
      suite: SUITE,
      metric: "flag recall (pairs)",
      value: flags.recall,
      unit: "share",
      direction: "min",
      threshold: 0.8,
    },
    {
      suite: SUITE,
      metric: "boilerplate ratio",
      value: boilerplateRatio(compared.map((report) => report.sentences)),
      unit: "share",
      direction: "max",
      threshold: 0.05,
      detail: `${compared.length} reports compared (${compared.length - own} real scripts, ${own} written for this corpus)`,
    },
  ];
}

function row(metric: string, value: number, threshold: number, misses: string[]): EvalRow {
  return {
    suite: SUITE,
    metric,
    value,
    unit: "share",
    direction: "min",
    threshold,
    ...(misses.length ? { detail: `missed ${misses.join(", ")}` } : {}),
  };
}

/**
 * Each pair: the fault must be flagged (recall). Every flag on a well-written version, and every
 * flag of another kind that the fault version adds, is a false alarm (precision).
 */
function pairFlags(): { precision: number; recall: number; detail: string } {
  const read = (file: string) => readScript(readFileSync(resolve(CORPUS, "pairs", file), "utf8"));
  let found = 0;
  let falseAlarms = 0;
  const notes: string[] = [];
  const goods = new Map<string, ScriptReading>();
  for (const pair of LABELS.pairs) {
    if (!goods.has(pair.good)) {
      const good = read(pair.good);
      goods.set(pair.good, good);
      falseAlarms += good.flags.length;
      if (good.flags.length) notes.push(`${pair.good}: ${good.flags.map((flag) => flag.kind).join(", ")}`);
    }
    const good = goods.get(pair.good)!;
    const fault = read(pair.fault);
    if (fault.flags.some((flag) => flag.kind === pair.kind)) found++;
    else notes.push(`${pair.fault}: ${pair.kind} not flagged`);
    const extra = fault.flags.filter((flag) => flag.kind !== pair.kind).length - good.flags.length;
    if (extra > 0) {
      falseAlarms += extra;
      notes.push(`${pair.fault}: ${extra} other flags`);
    }
  }
  return {
    precision: share(found, found + falseAlarms),
    recall: share(found, LABELS.pairs.length),
    detail: `${LABELS.pairs.length} pairs${notes.length ? `; ${notes.join("; ")}` : ", no false alarm"}`,
  };
}

export const scriptReaderSuite: EvalSuite = { name: SUITE, run };
