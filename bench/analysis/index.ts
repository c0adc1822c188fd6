/**
 * Built-in analyst timings: a 120-page screenplay, a 20-slide deck and a full questionnaire,
 * each against a plain pass over the same text measured in the same run.
 */
import { readFileSync } from "node:fs";
import nlp from "compromise";
import { buildCombinedText } from "../../domain/questionnaire";
import { DECK_PAIRS } from "../../eval/corpus/pitch/deck-pairs";
import { IDEA_PAIRS } from "../../eval/corpus/pitch/idea-pairs";
import type { AnalysisInput } from "../../server/analysis/engine/analysis-engine";
import { createBuiltinEngine } from "../../server/analysis/engine/create-builtin-engine";
import { realFixture } from "../../server/test/real-fixtures";
import { type BenchRow, medianOf } from "../harness";

const RUNS = 9;
const engine = createBuiltinEngine();

function base(stage: AnalysisInput["projectStage"], pitchText: string): AnalysisInput {
  return {
    pitchText,
    genre: "Drama",
    projectTitle: "Bench",
    projectStage: stage,
    mode: "analyze",
    analysisType: "both",
    promptAnswers: {},
    screenplay: null,
  };
}

/** Twenty slides: the quality set's ten-slide deck, then the same slides as a second act. */
function twentySlideDeck(): string {
  const slides = DECK_PAIRS[0]!.strong.pitchText.split("\f");
  return [...slides, ...slides.map((slide) => slide.replace(/^(\S+)/, "$1 (continued)"))].join("\f");
}

function questionnaire(): string {
  const strong = IDEA_PAIRS[0]!.strong;
  return strong.pitchText.length > 100 ? strong.pitchText : buildCombinedText(null, strong.promptAnswers);
}

async function measure(
  label: string,
  input: AnalysisInput,
  target: number,
  withCompromise: boolean,
): Promise<BenchRow[]> {
  await engine.analyze(input);
  const analysis = await medianOf(RUNS, () => engine.analyze(input));
  const split = await medianOf(RUNS, () => input.pitchText.split(/\s+/).length);
  const rows: BenchRow[] = [
    {
      bench: "analysis",
      metric: `${label}: built-in analyze (median of ${RUNS})`,
      value: analysis,
      unit: "ms",
      note: `target < ${target} ms; ${(analysis / split).toFixed(0)}x a whitespace split (${split.toFixed(3)} ms)`,
    },
  ];
  const generate = await medianOf(RUNS, () => engine.analyze({ ...input, mode: "generate" }));
  rows.push({
    bench: "analysis",
    metric: `${label}: built-in generate (median of ${RUNS})`,
    value: generate,
    unit: "ms",
  });
  if (withCompromise) {
    nlp(input.pitchText);
    const parse = await medianOf(RUNS, () => nlp(input.pitchText).json());
    rows.push({
      bench: "analysis",
      metric: `${label}: compromise nlp(text) alone (median of ${RUNS})`,
      value: parse,
      unit: "ms",
      note: `built-in analyze is ${(analysis / parse).toFixed(2)}x this`,
    });
  }
  return rows;
}

export async function run(): Promise<BenchRow[]> {
  const screenplay = readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8");
  const rows = [
    ...(await measure(
      "Big Fish screenplay (146 KB)",
      { ...base("script", screenplay), projectTitle: "Big Fish" },
      300,
      false,
    )),
    ...(await measure("20-slide deck", base("deck", twentySlideDeck()), 50, true)),
    ...(await measure("full questionnaire (16 answers)", base("idea", questionnaire()), 50, true)),
  ];
  rows.push({
    bench: "analysis",
    metric: "peak RSS",
    value: Math.round(process.resourceUsage().maxRSS / 1024),
    unit: "MB",
  });
  return rows;
}
