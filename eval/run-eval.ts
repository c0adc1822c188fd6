/** `npm run eval`: runs the analyst over the labelled corpus and prints one table of figures. */
import { failingRows, formatTable } from "./eval-row";
import { EVAL_SUITES } from "./suites";

const rows = [];
for (const suite of EVAL_SUITES) rows.push(...(await suite.run()));
console.log(formatTable(rows));
const failing = failingRows(rows);
console.log(`\n${rows.length - failing.length} of ${rows.length} figures hold their bar.`);
process.exit(failing.length === 0 ? 0 : 1);
