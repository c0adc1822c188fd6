import { z } from "zod";

/**
 * What the server is doing with an upload once every byte has arrived (product.md §2): waiting
 * for a free reader, reading its pages or slides, reading the pictures with OCR, or reading a file
 * that has no pages to count. `done` counts the pages or slides read (for OCR: the one being read,
 * 1-based), `total` how many there are (null: unknown).
 */
export const UploadStepSchema = z.object({
  kind: z.enum(["waiting", "file", "pages", "slides", "ocr"]),
  unit: z.enum(["page", "slide"]).optional(),
  done: z.number().int().nonnegative().optional(),
  total: z.number().int().positive().nullable().optional(),
});
export type UploadStep = z.infer<typeof UploadStepSchema>;

/** GET /api/upload/progress/{id}: the latest step of that upload (null: none known yet). */
export const UploadProgressAnswerSchema = z.object({ step: UploadStepSchema.nullable() });
export type UploadProgressAnswer = z.infer<typeof UploadProgressAnswerSchema>;

/** An upload's progress id: the client picks it (a UUID) and sends it as `?progress=`. */
export const UPLOAD_PROGRESS_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The step in words: "Reading pages 40 of 121", "OCR slide 3 of 8". */
export function uploadStepSentence(step: UploadStep): string {
  const of = step.total ? ` of ${step.total}` : "";
  switch (step.kind) {
    case "waiting":
      return "Waiting for a free reader";
    case "file":
      return "Reading the file";
    case "pages":
      return `Reading pages ${step.done ?? 0}${of}`;
    case "slides":
      return `Reading slides ${step.done ?? 0}${of}`;
    case "ocr":
      return `OCR ${step.unit ?? "page"} ${step.done ?? 0}${of}`;
  }
}

/** The share of the step done (0-100), when its length is known; null otherwise. */
export function uploadStepPercent(step: UploadStep): number | null {
  if (!step.total || step.done === undefined) return null;
  const finished = step.kind === "ocr" ? step.done - 1 : step.done;
  return Math.max(0, Math.min(100, Math.round((finished / step.total) * 100)));
}
