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

  it("takes a name ending in a landform or a street for a place", () => {
    expect(nonPersonKind("Harlan Seam", context)).toBe("place");
    expect(nonPersonKind("Okafor Docks", context)).toBe("place");
    expect(nonPersonKind("Okafor Dockside", context)).toBeNull();
  });

  it("leaves a person's name open", () => {
    expect(nonPersonKind("June Okafor", context)).toBeNull();
  });
});
