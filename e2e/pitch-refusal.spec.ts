import { expect, screenshot, test } from "./fixtures";
import { expectToastSeen, recordToasts, startJourney, wizard } from "./journey-helpers";

const LOREM =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.";

test("questionnaire: placeholder text is refused with the analyst's own sentence, and every answer is kept", async ({
  page,
}) => {
  await recordToasts(page);
  await startJourney(page, "I Have an Idea");
  await page.getByLabel("What's the working title of your project?").fill("Lorem");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("What's your logline, in one or two sentences?").fill(LOREM);
  for (let i = 0; i < 14; i++) await page.getByRole("button", { name: "Next" }).click();
  const response = page.waitForResponse((r) => r.url().endsWith("/api/analyze"));
  await page.getByRole("button", { name: "Continue" }).click();
  const answer = await response;
  expect(answer.status()).toBe(422);
  const { error } = (await answer.json()) as { error: string };
  expect(error).toMatch(/^This is placeholder text \(“Lorem ipsum dolor sit amet/);
  await expectToastSeen(page, `Analysis Failed | ${error}`);
  await screenshot(page, "pitch-refusal-light-1280");
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  expect((await wizard(page)).currentProject.promptAnswers).toMatchObject({ logline: LOREM });
});
