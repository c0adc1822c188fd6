import type { ScriptModel } from "#analysis/read/script/script-model";
import type { ScriptSection } from "#domain/analysis";

/** The coverage grid and the verdict, each rating with its evidence. */
export function coverageSection(model: ScriptModel, title: string): ScriptSection {
  const { grid, verdict } = model.reading;
  return {
    id: "coverage",
    section: "Coverage",
    content: [
      ...grid.map((row) => `${row.item} (${row.rating}): ${row.evidence}`),
      `Verdict on ${title}: ${verdict.script} for the script, ${verdict.writer} for the writer (${grid.map((row) => `${row.item} ${row.rating}`).join(", ")}).`,
    ].join("\n\n"),
  };
}
