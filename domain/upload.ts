import { z } from "zod";

export const UPLOAD_STAGES = ["script", "deck"] as const;
export const UploadStageSchema = z.enum(UPLOAD_STAGES);
export type UploadStage = z.infer<typeof UploadStageSchema>;

export const SCRIPT_EXTENSIONS = [".pdf", ".fdx", ".txt", ".fountain", ".docx"] as const;
export const DECK_EXTENSIONS = [".pdf", ".pptx"] as const;
/** What the onboarding screen lists (product.md §2). */
export const SCRIPT_EXTENSIONS_SHOWN = [".pdf", ".fdx", ".txt"] as const;

export function acceptedExtensions(stage: UploadStage): readonly string[] {
  return stage === "deck" ? DECK_EXTENSIONS : SCRIPT_EXTENSIONS;
}

export const UPLOAD_FORMATS = ["pdf", "fdx", "txt", "fountain", "docx", "pptx"] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** The engines that read text from pictures: Debian's tesseract, or tesseract.js (WebAssembly). */
export const OCR_ENGINES = ["tesseract", "tesseract.js"] as const;
export type OcrEngineName = (typeof OCR_ENGINES)[number];

/** Where text was read from pictures: 1-based page (or slide) numbers, and by which engine. */
export const OcrReportSchema = z.object({
  pages: z.array(z.number().int().positive()),
  engine: z.enum(OCR_ENGINES),
  /** Pages (or slides) whose pictures were tried and gave no readable words. */
  unreadPages: z.array(z.number().int().positive()).optional(),
});
export type OcrReport = z.infer<typeof OcrReportSchema>;

/** The sentence the onboarding page shows when some of the text was read from pictures. */
export function ocrNotice(report: OcrReport, format: UploadFormat): string {
  const unit = format === "pptx" ? "slide" : "page";
  const where = (pages: readonly number[]) =>
    pages.length === 1 ? `${unit} ${joinNumbers(pages)}` : `${unit}s ${joinNumbers(pages)}`;
  const unread = report.unreadPages ?? [];
  const read =
    report.pages.length > 0
      ? `Text on ${where(report.pages)} was read from pictures (OCR). Check it: recognition can miss or misread words.`
      : "";
  const missed = unread.length > 0 ? `The pictures on ${where(unread)} could not be read.` : "";
  return [read, missed].filter(Boolean).join(" ");
}

/** Each format we read in words a writer knows (never a MIME type), for the sentences that name a file. */
export const FORMAT_NAMES: Record<UploadFormat, string> = {
  pdf: "a PDF",
  fdx: "a Final Draft (.fdx) script",
  txt: "plain text",
  fountain: "plain text",
  docx: "a Word document (.docx)",
  pptx: "a PowerPoint deck (.pptx)",
};

/**
 * The sentence the onboarding page shows when the server read a file as something other than its
 * name says (files are recognised by their bytes, product.md §2); null when name and bytes agree.
 */
export function renamedFileNotice(fileName: string, format: UploadFormat): string | null {
  const dot = fileName.lastIndexOf(".");
  const extension = dot > 0 ? fileName.slice(dot).toLowerCase() : "";
  const isText = format === "txt" || format === "fountain";
  if (extension === `.${format}` || (isText && (extension === ".txt" || extension === ".fountain")))
    return null;
  return `This file is named ${extension || "without an extension"} but is ${FORMAT_NAMES[format]}, and was read as that.`;
}

function joinNumbers(numbers: readonly number[]): string {
  if (numbers.length <= 1) return numbers.join("");
  return `${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;
}

export const UploadResponseSchema = z.object({
  text: z.string(),
  format: z.enum(UPLOAD_FORMATS),
  pages: z.number().int().nullable(),
  characters: z.number().int(),
  /** Null when every word came from the file's own text. */
  ocr: OcrReportSchema.nullable(),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;
