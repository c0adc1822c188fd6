import { breakdownSuite } from "./breakdown";
import { breakdownTwoReadersSuite } from "./breakdown-two-readers";
import { breakdownUnseenSuite } from "./breakdown-unseen";
import type { EvalSuite } from "./eval-row";
import { outlineSuite } from "./outline";
import { pitchJudgeSuite } from "./pitch-judge";
import { pitchOtherHandsSuite } from "./pitch-other-hands";
import { scriptCorpusSuite } from "./script-corpus";
import { scriptReaderSuite } from "./script-reader";

/** Every suite `npm run eval` runs, in the order the table prints them. Each adds one line here. */
export const EVAL_SUITES: readonly EvalSuite[] = [
  scriptReaderSuite,
  scriptCorpusSuite,
  pitchJudgeSuite,
  pitchOtherHandsSuite,
  outlineSuite,
  breakdownSuite,
  breakdownTwoReadersSuite,
  breakdownUnseenSuite,
];
