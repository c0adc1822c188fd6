import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LINK_TOKEN_PATTERN,
  RECOVERY_LINK_INVALID_MESSAGE,
  RECOVERY_TRIES_MESSAGE,
  SHARE_LINK_NOT_FOUND_MESSAGE,
} from "../../domain/project-links";
import { createHistoryRecord } from "../history/create-history-record";
import { postJson, sessionIdOf, VALID_CARD } from "../payments/test/payment-test-helpers";
import { SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT } from "../test/history-fixtures";
import { createTestApp, newVisitor, sessionCookieFrom, type TestApp } from "../test/test-app";
import { RECOVERY_TRIES_PER_WINDOW } from "./link-routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const del = (url: string, cookie: string) => t.app.inject({ method: "DELETE", url, headers: { cookie } });

async function version(cookie: string, projectTitle = "The Last Lighthouse") {
  return createHistoryRecord(
    t.database.db,
    sessionIdOf(cookie),
    { ...SAMPLE_ANALYZE_REQUEST, projectTitle, projectId: `project-${projectTitle.length}` },
    SAMPLE_RESULT,
  );
}

async function buy(cookie: string, projectId: string) {
  const intent = (
    await postJson(t.app, "/api/create-payment-intent", cookie, { tier: "tier149", projectId })
  ).json();
  await postJson(t.app, "/api/sandbox/confirm-payment", cookie, { ...intent, ...VALID_CARD });
  await postJson(t.app, "/api/verify-payment", cookie, { paymentIntentId: intent.paymentIntentId });
}

describe("recovery links: projects that follow the writer", () => {
  it("binds another browser to the same projects and purchases", async () => {
    const owner = await newVisitor(t.app);
    await version(owner);
    await buy(owner, "project-19");
    const link = (await postJson(t.app, "/api/recovery-link", owner, {})).json();
    expect(link.token).toMatch(LINK_TOKEN_PATTERN);
    // Asking again gives the same live link; GET shows it.
    expect((await postJson(t.app, "/api/recovery-link", owner, {})).json().token).toBe(link.token);
    expect((await get("/api/recovery-link", owner)).json().link.token).toBe(link.token);

    const other = await newVisitor(t.app);
    await version(other, "Night Shift");
    const opened = await postJson(t.app, "/api/recovery-link/open", other, { token: link.token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ opened: true, versions: 2 });
    const bound = sessionCookieFrom(opened);
    expect(sessionIdOf(bound)).toBe(sessionIdOf(owner));

    const titles = (await get("/api/history", bound))
      .json()
      .map((r: { projectTitle: string }) => r.projectTitle);
    expect(titles.sort()).toEqual(["Night Shift", "The Last Lighthouse"]);
    const purchases = (await get("/api/purchases", bound)).json().purchases;
    expect(purchases).toMatchObject([{ projectId: "project-19", tier: "tier149" }]);
    // The owner's own browser sees what the other browser brought along.
    expect((await get("/api/history", owner)).json()).toHaveLength(2);
  });

  it("is revoked and replaced: the old link answers 404 with a sentence", async () => {
    const owner = await newVisitor(t.app);
    const first = (await postJson(t.app, "/api/recovery-link", owner, {})).json();
    const second = (await postJson(t.app, "/api/recovery-link", owner, { replace: true })).json();
    expect(second.token).not.toBe(first.token);
    const old = await postJson(t.app, "/api/recovery-link/open", await newVisitor(t.app), {
      token: first.token,
    });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ error: RECOVERY_LINK_INVALID_MESSAGE });
    expect(old.cookies.find((c) => c.value.startsWith(sessionIdOf(owner)))).toBeUndefined();

    expect((await del("/api/recovery-link", owner)).statusCode).toBe(200);
    expect((await get("/api/recovery-link", owner)).json()).toEqual({ link: null });
    const revoked = await postJson(t.app, "/api/recovery-link/open", await newVisitor(t.app), {
      token: second.token,
    });
    expect(revoked.statusCode).toBe(404);
    for (const token of ["", "x".repeat(43), "../etc", 42]) {
      const bad = await postJson(t.app, "/api/recovery-link/open", await newVisitor(t.app), { token });
      expect([400, 404]).toContain(bad.statusCode);
      expect(bad.json().error).toBe(RECOVERY_LINK_INVALID_MESSAGE);
    }
  });

  it("limits tries per address with a sentence and Retry-After", async () => {
    const fresh = await createTestApp();
    try {
      const visitor = await newVisitor(fresh.app);
      let last = null as null | Awaited<ReturnType<typeof postJson>>;
      for (let i = 0; i <= RECOVERY_TRIES_PER_WINDOW; i++) {
        last = await postJson(fresh.app, "/api/recovery-link/open", visitor, { token: "A".repeat(43) });
      }
      expect(last!.statusCode).toBe(429);
      expect(last!.json()).toEqual({ error: RECOVERY_TRIES_MESSAGE });
      expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});

describe("share links: one report version, read-only", () => {
  it("shows the version without cookies, without the material, until it is turned off", async () => {
    const owner = await newVisitor(t.app);
    const record = await version(owner);
    const link = (await postJson(t.app, "/api/share-links", owner, { historyId: record.id })).json();
    expect(link).toMatchObject({ historyId: record.id });
    expect(link.token).toMatch(LINK_TOKEN_PATTERN);
    expect((await postJson(t.app, "/api/share-links", owner, { historyId: record.id })).json().token).toBe(
      link.token,
    );
    expect((await get("/api/share-links", owner)).json().links).toHaveLength(1);

    const shared = await get(`/api/shared/${link.token}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers["cache-control"]).toBe("no-store");
    const body = shared.json();
    expect(body).toMatchObject({ projectTitle: "The Last Lighthouse", overallSummary: "Strong hook." });
    expect(body).not.toHaveProperty("pitchText");
    expect(body).not.toHaveProperty("id");
    expect(body).not.toHaveProperty("projectId");

    // Nobody else can share or turn off the owner's version.
    const stranger = await newVisitor(t.app);
    expect((await postJson(t.app, "/api/share-links", stranger, { historyId: record.id })).statusCode).toBe(
      404,
    );
    expect((await del(`/api/share-links/${link.token}`, stranger)).statusCode).toBe(404);

    expect((await del(`/api/share-links/${link.token}`, owner)).statusCode).toBe(200);
    const gone = await get(`/api/shared/${link.token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: SHARE_LINK_NOT_FOUND_MESSAGE });
    expect((await get("/api/shared/not-a-token")).statusCode).toBe(404);
  });

  it("answers 404 once the version itself is deleted", async () => {
    const owner = await newVisitor(t.app);
    const record = await version(owner);
    const link = (await postJson(t.app, "/api/share-links", owner, { historyId: record.id })).json();
    await del(`/api/history/${record.id}`, owner);
    expect((await get(`/api/shared/${link.token}`)).statusCode).toBe(404);
  });
});
