#!/usr/bin/env node
/**
 * `npm test`: the "process" Vitest project (servers, databases, worker threads and child processes,
 * on PGlite), the longest lane and nearly all CPU, starts at once; beside it, one after the other:
 * the production build, lint, layer rules, dead code and typecheck, the "fast" project (in-thread
 * unit tests), then the process tests that meet the test database again on a real PostgreSQL when
 * one is installed (scripts/database-tests.mjs picks them). The browser tests (Debian's Chromium
 * against the production build, the compiled server) start as soon as the build is made and run
 * beside all of that: they mostly wait on Chromium and the server. The process lane prints as it
 * goes; the others keep their output until they end. Ends with each lane's wall and CPU time and
 * one line "N passed, N failed".
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { databaseTests } from "./database-tests.mjs";
import { failuresBesideTests, testFileName } from "./lane-failures.mjs";

const results = [];
/** The names of failed tests, printed last so that the end of the output says what failed. */
const failures = [];
/** Browser tests that failed once and passed on their retry (CI only): named, to be mended. */
const flaky = [];
const work = mkdtempSync(join(tmpdir(), "greenlit-test-"));
const env = { ...process.env };
delete env.TEST_DATABASE_URL;

const times = [];
const suiteStarted = performance.now();
const machineAtStart = machineCpu();

/**
 * The whole machine's CPU seconds so far (Linux's /proc/stat): busy, idle and waiting on the disk.
 * The lanes' own figures miss processes no lane waits for (Chromium's helpers, PostgreSQL's server).
 */
function machineCpu() {
  try {
    const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks;
    return {
      busy: (user + nice + system + irq + softirq + steal) / 100,
      idle: idle / 100,
      iowait: iowait / 100,
    };
  } catch {
    return undefined;
  }
}

/**
 * Runs one lane; resolves whether it exited 0. Its wall time, and the CPU time of its processes as
 * scripts/lane-cpu.mjs measures them (on a shared machine the wall time lies), go to the table.
 * A `quiet` lane prints its output when it ends, so that lanes run side by side do not interleave.
 */
function lane(label, command, args, { extraEnv = {}, quiet = false, nice = 0 } = {}) {
  const heading = `\n=== ${label}: ${command} ${args.join(" ")}`;
  const time = { label, start: performance.now(), end: 0, cpu: 0 };
  times.push(time);
  const cpuFile = join(work, `${label.replace(/\W+/g, "-")}.cpu`);
  if (!quiet) console.log(heading);
  const niceness = nice ? ["--nice", String(nice)] : [];
  const child = spawn(process.execPath, ["scripts/lane-cpu.mjs", cpuFile, ...niceness, command, ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...env, ...extraEnv },
  });
  // Kept whole, so that a failure outside any test can be quoted at the end.
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
    if (!quiet) process.stdout.write(chunk);
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
    if (!quiet) process.stderr.write(chunk);
  });
  return new Promise((resolve) =>
    child.on("close", (code) => {
      time.end = performance.now();
      time.cpu = existsSync(cpuFile) ? Number(readFileSync(cpuFile, "utf8")) : Number.NaN;
      if (quiet) console.log(`${heading}\n${output.trimEnd()}`);
      resolve({ ok: code === 0, code, output });
    }),
  );
}

/** Runs the tasks, at most `limit` at a time, in order. */
async function atMost(limit, tasks) {
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (queue.length > 0) await queue.shift()();
    }),
  );
}

/**
 * The lanes that are not the longest (the checks, the fast project, the PostgreSQL lane) run at a
 * lower priority: on two cores they take what the process and browser lanes leave.
 */
const BESIDE = 10;

async function check(label, command, args) {
  const { ok } = await lane(label, command, args, { quiet: true, nice: BESIDE });
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

/** A Vitest run (through `wrap`, e.g. the PostgreSQL lane's script); counts come from its JSON report. */
async function vitest(label, args, { wrap = [], quiet = false, nice = 0 } = {}) {
  const out = join(work, `${label.replace(/\W+/g, "-")}.json`);
  const [command, ...rest] = [
    ...wrap,
    "npx",
    "vitest",
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ];
  const { ok, code, output } = await lane(label, command, rest, { quiet, nice });
  const report = existsSync(out) ? JSON.parse(readFileSync(out, "utf8")) : undefined;
  for (const file of report?.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === "failed") failures.push(`${label}: ${testFileName(file.name)} › ${test.fullName}`);
  const failedTests = report?.numFailedTests ?? 0;
  if (!ok && failedTests === 0) {
    const why = failuresBesideTests(label, report, output);
    failures.push(...(why.length > 0 ? why : [`${label}: exited with code ${code} and no test failed`]));
  }
  results.push({
    label,
    passed: report?.numPassedTests ?? 0,
    failed: failedTests + (ok || failedTests ? 0 : 1),
  });
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

/**
 * Playwright's JSON report: the titles of tests whose outcome was `status`: "unexpected" (failed
 * every try) or "flaky" (failed, then passed on its retry).
 */
function testsWith(status, suites, path = []) {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const specs = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.some((t) => t.status === status) ? [[...here, spec.title].join(" › ")] : [],
    );
    return [...specs, ...testsWith(status, suite.suites ?? [], here)];
  });
}

function postgresInstalled() {
  return (
    spawnSync("bash", ["-c", "ls -d /usr/lib/postgresql/*/bin/initdb"], { stdio: "ignore" }).status === 0
  );
}

async function browser() {
  const out = join(work, "e2e.json");
  const { ok } = await lane("browser (Chromium)", "npx", ["playwright", "test"], {
    extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    quiet: true,
  });
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, "utf8"));
    const { stats } = report;
    failures.push(
      ...testsWith("unexpected", report.suites ?? []).map((name) => `browser (Chromium): ${name}`),
    );
    flaky.push(...testsWith("flaky", report.suites ?? []).map((name) => `browser (Chromium): ${name}`));
    const failed = stats.unexpected + (ok || stats.unexpected ? 0 : 1);
    results.push({ label: "browser (Chromium)", passed: stats.expected + stats.flaky, failed });
  } else results.push({ label: "browser (Chromium)", passed: 0, failed: 1 });
}

// Only the process tests that meet the test database run again: worker pools, PDF, OCR and child
// processes proved on PGlite's lane need no second engine.
const postgres = () =>
  vitest("server (PostgreSQL)", ["--project", "process", ...databaseTests().meeting], {
    wrap: ["bash", "scripts/postgres-lane.sh"],
    quiet: true,
    nice: BESIDE,
  });

const withBrowser = process.env.SKIP_E2E !== "1";
const withPostgres = postgresInstalled() && process.env.SKIP_POSTGRES_LANE !== "1";
// The process project is the longest lane and nearly all CPU: it starts first and prints as it
// goes. Everything else fills the other core beside it, one after the other, and prints when it
// ends: the checks and the build (the build first), then the fast project and the PostgreSQL lane.
const processLane = vitest("process (PGlite)", ["--project", "process"]);
/** The browser tests, started once the build is made; they run beside every lane after it. */
let browserLane = Promise.resolve();
await atMost(1, [
  ...(withBrowser
    ? [
        async () => {
          const { ok: built } = await lane("build", "npm", ["run", "build"], { quiet: true });
          if (!built) results.push({ label: "build", passed: 0, failed: 1 });
          else if (!chromiumAvailable()) results.push({ label: "browser", passed: 0, failed: 1 });
          else browserLane = browser();
        },
      ]
    : []),
  () => check("typecheck", "npx", ["tsc", "--noEmit", "-p", "."]),
  () => check("dead code", "npx", ["knip"]),
  () => check("lint", "npx", ["biome", "check", "."]),
  () =>
    check("layers", "npx", [
      "depcruise",
      "domain",
      "server",
      "client",
      "--config",
      ".dependency-cruiser.cjs",
    ]),
]);
await vitest("fast (unit)", ["--project", "fast"], { quiet: true, nice: BESIDE });
if (withPostgres) await postgres();
else
  console.log(
    "\n(PostgreSQL is not installed: the real-database lane is skipped; `apt-get install -y postgresql` to run it.)",
  );
await processLane;
await browserLane;

rmSync(work, { recursive: true, force: true });
const order = (label) => times.findIndex((t) => t.label === label) >>> 0; // unknown labels last
results.sort((a, b) => order(a.label) - order(b.label));
console.log("\nSummary:");
for (const r of results) console.log(`  ${r.label.padEnd(24)} ${r.passed} passed, ${r.failed} failed`);
console.log("\nTime per lane (wall; CPU of its processes; ‖ ran beside another lane):");
const row = (label, wall, cpu, beside) =>
  console.log(
    `  ${label.padEnd(24)} ${wall.toFixed(0).padStart(5)} s wall, ${cpu.toFixed(0).padStart(5)} s CPU${beside ? " ‖" : ""}`,
  );
for (const t of times)
  row(
    t.label,
    (t.end - t.start) / 1000,
    t.cpu,
    times.some((o) => o !== t && o.start < t.end && t.start < o.end),
  );
row(
  "total",
  (performance.now() - suiteStarted) / 1000,
  times.reduce((sum, t) => sum + t.cpu, 0),
  false,
);
const machineAtEnd = machineCpu();
if (machineAtStart && machineAtEnd) {
  const spent = (key) => (machineAtEnd[key] - machineAtStart[key]).toFixed(0);
  console.log(
    `  machine (${availableParallelism()} cores)   ${spent("busy")} s busy, ${spent("idle")} s idle, ${spent("iowait")} s waiting on the disk`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
if (flaky.length > 0) console.log(`\nFlaky (passed on retry):\n${flaky.map((f) => `  ${f}`).join("\n")}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
