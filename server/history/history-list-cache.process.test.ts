import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect";
import { countingSelects } from "../test/counting-selects";
import { SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT } from "../test/history-fixtures";
import { createTestDatabase } from "../test/test-database";
import { createHistoryRecord } from "./create-history-record";
import { deleteHistoryRecord } from "./delete-history-record";
import { createHistoryListCache } from "./history-list-cache";
import { listHistory } from "./list-history";
import { createRecordJsonCache } from "./record-json-cache";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const request = SAMPLE_ANALYZE_REQUEST;
const result = SAMPLE_RESULT;

describe("history list cache", () => {
  it("answers exactly what listHistory answers, after every insert and delete, across instances", async () => {
    const db = database.db;
    const one = createHistoryListCache(db);
    const other = createHistoryListCache(db); // a second server on the same database
    const expectFresh = async (sessionId: string) => {
      const expected = await listHistory(db, sessionId);
      expect(JSON.parse((await one.list(sessionId)).json.toString())).toStrictEqual(expected);
      expect(JSON.parse((await other.list(sessionId)).json.toString())).toStrictEqual(expected);
    };
    await expectFresh("s1");
    expect((await one.list("s1")).json.toString()).toBe("[]");
    const first = await createHistoryRecord(db, "s1", request, result);
    await expectFresh("s1");
    const second = await createHistoryRecord(db, "s1", { ...request, mode: "generate" }, result);
    await expectFresh("s1");
    expect(JSON.parse((await one.list("s1")).json.toString()).map((r: { id: string }) => r.id)).toEqual([
      second.id,
      first.id,
    ]);
    await deleteHistoryRecord(db, "s1", first.id);
    await expectFresh("s1");
    // Delete one and insert one: same count, still fresh.
    await deleteHistoryRecord(db, "s1", second.id);
    await createHistoryRecord(db, "s1", request, result);
    await expectFresh("s1");
    await expectFresh("s2");
  });

  it("answers concurrent requests alike, with one read of their records, and within its byte budget", async () => {
    const db = database.db;
    for (let i = 0; i < 3; i++) await createHistoryRecord(db, "s3", request, result);
    const counting = countingSelects(db);
    const cache = createHistoryListCache(counting.db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.list("s3")));
    expect(counting.selects()).toBe(11); // each request's ids, one read of the records
    for (const answer of answers) expect(answer.json.equals(answers[0]!.json)).toBe(true);
    // Nothing kept (a budget of 1 byte): each list reads its records again, and answers the same.
    const forgetful = createHistoryListCache(db, { records: createRecordJsonCache(1) });
    expect((await forgetful.list("s3")).json.equals(answers[0]!.json)).toBe(true);
    expect((await forgetful.list("s3")).json.equals(answers[0]!.json)).toBe(true);
    expect(JSON.parse(answers[0]!.json.toString())).toHaveLength(3);
    expect(gunzipSync(await answers[0]!.gzipped()).equals(answers[0]!.json)).toBe(true);
    expect((await cache.list("s3")).json.equals(answers[0]!.json)).toBe(true);
  });

  it("lists the versions this server stored from their JSON kept then, reading only the ids", async () => {
    const db = database.db;
    const recent = createRecordJsonCache();
    const counting = countingSelects(db);
    const cache = createHistoryListCache(counting.db, { records: recent });
    const older = await createHistoryRecord(db, "s5", request, result); // stored by another server
    recent.remember(await createHistoryRecord(db, "s5", { ...request, mode: "generate" }, result));
    recent.remember(await createHistoryRecord(db, "s6", request, result)); // another visitor's
    const listed = JSON.parse((await cache.list("s5")).json.toString());
    expect(listed).toStrictEqual(await listHistory(db, "s5"));
    expect(listed.map((record: { id: string }) => record.id)).toContain(older.id);
    expect(listed).toHaveLength(2);
    expect(counting.selects()).toBe(2); // the ids, then the one record not stored here
    counting.reset();
    recent.remember(await createHistoryRecord(db, "s5", request, result));
    expect(JSON.parse((await cache.list("s5")).json.toString())).toStrictEqual(await listHistory(db, "s5"));
    expect(counting.selects()).toBe(1); // the ids only
  });

  it("answers a failed database read with that failure, and leaves nothing unhandled behind", async () => {
    const db = database.db;
    await createHistoryRecord(db, "s4", request, result);
    let selects = 0;
    // The id read succeeds; the record read that follows fails, as when the database closes mid-list.
    const failing = new Proxy(db, {
      get(target, key, receiver) {
        if (key === "select" && ++selects > 1)
          return () => {
            throw new Error("database closed");
          };
        return Reflect.get(target, key, receiver);
      },
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const cache = createHistoryListCache(failing);
      await expect(cache.list("s4")).rejects.toThrow("database closed");
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
      selects = -10; // the database is back: the failed list was not cached
      expect(JSON.parse((await cache.list("s4")).json.toString())).toHaveLength(1);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
