import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { uploadErrorMessage } from "./upload-file";

describe("uploadErrorMessage (product.md §8 'Upload Failed')", () => {
  it("passes the server's error field through", () => {
    const error = new ApiError(415, '{"error":"This file is a PNG image, not a PDF."}');
    expect(uploadErrorMessage(error)).toBe("This file is a PNG image, not a PDF.");
  });

  it("falls back to 'Upload failed' for a failed request without the error contract", () => {
    expect(uploadErrorMessage(new ApiError(502, "", "Bad Gateway"))).toBe("Upload failed");
    expect(uploadErrorMessage(new ApiError(500, '{"message":"x"}'))).toBe("Upload failed");
    expect(uploadErrorMessage(new Error("Upload failed"))).toBe("Upload failed");
    expect(uploadErrorMessage("network down")).toBe("Upload failed");
  });

  it("says 'Failed to process file' when a success answer cannot be read", () => {
    expect(uploadErrorMessage(new Error("Failed to process file"))).toBe("Failed to process file");
  });
});
