import type { OcrReport } from "../../domain/upload";
import { hasPdfPictures } from "./estimate-cost";
import { extractPdfWithPdfjs } from "./extract-pdf-pdfjs";
import { extractPdfWithPdftotext } from "./extract-pdf-pdftotext";
import { ExtractionFailure } from "./extraction-failure";
import type { ExtractionJob, ReportStep } from "./extraction-job";
import { createOcrEngine } from "./ocr/choose-ocr-engine";
import { closePageRenderer, renderPdfPage } from "./ocr/page-images";
import { hasReadableWords, isNearlyEmpty, readPictures } from "./ocr/read-pictures";

/**
 * PDF -> text, page by page: the text layer where a page has one, and OCR of the page drawn as a
 * picture where it has none (a scan, a designed slide exported as an image).
 */
export async function readPdfWithOcr(
  job: ExtractionJob,
  deadline: number,
  report: ReportStep = () => {},
): Promise<{ text: string; pages: number; ocr: OcrReport | null }> {
  const isLayout = job.stage === "script";
  const onPages = (done: number, total: number | null) => report({ kind: "pages", done, total });
  const result =
    job.pdfExtractor === "pdftotext"
      ? await extractPdfWithPdftotext(job.filePath, { isLayout, deadline, onPages })
      : await extractPdfWithPdfjs(job.filePath, isLayout, onPages);
  // Both extractors end every page with a form feed.
  const pageTexts = result.text.split("\f").slice(0, result.pages);
  while (pageTexts.length < result.pages) pageTexts.push("");
  const pictured = pageTexts.flatMap((text, index) => (isNearlyEmpty(text) ? [index + 1] : []));
  // A deck's picture slides carry its pitch; a script's few picture pages are logos and title art,
  // and only a scan (most pages pictures) is read with OCR.
  const isScan = pictured.length * 2 >= result.pages;
  if (pictured.length === 0 || (job.stage === "script" && !isScan)) {
    if (pageTexts.every(isNearlyEmpty)) throw await noTextFailure(job.filePath);
    return { ...result, ocr: null };
  }
  const engine = createOcrEngine(job.ocrEngine);
  let recognised: Map<number, string>;
  try {
    recognised = await readPictures(
      pictured,
      async (page) => [await renderPdfPage(job.filePath, page, { renderer: job.pageRenderer, deadline })],
      {
        engine,
        deadline,
        onReading: (done, total) => report({ kind: "ocr", unit: "page", done, total }),
      },
    );
  } finally {
    await Promise.all([engine.close(), closePageRenderer()]);
  }
  const ocrPages: number[] = [];
  for (const [page, text] of recognised) {
    if (!hasReadableWords(text)) continue;
    pageTexts[page - 1] = text;
    ocrPages.push(page);
  }
  if (pageTexts.every(isNearlyEmpty)) throw await noTextFailure(job.filePath);
  // A blank page gives OCR nothing at all; a picture it cannot read gives it marks that are not words.
  const unreadPages = pictured.filter(
    (page) => !ocrPages.includes(page) && (recognised.get(page) ?? "").trim().length > 0,
  );
  return {
    text: pageTexts.map((text) => `${text}\f`).join(""),
    pages: result.pages,
    ocr:
      ocrPages.length + unreadPages.length > 0
        ? { pages: ocrPages.sort((a, b) => a - b), engine: engine.name, unreadPages }
        : null,
  };
}

/** Pages without text are pictures we could not read, or simply blank: the sentence says which. */
async function noTextFailure(filePath: string): Promise<ExtractionFailure> {
  return new ExtractionFailure((await hasPdfPictures(filePath)) ? "no-text" : "blank-pages");
}
