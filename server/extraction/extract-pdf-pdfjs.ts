import { readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { ExtractionFailure } from "./extraction-failure";
import { type PositionedText, pageText } from "./pdf-lines";

const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
const pdfjsRoot = dirname(fileURLToPath(import.meta.resolve("pdfjs-dist/package.json")));

/** PDF -> text with pdf.js. Runs inside an extraction worker thread, never on the server's thread. */
export async function extractPdfWithPdfjs(
  filePath: string,
  isLayout: boolean,
  onPages?: (done: number, total: number) => void,
): Promise<{ text: string; pages: number }> {
  // A view on the file's buffer, not a copy: pdf.js takes it over (transferred, not cloned).
  const file = await readFile(filePath);
  const data = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
    cMapUrl: `${pdfjsRoot}/cmaps/`,
    cMapPacked: true,
  });
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw new ExtractionFailure(errorName(error) === "PasswordException" ? "password" : "corrupt-pdf", {
        cause: error,
      });
    });
    const pages: string[] = [];
    onPages?.(0, document.numPages);
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const runs: PositionedText[] = [];
      for (const item of content.items) {
        if (!("str" in item)) continue;
        const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
        runs.push({ str: item.str, x, y, width: item.width, size: Math.hypot(c, d) || item.height });
      }
      pages.push(pageText(runs, { isLayout, left: page.view[0] ?? 0 }));
      page.cleanup();
      onPages?.(number, document.numPages);
    }
    return { text: pages.map((page) => `${page}\f`).join(""), pages: document.numPages };
  } catch (error) {
    if (error instanceof ExtractionFailure) throw error;
    throw new ExtractionFailure("corrupt-pdf", { cause: error });
  } finally {
    await task.destroy();
  }
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : "";
}
