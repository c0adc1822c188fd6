import { CLOSED_MESSAGE, type PgliteConnection, startPgliteConnection } from "./pglite-connection";
import type { PgliteCall, PgliteWorkerData } from "./pglite-protocol";

/** The error new queries get while the thread re-opens (read as "unavailable": 503). */
const REOPENING_MESSAGE = "The embedded database is not ready: it is re-opening after its thread stopped.";

/** The first pause before re-opening; it doubles after each failed attempt, up to the maximum. */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5000;
/** A thread that stayed up this long was healthy: the next restart starts from the first pause. */
const STABLE_MS = 60_000;

export interface PgliteSupervisor {
  send(call: PgliteCall): Promise<unknown[]>;
  /** Stops any restart and ends every thread; later queries fail with CLOSED_MESSAGE. */
  close(): Promise<void>;
  /** Ends the current thread the way a crash would (not through close), for fault tests. */
  crashForFaultTest(): Promise<void>;
}

/**
 * Keeps the embedded database open on a worker thread. When the thread ends without close() (a
 * crash, out of memory, a WebAssembly abort), the queries it owed and new ones fail at once as
 * unavailable while a fresh thread re-opens the same folder, retried with a doubling pause until
 * it opens or close() is called. Rejects if the first open fails: that is a configuration error.
 */
export async function supervisePglite(data: PgliteWorkerData): Promise<PgliteSupervisor> {
  let current: PgliteConnection | undefined;
  let opening: PgliteConnection | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delayMs = FIRST_DELAY_MS;
  let openedAt = 0;
  let isClosed = false;
  let closed: Promise<void> | undefined;

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

  return {
    send(call) {
      if (current) return current.send(call);
      return Promise.reject(new Error(isClosed ? CLOSED_MESSAGE : REOPENING_MESSAGE));
    },
    close() {
      if (!closed) {
        isClosed = true;
        clearTimeout(timer);
        const running = current;
        current = undefined;
        closed = Promise.all([running?.close(), opening?.terminate()]).then(() => {});
      }
      return closed;
    },
    async crashForFaultTest() {
      await current?.terminate();
    },
  };
}
