import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 5174);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "greenlit-e2e-"));
process.env.E2E_DATA_DIR = dataDir; // workers re-evaluate this file: keep one folder

/** Browser tests drive Debian's Chromium against the production build; no browser is downloaded. */
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // CI runs on a shared machine: a test that fails once is run again, and scripts/test-all.mjs names
  // every test that needed it ("Flaky") so that it is mended, not hidden. Locally a failure stands.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    // The compiled server, as `npm run serve` runs it (compiling takes about a second).
    command: "node scripts/build-server.mjs && node dist/server/main.js",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000",
      ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
    },
  },
});
