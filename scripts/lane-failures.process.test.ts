import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { failuresBesideTests } from "./lane-failures.mjs";

/** Runs a real Vitest on `files` in a scratch directory; returns its exit code, output and JSON report. */
function runVitest(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "lane-failures-"));
  dirs.push(dir);
  writeFileSync(join(dir, "vitest.config.mjs"), "export default { test: { hookTimeout: 2000 } };\n");
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const report = join(dir, "report.json");
  const run = spawnSync(
    process.execPath,
    [
      join(process.cwd(), "node_modules/vitest/vitest.mjs"),
      "run",
      "--root",
      dir,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    { cwd: dir, encoding: "utf8", env: { ...process.env, TEST_DATABASE_URL: "" } },
  );
  return {
    dir,
    code: run.status,
    output: `${run.stdout}${run.stderr}`,
    report: JSON.parse(readFileSync(report, "utf8")),
  };
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("why a Vitest lane failed when none of its tests did", () => {
  it("names the file and the suite whose hook failed, with the hook's error", () => {
    const run = runVitest({
      "hook.test.mjs": `import { afterAll, describe, it } from "vitest";
describe("the pool", () => {
  afterAll(() => { throw new Error("the pool would not close"); });
  it("passes", () => {});
});
`,
    });
    expect(run.code).not.toBe(0);
    expect(run.report.numFailedTests).toBe(0);
    const why = failuresBesideTests("server (PostgreSQL)", run.report, run.output, run.dir).join("\n");
    expect(why).toContain("server (PostgreSQL): ");
    expect(why).toContain("hook.test.mjs > the pool");
    expect(why).toContain("the pool would not close");
  });

  it("quotes an error that escaped every test", () => {
    const run = runVitest({
      "leak.test.mjs": `import { it } from "vitest";
it("passes but leaves a rejection behind", async () => {
  setTimeout(() => Promise.reject(new Error("connection terminated")), 0);
  await new Promise((resolve) => setTimeout(resolve, 50));
});
`,
    });
    expect(run.code).not.toBe(0);
    expect(run.report.numFailedTests).toBe(0);
    const why = failuresBesideTests("process (PGlite)", run.report, run.output, run.dir).join("\n");
    expect(why).toContain("Unhandled");
    expect(why).toContain("connection terminated");
  });

  it("names nothing when the run passed", () => {
    const run = runVitest({ "fine.test.mjs": `import { it } from "vitest";\nit("passes", () => {});\n` });
    expect(run.code).toBe(0);
    expect(failuresBesideTests("fast (unit)", run.report, run.output, run.dir)).toEqual([]);
  });
});
