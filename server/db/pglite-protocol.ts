/** Messages between the server's thread and the thread that owns the embedded database. */
export interface PgliteWorkerData {
  /** A folder, or "memory". */
  dir: string;
  migrationsFolder: string;
  /**
   * A migrated database dumped by PGlite (dumpDataDir, gzip) that a new one starts from instead of
   * running initdb; by default the one built beside the compiled server, when there is one.
   */
  seed?: string | undefined;
}

export type PgliteCall =
  | { kind: "query"; sql: string; params: unknown[]; method: "all" | "execute" }
  | { kind: "close" };

export type PgliteRequest = PgliteCall & { id: number };

export type PgliteReply =
  | { id: number; ok: true; rows: unknown[] }
  | { id: number; ok: false; message: string; code?: string };

export type PgliteStartup = { ready: true } | { ready: false; message: string };
