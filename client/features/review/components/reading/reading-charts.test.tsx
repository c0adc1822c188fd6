// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BIG_FISH_READING } from "#domain/test/big-fish-reading";
import { ReadingCharts } from "./reading-charts";
import { ReadingChartsLazy } from "./reading-charts-lazy";

// React's act() outside a test renderer needs this flag.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const rowsOf = (caption: string) => {
  const table = [...host.querySelectorAll("table")].find((t) => t.caption?.textContent === caption);
  return [...(table?.tBodies[0]?.rows ?? [])].map((row) => [...row.cells].map((cell) => cell.textContent));
};

describe("the reading's pictures", () => {
  it("draw every scene, six character lanes, and tables with the reading's numbers", () => {
    act(() => root.render(<ReadingCharts reading={BIG_FISH_READING} />));
    expect(host.querySelectorAll('[data-testid="structure-strip"] svg > g')).toHaveLength(190);
    expect(host.querySelectorAll('[data-testid="character-timeline"] svg[role="img"]')).toHaveLength(6);
    expect(rowsOf("Characters on screen")[1]).toEqual(["WILL", "74", "140", "1317", "3", "122"]);
    expect(rowsOf("Dialogue by character").at(-1)).toEqual(["Everyone else", "641", "131", "9%"]);
    expect(rowsOf("Acts").map((row) => row[0])).toEqual(["Act One", "Act Two", "Act Three"]);
  });

  it("are left out for an older record without a reading and for a damaged one", () => {
    act(() => root.render(<ReadingChartsLazy reading={undefined} />));
    expect(host.innerHTML).toBe("");
    act(() => root.render(<ReadingChartsLazy reading={{ ...BIG_FISH_READING, scenes: "lost" }} />));
    expect(host.innerHTML).toBe("");
    act(() =>
      root.render(<ReadingChartsLazy reading={{ ...BIG_FISH_READING, verdict: { script: "Maybe" } }} />),
    );
    expect(host.innerHTML).toBe("");
  });

  it("show a placeholder while the drawing code loads, then the pictures", async () => {
    act(() => root.render(<ReadingChartsLazy reading={BIG_FISH_READING} />));
    expect(host.textContent).toContain("Loading the pictures of your script…");
    for (let wait = 0; wait < 100 && !host.querySelector("h3"); wait++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    }
    expect(host.querySelector("h3")?.textContent).toBe("Your Script at a Glance");
  });
});
