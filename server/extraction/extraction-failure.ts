import { AppError } from "../errors";

export const FAILURE_MESSAGES = {
  password: "This PDF is password-protected. Please remove the password and upload it again.",
  "no-text":
    "This PDF has no text layer, and no text could be read from its pictures. Please upload a PDF with selectable text.",
  "corrupt-pdf": "This PDF could not be read: it is damaged, truncated or not a PDF.",
  "blank-pages":
    "This PDF's pages are blank: there is no text on them and no pictures to read. Please upload a PDF with selectable text.",
  "fdx-entities":
    "This Final Draft (.fdx) file declares XML entities, which are not accepted. Please save it again from Final Draft.",
  "corrupt-fdx": "This Final Draft (.fdx) file could not be read: it is not valid Final Draft XML.",
  "docx-bomb": "This Word document expands to far more data than its size suggests and was refused.",
  "corrupt-docx": "This Word document (.docx) could not be read: it is damaged or not a .docx file.",
  "pptx-bomb": "This PowerPoint file expands to far more data than its size suggests and was refused.",
  "corrupt-pptx": "This PowerPoint file (.pptx) could not be read: it is damaged or not a .pptx file.",
  "ocr-too-long":
    "This file has more pages made of pictures than we can read in time. Please upload a version with selectable text.",
  "no-content": "No text was found in this file.",
  "too-many-slides":
    "This deck has more slides than we read (the limit is 500). Please upload a shorter deck.",
  "too-long":
    "This file holds more text than we can analyse (the limit is 2 MB of text). Please upload a shorter file.",
  timeout: "Reading this file took too long. Please try a smaller or simpler file.",
  memory: "This file is too complex to read within our memory limit. Please try a smaller or simpler file.",
  failed: "This file could not be read. Please try again, or upload it in another format.",
} as const;
export type FailureReason = keyof typeof FAILURE_MESSAGES;

/** A file that cannot be read, by a reason that survives the trip from a worker thread. */
export class ExtractionFailure extends Error {
  override name = "ExtractionFailure";
  readonly reason: FailureReason;
  constructor(reason: FailureReason, options?: { cause?: unknown }) {
    super(FAILURE_MESSAGES[reason], options);
    this.reason = reason;
  }
}

export function isFailureReason(value: unknown): value is FailureReason {
  return typeof value === "string" && Object.hasOwn(FAILURE_MESSAGES, value);
}

export function toAppError(reason: FailureReason, cause?: unknown): AppError {
  return new AppError("unreadable", FAILURE_MESSAGES[reason], { cause });
}
