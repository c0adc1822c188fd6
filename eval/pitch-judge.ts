import type { AnalysisResult } from "../domain/analysis";
import type { AnalysisInput } from "../server/analysis/engine/analysis-engine";
import { createBuiltinEngine } from "../server/analysis/engine/create-builtin-engine";
import { judgePitch } from "../server/analysis/judge/judge-pitch";
import { EMPTY_NAME, findContradictions } from "../server/analysis/judge/note-checks";
import { isAppError } from "../server/errors";
import { ADVERSARIAL } from "./corpus/pitch/adversarial";
import { DECK_PAIRS } from "./corpus/pitch/deck-pairs";
import { IDEA_PAIRS } from "./corpus/pitch/idea-pairs";
import type { EvalRow, EvalSuite } from "./eval-row";
import { entityRows, loglineRows } from "./pitch-judge-readings";

const SUITE = "pitch judge";
const engine = createBuiltinEngine();

/** The analysis, or null when the analyst refuses the material (422). */
async function analyze(input: AnalysisInput): Promise<AnalysisResult | null> {
  try {
    return await engine.analyze(input);
  } catch (error) {
    if (isAppError(error) && error.code === "unreadable") return null;
    throw error;
  }
}

function categoryScore(result: AnalysisResult | null, name: string): number {
  return result?.categories.find((category) => category.category === name)?.score ?? 0;
}

/** Every report the pair suite writes, for the note checks. */
const reports: { name: string; input: AnalysisInput; result: AnalysisResult }[] = [];

async function pairRows(): Promise<EvalRow[]> {
  const pairs = [...IDEA_PAIRS, ...DECK_PAIRS];
  reports.length = 0;
  let won = 0;
  let flawedLower = 0;
  let gap = 0;
  const lost: string[] = [];
  const notLower: string[] = [];
  for (const pair of pairs) {
    const strong = await analyze(pair.strong);
    const weak = await analyze(pair.weak);
    if (strong) reports.push({ name: `${pair.name} (strong)`, input: pair.strong, result: strong });
    if (weak) reports.push({ name: `${pair.name} (weak)`, input: pair.weak, result: weak });
    const difference = (strong?.overallScore ?? 0) - (weak?.overallScore ?? 0);
    gap += difference;
    if (difference > 0) won++;
    else lost.push(`${pair.name} (${difference.toFixed(1)})`);
    if (categoryScore(strong, pair.flawed) > categoryScore(weak, pair.flawed)) flawedLower++;
    else notLower.push(`${pair.name}: ${pair.flawed}`);
  }
  const row = (metric: string, value: number, unit: EvalRow["unit"], threshold: number, detail?: string) => ({
    suite: SUITE,
    metric,
    value,
    unit,
    direction: "min" as const,
    threshold,
    ...(detail ? { detail } : {}),
  });
  return [
    row("strong/weak pairs (idea and deck)", pairs.length, "count", 20),
    row("pairs won by the strong version", won / pairs.length, "share", 0.95, lost.join("; ")),
    row("mean overall gap, strong minus weak", gap / pairs.length, "points", 2),
    row("flawed category scored lower", flawedLower / pairs.length, "share", 0.8, notLower.join("; ")),
  ];
}

async function adversarialRows(): Promise<EvalRow[]> {
  const scores = await Promise.all(
    ADVERSARIAL.map(async (item) => ({ item, score: (await analyze(item.input))?.overallScore ?? null })),
  );
  const describe = (list: typeof scores) =>
    list
      .map(({ item, score }) => `${item.name}: ${score === null ? "refused" : score.toFixed(1)}`)
      .join("; ");
  const junk = scores.filter(({ item }) => item.max <= 3);
  const salad = scores.filter(({ item }) => item.max > 3);
  const highest = (list: typeof scores) => Math.max(0, ...list.map(({ score }) => score ?? 0));
  return [
    {
      suite: SUITE,
      metric: "adversarial: highest score (refused counts 0)",
      value: highest(junk),
      unit: "points",
      direction: "max",
      threshold: 2.5,
      detail: describe(junk),
    },
    {
      suite: SUITE,
      metric: "keyword salad score",
      value: highest(salad),
      unit: "points",
      direction: "max",
      threshold: 3,
      detail: describe(salad),
    },
  ];
}

function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Contradictory notes, sentences with an empty name, and findings that do not quote the material. */
function noteRows(): EvalRow[] {
  const contradictions = reports.flatMap(({ name, result }) =>
    findContradictions(result.categories).map((found) => `${name}: ${found.topic}`),
  );
  const empty = reports.flatMap(({ name, result }) =>
    [
      result.overallSummary,
      ...result.categories.flatMap((c) => [...c.strengths, ...c.improvements, ...c.suggestions]),
    ]
      .filter((note) => EMPTY_NAME.test(note))
      .map((note) => `${name}: ${note}`),
  );
  let quoted = 0;
  let findings = 0;
  const unquoted: string[] = [];
  for (const { name, input } of reports) {
    const material = fold(input.pitchText);
    for (const finding of judgePitch(input).findings) {
      findings++;
      if (material.includes(fold(finding.quote))) quoted++;
      else unquoted.push(`${name}: ${finding.detector}`);
    }
  }
  const row = (
    metric: string,
    value: number,
    unit: EvalRow["unit"],
    direction: EvalRow["direction"],
    threshold: number,
    detail: string[],
  ) => ({
    suite: SUITE,
    metric,
    value,
    unit,
    direction,
    threshold,
    ...(detail.length ? { detail: detail.slice(0, 8).join("; ") } : {}),
  });
  return [
    row(
      "contradictory note pairs in all pair reports",
      contradictions.length,
      "count",
      "max",
      0,
      contradictions,
    ),
    row("notes with an empty name", empty.length, "count", "max", 0, empty),
    row(
      "detector findings quoting the material verbatim",
      findings ? quoted / findings : 1,
      "share",
      "min",
      1,
      unquoted,
    ),
  ];
}

/** Strong/weak pairs, note checks, adversarial inputs, entity and logline labels of eval/corpus/pitch. */
export const pitchJudgeSuite: EvalSuite = {
  name: SUITE,
  async run() {
    return [
      ...(await pairRows()),
      ...noteRows(),
      ...(await adversarialRows()),
      ...entityRows(SUITE),
      ...loglineRows(SUITE),
    ];
  },
};
