import type { EvalSuite } from "./eval-row";
import { outlineSuite } from "./outline";

/** Every suite `npm run eval` runs, in the order the table prints them. Each adds one line here. */
export const EVAL_SUITES: readonly EvalSuite[] = [outlineSuite];
