// pdf-parse bundles its own pdf.js; two pdf.js copies conflict in one process, so it runs here alone.
// Prints the median wall time (ms) of `runs` default extractions of the file, after one warm-up.
import { readFileSync } from "node:fs";
import { PDFParse } from "pdf-parse";

const [file, runsArg] = process.argv.slice(2);
const data = readFileSync(file);
const once = async () => {
  const started = performance.now();
  const parser = new PDFParse({ data: new Uint8Array(data) });
  await parser.getText();
  const elapsed = performance.now() - started;
  await parser.destroy();
  return elapsed;
};
await once();
const times = [];
for (let i = 0; i < Number(runsArg ?? 3); i++) times.push(await once());
times.sort((a, b) => a - b);
process.stdout.write(`MEDIAN_MS ${times[Math.floor(times.length / 2)]}\n`);
