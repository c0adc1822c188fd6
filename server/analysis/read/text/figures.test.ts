import { describe, expect, it } from "vitest";
import { budgetMillions, COUNTED_FIGURE, MARKET_FIGURE, MONEY_FIGURE } from "./figures";

describe("figures", () => {
  it("finds market evidence: an amount, a share or a scale", () => {
    expect(MARKET_FIGURE.test("The genre grossed $400M last year.")).toBe(true);
    expect(MARKET_FIGURE.test("Streaming grew 12% in Europe.")).toBe(true);
    expect(MARKET_FIGURE.test("Audiences love this kind of story.")).toBe(false);
  });

  it("counts people and years in an investor deck, not a bare number", () => {
    expect(COUNTED_FIGURE.test("We signed 400 users in the pilot.")).toBe(true);
    expect(COUNTED_FIGURE.test("We met 3 times.")).toBe(false);
  });

  it("reads a sum of money, and a budget in millions", () => {
    expect(MONEY_FIGURE.test("We are raising 800k.")).toBe(true);
    expect(MONEY_FIGURE.test("A story of 40 years.")).toBe(false);
    expect(budgetMillions(["No money here.", "The budget is $2.5M."])).toBe(2.5);
    expect(budgetMillions(["We need €800k for the shoot."])).toBe(0.8);
    expect(budgetMillions(["About 1.2 billion in box office."])).toBeNull();
  });
});
