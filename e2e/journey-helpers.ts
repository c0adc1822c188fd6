import { expect, type Page } from "@playwright/test";
import {
  EXTENDED_CORPUS_AVAILABLE,
  EXTENDED_CORPUS_SKIPPED,
  realFixture,
} from "../server/test/real-fixtures";
import { axeViolations, settleTransitions } from "./axe";
import { setTheme, test } from "./fixtures";

/** A real screenplay: the repository's fixtures/real first, else the extended corpus beside it. */
export const fixture = realFixture;

/** POST /api/upload, with or without the `?progress=` id the page adds. */
export const UPLOAD_ROUTE = /\/api\/upload(\?.*)?$/;
export const isUploadAnswer = (response: { url(): string }): boolean => UPLOAD_ROUTE.test(response.url());

/** Call inside a test.describe whose tests need files outside fixtures/real. */
export function needsExtendedCorpus(): void {
  if (!EXTENDED_CORPUS_AVAILABLE) console.info(EXTENDED_CORPUS_SKIPPED);
  test.skip(!EXTENDED_CORPUS_AVAILABLE, EXTENDED_CORPUS_SKIPPED);
}

declare global {
  interface Window {
    __seen?: { toasts: string[]; panels: string[]; buttons: string[] };
  }
}

/**
 * Records, the moment they appear, every toast ("title | description"), loading panel title and
 * busy button label ("...Analyzing..."), so short-lived states can still be asserted in order.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { toasts: [] as string[], panels: [] as string[], buttons: [] as string[] };
    window.__seen = seen;
    const done = new WeakSet<Element>();
    const push = (list: string[], text: string) => {
      if (text && list[list.length - 1] !== text) list.push(text);
    };
    const scan = () => {
      for (const node of document.querySelectorAll('[data-testid="toast"]')) {
        if (done.has(node)) continue;
        done.add(node);
        const parts = [...node.querySelectorAll("div > *")].map((el) => el.textContent?.trim() ?? "");
        seen.toasts.push(parts.filter(Boolean).join(" | "));
      }
      for (const node of document.querySelectorAll('[data-testid="loading-panel"] p:first-child')) {
        push(seen.panels, node.textContent?.trim() ?? "");
      }
      for (const node of document.querySelectorAll("button")) {
        const text = node.textContent?.trim() ?? "";
        if (text.endsWith("...")) push(seen.buttons, text);
      }
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export async function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__seen?.toasts ?? []);
}

export async function seen(page: Page): Promise<{ toasts: string[]; panels: string[]; buttons: string[] }> {
  return page.evaluate(() => window.__seen ?? { toasts: [], panels: [], buttons: [] });
}

export async function expectToastSeen(page: Page, text: string): Promise<void> {
  await expect.poll(() => toastsSeen(page), { timeout: 60_000 }).toContain(text);
}

/** The toast on screen now (one at a time). */
export function currentToast(page: Page) {
  return page.getByTestId("toast").first();
}

/** No serious or critical axe-core violations on the current screen. */
export async function expectAccessible(page: Page): Promise<void> {
  await settleTransitions(page);
  const bad = (await axeViolations(page))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)} ${n.failureSummary ?? ""}`).join(", ")}`,
    );
  expect(bad, "serious or critical accessibility violations").toEqual([]);
}

export type PathName = "I Have a Script" | "I Have a Deck" | "I Have an Idea";

/** Clicks a path card, as a visitor does (the radio itself is visually hidden inside it). */
export async function choosePath(page: Page, name: PathName): Promise<void> {
  await page.getByText(name, { exact: true }).click();
  await expect(page.getByRole("radio", { name })).toBeChecked();
}

/**
 * Starts the journey as a new visitor: choose a path on the landing page and take the free
 * analysis. `origin` for a spec that runs its own server.
 */
export async function startJourney(page: Page, path: PathName, origin = "") {
  await page.goto(`${origin}/`);
  await choosePath(page, path);
  await page.getByRole("button", { name: "Start My Free Analysis" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole("button", { name: "Get Your Free Analysis" }).click();
}

export async function wizard(page: Page): Promise<{
  currentProject: Record<string, unknown> & { promptAnswers: Record<string, string> };
  savedProjects: unknown[];
}> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("pitch-deck-wizard") ?? "{}"));
}

export const SEEDED_PROJECT_ID = "project-1763780000000";

/** A deck project that has its analysis and chose to enhance it (what the review dialog leaves). */
export async function seedEnhancingDeckProject(page: Page, uploadedText: string): Promise<void> {
  await page.evaluate(
    ({ text, id }) => {
      const project = {
        id,
        createdAt: "2026-11-22T00:00:00.000Z",
        title: "Greencoats",
        genre: "Documentary",
        pitchText: text,
        uploadedFile: "greencoats.pdf",
        uploadedText: text,
        projectStage: "deck",
        mode: "analyze",
        analysisType: "both",
        userMode: "global",
        promptAnswers: {},
        enhanceWithPrompts: true,
        analysisResult: null,
        deckOutlineResult: null,
        paidAtTier29: true,
        paidAtTier149: true,
        paidAtTier249: false,
      };
      localStorage.setItem(
        "pitch-deck-wizard",
        JSON.stringify({
          currentStep: "prompts",
          currentProject: project,
          savedProjects: [],
          userTier: "instant-review",
        }),
      );
    },
    { text: uploadedText, id: SEEDED_PROJECT_ID },
  );
}

/** A new visitor on the script path at `width` in `theme`, with Big Fish's title and genre filled in. */
export async function scriptOnboarding(page: Page, width: number, theme: "light" | "dark") {
  await page.setViewportSize({ width, height: 900 });
  await setTheme(page, theme);
  await startJourney(page, "I Have a Script");
  await page.getByLabel("Project Title").fill("Big Fish");
  await page.getByRole("combobox", { name: "Genre" }).click();
  await page.getByRole("option", { name: "Drama" }).click();
}

/** A new visitor on the deck path at `width` in `theme`, with a picture deck's title and genre filled in. */
export async function deckOnboarding(page: Page, width: number, theme: "light" | "dark") {
  await setTheme(page, theme);
  await page.setViewportSize({ width, height: 900 });
  await startJourney(page, "I Have a Deck");
  await page.getByLabel("Project Title").fill("Orbital Gardens");
  await page.getByRole("combobox", { name: "Genre" }).click();
  await page.getByRole("option", { name: "Sci-Fi" }).click();
}
