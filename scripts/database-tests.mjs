#!/usr/bin/env node
/**
 * The process tests that meet the test database: those whose imports reach
 * `server/test/test-database.ts` (createTestDatabase, hence createTestApp) or that read
 * TEST_DATABASE_URL themselves. The PostgreSQL lane runs only these, so the database code is
 * proven on both engines without running worker pools, PDF, OCR and child-process tests twice.
 * A test that meets the database only on the way to something else (admission, headers, timing,
 * uploads) says so in a line `// The PostgreSQL lane leaves this file out: <why>`, and is left out too.
 * Run directly, prints one path a line (`--count`: how many of how many).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { pathToFileURL } from "node:url";

const DATABASE_HELPER = "server/test/test-database.ts";
const LEFT_OUT = "The PostgreSQL lane leaves this file out";
const ALIASES = JSON.parse(readFileSync("package.json", "utf8")).imports;

/** Repository path of an import specifier, or undefined for a package or an unknown file. */
function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith(".")) base = normalize(join(dirname(from), specifier));
  else if (specifier.startsWith("#")) {
    for (const [alias, target] of Object.entries(ALIASES)) {
      const prefix = alias.replace("*", "");
      if (specifier.startsWith(prefix))
        base = normalize(target.replace("*", specifier.slice(prefix.length)).replace(/\.ts$/, ""));
    }
  }
  if (!base) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return undefined;
}

const IMPORT = /(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const imports = new Map();

/** The repository files a file imports, and whether it reads TEST_DATABASE_URL itself. */
function scan(file) {
  if (!imports.has(file)) {
    const text = readFileSync(file, "utf8");
    const targets = [...text.matchAll(IMPORT)].map((m) => resolveImport(file, m[1] ?? m[2])).filter(Boolean);
    imports.set(file, { targets, readsUrl: text.includes("TEST_DATABASE_URL") });
  }
  return imports.get(file);
}

/** Whether a file, or anything it imports, creates a test database or reads TEST_DATABASE_URL. */
function meetsDatabase(test) {
  const queue = [test];
  const seen = new Set(queue);
  for (const file of queue) {
    const { targets, readsUrl } = scan(file);
    if (file === DATABASE_HELPER || readsUrl) return true;
    for (const target of targets) {
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return false;
}

/** Every process test file under the folders Vitest reads (new, uncommitted files too). */
function processTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : processTests(path);
    return /\.(process|pg)\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The process test files that meet the test database, and how many process test files there are. */
export function databaseTests() {
  const files = ["domain", "server", "client", "bench", "eval"]
    .filter(existsSync)
    .flatMap(processTests)
    .sort();
  const leftOut = (file) => readFileSync(file, "utf8").includes(`// ${LEFT_OUT}:`);
  return { meeting: files.filter((file) => meetsDatabase(file) && !leftOut(file)), of: files.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { meeting, of } = databaseTests();
  console.log(process.argv.includes("--count") ? `${meeting.length} of ${of}` : meeting.join("\n"));
}
