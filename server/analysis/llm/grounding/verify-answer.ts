import type { LlmCategoryAnalysis, LlmScriptReport } from "../llm-schemas";
import type { EvidenceFacts } from "./evidence-facts";
import { quoteOccurs, verifyText } from "./verify-text";

/** Failures by part of the answer ("sections.dialogue", "reading.flags.2"); an empty map is a clean answer. */
export type Failures = Map<string, string[]>;

function check(failures: Failures, path: string, problems: string[]): void {
  if (problems.length > 0) failures.set(path, problems);
}

export function verifyScriptReport(report: LlmScriptReport, facts: EvidenceFacts): Failures {
  const failures: Failures = new Map();
  for (const key of ["intro", "overallSummary", "cta"] as const)
    check(failures, key, verifyText(report[key], facts));
  for (const [id, section] of Object.entries(report.sections))
    check(failures, `sections.${id}`, verifyText(section.content, facts));
  report.keyTakeaways.forEach((line, index) => {
    check(failures, `keyTakeaways.${index}`, verifyText(line, facts));
  });
  const { reading } = report;
  check(failures, "reading.synopsis", verifyText(reading.synopsis, facts));
  if (reading.logline) {
    const { text, source } = reading.logline;
    const problems =
      source === "writer" && !quoteOccurs(text, facts)
        ? [`the logline "${text}" is called the writer's own but is not in the material`]
        : verifyText(text, facts);
    check(failures, "reading.logline", problems);
  }
  for (const [item, row] of Object.entries(reading.grid))
    check(failures, `reading.grid.${item}`, verifyText(row.evidence, facts));
  reading.flags.forEach((flag, index) => {
    const problems = verifyText(flag.note, facts);
    if (!flag.quote.trim() || !quoteOccurs(flag.quote, facts))
      problems.push(`the flag's quote "${flag.quote}" is not in the material`);
    if (facts.pages !== null && flag.page > facts.pages)
      problems.push(`page ${flag.page} does not exist (the script has ${facts.pages})`);
    if (flag.scene !== null && facts.scenes !== null && !facts.scenes.has(flag.scene))
      problems.push(`scene ${flag.scene} does not exist (the script has ${facts.scenes.size})`);
    check(failures, `reading.flags.${index}`, problems);
  });
  return failures;
}

const LISTS = ["strengths", "improvements", "suggestions"] as const;

export function verifyCategoryAnalysis(answer: LlmCategoryAnalysis, facts: EvidenceFacts): Failures {
  const failures: Failures = new Map();
  check(failures, "overallSummary", verifyText(answer.overallSummary, facts));
  answer.keyTakeaways.forEach((line, index) => {
    check(failures, `keyTakeaways.${index}`, verifyText(line, facts));
  });
  for (const [name, category] of Object.entries(answer.categories)) {
    if (!Number.isFinite(category.score) || category.score < 0 || category.score > 10)
      check(failures, `categories.${name}.score`, [`the score ${category.score} is not between 0 and 10`]);
    for (const list of LISTS)
      category[list].forEach((line, index) => {
        check(failures, `categories.${name}.${list}.${index}`, verifyText(line, facts));
      });
  }
  return failures;
}

/** The repair turn's list: each failing part and why. */
export function describeFailures(failures: Failures): string {
  return [...failures].map(([path, problems]) => `- ${path}: ${problems.join("; ")}`).join("\n");
}
