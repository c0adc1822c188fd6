import { open } from "node:fs/promises";
import { extname } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { acceptedExtensions, type UploadFormat, type UploadStage } from "../../domain/upload";
import { AppError } from "../errors";
import { decodeText, looksLikeText } from "./decode-text";
import { toAppError } from "./extraction-failure";

const SAMPLE_BYTES = 8192;

export function acceptedTypesSentence(stage: UploadStage): string {
  return `Accepted file types for a ${stage}: ${acceptedExtensions(stage).join(", ")}.`;
}

/** The upload's format, decided from its bytes as well as its name; 415/422 AppErrors otherwise. */
export async function detectFormat(
  filePath: string,
  options: { originalName: string; stage: UploadStage },
): Promise<UploadFormat> {
  const accepted = acceptedExtensions(options.stage);
  const extension = extname(options.originalName).toLowerCase();
  const refuse = (what: string) =>
    new AppError("unsupported_type", `${what} ${acceptedTypesSentence(options.stage)}`);
  if (!accepted.includes(extension)) {
    throw refuse(`Files of type ${extension || "(no extension)"} are not supported.`);
  }
  const sample = await readSample(filePath);
  if (sample.length === 0) throw new AppError("unreadable", "The file is empty.");
  const hasTextBom = /^(\xef\xbb\xbf|\xff\xfe|\xfe\xff)/.test(
    Buffer.from(sample.subarray(0, 3)).toString("latin1"),
  );
  const sniffed = hasTextBom ? undefined : await fileTypeFromBuffer(sample);
  if (sniffed?.ext === "pdf") {
    if (!accepted.includes(".pdf")) throw refuse("This file is a PDF, which is not accepted here.");
    // Every complete PDF ends with %%EOF; a cut-off upload does not.
    if (!(await readTail(filePath)).includes("%%EOF")) {
      throw toAppError("corrupt-pdf");
    }
    return "pdf";
  }
  if (extension === ".docx") {
    if (sniffed?.ext === "docx" || sniffed?.ext === "zip") return "docx";
    throw sniffed
      ? refuse(`This file is named .docx but contains ${describeType(sniffed)}.`)
      : new AppError(
          "unreadable",
          "This Word document (.docx) could not be read: it is damaged or not a .docx file.",
        );
  }
  if (extension === ".pptx") {
    if (sniffed?.ext === "pptx" || sniffed?.ext === "zip") return "pptx";
    throw sniffed
      ? refuse(`This file is named .pptx but contains ${describeType(sniffed)}.`)
      : toAppError("corrupt-pptx");
  }
  if (sniffed && sniffed.ext !== "xml") {
    throw refuse(`This file is named ${extension} but contains ${describeType(sniffed)}.`);
  }
  if (extension === ".pdf") {
    throw toAppError("corrupt-pdf");
  }
  if (!looksLikeText(sample)) throw refuse(`This file is named ${extension} but does not contain text.`);
  if (extension === ".fdx") {
    if (!/^\s*<(\?xml|FinalDraft)/.test(decodeText(sample.subarray(0, 512)))) {
      throw new AppError(
        "unreadable",
        "This Final Draft (.fdx) file could not be read: it is not Final Draft XML.",
      );
    }
    return "fdx";
  }
  return extension === ".fountain" ? "fountain" : "txt";
}

function describeType(type: { ext: string; mime: string }): string {
  const kind = type.mime.startsWith("image/") ? "an image" : "a file";
  return `${kind} of type ${type.ext.toUpperCase()} (${type.mime})`;
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
