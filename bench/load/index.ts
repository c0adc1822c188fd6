/**
 * Load: 50 concurrent users against the production server for 30 s (BENCH_LOAD_SECONDS), mixing
 * history reads (20), built-in analyses (20) and screenplay uploads (10). Reports per-route
 * throughput, p99 latency and errors, the server's event-loop delay, and whether memory stays flat.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { REAL_FIXTURES_DIR } from "../../server/test/real-fixtures";
import type { BenchRow } from "../harness";
import { startProductionServer } from "../support/production-server";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const FIXTURES = REAL_FIXTURES_DIR;

const IDEA = [
  "LOGLINE: When a reclusive lighthouse keeper finds a drowned girl alive on his rocks, he must hide her",
  "from the fishing town that wants her gone before the storm season ends. Comparable to The Banshees of",
  "Inisherin meets The Shape of Water. Audience: adults 25-54 who love folk horror; a limited series for a",
  "premium streamer. Why now: coastal towns are emptying as the fishing industry collapses.",
].join(" ");

function multipart(fileName: string, content: Buffer): { body: Buffer; contentType: string } {
  const boundary = "----greenlitbench";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="stage"\r\n\r\nscript\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function load(url: string, connections: number, options: Partial<autocannon.Options>) {
  return autocannon({ url, connections, duration: SECONDS, ...options });
}

export async function run(): Promise<BenchRow[]> {
  const server = await startProductionServer();
  const first = await fetch(`${server.baseUrl}/api/history`);
  const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const analyzeBody = JSON.stringify({
    pitchText: IDEA,
    genre: "Drama",
    analysisType: "creative",
    mode: "analyze",
    projectStage: "idea",
    projectTitle: "The Last Lighthouse",
  });
  for (let i = 0; i < 20; i++) {
    const seeded = await fetch(`${server.baseUrl}/api/analyze`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: analyzeBody,
    });
    if (!seeded.ok) throw new Error(`seeding failed: ${seeded.status} ${await seeded.text()}`);
  }
  const upload = multipart(
    "e02b.fdx",
    readFileSync(join(FIXTURES, "e02b_buckets_and_flavors__FinalDraftProReader.fdx")),
  );

  const [history, analyze, uploads] = await Promise.all([
    load(`${server.baseUrl}/api/history`, 20, { headers: { cookie } }),
    load(`${server.baseUrl}/api/analyze`, 20, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: analyzeBody,
    }),
    load(`${server.baseUrl}/api/upload`, 10, {
      method: "POST",
      headers: { "content-type": upload.contentType, cookie },
      body: upload.body,
    }),
  ]);
  const probe = await server.stop();

  const rows: BenchRow[] = [];
  for (const [route, result] of [
    ["GET /api/history", history],
    ["POST /api/analyze", analyze],
    ["POST /api/upload (50-page FDX)", uploads],
  ] as const) {
    rows.push(
      { bench: "load", metric: `${route} requests/s`, value: result.requests.average, unit: "req/s" },
      { bench: "load", metric: `${route} p99 latency`, value: result.latency.p99, unit: "ms" },
      {
        bench: "load",
        metric: `${route} errors`,
        value: result.errors + result.timeouts + result.non2xx,
        unit: "count",
        note: `${result.requests.total} requests`,
      },
    );
  }
  const samples = probe.rssSamplesMb;
  const head = samples.slice(2, 7);
  const tail = samples.slice(-5);
  const avg = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  rows.push(
    { bench: "load", metric: "server event-loop delay p99", value: probe.eventLoopDelayMs.p99, unit: "ms" },
    { bench: "load", metric: "server event-loop delay max", value: probe.eventLoopDelayMs.max, unit: "ms" },
    { bench: "load", metric: "server RSS peak", value: Math.max(...samples), unit: "MB" },
    {
      bench: "load",
      metric: "server RSS last 5 s vs first 5 s",
      value: avg(tail) / avg(head),
      unit: "ratio",
      note: `${avg(head).toFixed(0)} MB -> ${avg(tail).toFixed(0)} MB`,
    },
  );
  return rows;
}
