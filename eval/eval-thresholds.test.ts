import { describe, expect, it } from "vitest";
import { failingRows, formatTable, rowPasses } from "./eval-row";
import { EVAL_SUITES } from "./suites";

// One test per suite; each suite's figures must all hold their bars.
for (const suite of EVAL_SUITES) {
  describe(`npm run eval: ${suite.name}`, () => {
    it("every figure holds its bar", async () => {
      const rows = await suite.run();
      expect(rows.length).toBeGreaterThan(0);
      const failing = failingRows(rows);
      expect(failing, formatTable(rows)).toEqual([]);
    }, 120_000);
  });
}

describe("eval rows", () => {
  it("a min bar holds at the threshold and fails below it; a max bar the other way", () => {
    const row = { suite: "s", metric: "m", unit: "share", threshold: 0.9 } as const;
    expect(rowPasses({ ...row, value: 0.9, direction: "min" })).toBe(true);
    expect(rowPasses({ ...row, value: 0.89, direction: "min" })).toBe(false);
    expect(rowPasses({ ...row, value: 0.91, direction: "max" })).toBe(false);
    expect(formatTable([{ ...row, value: 0.5, direction: "min" }])).toContain(
      "| s | m | 50.0% |  | ≥ 90.0% | NO |",
    );
  });

  it("a row with a held-out value holds only when both values meet the bar; a pending row is not held", () => {
    const row = { suite: "s", metric: "m", unit: "share", threshold: 0.9, direction: "min" } as const;
    expect(rowPasses({ ...row, value: 0.95, heldOut: 0.9 })).toBe(true);
    expect(rowPasses({ ...row, value: 0.95, heldOut: 0.85 })).toBe(false);
    expect(formatTable([{ ...row, value: 0.95, heldOut: 0.85 }])).toContain(
      "| s | m | 95.0% | 85.0% | ≥ 90.0% | NO |",
    );
    expect(failingRows([{ ...row, value: 0.5, pending: true }])).toEqual([]);
    expect(formatTable([{ ...row, value: 0.5, pending: true }])).toContain("| not yet |");
  });

  it("a cell printed only to be read (the verdict table) shows no bar and never fails", () => {
    const row = { suite: "s", metric: "m", unit: "count", direction: "max" } as const;
    const cell = { ...row, value: 7, heldOut: 2, threshold: Number.POSITIVE_INFINITY };
    expect(rowPasses(cell)).toBe(true);
    expect(formatTable([cell])).toContain("| s | m | 7 | 2 | — | yes |");
  });
});
