import { readFileSync } from "node:fs";
import { readScriptModel } from "#analysis/read/script/read-script";
const m = readScriptModel(readFileSync(process.argv[2]!, "utf8"));
const n = Number(process.argv[3]);
const s = m.scenes.find((x: any) => x.number === n)!;
for (const e of s.elements) console.log(e.type, JSON.stringify(e.text.slice(0, 120)));
console.log(m.breakdown?.scenes.find((x) => x.number === n)?.cast);
