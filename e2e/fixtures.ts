import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";

/** Screenshots we look at; kept as CI artifacts under e2e/artifacts. */
export const ARTIFACTS_DIR = join(process.cwd(), "e2e", "artifacts");

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}

export async function setTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
}

/** Fails the test on any console error or uncaught page error. */
export const test = base.extend<{ failOnConsoleError: undefined }>({
  failOnConsoleError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && !/Failed to load resource/.test(message.text())) {
          errors.push(`console.error: ${message.text()}`);
        }
      });
      await use(undefined);
      expect(errors, "no console errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
