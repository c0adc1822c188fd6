import { describe, expect, it } from "vitest";
import { picturesNotRatedReason, picturesUploadNotice, pictureWordShare } from "./picture-text";
import { buildCombinedText } from "./questionnaire";

const DECK = "one two three\fFour five six seven eight nine ten eleven twelve\f";

describe("words read from pictures", () => {
  it("counts the share of the upload's words on OCR pages, not the questionnaire's", () => {
    expect(pictureWordShare(DECK, { ocrPages: [2], unreadPages: [] })).toBe(0.75);
    const enhanced = buildCombinedText(DECK, { logline: "many more words here than before in the answers" });
    expect(pictureWordShare(enhanced, { ocrPages: [2], unreadPages: [] })).toBe(0.75);
  });

  it("does not rate the design when most words are from pictures or pictures could not be read", () => {
    expect(picturesNotRatedReason(DECK, { ocrPages: [1], unreadPages: [] })).toBeNull();
    expect(picturesNotRatedReason(DECK, null)).toBeNull();
    expect(picturesNotRatedReason(DECK, { ocrPages: [2], unreadPages: [] })).toMatch(/^Not rated: 75% of/);
    expect(picturesNotRatedReason(DECK, { ocrPages: [], unreadPages: [3, 4] })).toMatch(
      /^Not rated: 2 slides' pictures could not be read/,
    );
    expect(picturesUploadNotice(DECK, { ocrPages: [2], unreadPages: [1] })).toBe(
      "Most of this deck's words (75%) are in pictures, and 1 slide has pictures we could not read. The report will not rate Design and Readability from the words alone.",
    );
  });
});
