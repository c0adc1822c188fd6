/**
 * Cold starts: the first request after the server has been idle longer than WORKER_IDLE_MS,
 * beside a warm one (the same request again at once), for an analysis, a Fountain upload and a
 * PDF upload. Measured on the server as configured (one warm worker kept per pool) and, as the
 * reference, with WORKER_WARM=0 (every idle worker ends, the behaviour before). Every request
 * differs from the others by a line, so none is answered from the results the server keeps for
 * identical work (decision 021): each one is read or analysed on a worker.
 */
import { readFileSync } from "node:fs";
import { realFixture } from "../../server/test/real-fixtures";
import { type BenchRow, median, timeIt } from "../harness";
import { LOAD_IDEA } from "../load/visitors";
import { startProductionServer } from "../support/production-server";

const IDLE_MS = 1000;
const WARM_RUNS = 3;

interface Probe {
  name: string;
  /** `take` makes the request unlike every earlier one. */
  send(baseUrl: string, cookie: string, take: number): Promise<Response>;
}

/** The file with a line after its end: a Fountain note, a PDF comment past %%EOF (both ignored). */
function upload(fileName: string, line: (take: number) => string): Probe["send"] {
  const content = readFileSync(realFixture(fileName));
  return (baseUrl, cookie, take) => {
    const form = new FormData();
    form.append("stage", "script");
    form.append("file", new Blob([content, line(take)]), fileName);
    return fetch(`${baseUrl}/api/upload`, { method: "POST", body: form, headers: { cookie } });
  };
}

const PROBES: Probe[] = [
  {
    name: "analysis (idea)",
    send: (baseUrl, cookie, take) =>
      fetch(`${baseUrl}/api/analyze`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({
          pitchText: `${LOAD_IDEA} Take ${take}.`,
          genre: "Drama",
          analysisType: "creative",
          mode: "analyze",
          projectStage: "idea",
          projectTitle: "The Last Lighthouse",
        }),
      }),
  },
  {
    name: "Fountain upload",
    send: upload("big_fish__screenplain.fountain", (take) => `\n[[take ${take}]]\n`),
  },
  { name: "PDF upload", send: upload("big_fish__screenplain.pdf", (take) => `\n%take ${take}\n`) },
];

let takes = 0;

async function timed(probe: Probe, baseUrl: string, cookie: string): Promise<number> {
  return timeIt(async () => {
    const response = await probe.send(baseUrl, cookie, ++takes);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${probe.name}: ${response.status}`);
  });
}

/** For each probe: the first request after an idle spell, and the median of warm ones. */
async function measure(env: Record<string, string>): Promise<{ afterIdle: number; warm: number }[]> {
  const server = await startProductionServer({ WORKER_IDLE_MS: String(IDLE_MS), ...env });
  const cookie = ((await fetch(`${server.baseUrl}/api/history`)).headers.get("set-cookie") ?? "").split(
    ";",
  )[0]!;
  const results: { afterIdle: number; warm: number }[] = [];
  for (const probe of PROBES) {
    await timed(probe, server.baseUrl, cookie); // the code paths loaded once
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS * 3)); // idle workers end
    const afterIdle = await timed(probe, server.baseUrl, cookie);
    const warm: number[] = [];
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await timed(probe, server.baseUrl, cookie));
    results.push({ afterIdle, warm: median(warm) });
  }
  await server.stop();
  return results;
}

export async function run(): Promise<BenchRow[]> {
  const kept = await measure({});
  const ended = await measure({ WORKER_WARM: "0" });
  return PROBES.flatMap((probe, i) => {
    const now = kept[i]!;
    const before = ended[i]!;
    return [
      {
        bench: "cold-start",
        metric: `${probe.name}: first after idle - warm`,
        value: now.afterIdle - now.warm,
        unit: "ms",
        note: `after idle ${Math.round(now.afterIdle)} ms, warm ${Math.round(now.warm)} ms; without a warm worker ${Math.round(before.afterIdle)} ms (+${Math.round(before.afterIdle - before.warm)} ms)`,
      },
    ];
  });
}
