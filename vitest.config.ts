import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["domain/**/*.test.ts", "server/**/*.test.ts", "client/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["./scripts/vitest-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
