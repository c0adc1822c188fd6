/**
 * Start-up: from spawning Node to a 200 from /api/health, on a fresh DATA_DIR (the embedded
 * database is created) and on a restart (it is opened), for the compiled server `npm run serve`
 * runs, beside the same server from source through tsx (the reference, as production ran before).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BenchRow, median } from "../harness";
import { compileServer, startProductionServer } from "../support/production-server";

const RUNS = 3;

async function timeStarts(build: "compiled" | "source"): Promise<{ fresh: number; restart: number }> {
  const fresh: number[] = [];
  const restart: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), "greenlit-start-up-"));
    const first = await startProductionServer({}, { build, dataDir: join(dataDir, "data") });
    fresh.push(first.healthyAfterMs);
    await first.stop();
    const again = await startProductionServer({}, { build, dataDir: join(dataDir, "data") });
    restart.push(again.healthyAfterMs);
    await again.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { fresh: median(fresh), restart: median(restart) };
}

export async function run(): Promise<BenchRow[]> {
  compileServer();
  const compiled = await timeStarts("compiled");
  const source = await timeStarts("source");
  const note = (value: number, reference: number) =>
    `source through tsx ${Math.round(reference)} ms (${(reference / value).toFixed(1)}x)`;
  return [
    {
      bench: "start-up",
      metric: `restart to healthy, compiled (median of ${RUNS})`,
      value: compiled.restart,
      unit: "ms",
      note: note(compiled.restart, source.restart),
    },
    {
      bench: "start-up",
      metric: `fresh DATA_DIR to healthy, compiled (median of ${RUNS})`,
      value: compiled.fresh,
      unit: "ms",
      note: note(compiled.fresh, source.fresh),
    },
  ];
}
