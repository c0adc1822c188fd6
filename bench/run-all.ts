/**
 * `npm run bench`: runs every bench/<name>/index.ts (or bench/<name>.bench.ts) in turn, each in
 * its own process so one bench's memory does not colour another's, and prints one table.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { BenchRow } from "./harness";

const root = new URL(".", import.meta.url).pathname;
const only = process.argv.slice(2);
const entries = readdirSync(root)
  .map((name) => {
    const full = join(root, name);
    if (statSync(full).isDirectory() && existsSync(join(full, "index.ts")))
      return { name, file: join(full, "index.ts") };
    if (name.endsWith(".bench.ts")) return { name: name.replace(".bench.ts", ""), file: full };
    return null;
  })
  .filter((entry): entry is { name: string; file: string } => !!entry)
  .filter((entry) => only.length === 0 || only.includes(entry.name));

const rows: BenchRow[] = [];
for (const entry of entries) {
  process.stderr.write(`bench: ${entry.name}...\n`);
  const out = execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--expose-gc",
      "-e",
      `import(${JSON.stringify(entry.file)}).then(async (m) => { const rows = await m.run(); process.stdout.write("\\nBENCH_ROWS " + JSON.stringify(rows) + "\\n"); process.exit(0); })`,
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 64 * 1024 * 1024 },
  );
  const line = out.split("\n").find((l) => l.startsWith("BENCH_ROWS "));
  if (line) rows.push(...(JSON.parse(line.slice("BENCH_ROWS ".length)) as BenchRow[]));
}

const table = rows.map((r) => ({
  bench: r.bench,
  metric: r.metric,
  value: Number.isInteger(r.value) ? r.value : Number(r.value.toFixed(2)),
  unit: r.unit,
  note: r.note ?? "",
}));
console.table(table);
