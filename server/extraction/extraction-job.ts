import type { ScreenplayStats, UploadFormat, UploadStage } from "../../domain/upload";
import type { FailureReason } from "./extraction-failure";

export type PdfExtractor = "pdfjs" | "pdftotext";

export interface ExtractionJob {
  filePath: string;
  format: UploadFormat;
  stage: UploadStage;
  pdfExtractor: PdfExtractor;
  /** Also read the text as a screenplay (off the server's thread). */
  withScreenplay: boolean;
  timeoutMs: number;
}

export interface ExtractionOutput {
  text: string;
  pages: number | null;
  screenplay: ScreenplayStats | null;
}

export type WorkerReply =
  | { id: number; ok: true; output: ExtractionOutput }
  | { id: number; ok: false; reason: FailureReason; detail: string };
