import { describe, expect, it } from "vitest";
import { createBuiltinEngine } from "../create-builtin-engine";
import { extractSignals } from "../signals/extract-signals";
import { assessScript } from "./assess-script";
import { SCRIPT_PAIRS } from "./script-quality-pairs";

const engine = createBuiltinEngine();

describe("script quality pairs: the strong version of a script beats the weak one", () => {
  it.each(SCRIPT_PAIRS.map((pair) => [pair.name, pair] as const))("%s", async (_, pair) => {
    await engine.analyze(pair.strong);
    const strong = assessScript(extractSignals(pair.strong)).score;
    const weak = assessScript(extractSignals(pair.weak)).score;
    expect(strong, pair.weakness).toBeGreaterThan(weak);
  });
});
