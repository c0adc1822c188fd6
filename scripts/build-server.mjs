#!/usr/bin/env node
/**
 * Compiles the server and its worker threads to JavaScript (decision 017): one bundle per entry
 * (server/main.ts and every worker it starts), shared code in chunks beside them, packages left
 * to node_modules, and a ready database folder for a fresh DATA_DIR. `npm run build` writes
 * dist/server, which `npm start` and `npm run serve` run with plain Node; the process tests
 * compile to a folder of their own (scripts/vitest-compiled-server.ts). Usage: build-server.mjs [outdir]
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Every worker the server starts, found where it is started: workerEntry(import.meta.url, "name"). */
function workerEntries() {
  const server = join(root, "server");
  return readdirSync(server, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .flatMap((file) =>
      [
        ...readFileSync(join(server, file), "utf8").matchAll(/workerEntry\(import\.meta\.url, "([\w-]+)"\)/g),
      ].map((match) => join(server, dirname(file), `${match[1]}.ts`)),
    );
}

/**
 * Packages stay in node_modules, imported as written. Node's own resolver wants the file's
 * extension on a deep import without an "exports" map ("iso-639-3/iso6393-to-1"), which the
 * bundler-style resolution of tsx and Vite forgives: add it where the file is there to be found.
 */
const deepImportExtensions = {
  name: "deep-import-extensions",
  setup(build) {
    build.onResolve({ filter: /^(@\w[\w.-]*\/)?\w[\w.-]*\/[^.]+$/ }, ({ path, resolveDir }) => {
      const name = path
        .split("/")
        .slice(0, path.startsWith("@") ? 2 : 1)
        .join("/");
      const require = createRequire(join(resolveDir, "index.js"));
      let packageJson;
      try {
        packageJson = require.resolve(`${name}/package.json`);
      } catch {
        return undefined; // an "exports" map that hides package.json resolves the import itself
      }
      if (JSON.parse(readFileSync(packageJson, "utf8")).exports) return { path, external: true };
      const file = join(dirname(packageJson), path.slice(name.length + 1));
      return { path: existsSync(`${file}.js`) ? `${path}.js` : path, external: true };
    });
  },
};

/** Compiles into `outdir` (emptied first); returns the path of its main.js. */
export async function buildServer(outdir) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: [join(root, "server/main.ts"), ...workerEntries()],
    outdir,
    entryNames: "[name]",
    chunkNames: "[name]-[hash]", // flat: import.meta.url names the same folder in every file
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    plugins: [deepImportExtensions],
    logLevel: "warning",
  });
  cpSync(join(root, "server/db/migrations"), join(outdir, "migrations"), { recursive: true });
  copyFileSync(await databaseSeed(), join(outdir, "pglite-seed.tar.gz"));
  return join(outdir, "main.js");
}

/**
 * The database folder a fresh DATA_DIR starts from (server/db/pglite-worker.ts): initdb in PGlite
 * takes ~7 s on this machine, unpacking this ~1 s. Made once per PGlite version and migrations.
 */
async function databaseSeed() {
  const migrations = join(root, "server/db/migrations");
  const key = createHash("sha256").update(
    JSON.parse(readFileSync(join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8")).version,
  );
  for (const file of readdirSync(migrations, { recursive: true, encoding: "utf8" }).sort()) {
    const path = join(migrations, file);
    if (statSync(path).isFile()) key.update(file).update(readFileSync(path));
  }
  const cached = join(root, "dist/.database-seeds", `${key.digest("hex").slice(0, 16)}.tar.gz`);
  if (existsSync(cached)) return cached;
  const seed = new PGlite();
  await migrate(drizzle(seed), { migrationsFolder: migrations });
  const dump = await seed.dumpDataDir("gzip");
  await seed.close();
  mkdirSync(dirname(cached), { recursive: true });
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, cached);
  return cached;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outdir = process.argv[2] ?? join(root, "dist/server");
  const started = performance.now();
  await buildServer(outdir);
  console.log(`server compiled to ${outdir} in ${Math.round(performance.now() - started)} ms`);
}
