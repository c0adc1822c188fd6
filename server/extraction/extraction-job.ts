import type { OcrEngineName, OcrReport, UploadFormat, UploadStage } from "../../domain/upload";
import type { UploadStep } from "../../domain/upload-steps";
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
  /** The job's time budget, counted from when a worker takes it, when it has no `deadline`. */
  budgetMs: number;
  /** The upload's one deadline (epoch ms), counted from its admission and shared with the pool. */
  deadline?: number;
}

export interface ExtractionOutput {
  text: string;
  pages: number | null;
  ocr: OcrReport | null;
}

/** Tells the pool (and through it the visitor) what the job is doing now. */
export type ReportStep = (step: UploadStep) => void;
