import type { ReportStep } from "./extraction-job";
import type { OcrEngine } from "./ocr/ocr-engine";
import { hasReadableWords, isNearlyEmpty, readPictures } from "./ocr/read-pictures";
import { readPptx } from "./read-pptx";

/** The pictures read on one slide at most: the deck's own picture, not every logo on it. */
const MAX_PICTURES_PER_SLIDE = 3;

export interface PptxText {
  text: string;
  slides: number;
  /** Slides (1-based) whose text was read from their pictures. */
  ocrSlides: number[];
  /** Slides (1-based) with only pictures, none of which gave readable words. */
  unreadSlides: number[];
}

/**
 * .pptx -> text: each slide's paragraphs in slide order, then its speaker notes, a form feed after
 * each slide (as PDF pages). A slide with no text of its own but pictures is read with OCR.
 */
export async function extractPptx(
  filePath: string,
  ocr: { engine: OcrEngine; deadline: number },
  report: ReportStep = () => {},
): Promise<PptxText> {
  const deck = await readPptx(filePath);
  try {
    report({ kind: "slides", done: deck.slides.length, total: deck.slides.length || null });
    const slideTexts = deck.slides.map((slide) =>
      slide.paragraphs
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n"),
    );
    const pictureSlides = deck.slides
      .map((slide, index) => ({ slide, number: index + 1 }))
      .filter(({ slide, number }) => slide.pictures.length > 0 && isNearlyEmpty(slideTexts[number - 1] ?? ""))
      .map(({ number }) => number);
    const recognised = await readPictures(
      pictureSlides,
      async (number) => {
        const pictures: Buffer[] = [];
        for (const entry of deck.slides[number - 1]?.pictures.slice(0, MAX_PICTURES_PER_SLIDE) ?? []) {
          const bytes = await deck.readPicture(entry);
          if (bytes) pictures.push(bytes);
        }
        return pictures;
      },
      { ...ocr, onReading: (done, total) => report({ kind: "ocr", unit: "slide", done, total }) },
    );
    const ocrSlides: number[] = [];
    const text = deck.slides
      .map((slide, index) => {
        const read = recognised.get(index + 1) ?? "";
        const fromPictures = hasReadableWords(read) ? read : "";
        if (fromPictures) ocrSlides.push(index + 1);
        const body = [slideTexts[index], fromPictures].filter(Boolean).join("\n");
        const notes = slide.notes
          .map((line) => line.trim())
          .filter(Boolean)
          .join("\n");
        return `${[body, notes ? `Speaker notes:\n${notes}` : ""].filter(Boolean).join("\n\n")}\f`;
      })
      .join("");
    const unreadSlides = pictureSlides.filter((number) => !ocrSlides.includes(number));
    return { text, slides: deck.slides.length, ocrSlides, unreadSlides };
  } finally {
    await deck.close();
  }
}
