import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "domain/**/*.test.ts",
      "server/**/*.test.ts",
      "client/**/*.test.{ts,tsx}",
      "bench/**/*.test.ts",
      "eval/**/*.test.ts",
    ],
    // *.pg.test.ts need a real PostgreSQL: they run in the PostgreSQL lane (TEST_DATABASE_URL).
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ["**/*.pg.test.ts"])],
    environment: "node",
    setupFiles: ["./scripts/vitest-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
