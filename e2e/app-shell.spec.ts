import { expect, screenshot, test } from "./fixtures";

test("the landing route renders with the header", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner")).toContainText("Greenlit");
  await expect(page.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("theme-toggle")).toBeVisible();
});

test("the theme is light by default and the toggle persists across a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/light/);
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await screenshot(page, "shell-landing-dark-1280");
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveClass(/light/);
});

test("an unknown route shows 404 Page Not Found", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  const api = await page.request.get("/api/no-such-endpoint");
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ error: "Not found: GET /api/no-such-endpoint" });
});

test("client routes load directly", async ({ page }) => {
  for (const path of ["/pricing", "/dashboard", "/payment-cancel"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("banner")).toBeVisible();
  }
});
