import { randomBytes } from "node:crypto";
import pg from "pg";
import { connectDatabase, type DatabaseHandle } from "../db/connect";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the real PostgreSQL named by TEST_DATABASE_URL (the real-database lane). Same code either way.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return connectDatabase({ pgliteDir: "memory" });

  const name = `greenlit_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await connectDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
