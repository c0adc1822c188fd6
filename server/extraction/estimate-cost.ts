import { open } from "node:fs/promises";
import type { UploadFormat } from "../../domain/upload";
import { ZipArchive } from "./zip-archive";

/** XML a deck or document may hold before its reading counts as heavy (slides, notes, the body). */
const HEAVY_XML_BYTES = 2 * 1024 * 1024;
/** Pictures, or pages with a picture, before a PDF counts as heavy: each may be a page read with OCR. */
const HEAVY_PDF_PICTURES = 3;
const PICTURE_ENTRY = /\.(png|jpe?g|bmp|webp)$/i;
const PDF_IMAGE = /\/Subtype\s*\/Image/g;
const PDF_PAGE = /\/Type\s*\/Page(?!s)/g;
const REASONS = { corrupt: "failed", bomb: "failed" } as const;

/**
 * Whether an upload is heavy to read, judged cheaply before it is read: pictures (each a page or a
 * slide for OCR) and bytes of XML. Heavy uploads run in a bounded lane of the extraction pool, so
 * that light ones (a script's text, a plain PDF) always find a worker free.
 */
export async function isHeavyUpload(filePath: string, format: UploadFormat): Promise<boolean> {
  try {
    if (format === "pdf") return await isHeavyPdf(filePath);
    if (format === "pptx" || format === "docx") return await isHeavyOfficeFile(filePath);
    return false;
  } catch {
    // What cannot be estimated is read with care.
    return true;
  }
}

async function isHeavyOfficeFile(filePath: string): Promise<boolean> {
  const archive = await ZipArchive.open(filePath, REASONS, Number.MAX_SAFE_INTEGER);
  try {
    let xmlBytes = 0;
    for (const name of archive.names()) {
      if (PICTURE_ENTRY.test(name)) return true;
      if (name.endsWith(".xml")) xmlBytes += archive.declaredSize(name);
    }
    return xmlBytes > HEAVY_XML_BYTES;
  } finally {
    await archive.close();
  }
}

/**
 * Whether a PDF may need OCR of many pages: pictures (their dictionaries sit outside compressed
 * object streams, so a scan of the bytes finds them) on several pages. One picture drawn on every
 * page is a scan too, so pages count; where page objects hide in object streams, one picture is enough.
 */
async function isHeavyPdf(filePath: string): Promise<boolean> {
  const { pictures, pages, hasObjectStreams } = await scanPdf(filePath, HEAVY_PDF_PICTURES);
  return (
    pictures >= HEAVY_PDF_PICTURES || (pictures > 0 && (pages >= HEAVY_PDF_PICTURES || hasObjectStreams))
  );
}

/** Whether a PDF holds any picture at all (pages without text and without pictures are blank). */
export async function hasPdfPictures(filePath: string): Promise<boolean> {
  return (await scanPdf(filePath, 1).catch(() => ({ pictures: 1 }))).pictures > 0;
}

async function scanPdf(
  filePath: string,
  enoughPictures: number,
): Promise<{ pictures: number; pages: number; hasObjectStreams: boolean }> {
  const handle = await open(filePath, "r");
  try {
    const chunk = Buffer.alloc(1024 * 1024);
    let carry = "";
    let pictures = 0;
    let pages = 0;
    let hasObjectStreams = false;
    for (let position = 0; ; ) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
      if (bytesRead === 0) break;
      position += bytesRead;
      const text = carry + chunk.toString("latin1", 0, bytesRead);
      pictures += count(text, PDF_IMAGE);
      pages += count(text, PDF_PAGE);
      hasObjectStreams ||= text.includes("/ObjStm");
      if (pictures >= enoughPictures) break;
      // Keys cut in two by the chunk's end are found whole in the next one (and not counted twice).
      carry = text.slice(-24).replace(/[\s\S]*\/(Subtype\s*\/Image|Type\s*\/Page)/, "");
    }
    return { pictures, pages, hasObjectStreams };
  } finally {
    await handle.close();
  }
}

function count(text: string, pattern: RegExp): number {
  let found = 0;
  for (const _ of text.matchAll(pattern)) found++;
  return found;
}
