import { readFileSync } from "node:fs";
import { parseScreenplayText } from "#server/screenplay/parse-screenplay-text";
import { renderScreenplayText } from "#server/screenplay/render-screenplay-text";
for (const f of process.argv.slice(2)) {
  const a = parseScreenplayText(readFileSync(f, "utf8"));
  const b = parseScreenplayText(renderScreenplayText(a));
  const sa = a.elements.map((e) => `${e.type}:${e.text}`), sb = b.elements.map((e) => `${e.type}:${e.text}`);
  let diff = 0;
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) if (sa[i] !== sb[i]) { if (diff++ < 3) console.log(f.split("/").pop(), i, JSON.stringify(sa[i]?.slice(0, 80)), "=>", JSON.stringify(sb[i]?.slice(0, 80))); }
  console.log(f.split("/").pop(), sa.length, sb.length, "diffs", diff);
}
