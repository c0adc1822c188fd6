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

describe("WorkerPool expected wait", () => {
  function onePool(heavyLimit?: number) {
    const created = new WorkerPool<{ waitMs: number }, number>({
      size: 2,
      heavyLimit,
      maxOldGenerationSizeMb: 64,
      entry: workerEntry(new URL("./test/x.ts", import.meta.url).href, "thread-id-worker"),
      toError: (reason) => new Error(reason),
      msPerUnit: { sleep: 1 },
    });
    pools.push(created);
    return created;
  }
  const sleepJob = (pool: WorkerPool<{ waitMs: number }, number>, ms: number, isHeavy = true) =>
    pool.run({ waitMs: ms }, 30_000, { isHeavy, work: { kind: "sleep", units: ms } });

  it("is the work ahead in the job's lane, on the lane's workers, and none once it is done", async () => {
    const pool = onePool(1);
    await pool.ready();
    expect(pool.expectedWaitMs(true)).toBe(0);
    const jobs = [sleepJob(pool, 800), sleepJob(pool, 400)];
    // One heavy lane: what is left of the 800 ms job, then the 400 ms one queued behind it.
    const heavy = pool.expectedWaitMs(true);
    expect(heavy).toBeGreaterThan(1000);
    expect(heavy).toBeLessThanOrEqual(1200);
    // A light job takes the worker no heavy job holds, at once.
    expect(pool.expectedWaitMs(false)).toBe(0);
    await Promise.all(jobs);
    expect(pool.expectedWaitMs(true)).toBe(0);
  }, 30_000);

  it("counts a heavy job queued where its lane has room as ahead of light work", async () => {
    const pool = onePool(1);
    await pool.ready();
    const jobs = [sleepJob(pool, 800, false), sleepJob(pool, 1600, false), sleepJob(pool, 400)];
    // Two light jobs hold both workers; the heavy one takes the first free (at 800 ms, until 1200),
    // so a light job waits for 1200 ms, not 800.
    const light = pool.expectedWaitMs(false);
    expect(light).toBeGreaterThan(1100);
    expect(light).toBeLessThanOrEqual(1200);
    const later = sleepJob(pool, 400);
    // A second heavy job has no room in the lane: it is not ahead of light work.
    expect(pool.expectedWaitMs(false)).toBeCloseTo(light, -2);
    await Promise.all([...jobs, later]);
  }, 30_000);

  it("learns each kind's time per unit from the jobs it runs", async () => {
    const pool = onePool(1);
    await pool.ready();
    // Announced as 100 units (100 ms at the prior rate) but each takes 400 ms: the estimate follows.
    for (let i = 0; i < 8; i++) {
      await pool.run({ waitMs: 400 }, 30_000, { isHeavy: true, work: { kind: "sleep", units: 100 } });
    }
    const running = sleepJob(pool, 0);
    const queued = pool.run({ waitMs: 0 }, 30_000, { isHeavy: true, work: { kind: "sleep", units: 100 } });
    expect(pool.expectedWaitMs(true)).toBeGreaterThan(300);
    await Promise.all([running, queued]);
  }, 30_000);

  it("takes an urgent job (the end of work already admitted) before new work queued earlier", async () => {
    const pool = onePool(1);
    await pool.ready();
    const order: string[] = [];
    // Both workers busy; the first free one (300 ms) runs the two queued jobs one after the other.
    const heavy = sleepJob(pool, 300);
    const light = sleepJob(pool, 1500, false);
    const queued = [
      pool.run({ waitMs: 0 }, 30_000).then(() => order.push("new")),
      pool.run({ waitMs: 0 }, 30_000, { isUrgent: true }).then(() => order.push("urgent")),
    ];
    await Promise.all([heavy, light, ...queued]);
    expect(order).toEqual(["urgent", "new"]);
  }, 30_000);
});
