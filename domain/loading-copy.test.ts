import { describe, expect, it } from "vitest";
import { loadingCopy } from "./loading-copy";

describe("loading panel copy (product.md §2)", () => {
  it("titles the deck upload and quotes the typical time", () => {
    expect(loadingCopy("upload", "deck")).toEqual({
      title: "Processing your deck...",
      text: "This typically takes 2-3 minutes for a 20-page deck",
    });
  });

  it("titles analysis by stage and generation alike", () => {
    expect(loadingCopy("analyze", "script")).toEqual({
      title: "Analyzing your script...",
      text: "This may take a minute or two",
    });
    expect(loadingCopy("analyze", "deck").title).toBe("Analyzing your creative deck...");
    expect(loadingCopy("analyze", "idea").title).toBe("Analyzing your creative deck...");
    expect(loadingCopy("generate", "deck")).toEqual({
      title: "Generating your deck copy...",
      text: "This may take a minute or two",
    });
  });
});
