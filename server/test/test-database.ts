import { randomBytes } from "node:crypto";
import { dirname, join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { connectDatabase, type DatabaseHandle } from "../db/connect";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the real PostgreSQL named by TEST_DATABASE_URL (the real-database lane). Same code either way.
 * PGlite starts from the database the run's compiled server ships (scripts/vitest-compiled-server.ts)
 * rather than running initdb for every test file: a second of CPU instead of two.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!process.env.TEST_DATABASE_URL)
    return connectDatabase({
      pgliteDir: "memory",
      pgliteSeed: join(dirname(inject("compiledServer")), "pglite-seed.tar.gz"),
    });
  const lane = await createLaneDatabase(process.env.TEST_DATABASE_URL);
  const handle = await connectDatabase({ databaseUrl: lane.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await lane.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL at `adminUrl`: its URL, and how to drop it. */
export async function createLaneDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `greenlit_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
