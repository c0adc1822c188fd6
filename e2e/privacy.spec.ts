import type { APIRequest, APIResponse, Browser, BrowserContext, Page } from "@playwright/test";
import { DeckBuildoutSchema } from "../domain/deck-buildout";
import { VERSION_NOT_FOUND_MESSAGE } from "../server/http/history-routes";
import { SESSION_COOKIE } from "../server/http/session";
import { NOT_PURCHASED_MESSAGE } from "../server/payments/generation-allowance";
import { PAYMENT_NOT_FOUND_MESSAGE } from "../server/payments/sandbox/confirm-sandbox-payment";
import { VALID_CARD } from "../server/payments/test/payment-test-helpers";
import { expect, test } from "./fixtures";
import { payForDeckOutline } from "./helpers/pay-sandbox";
import { analyze, DECK_PITCH, listHistory } from "./history-api";

const analysis = {
  pitchText:
    "LOGLINE: A lighthouse keeper on a storm-battered island hides a drowned girl who came back to life from the fishing town that wants her gone. Mara Quill has kept the light for thirty years.",
  genre: "Drama",
  analysisType: "creative",
  mode: "analyze",
  projectStage: "idea",
  projectTitle: "The Last Lighthouse",
};

test("one visitor's analyses are invisible and undeletable to another", async ({ browser }) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    await pageA.goto("/");
    await pageB.goto("/");

    const created = await pageA.request.post("/api/analyze", { data: analysis });
    expect(created.status()).toBe(200);
    const result = await created.json();
    expect(result.historyId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.categories.length).toBeGreaterThan(0);

    const listA = await (await pageA.request.get("/api/history")).json();
    expect(listA.map((record: { id: string }) => record.id)).toEqual([result.historyId]);
    expect(listA[0]).toMatchObject({
      projectTitle: "The Last Lighthouse",
      mode: "analyze",
      projectStage: "idea",
    });
    expect(typeof listA[0].overallScore).toBe("string");

    const listB = await pageB.request.get("/api/history");
    expect(listB.status()).toBe(200);
    expect(await listB.json()).toEqual([]);

    const deleteB = await pageB.request.delete(`/api/history/${result.historyId}`);
    expect(deleteB.status()).toBe(404);
    expect(await deleteB.json()).toEqual({
      error: VERSION_NOT_FOUND_MESSAGE,
    });

    const stillThere = await (await pageA.request.get("/api/history")).json();
    expect(stillThere.map((record: { id: string }) => record.id)).toEqual([result.historyId]);

    const deleteA = await pageA.request.delete(`/api/history/${result.historyId}`);
    expect(deleteA.status()).toBe(200);
    expect(await (await pageA.request.get("/api/history")).json()).toEqual([]);
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

const PROJECT_ID = "project-1764000000000";
const NOT_VERIFIED = { verified: false, tier: null };

/** The generate request for the Complete Deck Outline of `projectId`. */
const generate = (projectId: string) => ({
  pitchText: DECK_PITCH,
  genre: "Drama",
  projectStage: "deck",
  projectTitle: "The Last Lighthouse",
  projectId,
  mode: "generate",
  analysisType: "both",
  generateDeckBuildout: true,
  promptAnswers: {},
});

/** The session id a response's Set-Cookie starts, or null when it starts none. */
function sessionIdSetBy(response: APIResponse): string | null {
  const header = response.headers()["set-cookie"] ?? "";
  const match = new RegExp(`(?:^|\\n)${SESSION_COOKIE}=([^;]*)`).exec(header);
  return match ? (decodeURIComponent(match[1]!).split(".")[0] ?? null) : null;
}

/** Visitor A's signed session cookie: its id and signature, decoded. */
async function sessionOf(context: BrowserContext): Promise<{ id: string; signature: string }> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie, "the server set a session cookie").toBeTruthy();
  const value = decodeURIComponent(cookie!.value);
  const dot = value.lastIndexOf(".");
  return { id: value.slice(0, dot), signature: value.slice(dot + 1) };
}

const cookieHeader = (value: string) => `${SESSION_COOKIE}=${encodeURIComponent(value)}`;

interface Owner {
  context: BrowserContext;
  page: Page;
  session: { id: string; signature: string };
  historyId: string;
  paymentIntentId: string;
}

/** Visitor A: one analysis of "The Last Lighthouse" and the Complete Deck Outline bought for it. */
async function ownerWithRecordAndPurchase(browser: Browser): Promise<Owner> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { historyId } = await analyze(page, {
    pitchText: DECK_PITCH,
    projectStage: "deck",
    projectTitle: "The Last Lighthouse",
    projectId: PROJECT_ID,
    genre: "Drama",
  });
  expect(historyId).toMatch(/^[0-9a-f-]{36}$/);
  const { paymentIntentId } = await payForDeckOutline(page, PROJECT_ID);
  return { context, page, session: await sessionOf(context), historyId: historyId!, paymentIntentId };
}

/**
 * Tries everything a stranger might on the owner's records, from a client that sends only
 * `cookie` (none at all when null): a fresh request context per request, so no cookie the
 * server hands back is ever sent again. Each answer must come from a new, empty session.
 */
async function expectStrangerSeesNothing(
  playwright: { request: APIRequest },
  baseURL: string,
  cookie: string | null,
  owner: Owner,
): Promise<void> {
  const send = async (method: "GET" | "POST" | "DELETE", url: string, data?: object) => {
    const client = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: cookie === null ? {} : { cookie },
    });
    try {
      const response = await client.fetch(url, { method, data });
      const startedSession = sessionIdSetBy(response);
      expect(startedSession, `${method} ${url} starts a new session`).toMatch(/^[0-9a-f-]{36}$/);
      expect(startedSession).not.toBe(owner.session.id);
      return { status: response.status(), body: await response.json() };
    } finally {
      await client.dispose();
    }
  };

  expect(await send("GET", "/api/history")).toEqual({ status: 200, body: [] });
  expect(await send("DELETE", `/api/history/${owner.historyId}`)).toEqual({
    status: 404,
    body: { error: VERSION_NOT_FOUND_MESSAGE },
  });
  expect(await send("POST", "/api/analyze", generate(PROJECT_ID))).toEqual({
    status: 402,
    body: { error: NOT_PURCHASED_MESSAGE },
  });
  expect(await send("POST", "/api/verify-payment", { paymentIntentId: owner.paymentIntentId })).toEqual({
    status: 200,
    body: NOT_VERIFIED,
  });
}

/** The owner still has exactly their record, and can still generate the outline they bought. */
async function expectOwnerUntouched(owner: Owner): Promise<void> {
  expect((await listHistory(owner.page)).map((record) => record.id)).toEqual([owner.historyId]);
  const generated = await owner.page.request.post("/api/analyze", { data: generate(PROJECT_ID) });
  expect(generated.status(), await generated.text()).toBe(200);
}

test("a payment and the outline it buys belong to the visitor who paid", async ({ browser }) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const paid = await payForDeckOutline(pageA, PROJECT_ID);
    expect(await listHistory(pageB)).toEqual([]); // B has a session of its own

    // B cannot claim A's payment, nor confirm it again, with or without A's client secret.
    const verifyB = await pageB.request.post("/api/verify-payment", {
      data: { paymentIntentId: paid.paymentIntentId },
    });
    expect(verifyB.status()).toBe(200);
    expect(await verifyB.json()).toEqual(NOT_VERIFIED);
    for (const clientSecret of [paid.clientSecret, `${paid.paymentIntentId}_secret_0000`]) {
      const confirmB = await pageB.request.post("/api/sandbox/confirm-payment", {
        data: { paymentIntentId: paid.paymentIntentId, clientSecret, ...VALID_CARD },
      });
      expect(confirmB.status()).toBe(404);
      expect(await confirmB.json()).toEqual({ error: PAYMENT_NOT_FOUND_MESSAGE });
    }

    // The entitlement is A's: B is refused for the same project, A generates.
    const generateB = await pageB.request.post("/api/analyze", { data: generate(PROJECT_ID) });
    expect(generateB.status()).toBe(402);
    expect(await generateB.json()).toEqual({ error: NOT_PURCHASED_MESSAGE });
    const generateA = await pageA.request.post("/api/analyze", { data: generate(PROJECT_ID) });
    expect(generateA.status(), await generateA.text()).toBe(200);
    const outline = await generateA.json();
    expect(DeckBuildoutSchema.safeParse(outline.deckBuildout).success).toBe(true);
    expect((await listHistory(pageA)).map((record) => record.id)).toEqual([outline.historyId]);
    expect(await listHistory(pageB)).toEqual([]);

    // A's unpaid intent for another project, with A's client secret: B cannot pay it for A.
    const otherProject = "project-1764000000001";
    const pending = await pageA.request.post("/api/create-payment-intent", {
      data: { tier: "tier149", projectId: otherProject },
    });
    expect(pending.status()).toBe(200);
    const intent = (await pending.json()) as { paymentIntentId: string; clientSecret: string };
    const confirmPending = await pageB.request.post("/api/sandbox/confirm-payment", {
      data: { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, ...VALID_CARD },
    });
    expect(confirmPending.status()).toBe(404);
    expect(await confirmPending.json()).toEqual({ error: PAYMENT_NOT_FOUND_MESSAGE });
    const verifyPending = await pageA.request.post("/api/verify-payment", {
      data: { paymentIntentId: intent.paymentIntentId },
    });
    expect(await verifyPending.json()).toEqual(NOT_VERIFIED);
    const generatePending = await pageA.request.post("/api/analyze", { data: generate(otherProject) });
    expect(generatePending.status()).toBe(402);
    expect(await generatePending.json()).toEqual({ error: NOT_PURCHASED_MESSAGE });
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

test("a request without a session cookie sees no one's records or purchases", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const owner = await ownerWithRecordAndPurchase(browser);
  try {
    await expectStrangerSeesNothing(playwright, baseURL!, null, owner);
    await expectOwnerUntouched(owner);
  } finally {
    await owner.context.close();
  }
});

test("forged session cookies see no one's records or purchases", async ({ browser, playwright, baseURL }) => {
  const owner = await ownerWithRecordAndPurchase(browser);
  const other = await browser.newContext();
  try {
    const { id, signature } = owner.session;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(signature.length).toBeGreaterThan(20);
    await listHistory(await other.newPage());
    const otherSignature = (await sessionOf(other)).signature;
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;

    // The genuine cookie, sent the same way, does reach the owner's record: the forgeries below are what fail.
    const genuine = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: cookieHeader(`${id}.${signature}`) },
    });
    try {
      const genuineList = await genuine.get("/api/history");
      expect(sessionIdSetBy(genuineList)).toBeNull();
      expect((await genuineList.json()).map((record: { id: string }) => record.id)).toEqual([
        owner.historyId,
      ]);
    } finally {
      await genuine.dispose();
    }

    const forgeries = {
      "signature cut off": cookieHeader(id),
      "signature cut off after the dot": cookieHeader(`${id}.`),
      "tampered signature": cookieHeader(`${id}.${flipped}`),
      "another visitor's signature": cookieHeader(`${id}.${otherSignature}`),
      "empty value": `${SESSION_COOKIE}=`,
    };
    for (const [name, cookie] of Object.entries(forgeries)) {
      await test.step(name, () => expectStrangerSeesNothing(playwright, baseURL!, cookie, owner));
    }
    await expectOwnerUntouched(owner);
  } finally {
    await owner.context.close();
    await other.close();
  }
});

test("My Projects shows each visitor only their own projects", async ({ page, browser }) => {
  await analyze(page, {
    pitchText: DECK_PITCH,
    projectStage: "deck",
    projectTitle: "The Last Lighthouse",
    projectId: PROJECT_ID,
    genre: "Drama",
  });
  const contextB = await browser.newContext();
  try {
    const pageB = await contextB.newPage();
    const errorsB: string[] = [];
    pageB.on("pageerror", (error) => errorsB.push(error.message));
    pageB.on("console", (message) => {
      if (message.type() === "error") errorsB.push(message.text());
    });
    await pageB.goto("/dashboard");
    await expect(pageB.getByRole("heading", { name: "No Projects Yet" })).toBeVisible();
    await expect(pageB.getByTestId("project-card")).toHaveCount(0);
    await expect(pageB.getByText("The Last Lighthouse")).toHaveCount(0);

    await page.goto("/dashboard");
    const cards = page.getByTestId("project-card");
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole("heading")).toHaveText("The Last Lighthouse");
    await expect(page.getByRole("heading", { name: "No Projects Yet" })).toHaveCount(0);
    expect(errorsB, "no console errors for visitor B").toEqual([]);
  } finally {
    await contextB.close();
  }
});
