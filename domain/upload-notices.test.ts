import { describe, expect, it } from "vitest";
import { renamedFileNotice } from "./upload";
import { uploadStepPercent, uploadStepSentence } from "./upload-steps";

describe("renamedFileNotice", () => {
  it("says nothing when the name and the bytes agree", () => {
    expect(renamedFileNotice("Big Fish.PDF", "pdf")).toBeNull();
    expect(renamedFileNotice("scene.fountain", "txt")).toBeNull();
    expect(renamedFileNotice("notes.txt", "fountain")).toBeNull();
  });

  it("says what a renamed file was read as", () => {
    expect(renamedFileNotice("script.pdf", "docx")).toBe(
      "This file is named .pdf but is a Word document (.docx), and was read as that.",
    );
    expect(renamedFileNotice("script", "pdf")).toBe(
      "This file is named without an extension but is a PDF, and was read as that.",
    );
  });
});

describe("upload steps", () => {
  it("say what the server does, in the issue's words", () => {
    expect(uploadStepSentence({ kind: "pages", done: 40, total: 121 })).toBe("Reading pages 40 of 121");
    expect(uploadStepSentence({ kind: "ocr", unit: "slide", done: 3, total: 8 })).toBe("OCR slide 3 of 8");
    expect(uploadStepSentence({ kind: "pages", done: 12, total: null })).toBe("Reading pages 12");
  });

  it("fill a bar only with what is finished", () => {
    expect(uploadStepPercent({ kind: "pages", done: 40, total: 80 })).toBe(50);
    expect(uploadStepPercent({ kind: "ocr", unit: "page", done: 1, total: 4 })).toBe(0);
    expect(uploadStepPercent({ kind: "file" })).toBeNull();
  });
});
