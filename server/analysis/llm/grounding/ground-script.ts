import type { AnalysisResult, ScriptSection } from "#domain/analysis";
import {
  type GridRow,
  type ReadingFlag,
  type ScriptReading,
  VERDICTS,
  type Verdict,
} from "#domain/script-reading";
import type { LlmScriptReport } from "../llm-schemas";
import { SCRIPT_SECTIONS } from "../script-sections";
import { replacedSentence } from "./replaced-sentence";
import type { Failures } from "./verify-answer";

/** Recommend is rare: the model may rate one step above the reader's verdict, never two (a Pass is not a Recommend). */
function atMostOneAbove(model: Verdict, reader: Verdict): Verdict {
  const cap = Math.min(VERDICTS.indexOf(reader) + 1, VERDICTS.length - 1);
  return VERDICTS[Math.min(VERDICTS.indexOf(model), cap)]!;
}

/**
 * The verified answer on the reader's backbone: the facts (format, pages, cast, acts, scenes) are the
 * reader's; each note that still fails is replaced by the built-in report's part, and the summary says so.
 */
export function groundScriptReport(
  report: LlmScriptReport,
  failures: Failures,
  builtin: AnalysisResult,
): AnalysisResult {
  const base = builtin.scriptAnalysis!;
  const reading = base.reading!;
  const replaced: string[] = [];
  const ok = (path: string, label: string) => {
    if (!failures.has(path)) return true;
    replaced.push(label);
    return false;
  };

  const grid: GridRow[] = reading.grid.map((row) => {
    const mine = report.reading.grid[row.item];
    return mine && ok(`reading.grid.${row.item}`, `the ${row.item} rating`)
      ? { item: row.item, ...mine }
      : row;
  });
  const flags: ReadingFlag[] = report.reading.flags.filter(
    (_, index) => !failures.has(`reading.flags.${index}`),
  );
  const droppedFlags = report.reading.flags.length - flags.length;
  if (droppedFlags > 0) replaced.push(droppedFlags === 1 ? "one flag" : `${droppedFlags} flags`);
  const groundedReading: ScriptReading = {
    ...reading,
    grid,
    verdict: {
      script: atMostOneAbove(report.reading.verdict.script, reading.verdict.script),
      writer: atMostOneAbove(report.reading.verdict.writer, reading.verdict.writer),
    },
    logline:
      report.reading.logline && ok("reading.logline", "the logline")
        ? report.reading.logline
        : reading.logline,
    synopsis: ok("reading.synopsis", "the synopsis") ? report.reading.synopsis : reading.synopsis,
    flags: flags.length > 0 || droppedFlags === 0 ? flags : reading.flags,
  };

  const sections: ScriptSection[] = SCRIPT_SECTIONS.flatMap((section) => {
    if (ok(`sections.${section.id}`, `the ${section.title} section`))
      return [{ id: section.id, section: section.title, content: report.sections[section.id]!.content }];
    return base.sections.filter((own) => own.id === section.id);
  });
  const takeaways = report.keyTakeaways.filter((_, index) => !failures.has(`keyTakeaways.${index}`));
  const droppedTakeaways = report.keyTakeaways.length - takeaways.length;
  if (droppedTakeaways > 0)
    replaced.push(droppedTakeaways === 1 ? "one takeaway" : `${droppedTakeaways} takeaways`);
  const keyTakeaways = takeaways.length > 0 ? takeaways : base.keyTakeaways;
  const intro = ok("intro", "the introduction") ? report.intro : base.intro;
  const cta = ok("cta", "the closing line") ? report.cta : base.cta;
  const summary = ok("overallSummary", "the summary") ? report.overallSummary : base.overallSummary;
  const overallSummary = replaced.length > 0 ? `${summary} ${replacedSentence(replaced)}` : summary;

  const scriptAnalysis = {
    intro,
    overallSummary,
    sections,
    keyTakeaways,
    cta,
    reading: groundedReading,
    // Counted from the pages, not written: the model never changes it.
    ...(base.breakdown ? { breakdown: base.breakdown } : {}),
  };
  return {
    overallScore: null,
    overallSummary,
    categories: [],
    keyTakeaways,
    isScriptAnalysis: true,
    scriptAnalysis,
    intro,
    sections,
  };
}
