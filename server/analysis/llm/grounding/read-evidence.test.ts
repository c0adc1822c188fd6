import { describe, expect, it } from "vitest";
import type { AnalysisInput } from "#analysis/engine/analysis-engine";
import type { BuiltinAnalyst } from "#analysis/engine/builtin-analyst";
import { createBuiltinAnalyst, createBuiltinEngine } from "#analysis/engine/create-builtin-engine";
import { STRONG_IDEA, scriptInput } from "#analysis/test/inputs";
import { readEvidence } from "./read-evidence";

/** The built-in analyst, counting the jobs it is given (the server hands the LLM engine its pool). */
function countingAnalyst() {
  const inner = createBuiltinAnalyst();
  const jobs: AnalysisInput[] = [];
  const analyst: BuiltinAnalyst = {
    analyze(input, options) {
      jobs.push(input);
      return inner.analyze(input, options);
    },
  };
  return { analyst, jobs };
}

describe("readEvidence", () => {
  it("reads a pitch once, on the analyst it is given, and its fallback outline is the judged one", async () => {
    const { analyst, jobs } = countingAnalyst();
    const input = { ...STRONG_IDEA, mode: "generate" as const };
    const evidence = await readEvidence(input, analyst);
    expect(jobs).toEqual([input]);
    expect(evidence.judgement?.characters.length).toBeGreaterThan(0);
    const builtin = await createBuiltinEngine().analyze(input);
    expect(evidence.builtin.deckBuildout).toEqual(builtin.deckBuildout);
    expect(evidence.text).toContain(`Characters: ${evidence.judgement!.characters.join(", ")}`);
  });

  it("gives the model a script's one reading, from one job", async () => {
    const { analyst, jobs } = countingAnalyst();
    const evidence = await readEvidence(scriptInput(), analyst);
    expect(jobs).toHaveLength(1);
    expect(evidence.judgement).toBeNull();
    const reading = evidence.builtin.scriptAnalysis!.reading!;
    expect(evidence.text).toContain(`Pages: ${reading.pages}.`);
    expect(evidence.facts.scenes).toEqual(new Set(reading.scenes.map((scene) => scene.number)));
  });
});
