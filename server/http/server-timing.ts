import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** Set when SERVER_TIMING is on: the stages this request spent its time in. */
    stages: RequestStages | null;
  }
}

/** Milliseconds per named stage of one request; a stage entered twice adds up. */
export class RequestStages {
  private readonly durations = new Map<string, number>();
  readonly startedAt = performance.now();

  get(stage: string): number {
    return this.durations.get(stage) ?? 0;
  }

  add(stage: string, ms: number): void {
    this.durations.set(stage, (this.durations.get(stage) ?? 0) + ms);
  }

  /** The `Server-Timing` header: each stage, then `handler` (from the request's arrival to now). */
  header(): string {
    const entries = [...this.durations, ["handler", performance.now() - this.startedAt] as const];
    return entries.map(([stage, ms]) => `${stage};dur=${ms.toFixed(1)}`).join(", ");
  }
}

/** Runs `work`, counting its time to `stage` of the request (when stages are being kept). */
export async function inStage<T>(request: FastifyRequest, stage: string, work: () => Promise<T>): Promise<T> {
  const stages = request.stages;
  if (!stages) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    stages.add(stage, performance.now() - started);
  }
}

/**
 * SERVER_TIMING=true answers each API request with a `Server-Timing` header naming where its time
 * went (admission, waiting for a worker, reading, database): what `npm run bench load` breaks its
 * latencies down by. Off by default: it tells a visitor how busy the server is.
 */
export const serverTiming = fp(async (app: FastifyInstance, { enabled }: { enabled: boolean }) => {
  app.decorateRequest("stages", null);
  if (!enabled) return;
  app.addHook("onRequest", async (request) => {
    if (request.url.startsWith("/api/")) request.stages = new RequestStages();
  });
  app.addHook("onSend", async (request, reply) => {
    if (request.stages) reply.header("server-timing", request.stages.header());
  });
});

/** Splits a worker job's time into waiting for a worker (`waiting`) and the worker's own (`working`). */
export function workerStages(request: FastifyRequest, waiting: string, working: string) {
  const handedOver = performance.now();
  let takenAt: number | undefined;
  return {
    onStart: () => {
      takenAt = performance.now();
    },
    end: () => {
      const now = performance.now();
      request.stages?.add(waiting, (takenAt ?? now) - handedOver);
      if (takenAt !== undefined) request.stages?.add(working, now - takenAt);
    },
  };
}
