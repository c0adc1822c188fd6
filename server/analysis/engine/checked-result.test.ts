import { describe, expect, it } from "vitest";
import { SAMPLE_RESULT } from "../../test/history-fixtures";
import { checkOnce, isChecked } from "./checked-result";

describe("a result checked once", () => {
  it("is the schema's copy, frozen all the way down, and known as checked", () => {
    const raw = structuredClone(SAMPLE_RESULT);
    expect(isChecked(raw)).toBe(false);
    const checked = checkOnce(raw)!;
    expect(checked).toEqual(raw);
    expect(checked).not.toBe(raw);
    expect(isChecked(checked)).toBe(true);
    expect(Object.isFrozen(checked.keyTakeaways)).toBe(true);
    expect(() => {
      (checked.keyTakeaways as string[]).push("changed");
    }).toThrow(TypeError);
    expect(raw.keyTakeaways).toEqual(SAMPLE_RESULT.keyTakeaways);
  });

  it("refuses what is not a whole result", () => {
    expect(checkOnce({ overallScore: 5 })).toBeUndefined();
    expect(isChecked({ overallScore: 5 })).toBe(false);
  });
});
