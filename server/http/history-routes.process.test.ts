import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHistoryRecord } from "../history/create-history-record";
import { sessionIdOf } from "../test/analyze-requests";
import { SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT } from "../test/history-fixtures";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { VERSION_NOT_FOUND_MESSAGE } from "./history-routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = { ...SAMPLE_ANALYZE_REQUEST, projectId: "project-1" };
const result = { ...SAMPLE_RESULT, overallScore: 7.25 };

describe("history routes", () => {
  it("lists only the session's own records, newest first, with overallScore as a string", async () => {
    const alice = await newVisitor(t.app);
    const bob = await newVisitor(t.app);
    await createHistoryRecord(t.database.db, sessionIdOf(alice), request, result);
    await createHistoryRecord(t.database.db, sessionIdOf(alice), { ...request, mode: "generate" }, result);
    await createHistoryRecord(t.database.db, sessionIdOf(bob), request, result);

    const list = await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie: alice } });
    expect(list.statusCode).toBe(200);
    const records = list.json();
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      mode: "generate",
      overallScore: "7.3",
      projectTitle: "The Last Lighthouse",
    });
    expect(records[0].createdAt >= records[1].createdAt).toBe(true);

    const bobs = await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie: bob } });
    expect(bobs.json()).toHaveLength(1);
  });

  it("deletes a record only for its owner", async () => {
    const owner = await newVisitor(t.app);
    const stranger = await newVisitor(t.app);
    const record = await createHistoryRecord(t.database.db, sessionIdOf(owner), request, result);

    const forbidden = await t.app.inject({
      method: "DELETE",
      url: `/api/history/${record.id}`,
      headers: { cookie: stranger },
    });
    expect(forbidden.statusCode).toBe(404);
    expect(forbidden.json()).toEqual({
      error: VERSION_NOT_FOUND_MESSAGE,
    });

    const ok = await t.app.inject({
      method: "DELETE",
      url: `/api/history/${record.id}`,
      headers: { cookie: owner },
    });
    expect(ok.statusCode).toBe(200);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/history/${record.id}`,
      headers: { cookie: owner },
    });
    expect(again.statusCode).toBe(404);
  });

  it("treats a malformed id as not found, not a server error", async () => {
    const visitor = await newVisitor(t.app);
    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/history/not-a-uuid",
      headers: { cookie: visitor },
    });
    expect(response.statusCode).toBe(404);
  });

  it("starts a new empty session for a forged or tampered cookie", async () => {
    const owner = await newVisitor(t.app);
    await createHistoryRecord(t.database.db, sessionIdOf(owner), request, result);
    const uuid = sessionIdOf(owner);
    for (const forged of [
      `greenlit_session=${uuid}`,
      `greenlit_session=${uuid}.AAAAsignature`,
      "greenlit_session=",
    ]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/history",
        headers: { cookie: forged },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(response.cookies.some((c) => c.name === "greenlit_session")).toBe(true);
    }
  });
});
