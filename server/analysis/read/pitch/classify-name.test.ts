import { describe, expect, it } from "vitest";
import { nonPersonKind } from "./classify-name";

const context = { titles: [], text: "" };

describe("nonPersonKind", () => {
  it("knows festivals, awards, studios and funding terms of more than one word", () => {
    expect(nonPersonKind("Golden Globe", context)).toBe("festival");
    expect(nonPersonKind("Sheffield DocFest", context)).toBe("festival");
    expect(nonPersonKind("Warner Bros", context)).toBe("organisation");
    expect(nonPersonKind("Focus Features", context)).toBe("organisation");
    expect(nonPersonKind("Gap Financing", context)).toBe("funding");
  });

  it("leaves a person's name open", () => {
    expect(nonPersonKind("June Okafor", context)).toBeNull();
  });
});
