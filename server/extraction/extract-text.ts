import { availableParallelism } from "node:os";
import type { OcrReport, ScreenplayStats, UploadFormat, UploadStage } from "../../domain/upload";
import { workerEntry } from "../workers/start-worker";
import { WorkerPool } from "../workers/worker-pool";
import { detectFormat } from "./detect-format";
import { hasPdftotext } from "./extract-pdf-pdftotext";
import { ExtractionFailure, isFailureReason, toAppError } from "./extraction-failure";
import type { ExtractionJob, ExtractionOutput, PdfExtractor } from "./extraction-job";
import { chooseOcrEngine } from "./ocr/choose-ocr-engine";
import type { OcrEngineSetting } from "./ocr/ocr-engine";
import type { PageRenderer } from "./ocr/page-images";

export type PdfExtractorSetting = PdfExtractor | "auto";

export interface ExtractOptions {
  originalName: string;
  stage: UploadStage;
  /** Defaults to env PDF_EXTRACTOR, else "auto": pdftotext when installed, pdf.js otherwise. */
  pdfExtractor?: PdfExtractorSetting;
  /** Defaults to env OCR_ENGINE, else "auto": Debian's tesseract when installed, tesseract.js otherwise. */
  ocrEngine?: OcrEngineSetting;
  /** The job's time budget, counted from when a worker starts it; default EXTRACTION_TIMEOUT_MS. */
  timeoutMs?: number;
}

export interface ExtractedText {
  text: string;
  format: UploadFormat;
  pages: number | null;
  /** Screenplay statistics of `text`, computed off the server's thread (null: not a screenplay). */
  screenplay: ScreenplayStats | null;
  ocr: OcrReport | null;
}

const DEFAULT_TIMEOUT_MS = Number(process.env.EXTRACTION_TIMEOUT_MS) || 60_000;
export type ExtractionPool = WorkerPool<ExtractionJob, ExtractionOutput>;
let pool: ExtractionPool | undefined;

export function createExtractionPool(size: number): ExtractionPool {
  return new WorkerPool({
    size,
    maxOldGenerationSizeMb: 1024,
    entry: workerEntry(import.meta.url, "extraction-worker"),
    toError: (reason, cause) => new ExtractionFailure(isFailureReason(reason) ? reason : "failed", { cause }),
  });
}

export function extractionPool(): ExtractionPool {
  pool ??= createExtractionPool(
    Number(process.env.EXTRACTION_WORKERS) || Math.min(2, availableParallelism()),
  );
  return pool;
}

export async function closeExtractionPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}

/** A file on disk -> the text the analyst reads. Throws AppErrors (415, 422) with clear sentences. */
export async function extractText(filePath: string, options: ExtractOptions): Promise<ExtractedText> {
  const format = await detectFormat(filePath, options);
  const pdfExtractor = await choosePdfExtractor(options.pdfExtractor ?? pdfExtractorFromEnv());
  const ocrEngine = await chooseOcrEngine(options.ocrEngine);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  try {
    const job: ExtractionJob = {
      filePath,
      format,
      stage: options.stage,
      pdfExtractor,
      ocrEngine,
      pageRenderer: await choosePageRenderer(pdfExtractor),
      withScreenplay: options.stage === "script",
      budgetMs: timeoutMs,
    };
    // The pool's timer starts when a worker takes the job, so time spent queued is not charged to it.
    const output = await extractionPool().run(job, timeoutMs);
    return { text: output.text, format, pages: output.pages, screenplay: output.screenplay, ocr: output.ocr };
  } catch (error) {
    if (error instanceof ExtractionFailure) throw toAppError(error.reason, error);
    throw error;
  }
}

function pdfExtractorFromEnv(): PdfExtractorSetting {
  const value = process.env.PDF_EXTRACTOR;
  return value === "pdfjs" || value === "pdftotext" ? value : "auto";
}

/** Poppler draws pages where its pdftotext reads them; pdf.js on a canvas otherwise. */
async function choosePageRenderer(pdfExtractor: PdfExtractor): Promise<PageRenderer> {
  return pdfExtractor === "pdftotext" && (await hasPdftotext()) ? "pdftoppm" : "pdfjs";
}

async function choosePdfExtractor(setting: PdfExtractorSetting): Promise<PdfExtractor> {
  if (setting !== "auto") return setting;
  return (await hasPdftotext()) ? "pdftotext" : "pdfjs";
}
