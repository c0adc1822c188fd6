/**
 * Load: 50 concurrent users against the production server for 30 s (BENCH_LOAD_SECONDS), mixing
 * history reads (20 connections), built-in analyses (20; every third a feature-length script) and
 * screenplay uploads (10). Every request is made as one of 50 visitors (own session cookie, own
 * history), in turn. Reports per-route throughput, p99 latency and errors (with the first error
 * seen), the server's event-loop delay read against an idle process's measured at the same time,
 * and whether memory stays flat. BENCH_LOAD_DATABASE_URL runs it against PostgreSQL instead of
 * the embedded database. Each route's p99 (429s left out) stands beside its latency alone (the same
 * requests one at a time, just before the load, in the same run), with the stages its slowest 5%
 * spent their time in, read from the server's Server-Timing answers (stage-breakdown.ts).
 * The server keeps the results of identical texts and files (decision 021); BENCH_LOAD_DISTINCT=1
 * makes every analysis and upload differ by a line, so each one is read and analysed afresh.
 * Requests turned away at once (429 rate limited, 503 when the analyst's or the upload queue's
 * expected wait is past its bound) are counted apart and left out of the p99: each route reports
 * how many were refused, of which kind of request, beside the p99 of those it admitted.
 */
import { readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import autocannon from "autocannon";
import { realFixture } from "../../server/test/real-fixtures";
import type { BenchRow } from "../harness";
import { startIdleReference } from "../support/idle-reference";
import { startProductionServer } from "../support/production-server";
import { parseServerTiming, type StageSample, slowestBreakdown, stageP99s } from "./stage-breakdown";
import { LOAD_IDEA, multipartUpload, startVisitors } from "./visitors";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const VISITORS = 50;
const SEEDED_VERSIONS = 3;
const DISTINCT = process.env.BENCH_LOAD_DISTINCT === "1";
let distinctTurn = 0;

/** With BENCH_LOAD_DISTINCT=1: a request made unlike every other one (see the header). */
function distinct(request: autocannon.Request): Partial<autocannon.Request> {
  if (!DISTINCT || typeof request.body !== "string") return {};
  if (request.path === "/api/analyze") {
    return { body: request.body.replace('"pitchText":"', `"pitchText":"Take ${++distinctTurn}. `) };
  }
  return {};
}

interface RouteLoad {
  route: string;
  connections: number;
  /** Each connection sends these in turn; `kind` names the request in the refusal counts. */
  requests: Array<autocannon.Request & { kind?: string; makeBody?: () => Buffer; freshBody?: () => Buffer }>;
}

/** Per kind of request: answers, and those refused at once (503). */
type KindCounts = Map<string, { answered: number; refused: number; admittedMs: number[] }>;

/** A connection's own state across its requests (autocannon's `context`). */
interface PauseContext {
  pauseMs?: number;
}

/** Longest pause a refused visitor takes: autocannon counts a connection silent for 10 s as timed out. */
const MAX_PAUSE_MS = 8000;

function retryAfterMs(header: string | string[] | undefined): number {
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  return Math.min(MAX_PAUSE_MS, 1000 * (Number.isFinite(seconds) && seconds > 0 ? seconds : 1));
}

/**
 * A visitor turned away with 503 waits as its Retry-After asks before the next request, as the
 * sentence shown to a person asks them to (a visitor sending again at once would measure the
 * bench's own loop, hundreds of refusals a second, not the server). autocannon has no pause of its
 * own: each connection's next request is held back instead.
 */
function waitAsAsked(client: autocannon.Client): void {
  const connection = client as unknown as {
    _doRequest: () => void;
    destroyed: boolean;
    requestIterator: { context: PauseContext };
  };
  const send = connection._doRequest.bind(connection);
  connection._doRequest = () => {
    const { context } = connection.requestIterator;
    const pauseMs = context.pauseMs ?? 0;
    context.pauseMs = 0;
    if (pauseMs <= 0) return send();
    setTimeout(() => {
      if (!connection.destroyed) send();
    }, pauseMs);
  };
}

/** Statuses that turn a request away before any work: not slow answers, so not in the p99. */
const REFUSALS = new Set([429, 503]);

async function load(baseUrl: string, nextCookie: () => string, { connections, requests }: RouteLoad) {
  const firstErrors: string[] = [];
  const statuses = new Map<number, number>();
  const samples: StageSample[] = [];
  const kinds: KindCounts = new Map();
  // autocannon calls a request's onResponse just before it emits "response" for the same answer.
  let lastStages = new Map<string, number>();
  let lastKind = "";
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: SECONDS,
        setupClient: waitAsAsked,
        requests: requests.map((request) => ({
          ...request,
          setupRequest: (req: autocannon.Request) => ({
            ...req,
            ...distinct(req),
            ...(request.makeBody ? { body: request.makeBody() } : {}),
            headers: { ...req.headers, cookie: nextCookie() },
          }),
          onResponse: (
            status: number,
            _body: string,
            context: PauseContext,
            headers?: IncomingHttpHeaders,
          ) => {
            if (status === 503) context.pauseMs = retryAfterMs(headers?.["retry-after"]);
            const timing = headers?.["server-timing"];
            lastStages = parseServerTiming(Array.isArray(timing) ? timing.join(",") : timing);
            lastKind = request.kind ?? "";
          },
        })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance?.on("reqError", (error: Error) => {
    if (firstErrors.length < 1) firstErrors.push(error.message);
  });
  instance?.on("response", (_client, status, _bytes, latencyMs) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const kind = kinds.get(lastKind) ?? { answered: 0, refused: 0, admittedMs: [] };
    kinds.set(lastKind, kind);
    kind.answered++;
    if (status === 503) kind.refused++;
    if (REFUSALS.has(status)) return;
    samples.push({ latencyMs, stages: lastStages });
    kind.admittedMs.push(latencyMs);
  });
  const result = await done;
  const other = [...statuses].filter(([status]) => status >= 300 && !REFUSALS.has(status));
  return {
    result,
    samples,
    kinds,
    limited: statuses.get(429) ?? 0,
    refused: statuses.get(503) ?? 0,
    errors: result.errors + other.reduce((sum, [, n]) => sum + n, 0),
    firstError: firstErrors[0] ?? other.map(([s, n]) => `${n}x ${s}`).join(", "),
  };
}

/** Each route's requests one at a time on the quiet server: the reference its p99 stands beside. */
async function alone(baseUrl: string, cookie: string, { requests }: RouteLoad): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const request of requests) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${request.path}`, {
        method: request.method ?? "GET",
        headers: { ...(request.headers as Record<string, string>), cookie },
        // A file not read before: the route's own cost, not the kept reading's.
        body: request.freshBody
          ? new Uint8Array(request.freshBody())
          : request.body
            ? new Uint8Array(Buffer.from(request.body as string | Buffer))
            : undefined,
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
  }
  return Math.max(...times);
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? 0;
}

export async function run(): Promise<BenchRow[]> {
  const databaseUrl = process.env.BENCH_LOAD_DATABASE_URL;
  const server = await startProductionServer({
    SERVER_TIMING: "true",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
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
  const fdx = readFileSync(realFixture("fdx_test_script_finaldraft__screenplay-tools.fdx"));
  const upload = multipartUpload("final-draft.fdx", fdx);
  // A comment after the document: another file's bytes, the same script.
  const distinctUpload = () =>
    multipartUpload(
      "final-draft.fdx",
      Buffer.concat([fdx, Buffer.from(`\n<!-- take ${++distinctTurn} -->\n`)]),
    ).body;
  const routes: RouteLoad[] = [
    { route: "GET /api/history", connections: 20, requests: [{ path: "/api/history" }] },
    {
      route: "POST /api/analyze (2 ideas, 1 script)",
      connections: 20,
      requests: [
        { ...analyze("idea", LOAD_IDEA, "The Last Lighthouse"), kind: "ideas" },
        { ...analyze("idea", LOAD_IDEA, "The Last Lighthouse"), kind: "ideas" },
        { ...analyze("script", script, "Big Fish"), kind: "scripts" },
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
          freshBody: distinctUpload,
          ...(DISTINCT ? { makeBody: distinctUpload } : {}),
        },
      ],
    },
  ];
  // Warm-up: both upload workers loaded, so memory is compared with every thread already started.
  const warmUp = () =>
    fetch(`${server.baseUrl}/api/upload`, {
      method: "POST",
      headers: { "content-type": upload.contentType, cookie: visitors.next() },
      body: new Uint8Array(distinctUpload()),
    });
  await Promise.all([warmUp(), warmUp(), warmUp()]);
  const references: number[] = [];
  for (const route of routes) references.push(await alone(server.baseUrl, visitors.next(), route));
  const idle = await startIdleReference();
  server.resetProbe();
  idle.reset();
  const results = await Promise.all(routes.map((route) => load(server.baseUrl, visitors.next, route)));
  const [probe, floor] = [await server.stop(), await idle.stop()];

  const rows: BenchRow[] = [];
  routes.forEach(({ route }, index) => {
    const { result, firstError, samples, limited, refused, errors, kinds } = results[index]!;
    const answered = [...kinds.values()].reduce((sum, kind) => sum + kind.answered, 0);
    const share = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
    const metric = (name: string) => `${route} ${name} [${database}${DISTINCT ? ", distinct" : ""}]`;
    const slowest = slowestBreakdown(samples)
      .filter(([, ms]) => ms >= 1)
      .map(([stage, ms]) => `${stage} ${Math.round(ms)}`)
      .join(", ");
    rows.push(
      { bench: "load", metric: metric("requests/s"), value: result.requests.average, unit: "req/s" },
      { bench: "load", metric: metric("p50 latency"), value: result.latency.p50, unit: "ms" },
      {
        bench: "load",
        metric: metric("p99 latency (429s left out)"),
        value: p99(samples.map((sample) => sample.latencyMs)),
        unit: "ms",
        note: `alone ${Math.round(references[index]!)} ms; ${limited} answered 429, ${refused} 503`,
      },
      {
        bench: "load",
        metric: metric("refused at once (503)"),
        value: (100 * refused) / Math.max(1, answered),
        unit: "%",
        note: [
          `${refused} of ${answered}`,
          ...[...kinds]
            .filter(([kind]) => kind && kinds.size > 1)
            .map(
              ([kind, { answered: n, refused: r, admittedMs }]) =>
                `${kind} ${r} of ${n} (${share(r, n)}), admitted p99 ${Math.round(p99(admittedMs))} ms`,
            ),
        ].join("; "),
      },
      {
        bench: "load",
        metric: metric("slowest 5%: mean ms per stage"),
        value: slowestBreakdown(samples).reduce((sum, [, ms]) => sum + ms, 0),
        unit: "ms",
        note: slowest,
      },
      ...stageP99s(samples).map(([stage, ms]) => ({
        bench: "load",
        metric: metric(`stage ${stage} p99`),
        value: ms,
        unit: "ms",
      })),
      {
        bench: "load",
        metric: metric("errors"),
        value: errors,
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
