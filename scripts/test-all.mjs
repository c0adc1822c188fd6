#!/usr/bin/env node
/**
 * `npm test`: lint, layer rules, dead code, typecheck, the two Vitest projects ("fast": in-thread
 * unit tests; "process": servers, databases, worker threads and child processes, on PGlite), the
 * process tests that meet the test database again on a real PostgreSQL when one is installed
 * (scripts/database-tests.mjs picks them), then browser tests in Debian's Chromium against the production build (the compiled
 * server). Ends with each lane's wall and CPU time and one line "N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databaseTests } from "./database-tests.mjs";

const results = [];
const work = mkdtempSync(join(tmpdir(), "greenlit-test-"));
const env = { ...process.env };
delete env.TEST_DATABASE_URL;

const times = [];

/** Wall time and the CPU time of the lane's processes (on a shared machine the wall time lies). */
function timed(label, work) {
  const wallStart = performance.now();
  const before = process.resourceUsage();
  const childrenBefore = childCpuSeconds();
  const result = work();
  const after = process.resourceUsage();
  const ownCpu = (after.userCPUTime + after.systemCPUTime - before.userCPUTime - before.systemCPUTime) / 1e6;
  times.push({
    label,
    wall: (performance.now() - wallStart) / 1000,
    cpu: ownCpu + childCpuSeconds() - childrenBefore,
  });
  return result;
}

/** CPU seconds of this process's finished children (utime + stime of waited-for children). */
function childCpuSeconds() {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  const ticks = Number(fields[13] ?? 0) + Number(fields[14] ?? 0); // cutime, cstime (clock ticks of 10 ms)
  return ticks / 100;
}

function run(label, command, args, extraEnv = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const result = timed(label, () =>
    spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } }),
  );
  return result.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

function vitest(label, args, extraEnv = {}) {
  const out = join(work, `${label.replace(/\W+/g, "-")}.json`);
  const ok = run(
    label,
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`, ...args],
    extraEnv,
  );
  if (!existsSync(out)) return results.push({ label, passed: 0, failed: 1 });
  const report = JSON.parse(readFileSync(out, "utf8"));
  const failed = report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
  results.push({ label, passed: report.numPassedTests, failed });
}

function chromiumAvailable() {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return true;
  if (process.getuid?.() === 0) {
    console.log("Debian's Chromium is missing; installing it (apt-get install -y chromium)...");
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "chromium"], { stdio: "inherit" });
    return existsSync(path);
  }
  console.error(
    "Browser tests need Debian's Chromium at /usr/bin/chromium: run `sudo apt-get install -y chromium`.",
  );
  return false;
}

function postgresInstalled() {
  return (
    spawnSync("bash", ["-c", "ls -d /usr/lib/postgresql/*/bin/initdb"], { stdio: "ignore" }).status === 0
  );
}

check("lint", "npx", ["biome", "check", "."]);
check("layers", "npx", ["depcruise", "domain", "server", "client", "--config", ".dependency-cruiser.cjs"]);
check("dead code", "npx", ["knip"]);
check("typecheck", "npx", ["tsc", "--noEmit", "-p", "."]);
vitest("fast (unit)", ["--project", "fast"]);
vitest("process (PGlite)", ["--project", "process"]);

if (postgresInstalled() && process.env.SKIP_POSTGRES_LANE !== "1") {
  const out = join(work, "pg.json");
  console.log("\n=== server process suite on a real PostgreSQL");
  const status = timed("server (PostgreSQL)", () =>
    spawnSync(
      "bash",
      [
        "scripts/postgres-lane.sh",
        "npx",
        "vitest",
        "run",
        // Only the process tests that meet the test database run again (scripts/database-tests.mjs):
        // worker pools, PDF, OCR and child processes on PGlite's lane need no second engine.
        "--project",
        "process",
        ...databaseTests().meeting,
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${out}`,
      ],
      { stdio: "inherit", env },
    ),
  ).status;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, "utf8"));
    results.push({
      label: "server (PostgreSQL)",
      passed: report.numPassedTests,
      failed: report.numFailedTests + (status === 0 || report.numFailedTests ? 0 : 1),
    });
  } else results.push({ label: "server (PostgreSQL)", passed: 0, failed: 1 });
} else {
  console.log(
    "\n(PostgreSQL is not installed: the real-database lane is skipped; `apt-get install -y postgresql` to run it.)",
  );
}

if (process.env.SKIP_E2E !== "1") {
  const built = run("build", "npm", ["run", "build"]);
  if (!built) results.push({ label: "build", passed: 0, failed: 1 });
  else if (!chromiumAvailable()) results.push({ label: "browser", passed: 0, failed: 1 });
  else {
    const out = join(work, "e2e.json");
    const ok = run("browser (Chromium)", "npx", ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
    if (existsSync(out)) {
      const { stats } = JSON.parse(readFileSync(out, "utf8"));
      const failed = stats.unexpected + (ok || stats.unexpected ? 0 : 1);
      results.push({ label: "browser (Chromium)", passed: stats.expected + stats.flaky, failed });
    } else results.push({ label: "browser (Chromium)", passed: 0, failed: 1 });
  }
}

rmSync(work, { recursive: true, force: true });
console.log("\nSummary:");
for (const r of results) console.log(`  ${r.label.padEnd(24)} ${r.passed} passed, ${r.failed} failed`);
console.log("\nTime per lane (wall; CPU of its processes):");
for (const t of times)
  console.log(
    `  ${t.label.padEnd(24)} ${t.wall.toFixed(0).padStart(5)} s wall, ${t.cpu.toFixed(0).padStart(5)} s CPU`,
  );
const total = times.reduce((sum, t) => ({ wall: sum.wall + t.wall, cpu: sum.cpu + t.cpu }), {
  wall: 0,
  cpu: 0,
});
console.log(
  `  ${"total".padEnd(24)} ${total.wall.toFixed(0).padStart(5)} s wall, ${total.cpu.toFixed(0).padStart(5)} s CPU`,
);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
