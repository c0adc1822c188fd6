import { readFileSync } from "node:fs";
import type { AnalysisInput } from "#analysis/engine/analysis-engine";
import { realFixture } from "#server/test/real-fixtures";

export function readRealFixture(name: string): string {
  return readFileSync(realFixture(name), "utf8");
}

export const IDEA_TEXT =
  "LOGLINE: A lighthouse keeper on a storm-battered island hides a drowned girl who came back to life from the town that wants her gone. " +
  "Mara Quill has kept the light for thirty years; the girl, Wren, remembers nothing but the sea.";

export function inputFor(overrides: Partial<AnalysisInput> = {}): AnalysisInput {
  return {
    pitchText: IDEA_TEXT,
    genre: "Drama",
    projectTitle: "The Last Lighthouse",
    projectStage: "idea",
    mode: "analyze",
    analysisType: "creative",
    promptAnswers: {},
    screenplay: null,
    ...overrides,
  };
}

/** The structured-output schema name a recorded request asked for (OpenAI dialect). */
export function schemaNameOf(body: Record<string, unknown>): string | undefined {
  const format = body.response_format as { json_schema?: { name?: string } } | undefined;
  return format?.json_schema?.name;
}
