import { readFileSync } from "node:fs";
import { createBuiltinEngine } from "#analysis/engine/create-builtin-engine";
const file = process.argv[2] ?? "fixtures/real/big_fish__screenplain.fountain";
const engine = createBuiltinEngine();
const r = await engine.analyze({ projectStage: "script", pitchText: readFileSync(file, "utf8"), mode: "generate", promptAnswers: {} } as any);
const d = r.deckBuildout as any;
console.log(JSON.stringify({ world: d.world, characters: d.characters?.slice?.(0, 2) ?? d.characters, comps: d.tone_and_visual?.comps, funding: d.funding_and_team }, null, 2));
