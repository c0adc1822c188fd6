import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect";
import { AppError } from "../errors";
import { SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT } from "../test/history-fixtures";
import { createTestDatabase } from "../test/test-database";
import { createHistoryRecord } from "./create-history-record";
import { historyUsage, storageFullMessage } from "./history-quota";
import { listHistory } from "./list-history";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("storing a version only where there is room", () => {
  it("stores while the count and bytes fit, and otherwise refuses with the quota sentence, storing nothing", async () => {
    const db = database.db;
    const quota = { maxVersions: 2, maxBytes: 64 * 1024 };
    const store = (sessionId: string, addingBytes: number) =>
      createHistoryRecord(db, sessionId, SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT, {
        room: { quota, addingBytes },
      });

    const first = await store("room-1", 1000);
    expect(await listHistory(db, "room-1")).toEqual([first]);
    // Past the bytes: the stored ones and this one's would exceed the cap.
    const usage = await historyUsage(db, "room-1");
    const tooBig = await store("room-1", quota.maxBytes - usage.bytes + 1).catch((error: unknown) => error);
    expect(tooBig).toBeInstanceOf(AppError);
    expect((tooBig as AppError).code).toBe("storage_full");
    expect((tooBig as AppError).message).toBe(storageFullMessage(quota, usage));
    // Exactly at the cap fits.
    await store("room-1", quota.maxBytes - usage.bytes);
    // Past the count.
    await expect(store("room-1", 1)).rejects.toThrow(
      /^Your saved projects are full: each visitor can keep 2 versions/,
    );
    expect(await listHistory(db, "room-1")).toHaveLength(2);
    // Another visitor's room is their own.
    await store("room-2", 1000);
    expect(await listHistory(db, "room-2")).toHaveLength(1);
  });
});
