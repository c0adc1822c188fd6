import { afterAll, describe, expect, it } from "vitest";
import { createLaneDatabase } from "../test/test-database";
import { connectDatabase, type DatabaseHandle } from "./connect";

/*
 * Instances that start together on a fresh PostgreSQL all run the migrations at once. Opened in one
 * process, they race with no start-up jitter between them: the tightest case.
 */
const lanes: Array<{ drop(): Promise<void> }> = [];
const handles: DatabaseHandle[] = [];

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  for (const lane of lanes) await lane.drop();
});

describe("migrations on a fresh PostgreSQL", () => {
  it("take turns when four instances start at the same moment: every one is ready", async () => {
    for (let round = 0; round < 3; round++) {
      const lane = await createLaneDatabase(process.env.TEST_DATABASE_URL!);
      lanes.push(lane);
      const opened = await Promise.allSettled(
        [1, 2, 3, 4].map(() => connectDatabase({ databaseUrl: lane.url })),
      );
      for (const result of opened) if (result.status === "fulfilled") handles.push(result.value);
      expect(
        opened.map((result) => (result.status === "rejected" ? String(result.reason) : "ready")),
      ).toEqual(["ready", "ready", "ready", "ready"]);
      const [first] = handles.slice(-4);
      expect(await first!.ping()).toBe(true);
    }
  }, 120_000);
});
