import { type ResourceLimits, Worker } from "node:worker_threads";

/** The entry module next to `importMetaUrl` named `name`, in the same language as the caller. */
export function workerEntry(importMetaUrl: string, name: string): URL {
  const extension = importMetaUrl.endsWith(".ts") ? "ts" : "js";
  return new URL(`./${name}.${extension}`, importMetaUrl);
}

/** A worker thread on `entry`; a TypeScript entry (source runs: tsx, vitest) gets tsx's loader first. */
export function startWorker(
  entry: URL,
  options: { resourceLimits?: ResourceLimits; workerData?: unknown } = {},
): Worker {
  if (!entry.pathname.endsWith(".ts")) return new Worker(entry, options);
  const api = import.meta.resolve("tsx/esm/api");
  // Source maps of large dependencies (pdf.js's alone) cost a worker ~60 MB; production logs
  // name the frames of our own code either way.
  const maps = process.env.NODE_ENV === "production" ? "process.setSourceMapsEnabled(false);" : "";
  const boot = `import { register } from ${JSON.stringify(api)}; register(); ${maps} await import(${JSON.stringify(entry.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), options);
}
