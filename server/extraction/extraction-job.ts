import type { ScreenplayStats, UploadFormat, UploadStage } from "../../domain/upload";

export type PdfExtractor = "pdfjs" | "pdftotext";

export interface ExtractionJob {
  filePath: string;
  format: UploadFormat;
  stage: UploadStage;
  pdfExtractor: PdfExtractor;
  /** Also read the text as a screenplay (off the server's thread). */
  withScreenplay: boolean;
  /** Also bounds the pdftotext child inside the worker. */
  timeoutMs: number;
}

export interface ExtractionOutput {
  text: string;
  pages: number | null;
  screenplay: ScreenplayStats | null;
}
