import type { Worker } from "node:worker_threads";
import { type ChildProcessNotice, endGroup, isChildProcessNotice } from "./child-process";
import { startWorker } from "./start-worker";
import { isWorkerProgress, type WorkerProgress, type WorkerReply } from "./worker-protocol";

/** Why the pool itself failed a job: the worker hung, ran out of memory, or died. */
export type PoolFailureReason = "timeout" | "memory" | "failed";

export interface PoolOptions {
  size: number;
  /** Heap cap of each worker; a job that needs more fails alone instead of the server. */
  maxOldGenerationSizeMb: number;
  /** The worker's entry module (a sibling .ts file in source runs, .js when compiled). */
  entry: URL;
  /** The error a job rejects with: a reason the worker reported, or one of the pool's own. */
  toError: (reason: string, cause?: unknown) => Error;
  /** A worker idle this long is ended (an idle server holds no worker memory); one starts again on demand. */
  idleMs?: number;
  /**
   * Workers kept however long the pool is idle, started by warmUp(): the first job after a quiet
   * spell then finds one loaded (no start-up cost) at the price of its idle memory. Default 0.
   */
  warm?: number;
  /** Jobs marked heavy running at once (default: every worker); the others stay free for light work. */
  heavyLimit?: number;
  /** Milliseconds per unit of work assumed for each kind (RunOptions.work) until one of its jobs has run. */
  msPerUnit?: Record<string, number>;
}

export interface RunOptions {
  /** Epoch ms by which the job must be done, queue time included (default: `timeoutMs` from when a worker takes it). */
  deadline?: number;
  /** Whose job it is: visitors' queues are served in turn, so one visitor's many jobs never hold up another's. */
  visitor?: string;
  /** Expensive by estimate: runs only within `heavyLimit`. */
  isHeavy?: boolean;
  /** The last step of work already admitted (a request half done): taken before any job that is not. */
  isUrgent?: boolean;
  /** What the worker reports while it runs the job (steps, counts), as it reports it. */
  onProgress?: (progress: unknown) => void;
  /** Called when a worker takes the job: the time before it was spent waiting in the queue. */
  onStart?: () => void;
  /**
   * How much work the job is (e.g. its text's characters) and of what kind: the pool learns each
   * kind's time per unit from the jobs it runs, and counts the job in expectedWaitMs.
   */
  work?: JobWork;
}

export interface JobWork {
  kind: string;
  units: number;
}

/** Long enough to serve a visitor's next step at once, short enough that an idle server is lean. */
export const DEFAULT_WORKER_IDLE_MS = 30_000;

interface Pending<Job, Output> {
  id: number;
  job: Job;
  timeoutMs: number;
  deadline?: number;
  visitor: string;
  isHeavy: boolean;
  isUrgent: boolean;
  onProgress?: (progress: unknown) => void;
  onStart?: () => void;
  work?: JobWork;
  /** performance.now() when a loaded worker took it. */
  startedAt?: number;
  resolve: (output: Output) => void;
  reject: (error: unknown) => void;
  timer?: NodeJS.Timeout;
}

interface Slot<Job, Output> {
  worker: Worker;
  current: Pending<Job, Output> | null;
  isReady: boolean;
  started: Promise<void>;
  idleTimer?: NodeJS.Timeout;
  /** Process groups of the tools the worker runs now (tesseract, pdftoppm, pdftotext). */
  children: Set<number>;
}

/** A worker that dies before it is ready is restarted after a pause, not in a hot loop. */
const RESPAWN_DELAY_MS = 1000;
/** Weight of the latest job in a kind's time per unit: the estimate follows the machine's load within a few jobs. */
const RATE_WEIGHT = 0.25;

/**
 * A persistent pool of worker threads, one job at a time each. Each job has a timeout: the worker
 * running it is terminated and replaced, so a pathological job costs one worker, never the server.
 * A worker starts when a job needs one, so an app that never needs the pool never pays for it, and
 * one job loads one worker, not all of them.
 */
export class WorkerPool<Job, Output> {
  private readonly slots: Slot<Job, Output>[] = [];
  private readonly queue: Pending<Job, Output>[] = [];
  private nextId = 1;
  /** When each visitor was last served (a turn number), so the least recently served goes next. */
  private readonly lastServed = new Map<string, number>();
  private turn = 0;
  /** Milliseconds per unit of work each kind took of late (a moving average). */
  private readonly msPerUnit = new Map<string, number>();
  private isStarted = false;
  private isClosed = false;

  constructor(private readonly options: PoolOptions) {}

  run(job: Job, timeoutMs: number, options: RunOptions = {}): Promise<Output> {
    if (this.isClosed) return Promise.reject(new Error("The worker pool is closed."));
    // Workers start as jobs need them (dispatch): one job loads one worker, not the whole pool.
    this.isStarted = true;
    return new Promise((resolve, reject) => {
      const pending: Pending<Job, Output> = {
        id: this.nextId++,
        job,
        timeoutMs,
        deadline: options.deadline,
        visitor: options.visitor ?? "",
        isHeavy: options.isHeavy ?? false,
        isUrgent: options.isUrgent ?? false,
        onProgress: options.onProgress,
        onStart: options.onStart,
        work: options.work,
        resolve,
        reject,
      };
      // A deadline counts queue time too: a job still waiting at its deadline is failed where it waits.
      if (pending.deadline !== undefined) {
        pending.timer = setTimeout(() => this.expire(pending), Math.max(0, pending.deadline - Date.now()));
      }
      this.queue.push(pending);
      this.dispatch();
    });
  }

  /**
   * How long a new job would wait for a worker: the jobs running and queued ahead of it in its lane
   * are laid out on the lane's workers (each taking the first one free), at each kind's recent time
   * per unit; the job waits for the first worker free after them. A heavy job has the heavy lane's
   * workers (`heavyLimit`); a light one every worker, behind the heavy jobs queued where the heavy
   * lane has room. Jobs run without `work` count as none.
   */
  expectedWaitMs(isHeavy: boolean): number {
    const now = performance.now();
    const running = this.slots.flatMap((slot) => (slot.current ? [slot.current] : []));
    const heavyLimit = this.options.heavyLimit ?? this.options.size;
    const lane = isHeavy ? running.filter((pending) => pending.isHeavy) : running;
    // When each of the lane's workers is next free; a job past its estimate counts a quarter of it still to run.
    const freeAt = lane.map((pending) => {
      const estimate = this.estimateMs(pending);
      return Math.max(estimate / 4, estimate - (now - (pending.startedAt ?? now)));
    });
    while (freeAt.length < (isHeavy ? heavyLimit : this.options.size)) freeAt.push(0);
    let heavyRoom = Math.max(0, heavyLimit - running.filter((pending) => pending.isHeavy).length);
    const ahead = [...this.queue].sort((a, b) => Number(b.isUrgent) - Number(a.isUrgent));
    for (const pending of ahead) {
      if (pending.isHeavy !== isHeavy) {
        if (isHeavy || heavyRoom === 0) continue;
        heavyRoom--;
      }
      const first = freeAt.indexOf(Math.min(...freeAt));
      freeAt[first]! += this.estimateMs(pending);
    }
    return Math.min(...freeAt);
  }

  private estimateMs({ work }: Pending<Job, Output>): number {
    if (!work) return 0;
    const rate = this.msPerUnit.get(work.kind) ?? this.options.msPerUnit?.[work.kind] ?? 0;
    return rate * work.units;
  }

  private learn({ work, startedAt }: Pending<Job, Output>): void {
    if (!work || startedAt === undefined) return;
    const observed = (performance.now() - startedAt) / Math.max(1, work.units);
    const known = this.msPerUnit.get(work.kind);
    this.msPerUnit.set(work.kind, known === undefined ? observed : known + RATE_WEIGHT * (observed - known));
  }

  /** Starts the workers and resolves once every one has loaded, e.g. before timing or testing. */
  async ready(): Promise<void> {
    this.start();
    await Promise.all(this.slots.map((slot) => slot.started));
  }

  /** Starts the warm workers now (the app calls it once it is listening). */
  warmUp(): void {
    if (this.isClosed) return;
    this.isStarted = true;
    while (this.slots.length < Math.min(this.warmCount(), this.options.size)) this.slots.push(this.spawn());
  }

  private warmCount(): number {
    return this.options.warm ?? 0;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    for (const pending of this.queue.splice(0)) {
      clearTimeout(pending.timer);
      pending.reject(new Error("The worker pool is closed."));
    }
    for (const slot of this.slots) {
      endChildren(slot);
      if (slot.current) this.finish(slot).reject(new Error("The worker pool is closed."));
    }
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private expire(pending: Pending<Job, Output>): void {
    const queued = this.queue.indexOf(pending);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      pending.reject(this.options.toError("timeout"));
      return;
    }
    const slot = this.slots.find((candidate) => candidate.current === pending);
    if (slot) this.replace(slot, "timeout");
  }

  /**
   * The next job to run: an urgent one first, then the least recently served visitor's oldest job
   * that its lane lets run now.
   */
  private takeNext(): Pending<Job, Output> | undefined {
    const heavyLimit = this.options.heavyLimit ?? this.options.size;
    const heavyRunning = this.slots.filter((slot) => slot.current?.isHeavy).length;
    let best: Pending<Job, Output> | undefined;
    let bestTurn = 0;
    for (const pending of this.queue) {
      if (pending.isHeavy && heavyRunning >= heavyLimit) continue;
      const turn = this.lastServed.get(pending.visitor) ?? -1;
      const isBetter = !best || (pending.isUrgent !== best.isUrgent ? pending.isUrgent : turn < bestTurn);
      if (isBetter) {
        best = pending;
        bestTurn = turn;
      }
    }
    if (!best) return undefined;
    this.queue.splice(this.queue.indexOf(best), 1);
    if (this.lastServed.size > 10_000) this.lastServed.clear();
    this.lastServed.set(best.visitor, ++this.turn);
    return best;
  }

  /** Starts every worker the pool may hold (ready()); jobs alone start only those they need. */
  private start(): void {
    if (this.isClosed) return;
    this.isStarted = true;
    while (this.slots.length < this.options.size) this.slots.push(this.spawn());
  }

  private dispatch(): void {
    // Workers retired while idle come back when there is work for them.
    while (this.isStarted && !this.isClosed && this.slots.length < this.options.size) {
      const idle = this.slots.filter((slot) => !slot.current).length;
      if (idle >= this.queue.length) break;
      this.slots.push(this.spawn());
    }
    for (const slot of this.slots) {
      if (slot.current || this.queue.length === 0) continue;
      const pending = this.takeNext();
      if (!pending) break;
      clearTimeout(slot.idleTimer);
      slot.current = pending;
      slot.worker.ref();
      if (pending.deadline === undefined) {
        pending.timer = setTimeout(() => this.replace(slot, "timeout"), pending.timeoutMs);
      }
      // A worker still loading takes the job once loaded: its start-up is no part of the job's time.
      pending.startedAt = slot.isReady ? performance.now() : undefined;
      pending.onStart?.();
      slot.worker.postMessage({ id: pending.id, job: pending.job });
    }
  }

  private spawn(): Slot<Job, Output> {
    const worker = startWorker(this.options.entry, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.maxOldGenerationSizeMb,
        // Short-lived objects: 16 MB keeps each worker's nursery small (64 MB cost ~100 MB of RSS each).
        maxYoungGenerationSizeMb: 16,
      },
    });
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const slot: Slot<Job, Output> = { worker, current: null, isReady: false, started, children: new Set() };
    worker.once("exit", () => {
      markStarted();
      endChildren(slot);
    });
    worker.unref();
    worker.on(
      "message",
      (reply: WorkerReply<Output> | WorkerProgress | { ready: true } | ChildProcessNotice) => {
        if (isWorkerProgress(reply)) {
          if (slot.current?.id === reply.id) slot.current.onProgress?.(reply.progress);
          return;
        }
        if (isChildProcessNotice(reply)) {
          if (!reply.isRunning) slot.children.delete(reply.childProcess);
          // A tool started by a worker already ended (its notice arrives late) is ended at once.
          else if (this.isClosed || !this.slots.includes(slot)) endGroup(reply.childProcess);
          else slot.children.add(reply.childProcess);
          return;
        }
        if (!("id" in reply)) {
          slot.isReady = true;
          markStarted();
          if (slot.current) slot.current.startedAt = performance.now();
          else this.idleFrom(slot);
          return;
        }
        if (slot.current?.id !== reply.id) return;
        const pending = this.finish(slot);
        if (reply.ok) {
          this.learn(pending);
          pending.resolve(reply.output);
        } else pending.reject(this.options.toError(reply.reason, reply.detail));
        this.dispatch();
      },
    );
    worker.on("error", (error: Error & { code?: string }) => {
      this.replace(slot, error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "memory" : "failed", error);
    });
    worker.on("exit", () => {
      if (this.slots.includes(slot) && !this.isClosed) this.replace(slot, "failed");
    });
    return slot;
  }

  private finish(slot: Slot<Job, Output>): Pending<Job, Output> {
    const pending = slot.current!;
    clearTimeout(pending.timer);
    slot.current = null;
    slot.worker.unref();
    this.idleFrom(slot);
    return pending;
  }

  private idleFrom(slot: Slot<Job, Output>): void {
    clearTimeout(slot.idleTimer);
    const idleMs = this.options.idleMs ?? DEFAULT_WORKER_IDLE_MS;
    slot.idleTimer = setTimeout(() => this.retire(slot), idleMs);
    slot.idleTimer.unref();
  }

  /** Ends an idle worker; dispatch starts another when work comes. */
  private retire(slot: Slot<Job, Output>): void {
    const index = this.slots.indexOf(slot);
    if (index < 0 || slot.current || this.isClosed) return;
    if (this.slots.length <= this.warmCount()) return; // kept warm; collectWhenIdle trims its heap
    this.slots.splice(index, 1); // first, so its exit is not taken for a crash
    endChildren(slot);
    void slot.worker.terminate();
  }

  /** Ends a slot's worker (hung, crashed or out of memory), fails its job, and starts a fresh one. */
  private replace(slot: Slot<Job, Output>, reason: PoolFailureReason, cause?: unknown): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    endChildren(slot);
    if (slot.current) this.finish(slot).reject(this.options.toError(reason, cause));
    if (this.isClosed) return;
    void slot.worker.terminate();
    if (slot.isReady || reason === "timeout") {
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

/** Ends the process groups of the tools a worker was running (its job ended, or the worker did). */
function endChildren(slot: { children: Set<number> }): void {
  for (const pid of slot.children) endGroup(pid);
  slot.children.clear();
}
