import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE } from "../../domain/constants";
import type { HistoryRecord } from "../../domain/history";
import { createHistoryRecord } from "../history/create-history-record";
import { deleteHistoryRecord } from "../history/delete-history-record";
import { listHistory } from "../history/list-history";
import { sessionIdOf } from "../test/analyze-requests";
import { SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT } from "../test/history-fixtures";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { HISTORY_CURSOR_MESSAGE, HISTORY_LIMIT_MESSAGE } from "./history-routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function page(cookie: string, url: string) {
  const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  const link = response.headers.link as string | undefined;
  const next = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
  if (link) expect(next).toBeDefined();
  return { records: response.json() as HistoryRecord[], next };
}

async function store(cookie: string, count: number, title = "The Last Lighthouse") {
  for (let i = 0; i < count; i++)
    await createHistoryRecord(
      t.database.db,
      sessionIdOf(cookie),
      { ...SAMPLE_ANALYZE_REQUEST, projectTitle: title },
      SAMPLE_RESULT,
    );
}

describe("GET /api/history in pages", () => {
  it("answers the newest page first and links the next until every record was listed once", async () => {
    const visitor = await newVisitor(t.app);
    await store(visitor, 7);
    const expected = (await listHistory(t.database.db, sessionIdOf(visitor))).map((r) => r.id);

    const seen: string[] = [];
    let url: string | undefined = "/api/history?limit=3";
    const sizes: number[] = [];
    while (url) {
      const { records, next } = await page(visitor, url);
      sizes.push(records.length);
      seen.push(...records.map((r) => r.id));
      url = next;
    }
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen).toEqual(expected);
  });

  it("neither repeats nor skips a record when versions are deleted or added between pages", async () => {
    const visitor = await newVisitor(t.app);
    await store(visitor, 6);
    const all = (await listHistory(t.database.db, sessionIdOf(visitor))).map((r) => r.id);
    const first = await page(visitor, "/api/history?limit=2");
    // The last record of the first page (the cursor's) and one on the next page are deleted; one is added.
    await deleteHistoryRecord(t.database.db, sessionIdOf(visitor), all[1]!);
    await deleteHistoryRecord(t.database.db, sessionIdOf(visitor), all[2]!);
    await store(visitor, 1);
    const rest: string[] = [];
    let url = first.next;
    while (url) {
      const { records, next } = await page(visitor, url);
      rest.push(...records.map((r) => r.id));
      url = next;
    }
    expect(rest).toEqual(all.slice(3));
  });

  it(`answers ${HISTORY_PAGE_SIZE} records by default, and never another visitor's`, async () => {
    const visitor = await newVisitor(t.app);
    await store(visitor, HISTORY_PAGE_SIZE + 1);
    const first = await page(visitor, "/api/history");
    expect(first.records).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.next).toMatch(/^\/api\/history\?cursor=/);
    const second = await page(visitor, first.next!);
    expect(second.records).toHaveLength(1);
    expect(second.next).toBeUndefined();

    // Another visitor with the same cursor gets only its own (older) records: none.
    const stranger = await newVisitor(t.app);
    expect((await page(stranger, first.next!)).records).toEqual([]);
  });

  const cursor = (text: string) => `cursor=${Buffer.from(text).toString("base64url")}`;
  const someId = "8b0f6f5e-1d2c-4b7a-9c3e-2f1a0b9c8d7e";
  it.each([
    ["limit=0", HISTORY_LIMIT_MESSAGE],
    [`limit=${HISTORY_PAGE_MAX + 1}`, HISTORY_LIMIT_MESSAGE],
    ["limit=ten", HISTORY_LIMIT_MESSAGE],
    ["limit=2&limit=3", HISTORY_LIMIT_MESSAGE],
    ["limit=1.5", HISTORY_LIMIT_MESSAGE],
    ["cursor=", HISTORY_CURSOR_MESSAGE],
    ["cursor=not-a-cursor", HISTORY_CURSOR_MESSAGE],
    [cursor("2024-01-01T00:00:00.000000Z 1"), HISTORY_CURSOR_MESSAGE],
    [`cursor=${"A".repeat(5000)}`, HISTORY_CURSOR_MESSAGE],
    [cursor(`2024-13-45T99:00:00.000000Z ${someId}`), HISTORY_CURSOR_MESSAGE],
    [cursor(`2023-02-29T10:00:00.000000Z ${someId}`), HISTORY_CURSOR_MESSAGE],
  ])("answers a bad query (%#) with a 400 sentence", async (query, message) => {
    const visitor = await newVisitor(t.app);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/history?${query}`,
      headers: { cookie: visitor },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });
});
