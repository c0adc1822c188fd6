/**
 * Load: 50 concurrent users against the production server for 30 s (BENCH_LOAD_SECONDS), mixing
 * history reads (20 connections), built-in analyses (20; every third a feature-length script) and
 * screenplay uploads (10). Every request is made as one of 50 visitors (own session cookie, own
 * history), in turn. Reports per-route throughput, p99 latency and errors (with the first error
 * seen), the server's event-loop delay read against an idle process's measured at the same time,
 * and whether memory stays flat. BENCH_LOAD_DATABASE_URL runs it against PostgreSQL instead of
 * the embedded database.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { realFixture } from "../../server/test/real-fixtures";
import type { BenchRow } from "../harness";
import { startIdleReference } from "../support/idle-reference";
import { startProductionServer } from "../support/production-server";
import { LOAD_IDEA, multipartUpload, startVisitors } from "./visitors";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const VISITORS = 50;
const SEEDED_VERSIONS = 3;

interface RouteLoad {
  route: string;
  connections: number;
  /** Each connection sends these in turn. */
  requests: autocannon.Request[];
}

async function load(baseUrl: string, nextCookie: () => string, { connections, requests }: RouteLoad) {
  const firstErrors: string[] = [];
  const statuses = new Map<number, number>();
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: SECONDS,
        requests: requests.map((request) => ({
          ...request,
          setupRequest: (req: autocannon.Request) => ({
            ...req,
            headers: { ...req.headers, cookie: nextCookie() },
          }),
        })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance?.on("reqError", (error: Error) => {
    if (firstErrors.length < 1) firstErrors.push(error.message);
  });
  instance?.on("response", (_client, status) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await done;
  const other = [...statuses].filter(([status]) => status >= 300);
  return { result, firstError: firstErrors[0] ?? other.map(([s, n]) => `${n}x ${s}`).join(", ") };
}

export async function run(): Promise<BenchRow[]> {
  const databaseUrl = process.env.BENCH_LOAD_DATABASE_URL;
  const server = await startProductionServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const database = databaseUrl ? "PostgreSQL" : "embedded";
  const visitors = await startVisitors(server.baseUrl, VISITORS, SEEDED_VERSIONS);
  const analyze = (projectStage: "idea" | "script", pitchText: string, projectTitle: string) => ({
    path: "/api/analyze",
    method: "POST" as const,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      pitchText,
      genre: "Drama",
      analysisType: "creative",
      mode: "analyze",
      projectStage,
      projectTitle,
    }),
  });
  const script = readFileSync(realFixture("big_fish__screenplain.fountain"), "utf8");
  const upload = multipartUpload(
    "e02b.fdx",
    readFileSync(realFixture("e02b_buckets_and_flavors__FinalDraftProReader.fdx")),
  );
  const routes: RouteLoad[] = [
    { route: "GET /api/history", connections: 20, requests: [{ path: "/api/history" }] },
    {
      route: "POST /api/analyze (2 ideas, 1 script)",
      connections: 20,
      requests: [
        analyze("idea", LOAD_IDEA, "The Last Lighthouse"),
        analyze("idea", LOAD_IDEA, "The Last Lighthouse"),
        analyze("script", script, "Big Fish"),
      ],
    },
    {
      route: "POST /api/upload (50-page FDX)",
      connections: 10,
      requests: [
        {
          path: "/api/upload",
          method: "POST",
          headers: { "content-type": upload.contentType },
          body: upload.body,
        },
      ],
    },
  ];
  // Warm-up: both upload workers loaded, so memory is compared with every thread already started.
  const warmUp = () =>
    fetch(`${server.baseUrl}/api/upload`, {
      method: "POST",
      headers: { "content-type": upload.contentType, cookie: visitors.next() },
      body: new Uint8Array(upload.body),
    });
  await Promise.all([warmUp(), warmUp(), warmUp()]);
  const idle = await startIdleReference();
  server.resetProbe();
  idle.reset();
  const results = await Promise.all(routes.map((route) => load(server.baseUrl, visitors.next, route)));
  const [probe, floor] = [await server.stop(), await idle.stop()];

  const rows: BenchRow[] = [];
  routes.forEach(({ route }, index) => {
    const { result, firstError } = results[index]!;
    const metric = (name: string) => `${route} ${name} [${database}]`;
    rows.push(
      { bench: "load", metric: metric("requests/s"), value: result.requests.average, unit: "req/s" },
      { bench: "load", metric: metric("p50 latency"), value: result.latency.p50, unit: "ms" },
      { bench: "load", metric: metric("p99 latency"), value: result.latency.p99, unit: "ms" },
      {
        bench: "load",
        metric: metric("errors"),
        value: result.errors + result.non2xx,
        unit: "count",
        note: `${result.requests.total} requests${firstError ? `; ${firstError}` : ""}`,
      },
    );
  });
  const samples = probe.rssSamplesMb;
  const head = samples.slice(2, 7);
  const tail = samples.slice(-5);
  const avg = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const server_ = (name: string) => `server ${name} [${database}]`;
  rows.push(
    { bench: "load", metric: server_("event-loop delay p50"), value: probe.eventLoopDelayMs.p50, unit: "ms" },
    {
      bench: "load",
      metric: server_("event-loop delay p99"),
      value: probe.eventLoopDelayMs.p99,
      unit: "ms",
      note: `${(probe.eventLoopDelayMs.p99 / floor.eventLoopDelayMs.p99).toFixed(2)}x an idle process's`,
    },
    {
      bench: "load",
      metric: "idle process event-loop delay p99 (scheduling floor)",
      value: floor.eventLoopDelayMs.p99,
      unit: "ms",
      note: `max ${floor.eventLoopDelayMs.max.toFixed(1)} ms`,
    },
    { bench: "load", metric: server_("event-loop delay max"), value: probe.eventLoopDelayMs.max, unit: "ms" },
    { bench: "load", metric: server_("RSS peak"), value: Math.max(...samples), unit: "MB" },
    {
      bench: "load",
      metric: server_("RSS last 5 s vs first 5 s"),
      value: avg(tail) / avg(head),
      unit: "ratio",
      note: `${avg(head).toFixed(0)} MB -> ${avg(tail).toFixed(0)} MB`,
    },
  );
  return rows;
}
