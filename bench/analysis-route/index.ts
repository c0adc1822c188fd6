import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { connectDatabase } from "../../server/db/connect";
import type { BenchRow } from "../harness";
import { DECK_TEXT, IDEA_ANSWERS, IDEA_TEXT } from "./payloads";

const BENCH = "analysis-route";
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const HISTORY_RECORDS = 500;

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(options: autocannon.Options): Promise<LoadResult> {
  // One worker thread: the load generator must not share the server's event loop.
  const result = await autocannon({ duration: DURATION_S, workers: 1, ...options });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function rows(name: string, result: LoadResult, target?: string): BenchRow[] {
  return [
    { bench: BENCH, metric: `${name} requests/s`, value: result.requestsPerSecond, unit: "req/s" },
    { bench: BENCH, metric: `${name} p50`, value: result.p50, unit: "ms" },
    { bench: BENCH, metric: `${name} p99`, value: result.p99, unit: "ms", note: target },
    { bench: BENCH, metric: `${name} errors`, value: result.errors, unit: "count", note: "target 0" },
  ];
}

/**
 * The real app (built-in analyst, PGlite in a temp folder) on a real port: POST /api/analyze under
 * 20 concurrent connections (idea and deck payloads), then GET /api/history of 500 records under 50.
 */
export async function run(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "greenlit-bench-"));
  const database = await connectDatabase({ pgliteDir: join(dataDir, "pglite") });
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir, RATE_LIMIT_MAX: "100000000" });
  const app = await buildApp({ config, database, sessionSecret: "bench-secret-".padEnd(40, "x") });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const first = await fetch(`${url}/api/history`);
    const cookie = first.headers.getSetCookie()[0]!.split(";")[0]!;
    const post = (body: object): autocannon.Options => ({
      url: `${url}/api/analyze`,
      method: "POST",
      connections: 20,
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const idea = await load(
      post({
        pitchText: IDEA_TEXT,
        genre: "Drama",
        analysisType: "creative",
        mode: "analyze",
        projectStage: "idea",
        promptAnswers: IDEA_ANSWERS,
      }),
    );
    const deck = await load(
      post({
        pitchText: DECK_TEXT,
        genre: "Drama",
        analysisType: "both",
        mode: "analyze",
        projectStage: "deck",
        projectTitle: "The Last Lighthouse",
      }),
    );

    // A fresh session holding exactly 500 analyses, stored through the route.
    const reader = (await fetch(`${url}/api/history`)).headers.getSetCookie()[0]!.split(";")[0]!;
    const body = JSON.stringify({
      pitchText: DECK_TEXT,
      genre: "Drama",
      projectStage: "deck",
      projectTitle: "Bench",
    });
    for (let i = 0; i < HISTORY_RECORDS; i++) {
      const response = await fetch(`${url}/api/analyze`, {
        method: "POST",
        headers: { cookie: reader, "content-type": "application/json" },
        body,
      });
      if (!response.ok) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
    }
    const list = await fetch(`${url}/api/history`, { headers: { cookie: reader } });
    const listBytes = (await list.arrayBuffer()).byteLength;
    const zipped = await fetch(`${url}/api/history`, {
      headers: { cookie: reader, "accept-encoding": "gzip" },
    });
    const gzipBytes = Number(zipped.headers.get("content-length") ?? 0);
    await zipped.arrayBuffer();
    // As browsers ask for it (every browser sends accept-encoding: gzip).
    const history = await load({
      url: `${url}/api/history`,
      connections: 50,
      headers: { cookie: reader, "accept-encoding": "gzip, deflate, br" },
    });
    return [
      {
        bench: BENCH,
        metric: "machine load average (1 min) at the end",
        value: loadavg()[0]!,
        unit: "runnable",
        note: `${availableParallelism()} cores; latencies scale with contention`,
      },
      ...rows("analyze idea (20 conn)", idea, "target p99 < 1000 ms"),
      ...rows("analyze deck (20 conn)", deck, "target p99 < 1000 ms"),
      ...rows(`history ${HISTORY_RECORDS} records (50 conn)`, history),
      {
        bench: BENCH,
        metric: `history ${HISTORY_RECORDS} records JSON size`,
        value: listBytes / 1024,
        unit: "KiB",
      },
      {
        bench: BENCH,
        metric: `history ${HISTORY_RECORDS} records gzip size`,
        value: gzipBytes / 1024,
        unit: "KiB",
      },
    ];
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
