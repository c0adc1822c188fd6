import { describe, expect, it } from "vitest";
import { serverErrorOf } from "./server-error";

describe("serverErrorOf", () => {
  it("reads the error sentence and the invalidCoupon flag from an apiRequest error", () => {
    expect(serverErrorOf(new Error('400: {"error":"Invalid coupon code","invalidCoupon":true}'))).toEqual({
      error: "Invalid coupon code",
      invalidCoupon: true,
    });
    expect(serverErrorOf(new Error('502: {"error":"The payment provider could not be reached."}'))).toEqual({
      error: "The payment provider could not be reached.",
    });
  });

  it("gives null when there is no JSON body to read", () => {
    expect(serverErrorOf(new TypeError("Failed to fetch"))).toBeNull();
    expect(serverErrorOf(new Error("500: Internal Server Error"))).toBeNull();
    expect(serverErrorOf("nope")).toBeNull();
  });
});
