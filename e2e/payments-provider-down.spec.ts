import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import Stripe from "stripe";
import { stripeHostOptions } from "../server/payments/stripe/stripe-provider";
import {
  type StripeTestServer,
  startStripeTestServer,
} from "../server/payments/stripe/test/stripe-test-server";
import { killStartedServers, startServerProcess } from "../server/test/server-process";
import { expect, screenshot, setTheme, test } from "./fixtures";

/**
 * Stripe down, for real: a second production server in stripe mode whose Stripe is the local
 * Stripe-speaking test server, made to fail (HTTP 500) or to be slower than STRIPE_TIMEOUT_MS.
 */
let base = "";
const SECRET = "sk_test_e2e_provider_down";
let stripeServer: StripeTestServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  stripeServer = await startStripeTestServer({ slowMs: 2_500 });
  const server = await startServerProcess({
    NODE_ENV: "production",
    DATA_DIR: mkdtempSync(join(tmpdir(), "greenlit-e2e-stripe-down-")),
    LOG_LEVEL: "error",
    PAYMENTS: "stripe",
    STRIPE_SECRET_KEY: SECRET,
    STRIPE_PUBLISHABLE_KEY: "pk_test_e2e_provider_down",
    STRIPE_WEBHOOK_SECRET: "whsec_e2e_provider_down",
    STRIPE_API_BASE: stripeServer.url,
    STRIPE_TIMEOUT_MS: "1000",
  });
  base = server.base;
});

test.afterAll(async () => {
  killStartedServers();
  await stripeServer?.close();
});

test.afterEach(() => {
  stripeServer.setFailing(false);
  stripeServer.setSlow(false);
});

const VARIANTS = [
  { theme: "light", width: 375 },
  { theme: "light", width: 1280 },
  { theme: "dark", width: 375 },
  { theme: "dark", width: 1280 },
] as const;

/** Each variant's theme is stored before the next load (the latest init script wins). */
async function eachVariant(page: Page, show: (name: string) => Promise<void>) {
  for (const { theme, width } of VARIANTS) {
    await setTheme(page, theme);
    await page.setViewportSize({ width, height: 800 });
    await show(`${theme}-${width}`);
  }
}

/** Stripe.js comes from Stripe's servers; nothing on a failed checkout may depend on it. */
function recordStripeJs(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (/stripe\.com/.test(new URL(request.url()).hostname)) requested.push(request.url());
  });
  return requested;
}

async function expectPaymentError(page: Page) {
  const card = page.getByRole("alert");
  await expect(card.getByRole("heading", { name: "Payment Error" })).toBeVisible();
  await expect(
    card.getByText("Failed to initialize payment. Please try again.", { exact: true }),
  ).toBeVisible();
  await expect(card.getByRole("link", { name: "Return Home" })).toBeVisible();
}

async function expectVerificationFailed(page: Page, message: string) {
  const card = page.getByRole("alert");
  await expect(card.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
  await expect(card.getByText(message, { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "Return Home" })).toBeVisible();
}

/** An intent opened in this browser's session and paid at Stripe, as if Stripe.js had confirmed it. */
async function paidIntent(page: Page): Promise<string> {
  const response = await page.request.post(`${base}/api/create-payment-intent`, {
    data: { tier: "tier149", projectId: "project-1" },
  });
  expect(response.status()).toBe(200);
  const { paymentIntentId } = (await response.json()) as { paymentIntentId: string };
  const stripe = new Stripe(SECRET, stripeHostOptions(stripeServer.url));
  await stripe.paymentIntents.confirm(paymentIntentId, { payment_method: "pm_card_visa" });
  return paymentIntentId;
}

const successPath = (paymentIntentId: string) =>
  `/payment-success?tier=tier149&payment_intent=${paymentIntentId}&redirect_status=succeeded&projectId=project-1`;

test("a slow Stripe: 'Preparing checkout...', then the 'Payment Error' card; Return Home goes to /", async ({
  page,
}) => {
  const stripeJs = recordStripeJs(page);
  stripeServer.setSlow(true);
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/create-payment-intent"));
  await page.goto(`${base}/checkout?tier=tier149&projectId=project-1`);
  await expect(page.getByText("Preparing checkout...")).toBeVisible();
  const failed = await answer;
  expect(failed.status()).toBe(502);
  expect(await failed.json()).toEqual({
    error: "The payment provider could not be reached. Please try again in a moment.",
  });
  await expectPaymentError(page);
  expect(stripeJs).toEqual([]);

  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(`${base}/`);
});

test("Stripe answering 500: the 'Payment Error' card at 375 and 1280 px, light and dark", async ({
  page,
}) => {
  const stripeJs = recordStripeJs(page);
  stripeServer.setFailing(true);
  await eachVariant(page, async (variant) => {
    await page.goto(`${base}/checkout?tier=tier149&projectId=project-1`);
    await expectPaymentError(page);
    await screenshot(page, `payments-provider-down-checkout-${variant}`);
  });
  expect(stripeJs).toEqual([]);
});

test("payment success while Stripe is slow: 'Verifying payment...', then 'Verification Failed'; verified once Stripe is back", async ({
  page,
}) => {
  const paymentIntentId = await paidIntent(page);
  stripeServer.setSlow(true);
  await page.goto(`${base}${successPath(paymentIntentId)}`);
  await expect(page.getByText("Verifying payment...")).toBeVisible();
  await expectVerificationFailed(page, "Failed to verify payment. Please contact support.");

  stripeServer.setSlow(false);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Payment Verified!" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Payment Verified!" })).toBeVisible();
});

test("payment success while Stripe answers 500: 'Verification Failed' at 375 and 1280 px, light and dark", async ({
  page,
}) => {
  const paymentIntentId = await paidIntent(page);
  stripeServer.setFailing(true);
  await eachVariant(page, async (variant) => {
    await page.goto(`${base}${successPath(paymentIntentId)}`);
    await expectVerificationFailed(page, "Failed to verify payment. Please contact support.");
    await screenshot(page, `payments-provider-down-verify-${variant}`);
  });

  // An intent this server never opened is refused without asking Stripe at all.
  const asked = stripeServer.requests.length;
  await page.goto(`${base}${successPath("pi_x")}`);
  await expectVerificationFailed(page, "Payment could not be verified.");
  expect(stripeServer.requests.length).toBe(asked);

  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(`${base}/`);
});

test("Stripe.js cannot load: the payment card says so instead of showing a dead form", async ({ page }) => {
  await page.route("https://js.stripe.com/**", (route) => route.abort());
  await eachVariant(page, async (variant) => {
    await page.goto(`${base}/checkout?tier=tier149&projectId=project-1`);
    await expect(page.getByRole("heading", { name: "Complete Deck Outline - $149", level: 1 })).toBeVisible();
    await expect(
      page.getByText("Failed to initialize payment. Please try again.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
    await screenshot(page, `payments-provider-down-stripejs-${variant}`);
  });
});
