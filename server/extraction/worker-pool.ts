import { Worker } from "node:worker_threads";
import { ExtractionFailure } from "./extraction-failure";
import type { ExtractionJob, ExtractionOutput, WorkerReply } from "./extraction-job";

export interface PoolOptions {
  size: number;
  /** Heap cap of each worker; a file that needs more fails alone instead of the server. */
  maxOldGenerationSizeMb: number;
}

interface Pending {
  id: number;
  job: ExtractionJob;
  resolve: (output: ExtractionOutput) => void;
  reject: (error: unknown) => void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
  isReady: boolean;
  started: Promise<void>;
}

/** A worker that dies before it is ready is restarted after a pause, not in a hot loop. */
const RESPAWN_DELAY_MS = 1000;

/**
 * A persistent pool of extraction worker threads. Each job has a timeout: the worker running it is
 * terminated and replaced, so a pathological file costs one worker, never the server.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private isClosed = false;

  constructor(private readonly options: PoolOptions) {
    for (let i = 0; i < options.size; i++) this.slots.push(this.spawn());
  }

  run(job: ExtractionJob): Promise<ExtractionOutput> {
    if (this.isClosed) return Promise.reject(new Error("The extraction pool is closed."));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  /** Resolves once every worker has loaded (pdf.js included), e.g. before timing or testing. */
  async ready(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.started));
  }

  async close(): Promise<void> {
    this.isClosed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error("The extraction pool is closed."));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.current || this.queue.length === 0) continue;
      const pending = this.queue.shift()!;
      slot.current = pending;
      slot.worker.ref();
      pending.timer = setTimeout(
        () => this.replace(slot, new ExtractionFailure("timeout")),
        pending.job.timeoutMs,
      );
      slot.worker.postMessage({ id: pending.id, job: pending.job });
    }
  }

  private spawn(): Slot {
    const worker = createWorker(this.options);
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const slot: Slot = { worker, current: null, isReady: false, started };
    worker.once("exit", () => markStarted());
    worker.unref();
    worker.on("message", (reply: WorkerReply | { ready: true }) => {
      if (!("id" in reply)) {
        slot.isReady = true;
        markStarted();
        return;
      }
      if (slot.current?.id !== reply.id) return;
      const pending = this.finish(slot);
      if (reply.ok) pending.resolve(reply.output);
      else pending.reject(new ExtractionFailure(reply.reason, { cause: reply.detail }));
      this.dispatch();
    });
    worker.on("error", (error: Error & { code?: string }) => {
      const reason = error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "memory" : "failed";
      this.replace(slot, new ExtractionFailure(reason, { cause: error }));
    });
    worker.on("exit", () => {
      if (this.slots.includes(slot) && !this.isClosed) this.replace(slot, new ExtractionFailure("failed"));
    });
    return slot;
  }

  private finish(slot: Slot): Pending {
    const pending = slot.current!;
    clearTimeout(pending.timer);
    slot.current = null;
    slot.worker.unref();
    return pending;
  }

  /** Ends a slot's worker (hung, crashed or out of memory), fails its job, and starts a fresh one. */
  private replace(slot: Slot, failure: ExtractionFailure): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    if (slot.current) this.finish(slot).reject(failure);
    if (this.isClosed) return;
    void slot.worker.terminate();
    if (slot.isReady || failure.reason === "timeout") {
      this.slots[index] = this.spawn();
      this.dispatch();
      return;
    }
    this.slots.splice(index, 1);
    setTimeout(() => {
      if (this.isClosed) return;
      this.slots.push(this.spawn());
      this.dispatch();
    }, RESPAWN_DELAY_MS).unref();
  }
}

function createWorker(options: PoolOptions): Worker {
  const resourceLimits = {
    maxOldGenerationSizeMb: options.maxOldGenerationSizeMb,
    maxYoungGenerationSizeMb: 64,
  };
  const isTypeScript = import.meta.url.endsWith(".ts");
  const entry = new URL(`./extraction-worker.${isTypeScript ? "ts" : "js"}`, import.meta.url);
  if (!isTypeScript) return new Worker(entry, { resourceLimits });
  // Source run (tsx, vitest): register tsx's loader inside the worker before loading the entry.
  const api = import.meta.resolve("tsx/esm/api");
  const boot = `import { register } from ${JSON.stringify(api)}; register(); await import(${JSON.stringify(entry.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { resourceLimits });
}
