import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Tests that start a server, a database, worker threads or another Node process are named
 * `*.process.test.ts` (and `*.pg.test.ts`, which need PostgreSQL): the "process" project. Everything
 * else runs in the test's own thread (it may call a tool such as pdftotext) and is the "fast"
 * project, `npm run test:fast`.
 */
const PROCESS_TESTS = ["**/*.process.test.ts", "**/*.pg.test.ts"];

const ALL_TESTS = [
  "domain/**/*.test.ts",
  "server/**/*.test.ts",
  "client/**/*.test.{ts,tsx}",
  "bench/**/*.test.ts",
  "scripts/**/*.test.ts",
  "eval/**/*.test.ts",
];

// *.pg.test.ts need a real PostgreSQL: they run in the PostgreSQL lane (TEST_DATABASE_URL).
const exclude = [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ["**/*.pg.test.ts"])];

export default defineConfig({
  test: {
    environment: "node",
    setupFiles: ["./scripts/vitest-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, which runs every
    // file in turn while the other core idles (the process tests mostly wait on servers and threads).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "fast",
          include: ALL_TESTS,
          exclude: [...exclude, ...PROCESS_TESTS],
          // Files in one worker share loaded modules: importing the analyst again for each of 90
          // files was half the lane's CPU (64 s -> 35 s here). Fast tests hold no module state of
          // their own and patch no module; the lane also passes with its files shuffled.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "process",
          include: PROCESS_TESTS,
          exclude,
          // A file's first analysis starts an analyst worker that loads the reader: 9-25 s measured
          // while the other lanes run beside this one, so 30 s was a flake, not a hang's bound.
          testTimeout: 90_000,
          // As in the fast project: re-importing the server for each file was 84 s of the lane's
          // 462 s CPU. Process tests patch no module and set no environment; each closes what it starts.
          isolate: false,
          globalSetup: ["./scripts/vitest-compiled-server.ts"],
        },
      },
    ],
  },
});
