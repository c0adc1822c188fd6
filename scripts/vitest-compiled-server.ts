import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** main.js of the server compiled for this run; the process tests start it as production does. */
    compiledServer: string;
  }
}

/** Global set-up of the "process" project: compiles the server once for every test that starts it. */
export function setup(project: TestProject): () => void {
  // Inside the checkout, so that the compiled files find node_modules as dist/server's do.
  mkdirSync("dist", { recursive: true });
  const dir = mkdtempSync(join("dist", "process-tests-"));
  execFileSync(process.execPath, ["scripts/build-server.mjs", join(dir, "server")], { stdio: "ignore" });
  project.provide("compiledServer", resolve(dir, "server", "main.js"));
  return () => rmSync(dir, { recursive: true, force: true });
}
