import { readFile, stat } from "node:fs/promises";
import { MAX_ANALYZE_TEXT_BYTES } from "../../domain/constants";
import { FdxFormatError, parseFdx } from "../screenplay/parse-fdx";
import { parseScreenplayText } from "../screenplay/parse-screenplay-text";
import { readScreenplay } from "../screenplay/read-screenplay";
import { renderScreenplayText } from "../screenplay/render-screenplay-text";
import { decodeText } from "./decode-text";
import { extractDocx } from "./extract-docx";
import { extractPdfWithPdfjs } from "./extract-pdf-pdfjs";
import { extractPdfWithPdftotext } from "./extract-pdf-pdftotext";
import { ExtractionFailure } from "./extraction-failure";
import type { ExtractionJob, ExtractionOutput } from "./extraction-job";

/** A PDF with fewer visible characters than this per page has no real text layer (a scan). */
const MIN_CHARACTERS_PER_PAGE = 16;

/** The work of one extraction job, done inside a worker thread. */
export async function runExtractionJob(job: ExtractionJob): Promise<ExtractionOutput> {
  // Text files far past what /api/analyze takes are refused before they are decoded.
  const sourceLimit = job.format === "fdx" ? 16 * MAX_ANALYZE_TEXT_BYTES : 4 * MAX_ANALYZE_TEXT_BYTES;
  if (job.format !== "pdf" && job.format !== "docx" && (await stat(job.filePath)).size > sourceLimit) {
    throw new ExtractionFailure("too-long");
  }
  const { text, pages } = await extract(job);
  if (text.trim().length === 0 && job.format !== "pdf") throw new ExtractionFailure("no-content");
  if (Buffer.byteLength(text) > MAX_ANALYZE_TEXT_BYTES) throw new ExtractionFailure("too-long");
  return { text, pages, screenplay: job.withScreenplay ? readScreenplay(text) : null };
}

async function extract(job: ExtractionJob): Promise<{ text: string; pages: number | null }> {
  switch (job.format) {
    case "pdf": {
      const isLayout = job.stage === "script";
      const result =
        job.pdfExtractor === "pdftotext"
          ? // pdftotext is killed before the pool's own timer ends this worker (which would orphan it).
            await extractPdfWithPdftotext(job.filePath, {
              isLayout,
              timeoutMs: Math.max(500, job.timeoutMs - 2000),
            })
          : await extractPdfWithPdfjs(job.filePath, isLayout);
      const visible = result.text.replace(/\s/g, "").length;
      if (visible < MIN_CHARACTERS_PER_PAGE * result.pages) throw new ExtractionFailure("no-text");
      return result;
    }
    case "fdx": {
      const xml = decodeText(await readFile(job.filePath));
      try {
        return { text: renderScreenplayText(parseFdx(xml)), pages: null };
      } catch (error) {
        const isEntities = error instanceof FdxFormatError && error.message === "entities";
        throw new ExtractionFailure(isEntities ? "fdx-entities" : "corrupt-fdx", { cause: error });
      }
    }
    case "fountain":
      return {
        text: renderScreenplayText(parseScreenplayText(decodeText(await readFile(job.filePath)))),
        pages: null,
      };
    case "docx":
      return { text: await extractDocx(job.filePath), pages: null };
    case "txt":
      return { text: decodeText(await readFile(job.filePath)), pages: null };
  }
}
