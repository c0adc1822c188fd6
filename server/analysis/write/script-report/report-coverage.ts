import type { ScriptModel } from "#analysis/read/script/script-model";
import type { ScriptSection } from "#domain/analysis";
import { nameCase } from "./report-text";

/** The coverage grid and the verdict, each rating with its evidence; what the pages cannot settle is said, not rated. */
export function coverageSection(model: ScriptModel, title: string): ScriptSection {
  const { grid, verdict } = model.reading;
  const rated = grid.map((row) => `${row.item} ${row.rating}`).join(", ");
  const leads = model.reading.protagonists.map(nameCase);
  // Who the story follows, so a line that cannot rate still says whose script it is.
  const led = leads.length ? `, led by ${leads.join(" and ")},` : "";
  return {
    id: "coverage",
    section: "Coverage",
    content: [
      ...grid.map((row) => `${row.item} (${row.rating}): ${row.evidence}`),
      ...model.unrated.map((entry) =>
        `${entry.item} (not rated): ${title}${led} is ${entry.why}.`
          .replace(
            / is (a |an |the )?(draft|dialogue|lines|stage|transcript|its)\b/,
            (_, article = "", word) => `: ${article}${word}`,
          )
          .replace(",: ", ": "),
      ),
      `Verdict on ${title}${model.reading.protagonists[0] ? `, ${nameCase(model.reading.protagonists[0])}'s story` : ""}: ${verdict.script} for the script, ${verdict.writer} for the writer${rated ? ` (${rated})` : ", from no rated item"}.`,
    ].join("\n\n"),
  };
}
