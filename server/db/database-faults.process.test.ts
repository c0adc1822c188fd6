import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { DATABASE_UNAVAILABLE_MESSAGE } from "./database-errors";

let t: TestApp | undefined;
afterAll(() => t?.app.close());

describe("the database going away mid-run", () => {
  it("answers 503 with a clear sentence, never a 500, and health says so", async () => {
    t = await createTestApp();
    const visitor = await newVisitor(t.app);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie: visitor } })).statusCode,
    ).toBe(200);

    await t.database.close();

    const history = await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie: visitor } });
    expect(history.statusCode).toBe(503);
    expect(history.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    const remove = await t.app.inject({
      method: "DELETE",
      url: "/api/history/00000000-0000-4000-8000-000000000000",
      headers: { cookie: visitor },
    });
    expect(remove.statusCode).toBe(503);
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: "unavailable", database: "unavailable", disk: "ok" });
  });
});
