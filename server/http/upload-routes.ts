import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { MAX_UPLOAD_BYTES } from "../../domain/constants";
import { type UploadResponse, type UploadStage, UploadStageSchema } from "../../domain/upload";
import { AppError } from "../errors";
import type { TextExtractor } from "../extraction/extract-text";
import {
  type AdmissionLimits,
  AdmissionRefusal,
  ExtractionAdmission,
} from "../extraction/extraction-admission";

export interface UploadRoutesOptions {
  dataDir: string;
  /** Reads the saved file off the request thread; the app owns and closes it. */
  extractor: TextExtractor;
  /** Caps on uploads being read at once; defaults in extraction-admission.ts. */
  admission?: AdmissionLimits;
}

const TOO_LARGE = `This file is too large: the upload limit is ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;

/**
 * POST /api/upload: multipart field `file` streamed to a temporary file under <dataDir>/uploads
 * (never held whole in memory, 100 MB cap while streaming), form field `stage` (script | deck,
 * before or after the file), text extracted in a worker thread, the temporary file always deleted.
 */
export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, options) => {
  const uploadDir = join(options.dataDir, "uploads");
  await mkdir(uploadDir, { recursive: true });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 8 },
    throwFileSizeLimit: true,
  });

  const admission = new ExtractionAdmission(options.admission);

  app.post("/api/upload", async (request, reply): Promise<UploadResponse> => {
    if (!request.isMultipart()) {
      throw new AppError("unsupported_type", 'Send the file as multipart/form-data in the field "file".');
    }
    let release: () => void;
    try {
      release = admission.admit(request.sessionId, request.ip);
    } catch (error) {
      if (error instanceof AdmissionRefusal) reply.header("Retry-After", String(error.retryAfterSeconds));
      throw error;
    }
    let stageValue: unknown;
    let upload: { path: string; originalName: string } | null = null;
    try {
      try {
        for await (const part of request.parts()) {
          if (part.type === "field") {
            if (part.fieldname === "stage") stageValue = part.value;
            continue;
          }
          if (part.fieldname !== "file" || upload) {
            part.file.resume();
            continue;
          }
          const originalName = basename(part.filename || "upload");
          const extension = extname(originalName)
            .toLowerCase()
            .replace(/[^a-z0-9.]/g, "")
            .slice(0, 12);
          const path = join(uploadDir, `${randomUUID()}${extension}`);
          upload = { path, originalName };
          await pipeline(part.file, createWriteStream(path));
        }
      } catch (error) {
        throw multipartError(error);
      }
      if (!upload)
        throw new AppError("bad_request", 'No file was uploaded: send it in the multipart field "file".');
      const stage = parseStage(stageValue);
      const extracted = await options.extractor.extract(upload.path, {
        originalName: upload.originalName,
        stage,
      });
      return {
        text: extracted.text,
        format: extracted.format,
        pages: extracted.pages,
        characters: extracted.text.length,
        ocr: extracted.ocr,
      };
    } finally {
      release();
      if (upload) await rm(upload.path, { force: true });
    }
  });
};

function parseStage(value: unknown): UploadStage {
  if (value === undefined || value === "") return "script";
  const parsed = UploadStageSchema.safeParse(value);
  if (!parsed.success) throw new AppError("bad_request", 'The field "stage" must be "script" or "deck".');
  return parsed.data;
}

function multipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new AppError("too_large", TOO_LARGE, { cause: error });
  if (code === "FST_FILES_LIMIT")
    return new AppError("bad_request", "Upload one file at a time.", { cause: error });
  // Parser errors (busboy: no boundary, truncated body, malformed headers) carry no system call;
  // disk errors do, and stay server errors.
  const isSystemError = typeof (error as { syscall?: unknown }).syscall === "string";
  if (code?.startsWith("FST_") || !isSystemError) {
    return new AppError("bad_request", "The upload could not be read as a multipart form.", { cause: error });
  }
  return error;
}
