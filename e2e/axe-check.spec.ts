import AxeBuilder from "@axe-core/playwright";
import { axeViolations, seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

/** The accessibility check every screen test leans on finds what axe-core's frame-by-frame run finds. */
const FAULTY = `<!doctype html><html lang="en"><head><title>Faults</title></head><body><main>
  <h1>Faults</h1>
  <p style="color:#bbb;background:#fff">Faint words no one can read</p>
  <button type="button"></button>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <button type="button" data-debug-toggle style="opacity:0.2">Debug</button>
</main></body></html>`;

test("the quick accessibility check reports the violations of axe-core's frame-by-frame run", async ({
  page,
}) => {
  await page.setContent(FAULTY);
  expect(page.frames()).toHaveLength(1);
  const quick = await axeViolations(page);
  const full = (await new AxeBuilder({ page }).analyze()).violations;
  const described = (violations: typeof quick) =>
    violations.map((v) => `${v.id} ${v.impact}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(described(quick)).toEqual(described(full));
  expect(quick.map((v) => v.id)).toEqual(
    expect.arrayContaining(["button-name", "color-contrast", "image-alt"]),
  );
  // The faint debug toggle is left out on purpose; every other fault is reported.
  expect(await seriousViolations(page)).toEqual([
    "button-name: button:nth-child(3)",
    "color-contrast: p",
    "image-alt: img",
  ]);
});
