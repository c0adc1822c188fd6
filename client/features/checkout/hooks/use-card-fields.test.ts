import { describe, expect, it } from "vitest";
import { formatCardNumber, formatExpiry } from "./use-card-fields";

describe("sandbox card field formatting", () => {
  it("groups card digits by four and drops anything else", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0000 0000-0002")).toBe("4000 0000 0000 0002");
    expect(formatCardNumber("42a4")).toBe("424");
    expect(formatCardNumber("1".repeat(25))).toHaveLength(19 + 4);
  });

  it("writes the expiry as MM / YY while typing", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("123")).toBe("12 / 3");
    expect(formatExpiry("12/34")).toBe("12 / 34");
    expect(formatExpiry("12 / 345")).toBe("12 / 34");
  });
});
