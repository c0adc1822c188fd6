import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect";
import { createTestDatabase } from "../test/test-database";
import { type RefundableStore, refundableRateLimitStore, routeKey } from "./refundable-rate-limit-store";
import { sharedRateLimitStore } from "./shared-rate-limit-store";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const hit = (store: FastifyRateLimitStore, key: string) =>
  new Promise<number>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!.current)), 60_000, 10),
  );
type Readable = FastifyRateLimitStore & {
  read(key: string, done: (error: Error | null, result?: { current: number }) => void): void;
};
const read = (store: FastifyRateLimitStore, key: string) =>
  new Promise<number>((resolve, reject) =>
    (store as Readable).read(key, (error, result) => (error ? reject(error) : resolve(result!.current))),
  );

// Both stores (this process's memory; the database's, shared by instances) give a hit back alike.
describe.each([
  ["in memory", () => refundableRateLimitStore()],
  ["in the database", () => sharedRateLimitStore(database.db)],
])("the rate-limit store %s", (_name, make: () => RefundableStore) => {
  it("takes back one hit of a route's key and of a key without a route", async () => {
    const store = make();
    const root = new store.Store({});
    const route = { method: "POST", url: "/api/analyze" };
    const perRoute = root.child({ routeInfo: route } as never);
    const perAddress = root.child({ routeInfo: {} } as never);
    for (let i = 0; i < 3; i++) await hit(perRoute, "session:s1");
    await hit(perAddress, "address:10.0.0.1");
    await hit(perAddress, "address:10.0.0.1");

    store.refund(routeKey(route, "session:s1"));
    store.refund("address:10.0.0.1");
    await expect.poll(() => read(perRoute, "session:s1")).toBe(2);
    await expect.poll(() => read(perAddress, "address:10.0.0.1")).toBe(1);
    // Another route's count and another key are untouched; a refund never goes below zero.
    const other = root.child({ routeInfo: { method: "POST", url: "/api/upload" } } as never);
    await hit(other, "session:s1");
    store.refund(routeKey(route, "session:nobody"));
    for (let i = 0; i < 5; i++) store.refund(routeKey({ method: "POST", url: "/api/upload" }, "session:s1"));
    await expect.poll(() => read(other, "session:s1")).toBe(0);
    expect(await read(perRoute, "session:s1")).toBe(2);
  });
});
