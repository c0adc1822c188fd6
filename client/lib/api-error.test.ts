import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { errorMessageOf } from "./api-request";

describe("ApiError (product.md §8)", () => {
  it("reads '<status>: <body>' and the server's sentence and coupon flag from a JSON body", () => {
    const error = new ApiError(400, '{"error":"Invalid coupon code","invalidCoupon":true}', "Bad Request");
    expect(error.message).toBe('400: {"error":"Invalid coupon code","invalidCoupon":true}');
    expect(error).toMatchObject({ status: 400, serverMessage: "Invalid coupon code", invalidCoupon: true });
    expect(errorMessageOf(error, "x")).toBe("Invalid coupon code");
  });

  it("uses the status text when the body is empty, and has no server sentence", () => {
    const error = new ApiError(503, "", "Service Unavailable");
    expect(error.message).toBe("503: Service Unavailable");
    expect(error).toMatchObject({ serverMessage: null, invalidCoupon: false, text: "Service Unavailable" });
    expect(errorMessageOf(error, "x")).toBe("Service Unavailable");
  });

  it("keeps a body that is not the JSON error contract as text", () => {
    expect(new ApiError(500, '{"message":"x"}').serverMessage).toBeNull();
    expect(new ApiError(502, "[1,2]").serverMessage).toBeNull();
    expect(errorMessageOf(new ApiError(502, "Bad Gateway"), "x")).toBe("Bad Gateway");
  });

  it("gives the fallback for no answer at all, and any other error's own message", () => {
    expect(errorMessageOf(new TypeError("Failed to fetch"), "fallback")).toBe("fallback");
    expect(errorMessageOf(null, "fallback")).toBe("fallback");
    expect(errorMessageOf(new Error("The analysis came back incomplete."), "x")).toBe(
      "The analysis came back incomplete.",
    );
  });
});
