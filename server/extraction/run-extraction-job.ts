import { readFile, stat } from "node:fs/promises";
import { MAX_ANALYZE_TEXT_BYTES } from "../../domain/constants";
import type { OcrReport } from "../../domain/upload";
import { FdxFormatError, parseFdx } from "../screenplay/parse-fdx";
import { parseScreenplayText } from "../screenplay/parse-screenplay-text";
import { renderScreenplayText } from "../screenplay/render-screenplay-text";
import { decodeText } from "./decode-text";
import { extractDocx } from "./extract-docx";
import { extractPptx } from "./extract-pptx";
import { ExtractionFailure } from "./extraction-failure";
import type { ExtractionJob, ExtractionOutput, ReportStep } from "./extraction-job";
import { createOcrEngine } from "./ocr/choose-ocr-engine";
import { readPdfWithOcr } from "./read-pdf-with-ocr";

/** Time kept back from the budget so the job answers with its own sentence before the pool ends it. */
const ANSWER_MARGIN_MS = 1500;

interface Extracted {
  text: string;
  pages: number | null;
  ocr: OcrReport | null;
}

/** The work of one extraction job, done inside a worker thread. */
export async function runExtractionJob(
  job: ExtractionJob,
  report: ReportStep = () => {},
): Promise<ExtractionOutput> {
  // The worker answers a margin before the pool would end it, so the visitor reads the job's own sentence.
  const deadline = (job.deadline ?? Date.now() + job.budgetMs) - ANSWER_MARGIN_MS;
  if (deadline <= Date.now()) throw new ExtractionFailure("timeout");
  // Text files far past what /api/analyze takes are refused before they are decoded.
  const sourceLimit = job.format === "fdx" ? 16 * MAX_ANALYZE_TEXT_BYTES : 4 * MAX_ANALYZE_TEXT_BYTES;
  const isContainer = job.format === "pdf" || job.format === "docx" || job.format === "pptx";
  if (!isContainer && (await stat(job.filePath)).size > sourceLimit) {
    throw new ExtractionFailure("too-long");
  }
  if (job.format !== "pdf" && job.format !== "pptx") report({ kind: "file" });
  const { text, pages, ocr } = await extract(job, deadline, report);
  if (text.trim().length === 0 && job.format !== "pdf") throw new ExtractionFailure("no-content");
  if (Buffer.byteLength(text) > MAX_ANALYZE_TEXT_BYTES) throw new ExtractionFailure("too-long");
  return { text, pages, ocr };
}

async function extract(job: ExtractionJob, deadline: number, report: ReportStep): Promise<Extracted> {
  switch (job.format) {
    case "pdf":
      return readPdfWithOcr(job, deadline, report);
    case "pptx": {
      const engine = createOcrEngine(job.ocrEngine);
      try {
        const deck = await extractPptx(job.filePath, { engine, deadline }, report);
        const ocr =
          deck.ocrSlides.length + deck.unreadSlides.length > 0
            ? { pages: deck.ocrSlides, engine: engine.name, unreadPages: deck.unreadSlides }
            : null;
        return { text: deck.text, pages: deck.slides, ocr };
      } finally {
        await engine.close();
      }
    }
    case "fdx": {
      const xml = decodeText(await readFile(job.filePath));
      try {
        return { text: renderScreenplayText(parseFdx(xml)), pages: null, ocr: null };
      } catch (error) {
        const isEntities = error instanceof FdxFormatError && error.message === "entities";
        throw new ExtractionFailure(isEntities ? "fdx-entities" : "corrupt-fdx", { cause: error });
      }
    }
    case "fountain":
      return {
        text: renderScreenplayText(parseScreenplayText(decodeText(await readFile(job.filePath)))),
        pages: null,
        ocr: null,
      };
    case "docx":
      return { text: await extractDocx(job.filePath), pages: null, ocr: null };
    case "txt":
      return { text: decodeText(await readFile(job.filePath)), pages: null, ocr: null };
  }
}
