import { inject } from "vitest";

/**
 * Node's arguments that start the server: the compiled build the "process" project made for this
 * run (scripts/vitest-compiled-server.ts), as production runs it; else the source through tsx.
 */
export function serverArgs(): string[] {
  const compiled = inject("compiledServer");
  return compiled ? [compiled] : ["--import", "tsx", "server/main.ts"];
}
