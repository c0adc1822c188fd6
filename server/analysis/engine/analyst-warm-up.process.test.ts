import { readFile } from "node:fs/promises";
import { expect, it } from "vitest";
import { createAnalystPool } from "./analyst-pool";

/**
 * The operating-system threads of this process: a worker thread is one, started as it is created.
 * In a file of its own, so that no other pool's worker starts or ends meanwhile.
 */
async function threads(): Promise<number> {
  return Number(/Threads:\s+(\d+)/.exec(await readFile("/proc/self/status", "utf8"))?.[1]);
}

it("warmUp() starts a worker only when the pool keeps warm ones (WORKER_WARM=0: none)", async () => {
  await threads(); // the first read starts libuv's own threads
  const cold = createAnalystPool({ size: 1, warm: 0 });
  const warm = createAnalystPool({ size: 1, warm: 1 });
  try {
    const before = await threads();
    cold.warmUp();
    expect(await threads()).toBe(before);
    warm.warmUp();
    expect(await threads()).toBe(before + 1);
  } finally {
    await Promise.all([cold.close(), warm.close()]);
  }
});
