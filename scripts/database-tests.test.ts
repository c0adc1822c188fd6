import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { databaseTests } from "./database-tests.mjs";

describe("the process tests the PostgreSQL lane runs again", () => {
  const { meeting, of } = databaseTests();

  it("takes every test that reaches createTestDatabase, directly or through createTestApp", () => {
    expect(meeting).toContain("server/http/history-routes.process.test.ts"); // createTestApp
    expect(meeting).toContain("server/db/database-faults.process.test.ts"); // createTestDatabase
  });

  it("takes every *.pg.test.ts, which read TEST_DATABASE_URL themselves", () => {
    expect(meeting).toEqual(expect.arrayContaining(["server/db/query-timeout.pg.test.ts"]));
  });

  it("leaves out tests that meet no test database: worker pools, extraction, child processes", () => {
    expect(meeting).not.toContain("server/workers/worker-pool.process.test.ts");
    expect(meeting).not.toContain("server/extraction/extraction-pool.process.test.ts");
    expect(meeting.length).toBeLessThan(of);
  });

  it("leaves out a test that reaches createTestApp but says the lane leaves it out, and why", () => {
    const file = "server/http/upload-admission.process.test.ts";
    const text = readFileSync(file, "utf8");
    expect(text).toContain('from "../test/test-app"');
    expect(text).toMatch(/^\/\/ The PostgreSQL lane leaves this file out: \S.+$/m);
    expect(meeting).not.toContain(file);
  });
});
