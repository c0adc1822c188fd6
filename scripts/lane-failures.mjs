import { stripVTControlCharacters } from "node:util";

/** The blocks of Vitest's output that say what failed outside a test, and how many lines of each. */
const BLOCKS = [
  ["Failed Suites", 12],
  ["Unhandled Error", 20],
];

/** A test file's path as `npm test` prints it: from the checkout's root. */
export const testFileName = (path, cwd = process.cwd()) => path.replace(`${cwd}/`, "");

/**
 * Why a Vitest run failed when no test did: a file or a hook failed (named in its JSON report, and
 * under "Failed Suites" in its output), or an error escaped every test (only in its output, under
 * "Unhandled Errors"). A few lines each, so that the end of `npm test` says what broke.
 */
export function failuresBesideTests(label, report, output, cwd = process.cwd()) {
  const named = (report?.testResults ?? [])
    .filter((file) => file.status === "failed" && file.message)
    .map((file) => `${label}: ${testFileName(file.name, cwd)} › ${file.message}`);
  const plain = stripVTControlCharacters(output);
  const quoted = BLOCKS.flatMap(([heading, lines]) => {
    const at = plain.indexOf(heading);
    if (at < 0) return [];
    const block = plain
      .slice(at)
      .split("\n")
      .filter((line) => line.trim() !== "")
      .slice(0, lines);
    return [`${label}: ${block.join("\n    ")}`];
  });
  return [...named, ...quoted];
}
