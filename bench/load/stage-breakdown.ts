/**
 * Where a route's time goes under load, from the server's own `Server-Timing` answers
 * (SERVER_TIMING=true): each stage it names (admission, receive, pool, read, database, analysis,
 * store), and "queueing", the part of the visitor's wait the handler never saw (connections
 * waiting to be accepted and read while the event loop is busy elsewhere).
 */
export interface StageSample {
  latencyMs: number;
  stages: Map<string, number>;
}

export function parseServerTiming(header: string | undefined): Map<string, number> {
  const stages = new Map<string, number>();
  for (const entry of (header ?? "").split(",")) {
    const match = /^\s*([\w-]+);dur=([\d.]+)\s*$/.exec(entry);
    if (match) stages.set(match[1]!, Number(match[2]));
  }
  return stages;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** For the slowest `share` of the requests: the mean milliseconds each stage took, slowest first. */
export function slowestBreakdown(samples: StageSample[], share = 0.05): Array<[string, number]> {
  const timed = samples.filter((sample) => sample.stages.has("handler"));
  const cut = percentile(
    timed.map((sample) => sample.latencyMs),
    100 * (1 - share),
  );
  const slowest = timed.filter((sample) => sample.latencyMs >= cut);
  const totals = new Map<string, number>();
  for (const { latencyMs, stages } of slowest) {
    const handler = stages.get("handler") ?? 0;
    const named = [...stages].filter(([stage]) => stage !== "handler");
    const inNamed = named.reduce((sum, [, ms]) => sum + ms, 0);
    const add = (stage: string, ms: number) => totals.set(stage, (totals.get(stage) ?? 0) + Math.max(0, ms));
    add("queueing", latencyMs - handler);
    for (const [stage, ms] of named) add(stage, ms);
    add("other", handler - inNamed);
  }
  return [...totals]
    .map(([stage, total]): [string, number] => [stage, total / Math.max(1, slowest.length)])
    .sort((a, b) => b[1] - a[1]);
}

/** The p99 of each stage on its own (queueing included), over every timed request. */
export function stageP99s(samples: StageSample[]): Array<[string, number]> {
  const byStage = new Map<string, number[]>();
  for (const { latencyMs, stages } of samples) {
    if (!stages.has("handler")) continue;
    const add = (stage: string, ms: number) => byStage.set(stage, [...(byStage.get(stage) ?? []), ms]);
    add("queueing", Math.max(0, latencyMs - stages.get("handler")!));
    for (const [stage, ms] of stages) if (stage !== "handler") add(stage, ms);
  }
  return [...byStage].map(([stage, values]): [string, number] => [stage, percentile(values, 99)]);
}
