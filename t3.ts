import { readFileSync } from "node:fs";
import { readScriptModel } from "#analysis/read/script/read-script";
const m = readScriptModel(readFileSync(process.argv[2]!, "utf8"));
const re = new RegExp(process.argv[3]!);
for (const s of m.scenes) if (s.elements.some((e) => re.test(e.text))) {
  const b = m.breakdown?.scenes.find((x) => x.number === s.number);
  console.log(s.number, s.heading, "|", b?.cast.join(", "), "|", b?.extras.join(", "), JSON.stringify(b?.elements));
}
