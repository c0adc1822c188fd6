import { readFileSync, writeFileSync } from "node:fs";
import { createBuiltinEngine } from "#analysis/engine/create-builtin-engine";
const [file, title, genre, out] = process.argv.slice(2);
const text = readFileSync(file, "utf8");
const r = await createBuiltinEngine().analyze({ pitchText: text, promptAnswers: {}, genre: genre === "-" ? null : genre, projectTitle: title, projectStage: "script", mode: "generate", analysisType: "both" } as never);
if (out) writeFileSync(out, JSON.stringify(r, null, 1));
const d = r.deckBuildout!;
console.log(JSON.stringify({ world: d.world, team: d.funding_and_team, comps: d.tone_and_visual.comps }, null, 1));
