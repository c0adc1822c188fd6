import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHistoryRecord } from "../history/create-history-record";
import { sessionIdOf } from "../test/analyze-requests";
import { SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT } from "../test/history-fixtures";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = {
  ...SAMPLE_ANALYZE_REQUEST,
  pitchText: "A lighthouse keeper hides a drowned girl from the town that wants her gone. ".repeat(5),
};
const result = SAMPLE_RESULT;

describe("GET /api/history encoding", () => {
  it("sends gzip to clients that accept it, plain JSON to others, and always the current list", async () => {
    const cookie = await newVisitor(t.app);
    const get = (encoding?: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/history",
        headers: { cookie, ...(encoding ? { "accept-encoding": encoding } : {}) },
      });
    const empty = await get("gzip, deflate, br");
    expect(empty.headers["content-encoding"]).toBeUndefined();
    expect(empty.json()).toEqual([]);

    for (let i = 0; i < 20; i++)
      await createHistoryRecord(t.database.db, sessionIdOf(cookie), request, result);
    const plain = await get();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.json()).toHaveLength(20);

    const zipped = await get("gzip, deflate, br");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("accept-encoding");
    expect(zipped.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 5);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect((await get("gzip;q=0")).headers["content-encoding"]).toBeUndefined();

    await createHistoryRecord(t.database.db, sessionIdOf(cookie), request, result);
    expect(JSON.parse(gunzipSync((await get("gzip")).rawPayload).toString())).toHaveLength(21);
  });
});
