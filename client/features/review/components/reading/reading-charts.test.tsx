// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BIG_FISH_READING } from "../../../../../domain/testing/big-fish-reading";
import { ReadingCharts } from "./reading-charts";
import { ReadingChartsLazy } from "./reading-charts-lazy";

afterEach(cleanup);

const rowsOf = (caption: string) =>
  within(screen.getByRole("table", { name: caption }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe("the reading's pictures", () => {
  it("draw every scene, six character lanes, and tables with the reading's numbers", () => {
    const { container } = render(<ReadingCharts reading={BIG_FISH_READING} />);
    expect(container.querySelectorAll('[data-testid="structure-strip"] svg > g')).toHaveLength(190);
    expect(within(screen.getByTestId("character-timeline")).getAllByRole("img")).toHaveLength(6);
    expect(rowsOf("Characters on screen")[1]).toEqual(["WILL", "74", "140", "1317", "3", "122"]);
    expect(rowsOf("Dialogue by character").at(-1)).toEqual(["Everyone else", "641", "131", "9%"]);
    expect(rowsOf("Acts").map((row) => row[0])).toEqual(["Act One", "Act Two", "Act Three"]);
  });

  it("are left out for an older record without a reading and for a damaged one", () => {
    const { container, rerender } = render(<ReadingChartsLazy reading={undefined} />);
    expect(container.innerHTML).toBe("");
    rerender(<ReadingChartsLazy reading={{ ...BIG_FISH_READING, scenes: "lost" }} />);
    expect(container.innerHTML).toBe("");
    rerender(<ReadingChartsLazy reading={{ ...BIG_FISH_READING, verdict: { script: "Maybe" } }} />);
    expect(container.innerHTML).toBe("");
  });

  it("show a placeholder while the drawing code loads, then the pictures", async () => {
    render(<ReadingChartsLazy reading={BIG_FISH_READING} />);
    expect(screen.getByText("Loading the pictures of your script…")).toBeTruthy();
    expect(
      await screen.findByRole("heading", { name: "Your Script at a Glance" }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
