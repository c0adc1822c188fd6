import { afterEach, describe, expect, it } from "vitest";
import { workerEntry } from "./start-worker";
import { WorkerPool } from "./worker-pool";

const pools: WorkerPool<{ waitMs: number }, number>[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const IDLE_MS = 200;

function pool(warm: number) {
  const created = new WorkerPool<{ waitMs: number }, number>({
    size: 2,
    maxOldGenerationSizeMb: 64,
    idleMs: IDLE_MS,
    warm,
    entry: workerEntry(new URL("./test/x.ts", import.meta.url).href, "thread-id-worker"),
    toError: (reason) => new Error(reason),
  });
  pools.push(created);
  return created;
}

const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS * 5));

describe("WorkerPool idle workers", () => {
  it("keeps `warm` workers through an idle spell: the next job runs on one already loaded", async () => {
    const warm = pool(1);
    await warm.ready(); // both workers loaded: two jobs at once run on both
    const busy = await Promise.all([warm.run({ waitMs: 0 }, 30_000), warm.run({ waitMs: 0 }, 30_000)]);
    expect(new Set(busy).size).toBe(2);
    await idle();
    expect(busy).toContain(await warm.run({ waitMs: 0 }, 30_000));
  }, 60_000);

  it("warmUp() starts the warm workers before any job", async () => {
    const warm = pool(1);
    warm.warmUp();
    await warm.ready();
    const first = await warm.run({ waitMs: 0 }, 30_000);
    await idle();
    expect(await warm.run({ waitMs: 0 }, 30_000)).toBe(first);
  }, 60_000);

  it("with warm 0 ends every idle worker; the next job starts a new one", async () => {
    const cold = pool(0);
    const first = await cold.run({ waitMs: 0 }, 30_000);
    await idle();
    expect(await cold.run({ waitMs: 0 }, 30_000)).not.toBe(first);
  }, 60_000);
});
