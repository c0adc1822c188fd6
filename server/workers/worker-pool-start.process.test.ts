import { readFile } from "node:fs/promises";
import { afterAll, expect, it } from "vitest";
import { workerEntry } from "./start-worker";
import { WorkerPool } from "./worker-pool";

/**
 * The operating-system threads of this process: a worker thread is one, started as it is created.
 * In a file of its own, so that no other pool's worker starts or ends meanwhile.
 */
async function threads(): Promise<number> {
  return Number(/Threads:\s+(\d+)/.exec(await readFile("/proc/self/status", "utf8"))?.[1]);
}

const pool = new WorkerPool<{ waitMs: number }, number>({
  size: 2,
  maxOldGenerationSizeMb: 64,
  entry: workerEntry(new URL("./test/x.ts", import.meta.url).href, "thread-id-worker"),
  toError: (reason) => new Error(reason),
});
afterAll(() => pool.close());

it("starts a worker as a job needs one: one job loads one worker, two at once load the second", async () => {
  await threads(); // the first read starts libuv's own threads
  const before = await threads();
  const first = await pool.run({ waitMs: 0 }, 30_000);
  // A worker is one thread, or two where it runs TypeScript (its loader's hooks have their own).
  const perWorker = (await threads()) - before;
  expect(perWorker).toBeGreaterThan(0);
  const both = await Promise.all([pool.run({ waitMs: 200 }, 30_000), pool.run({ waitMs: 200 }, 30_000)]);
  expect(new Set(both).size).toBe(2);
  expect(both).toContain(first);
  expect(await threads()).toBe(before + 2 * perWorker);
});
