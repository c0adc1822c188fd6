import { open } from "node:fs/promises";
import { extname } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { acceptedExtensions, FORMAT_NAMES, type UploadFormat, type UploadStage } from "../../domain/upload";
import { AppError } from "../errors";
import { decodeText, looksLikeText } from "./decode-text";
import { toAppError } from "./extraction-failure";
import { ZipArchive } from "./zip-archive";

const SAMPLE_BYTES = 8192;
const NO_TEXT = "a file that does not contain text";

export function acceptedTypesSentence(stage: UploadStage): string {
  return `Accepted file types for a ${stage}: ${acceptedExtensions(stage).join(", ")}.`;
}

/** What the bytes are: a format we read, or only a name for the sentence that refuses them. */
interface Content {
  format?: UploadFormat;
  /** "a Word document (.docx)", "a picture (PNG)": words a writer knows, never a MIME type. */
  name: string;
  /** Bytes of no kind we know (binary, a zip of no office kind): a damaged file of the kind its name says. */
  isUnknown?: boolean;
}

/**
 * The upload's format, decided by its bytes whatever its name (product.md §2): a Word document
 * renamed .pdf is read as a Word document where the stage takes one, and anything the stage does
 * not take is refused with a sentence saying what the file is (415), or that it is damaged (422).
 */
export async function detectFormat(
  filePath: string,
  options: { originalName: string; stage: UploadStage },
): Promise<UploadFormat> {
  const accepted = acceptedExtensions(options.stage);
  const extension = extname(options.originalName).toLowerCase();
  const sample = await readSample(filePath);
  if (sample.length === 0) throw new AppError("unreadable", "The file is empty.");
  const content = await recognise(filePath, sample, extension);
  // Bytes with a signature (PDF, Word, Final Draft) say what they are; plain text has none, so text
  // is only taken under a name of a format we read (a text script renamed .pdf, not notes.pages).
  const isPlainText = content.format === "txt" || content.format === "fountain";
  const trusted = !isPlainText || formatNamed(extension) !== undefined;
  if (content.format && trusted && accepted.includes(`.${content.format}`)) {
    if (content.format === "pdf" && !(await readTail(filePath)).includes("%%EOF")) {
      // Every complete PDF ends with %%EOF; a cut-off upload does not.
      throw toAppError("corrupt-pdf");
    }
    return content.format;
  }
  const refuse = (what: string) =>
    new AppError("unsupported_type", `${what} ${acceptedTypesSentence(options.stage)}`);
  const named = formatNamed(extension);
  if (!accepted.includes(extension) && (!content.format || content.format === named || !trusted)) {
    throw refuse(`Files of type ${extension || "(no extension)"} are not supported.`);
  }
  if (content.isUnknown) {
    // A name we read with bytes of no kind we know: a damaged file of that kind.
    if (named === "pdf") throw toAppError("corrupt-pdf");
    if (named === "docx") throw toAppError("corrupt-docx");
    if (named === "pptx") throw toAppError("corrupt-pptx");
    if (named === "fdx") {
      throw new AppError(
        "unreadable",
        "This Final Draft (.fdx) file could not be read: it is not Final Draft XML.",
      );
    }
  }
  const what = content.name === NO_TEXT ? "does not contain text" : `is ${content.name}`;
  throw refuse(`This file is named ${extension || "without an extension"} but ${what}.`);
}

/** The format a file name promises (undefined: none we read). */
function formatNamed(extension: string): UploadFormat | undefined {
  const formats: Record<string, UploadFormat> = {
    ".pdf": "pdf",
    ".fdx": "fdx",
    ".txt": "txt",
    ".fountain": "fountain",
    ".docx": "docx",
    ".pptx": "pptx",
  };
  return formats[extension];
}

async function recognise(filePath: string, sample: Uint8Array, extension: string): Promise<Content> {
  const known = (format: UploadFormat): Content => ({ format, name: FORMAT_NAMES[format] });
  const hasTextBom = /^(\xef\xbb\xbf|\xff\xfe|\xfe\xff)/.test(
    Buffer.from(sample.subarray(0, 3)).toString("latin1"),
  );
  const sniffed = hasTextBom ? undefined : await fileTypeFromBuffer(sample);
  if (sniffed?.ext === "pdf") return known("pdf");
  if (sniffed?.ext === "zip" || sniffed?.ext === "docx" || sniffed?.ext === "pptx") {
    const kind = await officeKind(filePath);
    if (kind === "damaged") return { name: "a damaged zip archive", isUnknown: true };
    return kind ? known(kind) : { name: "a zip archive", isUnknown: true };
  }
  if (sniffed && sniffed.ext !== "xml") return { name: describeType(sniffed) };
  if (!looksLikeText(sample)) return { name: NO_TEXT, isUnknown: true };
  if (/^\s*<(\?xml|FinalDraft)/.test(decodeText(sample.subarray(0, 512)))) {
    if (/<FinalDraft\b/.test(decodeText(sample))) return known("fdx");
    if (extension === ".fdx") return { name: "XML that is not Final Draft", isUnknown: true };
  }
  return known(extension === ".fountain" ? "fountain" : "txt");
}

/** A zip's kind by its parts: Word keeps word/document.xml, PowerPoint ppt/presentation.xml. */
async function officeKind(filePath: string): Promise<"docx" | "pptx" | "damaged" | null> {
  let archive: ZipArchive;
  try {
    archive = await ZipArchive.open(filePath, { corrupt: "corrupt-docx", bomb: "docx-bomb" }, 0);
  } catch {
    return "damaged";
  }
  try {
    if (archive.has("word/document.xml")) return "docx";
    if (archive.has("ppt/presentation.xml")) return "pptx";
    return null;
  } finally {
    await archive.close();
  }
}

/** The kind of a file we do not read, in plain words. */
function describeType(type: { ext: string; mime: string }): string {
  const upper = type.ext.toUpperCase();
  if (type.ext === "cfb")
    return "an older Microsoft Office file (.doc, .ppt or .xls): save it as .docx, .pptx or PDF";
  if (type.ext === "rtf") return "a Rich Text (.rtf) document: save it as .docx or PDF";
  if (type.mime.startsWith("image/")) return `a picture (${upper})`;
  if (type.mime.startsWith("video/")) return `a video (${upper})`;
  if (type.mime.startsWith("audio/")) return `a sound file (${upper})`;
  return `a ${upper} file`;
}

async function readTail(filePath: string): Promise<string> {
  const handle = await open(filePath, "r");
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.min(size, 2048));
    await handle.read(buffer, 0, buffer.length, size - buffer.length);
    return buffer.toString("latin1");
  } finally {
    await handle.close();
  }
}

async function readSample(filePath: string): Promise<Uint8Array> {
  const handle = await open(filePath, "r");
  try {
    const buffer = new Uint8Array(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
