import type {
  OcrEngineName,
  OcrReport,
  ScreenplayStats,
  UploadFormat,
  UploadStage,
} from "../../domain/upload";
import type { PageRenderer } from "./ocr/page-images";

export type PdfExtractor = "pdfjs" | "pdftotext";

export interface ExtractionJob {
  filePath: string;
  format: UploadFormat;
  stage: UploadStage;
  pdfExtractor: PdfExtractor;
  /** Reads pages and slides that are pictures. */
  ocrEngine: OcrEngineName;
  /** Draws PDF pages for OCR. */
  pageRenderer: PageRenderer;
  /** Also read the text as a screenplay (off the server's thread). */
  withScreenplay: boolean;
  /** The job's time budget, counted from when a worker takes it, when it has no `deadline`. */
  budgetMs: number;
  /** The upload's one deadline (epoch ms), counted from its admission and shared with the pool. */
  deadline?: number;
}

export interface ExtractionOutput {
  text: string;
  pages: number | null;
  screenplay: ScreenplayStats | null;
  ocr: OcrReport | null;
}
