import { existsSync } from "node:fs";
import { inject } from "vitest";

/** What `npm run build` compiles; the browser tests' web server builds it before they start. */
const BUILT_SERVER = "dist/server/main.js";

/**
 * Node's arguments that start the server: under Vitest, the compiled build the "process" project made
 * for this run (scripts/vitest-compiled-server.ts); under Playwright, the build the browser tests
 * serve; else the source through tsx. Either way production's compiled server, when there is one.
 */
export function serverArgs(): string[] {
  const compiled = process.env.VITEST
    ? inject("compiledServer")
    : existsSync(BUILT_SERVER)
      ? BUILT_SERVER
      : undefined;
  return compiled ? [compiled] : ["--import", "tsx", "server/main.ts"];
}
