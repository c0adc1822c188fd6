import { readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { runTool } from "../../workers/child-process";
import { ExtractionFailure } from "../extraction-failure";

/** Pages are drawn with their longer side this many pixels: about 136 dpi for a letter page, 150 for a slide. */
export const PAGE_IMAGE_PIXELS = 1500;
const MAX_PNG_BYTES = 64 * 1024 * 1024;

export type PageRenderer = "pdftoppm" | "pdfjs";

/** One PDF page (1-based) as a greyscale PNG, with poppler's pdftoppm or with pdf.js on a canvas. */
export function renderPdfPage(
  filePath: string,
  page: number,
  options: { renderer: PageRenderer; deadline: number },
): Promise<Buffer> {
  return options.renderer === "pdftoppm"
    ? renderWithPdftoppm(filePath, page, options.deadline)
    : renderWithPdfjs(filePath, page);
}

async function renderWithPdftoppm(filePath: string, page: number, deadline: number): Promise<Buffer> {
  const args = [
    "-f",
    `${page}`,
    "-l",
    `${page}`,
    "-singlefile",
    "-scale-to",
    `${PAGE_IMAGE_PIXELS}`,
    "-gray",
    "-png",
  ];
  const run = await runTool("pdftoppm", [...args, filePath], { deadline, maxOutputBytes: MAX_PNG_BYTES });
  if (run.isTimedOut) throw new ExtractionFailure("ocr-too-long");
  if (run.code !== 0 || run.isTooLarge) throw new ExtractionFailure("corrupt-pdf");
  return run.stdout;
}

let pdfjsDocument: { path: string; document: Promise<PdfDocument> } | undefined;
type PdfDocument = Awaited<
  ReturnType<typeof import("pdfjs-dist/legacy/build/pdf.mjs")["getDocument"]>["promise"]
>;

async function renderWithPdfjs(filePath: string, page: number): Promise<Buffer> {
  const { createCanvas } = await import("@napi-rs/canvas");
  const document = await openWithPdfjs(filePath);
  const pdfPage = await document.getPage(page);
  const base = pdfPage.getViewport({ scale: 1 });
  const viewport = pdfPage.getViewport({ scale: PAGE_IMAGE_PIXELS / Math.max(base.width, base.height) });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  await pdfPage.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as never,
    viewport,
  }).promise;
  pdfPage.cleanup();
  return canvas.toBuffer("image/png");
}

async function openWithPdfjs(filePath: string): Promise<PdfDocument> {
  if (pdfjsDocument?.path === filePath) return pdfjsDocument.document;
  await closePageRenderer();
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const file = await readFile(filePath);
  const document = pdfjs.getDocument({
    data: new Uint8Array(file.buffer, file.byteOffset, file.byteLength),
    isEvalSupported: false,
    verbosity: 0,
    standardFontDataUrl: `${dirname(fileURLToPath(import.meta.resolve("pdfjs-dist/package.json")))}/standard_fonts/`,
  }).promise;
  pdfjsDocument = { path: filePath, document };
  return document;
}

/** Lets go of the document pdf.js holds for drawing pages. */
export async function closePageRenderer(): Promise<void> {
  const current = pdfjsDocument;
  pdfjsDocument = undefined;
  await (await current?.document.catch(() => undefined))?.destroy();
}
