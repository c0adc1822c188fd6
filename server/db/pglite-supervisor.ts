import { CLOSED_MESSAGE, type PgliteConnection, startPgliteConnection } from "./pglite-connection";
import type { PgliteCall, PgliteWorkerData } from "./pglite-protocol";

/** The error new queries get while the thread re-opens (read as "unavailable": 503). */
const REOPENING_MESSAGE = "The embedded database is not ready: it is re-opening after its thread stopped.";

/** The first pause before re-opening; it doubles after each failed attempt, up to the maximum. */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5000;
/** A thread that stayed up this long was healthy: the next restart starts from the first pause. */
const STABLE_MS = 60_000;
/**
 * A thread that owes answers and has given none for this long is stuck (a failed write-ahead-log
 * write on a full disk leaves it so): it is ended and re-opened. Well past a query's 8 s deadline.
 */
export const PGLITE_STUCK_MS = 20_000;
const WATCH_EVERY_MS = 1000;

export interface PgliteSupervisorOptions {
  stuckMs?: number;
  /** Told when a stuck thread is ended (the server logs it). */
  onStuck?: (stalledMs: number) => void;
}

export interface PgliteSupervisor {
  send(call: PgliteCall): Promise<unknown[]>;
  /** Stops any restart and ends every thread; later queries fail with CLOSED_MESSAGE. */
  close(): Promise<void>;
  /** Ends the current thread the way a crash would (not through close), for fault tests. */
  crashForFaultTest(): Promise<void>;
  /** How many stuck threads were ended and re-opened. */
  restarts(): number;
}

/**
 * Keeps the embedded database open on a worker thread. When the thread ends without close() (a
 * crash, out of memory, a WebAssembly abort), the queries it owed and new ones fail at once as
 * unavailable while a fresh thread re-opens the same folder, retried with a doubling pause until
 * it opens or close() is called. A thread that is alive but stuck is ended and re-opened the same
 * way. Rejects if the first open fails: that is a configuration error.
 */
export async function supervisePglite(
  data: PgliteWorkerData,
  options: PgliteSupervisorOptions = {},
): Promise<PgliteSupervisor> {
  const stuckMs = options.stuckMs ?? PGLITE_STUCK_MS;
  let current: PgliteConnection | undefined;
  let opening: PgliteConnection | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delayMs = FIRST_DELAY_MS;
  let openedAt = 0;
  let isClosed = false;
  let closed: Promise<void> | undefined;
  let restarts = 0;

  const open = (): PgliteConnection => {
    const connection = startPgliteConnection(data, () => {
      if (connection !== current) return; // ended by close()
      current = undefined;
      if (Date.now() - openedAt >= STABLE_MS) delayMs = FIRST_DELAY_MS;
      scheduleReopen();
    });
    return connection;
  };

  const scheduleReopen = () => {
    if (isClosed) return;
    timer = setTimeout(() => void reopen(), delayMs);
    timer.unref(); // a pending restart alone does not keep the process alive
    delayMs = Math.min(delayMs * 2, MAX_DELAY_MS);
  };

  const reopen = async () => {
    timer = undefined;
    const connection = open();
    opening = connection;
    const isOpen = await connection.ready.then(
      () => true,
      () => false,
    );
    opening = undefined;
    if (!isOpen) return scheduleReopen();
    if (isClosed) return void (await connection.terminate());
    current = connection;
    openedAt = Date.now();
  };

  const first = open();
  await first.ready;
  current = first;
  openedAt = Date.now();

  // The liveness check: answers owed and none given for stuckMs. New queries fail at once (503)
  // while a fresh thread opens the folder, and it keeps trying until the disk has room again.
  const watchdog = setInterval(() => {
    const stalled = current?.stalledMs() ?? 0;
    if (!current || isClosed || stalled < stuckMs) return;
    const stuck = current;
    current = undefined;
    restarts += 1;
    options.onStuck?.(stalled);
    delayMs = FIRST_DELAY_MS;
    // Re-opened once the stuck thread is gone: two threads never write the folder at once.
    void stuck.terminate().finally(scheduleReopen);
  }, WATCH_EVERY_MS);
  watchdog.unref();

  return {
    send(call) {
      if (current) return current.send(call);
      return Promise.reject(new Error(isClosed ? CLOSED_MESSAGE : REOPENING_MESSAGE));
    },
    close() {
      if (!closed) {
        isClosed = true;
        clearTimeout(timer);
        clearInterval(watchdog);
        const running = current;
        current = undefined;
        closed = Promise.all([running?.close(), opening?.terminate()]).then(() => {});
      }
      return closed;
    },
    async crashForFaultTest() {
      await current?.terminate();
    },
    restarts: () => restarts,
  };
}
