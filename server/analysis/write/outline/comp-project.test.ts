import { describe, expect, it } from "vitest";
import { recurringWords } from "./comp-project";

describe("recurringWords", () => {
  it("keeps every word of a short pitch", () => {
    expect(recurringWords("A western about a father and his son.")).toEqual(
      expect.arrayContaining(["western", "about", "father"]),
    );
  });

  it("drops a word a long script says once, keeps the words it comes back to", () => {
    const filler = Array.from(
      { length: 24_000 },
      (_, index) => `word${String.fromCharCode(97 + (index % 26))}`,
    );
    const body = [...filler, "Western Union", "father", "father", "father", "father"].join(" ");
    const words = recurringWords(body);
    expect(words).toContain("father");
    expect(words).not.toContain("western");
  });
});
