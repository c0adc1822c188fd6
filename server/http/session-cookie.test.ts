import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHistoryRecord } from "../history/create-history-record";
import { historyOf, sessionIdOf } from "../test/analyze-requests";
import { SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT } from "../test/history-fixtures";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { SESSION_COOKIE } from "./session";

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

async function sessionCookie(t: TestApp, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: "GET", url: "/api/history", headers });
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error("no session cookie was set");
  return { cookie, header: String(response.headers["set-cookie"]) };
}

describe("the session cookie", () => {
  it("is signed, httpOnly, SameSite=Lax, site-wide, and not Secure over plain http", async () => {
    const { cookie, header } = await sessionCookie(direct);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.secure).toBeUndefined();
    expect(header).not.toMatch(/;\s*Secure/i);
    expect(cookie.value).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9+/_-]+=*$/);
  });

  it("carries Secure behind a trusted proxy that says the visitor came over HTTPS", async () => {
    const { cookie, header } = await sessionCookie(proxied, { "x-forwarded-proto": "https" });
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
    expect(header).toMatch(/;\s*Secure/i);
  });

  it("stays without Secure behind the proxy when the visitor used plain http", async () => {
    const { cookie } = await sessionCookie(proxied, { "x-forwarded-proto": "http" });
    expect(cookie.secure).toBeUndefined();
    const { cookie: noHeader } = await sessionCookie(proxied);
    expect(noHeader.secure).toBeUndefined();
  });

  it("ignores X-Forwarded-Proto when TRUST_PROXY is off (anyone could send it)", async () => {
    const { cookie } = await sessionCookie(direct, { "x-forwarded-proto": "https" });
    expect(cookie.secure).toBeUndefined();
  });

  it("a tampered signature starts a new, empty session; the original still sees its record", async () => {
    const owner = await newVisitor(direct.app);
    await createHistoryRecord(direct.database.db, sessionIdOf(owner), SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT);
    expect(await historyOf(direct.app, owner)).toHaveLength(1);

    const [name, value] = owner.split("=") as [string, string];
    const signature = value.slice(value.indexOf(".") + 1);
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    const tampered = `${name}=${sessionIdOf(owner)}.${flipped}`;
    const response = await direct.app.inject({
      method: "GET",
      url: "/api/history",
      headers: { cookie: tampered },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    const fresh = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(fresh?.value.split(".")[0]).not.toBe(sessionIdOf(owner));
    expect(await historyOf(direct.app, owner)).toHaveLength(1);
  });
});
