import type { OcrReport, UploadFormat, UploadStage } from "../../domain/upload";
import { type UploadStep, UploadStepSchema } from "../../domain/upload-steps";
import { workerEntry } from "../workers/start-worker";
import { WorkerPool } from "../workers/worker-pool";
import { detectFormat } from "./detect-format";
import { isHeavyUpload } from "./estimate-cost";
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
  /** Overrides the configured one; "auto" is pdftotext when installed, pdf.js otherwise. */
  pdfExtractor?: PdfExtractorSetting;
  /** Overrides the configured one; "auto" is Debian's tesseract when installed, tesseract.js otherwise. */
  ocrEngine?: OcrEngineSetting;
  /** Overrides the configured budget. */
  timeoutMs?: number;
  /** When the upload was admitted (epoch ms): its one deadline is this plus the budget (default: now). */
  admittedAt?: number;
  /** Whose upload it is: each visitor's uploads wait in their own queue, served in turn. */
  visitor?: string;
  /** Hears each step of the reading as the worker reports it (waiting, pages read, OCR). */
  onStep?: (step: UploadStep) => void;
  /** Called when a worker takes the upload (the time before it was spent waiting for one). */
  onStart?: () => void;
}

export interface ExtractedText {
  text: string;
  format: UploadFormat;
  pages: number | null;
  /** Where text was read from pictures (null: nowhere). */
  ocr: OcrReport | null;
}

export type ExtractionPool = WorkerPool<ExtractionJob, ExtractionOutput>;

export function createExtractionPool(size: number, idleMs?: number, warm?: number): ExtractionPool {
  return new WorkerPool({
    size,
    // Heavy uploads (pictures for OCR, large XML) never take the last worker: light ones always find it.
    heavyLimit: Math.max(1, size - 1),
    maxOldGenerationSizeMb: 1024,
    idleMs,
    warm,
    entry: workerEntry(import.meta.url, "extraction-worker"),
    toError: (reason, cause) => new ExtractionFailure(isFailureReason(reason) ? reason : "failed", { cause }),
  });
}

/** How uploads are read; the app builds it from its configuration (EXTRACTION_*, PDF_EXTRACTOR). */
export interface ExtractionSettings {
  workers: number;
  timeoutMs: number;
  pdfExtractor: PdfExtractorSetting;
  ocrEngine: OcrEngineSetting;
  /** Idle workers stop after this long (WORKER_IDLE_MS), all but `warm` of them (WORKER_WARM). */
  idleMs?: number;
  warm?: number;
}

/** Reads uploads on its own pool of worker threads; the app that builds it closes it. */
export interface TextExtractor {
  /** A file on disk -> the text the analyst reads. Throws AppErrors (415, 422) with clear sentences. */
  extract(filePath: string, options: ExtractOptions): Promise<ExtractedText>;
  /** Starts the workers now instead of on the first upload (tests and benches time from here). */
  ready(): Promise<void>;
  /** Starts the warm workers now (WORKER_WARM), so the first upload finds one loaded. */
  warmUp(): void;
  close(): Promise<void>;
}

export function createTextExtractor(settings: ExtractionSettings): TextExtractor {
  const pool = createExtractionPool(settings.workers, settings.idleMs, settings.warm);
  return {
    extract: (filePath, options) => extractWith(pool, settings, filePath, options),
    ready: () => pool.ready(),
    warmUp: () => pool.warmUp(),
    close: () => pool.close(),
  };
}

async function extractWith(
  pool: ExtractionPool,
  settings: ExtractionSettings,
  filePath: string,
  options: ExtractOptions,
): Promise<ExtractedText> {
  const format = await detectFormat(filePath, options);
  const pdfExtractor = await choosePdfExtractor(options.pdfExtractor ?? settings.pdfExtractor);
  const ocrEngine = await chooseOcrEngine(options.ocrEngine ?? settings.ocrEngine);
  const timeoutMs = options.timeoutMs ?? settings.timeoutMs;
  // One deadline for the upload, from its admission: the pool and the worker (and its tools) share it.
  const deadline = (options.admittedAt ?? Date.now()) + timeoutMs;
  try {
    const job: ExtractionJob = {
      filePath,
      format,
      stage: options.stage,
      pdfExtractor,
      ocrEngine,
      pageRenderer: await choosePageRenderer(pdfExtractor),
      budgetMs: timeoutMs,
      deadline,
    };
    const { onStep } = options;
    onStep?.({ kind: "waiting" });
    const output = await pool.run(job, timeoutMs, {
      deadline,
      visitor: options.visitor,
      isHeavy: await isHeavyUpload(filePath, format),
      onStart: options.onStart,
      onProgress: onStep
        ? (progress) => {
            const step = UploadStepSchema.safeParse(progress);
            if (step.success) onStep(step.data);
          }
        : undefined,
    });
    return { text: output.text, format, pages: output.pages, ocr: output.ocr };
  } catch (error) {
    if (error instanceof ExtractionFailure) throw toAppError(error.reason, error);
    throw error;
  }
}

/** Poppler draws pages where its pdftotext reads them; pdf.js on a canvas otherwise. */
async function choosePageRenderer(pdfExtractor: PdfExtractor): Promise<PageRenderer> {
  return pdfExtractor === "pdftotext" && (await hasPdftotext()) ? "pdftoppm" : "pdfjs";
}

async function choosePdfExtractor(setting: PdfExtractorSetting): Promise<PdfExtractor> {
  if (setting !== "auto") return setting;
  return (await hasPdftotext()) ? "pdftotext" : "pdfjs";
}
