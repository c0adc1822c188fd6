import { configDefaults, defineConfig } from "vitest/config";

/**
 * Tests that start a server, a database, worker threads or another Node process: the "process"
 * project. Everything else runs in the test's own thread (it may call a tool such as pdftotext)
 * and is the "fast" project, `npm run test:fast`.
 */
const PROCESS_TESTS = [
  "server/{main,graceful-shutdown,kill-mid-analysis,logs-privacy,disk-full,memory-footprint}.test.ts",
  "server/{stray-uploads,shutdown-drain-limit}.test.ts",
  "server/http/**/*.test.ts",
  "server/db/**/*.test.ts",
  "server/history/**/*.test.ts",
  "server/extraction/{extract-text,extraction-pool,formats,decks-and-ocr}.test.ts",
  "server/analysis/builtin/analyst-pool.test.ts",
  "server/analysis/llm/llm-*.test.ts",
  "server/payments/stripe/stripe-provider.test.ts",
  "client/lib/api-request.test.ts",
];

const ALL_TESTS = [
  "domain/**/*.test.ts",
  "server/**/*.test.ts",
  "client/**/*.test.{ts,tsx}",
  "bench/**/*.test.ts",
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
    projects: [
      { extends: true, test: { name: "fast", include: ALL_TESTS, exclude: [...exclude, ...PROCESS_TESTS] } },
      {
        extends: true,
        test: {
          name: "process",
          include: PROCESS_TESTS,
          exclude,
          globalSetup: ["./scripts/vitest-compiled-server.ts"],
        },
      },
    ],
  },
});
