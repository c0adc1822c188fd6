import { describe, expect, it } from "vitest";
import { findUnstorable } from "./storable-text";

describe("findUnstorable", () => {
  it("finds a NUL 100,000 levels deep without overflowing the stack", () => {
    let value: unknown = "bad\u0000text";
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(findUnstorable({ a: value })?.inKey).toBe(false);
    expect(findUnstorable({ a: value })?.path.startsWith("a.0.0.0")).toBe(true);
  });

  it("names the first unstorable value in document order, and keys", () => {
    expect(findUnstorable({ a: "fine", b: ["ok", "x\u0000"], c: "\u0000" })).toEqual({
      path: "b.1",
      inKey: false,
    });
    expect(findUnstorable({ a: { "k\u0000": 1 } })).toEqual({ path: "a", inKey: true });
    expect(findUnstorable({ a: "\uD800" })).toEqual({ path: "a", inKey: false });
    expect(findUnstorable({ a: ["fine", { b: 2 }] })).toBeNull();
  });
});
