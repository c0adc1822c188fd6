import { describe, expect, it } from "vitest";
import { megabytes, uploadTimeLeft } from "./upload-estimate";

describe("upload time left", () => {
  it("reads the rate so far", () => {
    expect(uploadTimeLeft(10, 60, 2000)).toBe("about 10 s left");
    expect(uploadTimeLeft(1, 60, 2000)).toBe("about 2 min left");
  });
  it("says nothing before it can know, or when all is sent", () => {
    expect(uploadTimeLeft(0, 60, 5000)).toBeNull();
    expect(uploadTimeLeft(10, 60, 500)).toBeNull();
    expect(uploadTimeLeft(60, 60, 5000)).toBeNull();
  });
  it("prints megabytes with one decimal", () => {
    expect(megabytes(60 * 1024 * 1024)).toBe("60.0 MB");
  });
});
