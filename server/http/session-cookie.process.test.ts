import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHistoryRecord } from "../history/create-history-record";
import { historyOf, sessionIdOf } from "../test/analyze-requests";
import { SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT } from "../test/history-fixtures";
import { createTestApp, newVisitor, type TestApp } from "../test/test-app";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./session";

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

async function sessionCookie(t: TestApp, headers: Record<string, string> = {}, name = SESSION_COOKIE) {
  const response = await t.app.inject({ method: "GET", url: "/api/history", headers });
  const cookie = response.cookies.find((c) => c.name === name);
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

  it("is __Host- prefixed and Secure behind a trusted proxy that says the visitor came over HTTPS", async () => {
    const https = { "x-forwarded-proto": "https" };
    const { cookie, header } = await sessionCookie(proxied, https, SECURE_SESSION_COOKIE);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.domain).toBeUndefined();
    expect(header).toMatch(/^__Host-greenlit_session=[^;]+;.*Secure/i);
    expect(header).not.toMatch(/(^|,\s*)greenlit_session=/);

    // The prefixed cookie is what the visitor is known by from then on.
    const owner = `${SECURE_SESSION_COOKIE}=${cookie.value}`;
    await createHistoryRecord(
      proxied.database.db,
      cookie.value.split(".")[0]!,
      SAMPLE_ANALYZE_REQUEST,
      SAMPLE_RESULT,
    );
    const again = await proxied.app.inject({
      method: "GET",
      url: "/api/history",
      headers: { ...https, cookie: owner },
    });
    expect(again.json()).toHaveLength(1);
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("over HTTPS ignores and clears a cookie under the old name: a planted cookie never becomes the session", async () => {
    const owner = await newVisitor(proxied.app);
    await createHistoryRecord(proxied.database.db, sessionIdOf(owner), SAMPLE_ANALYZE_REQUEST, SAMPLE_RESULT);
    const response = await proxied.app.inject({
      method: "GET",
      url: "/api/history",
      headers: { "x-forwarded-proto": "https", cookie: owner },
    });
    expect(response.json()).toHaveLength(0);
    const fresh = response.cookies.find((c) => c.name === SECURE_SESSION_COOKIE);
    expect(fresh?.value.split(".")[0]).not.toBe(sessionIdOf(owner));
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe("");
    // Sent beside the visitor's own __Host- cookie, the planted one is still not read.
    const victim = `${SECURE_SESSION_COOKIE}=${fresh!.value}`;
    const both = await proxied.app.inject({
      method: "GET",
      url: "/api/history",
      headers: { "x-forwarded-proto": "https", cookie: `${owner}; ${victim}` },
    });
    expect(both.json()).toHaveLength(0);
    expect(both.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe("");
  });

  it("a page or asset that sets a new visitor's cookie is never stored by a shared cache", async () => {
    const root = await mkdtemp(join(tmpdir(), "greenlit-client-"));
    await mkdir(join(root, "assets"));
    await writeFile(join(root, "index.html"), "<!doctype html><title>Greenlit</title>");
    await writeFile(join(root, "assets", "app.js"), "console.log(1);");
    const site = await createTestApp({ deps: { clientRoot: root } });
    try {
      for (const url of ["/", "/assets/app.js", "/api/config"]) {
        const response = await site.app.inject({ method: "GET", url });
        expect(response.statusCode).toBe(200);
        expect(response.headers["set-cookie"]).toBeDefined();
        expect(String(response.headers["cache-control"])).toMatch(/no-store|private/);
        expect(String(response.headers["cache-control"])).not.toMatch(/public/);
      }
    } finally {
      await site.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  it("a __Host- cookie sent over plain http is not read (the prefix only means something over HTTPS)", async () => {
    const { cookie } = await sessionCookie(proxied, { "x-forwarded-proto": "https" }, SECURE_SESSION_COOKIE);
    const response = await proxied.app.inject({
      method: "GET",
      url: "/api/history",
      headers: { cookie: `${SECURE_SESSION_COOKIE}=${cookie.value}` },
    });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value.split(".")[0]).not.toBe(
      cookie.value.split(".")[0],
    );
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
