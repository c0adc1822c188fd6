import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import multipart, { type Multipart } from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { MAX_UPLOAD_BYTES } from "../../domain/constants";
import { type UploadResponse, type UploadStage, UploadStageSchema } from "../../domain/upload";
import { UPLOAD_PROGRESS_ID, type UploadProgressAnswer, type UploadStep } from "../../domain/upload-steps";
import { AppError } from "../errors";
import type { TextExtractor } from "../extraction/extract-text";
import { localUploadAdmission, type UploadAdmission } from "../extraction/shared-admission";
import { contentKey, ResultCache } from "../workers/result-cache";
import { type BodyLimits, watchBody } from "./body-guard";
import { inStage, workerStages } from "./server-timing";
import { type SpooledFile, spool, toDisk } from "./spooled-file";
import { parseProgressId, StepBoard } from "./step-board";

export interface UploadRoutesOptions {
  dataDir: string;
  /** Reads the saved file off the request thread; the app owns and closes it. */
  extractor: TextExtractor;
  /** Caps on uploads being read at once; by default this process's, with the defaults of extraction-admission.ts. */
  admission?: UploadAdmission;
  /** How slow a body may arrive before it is cut (UPLOAD_BODY_TIMEOUT_MS, UPLOAD_MIN_BYTES_PER_SECOND). */
  body?: BodyLimits;
}

/** Readings kept for the same file again (a retry, a re-upload): about their text's size. */
const READING_CACHE_BYTES = 16 * 1024 * 1024;

const DEFAULT_BODY_LIMITS: BodyLimits = { timeoutMs: 300_000, minBytesPerSecond: 4096 };

const TOO_LARGE = `This file is too large: the upload limit is ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;

/**
 * POST /api/upload: multipart field `file` kept in memory up to 1 MB, else streamed to a temporary
 * file under <dataDir>/uploads (100 MB cap while streaming); a file answered from a kept reading
 * never touches the disk. Form field `stage` (script | deck,
 * before or after the file), text extracted in a worker thread, the temporary file always deleted.
 * With `?progress=<id>`, GET /api/upload/progress/<id> answers the reading's latest step meanwhile.
 */
export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, options) => {
  const uploadDir = join(options.dataDir, "uploads");
  await mkdir(uploadDir, { recursive: true });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 8 },
    throwFileSizeLimit: true,
  });

  const admission = options.admission ?? localUploadAdmission();
  const board = new StepBoard<UploadStep>();
  // Reading a file is deterministic: the same bytes under the same kind of name read the same.
  // Answered as kept (this route changes nothing in it), not copied for each request.
  const readings = new ResultCache<UploadResponse>(
    READING_CACHE_BYTES,
    (value) => 2 * value.text.length + 256,
    (value) => value,
  );

  app.get<{ Params: { id: string } }>(
    "/api/upload/progress/:id",
    async (request): Promise<UploadProgressAnswer> => {
      if (!UPLOAD_PROGRESS_ID.test(request.params.id)) {
        throw new AppError("bad_request", "A progress id is 8 to 64 letters, digits or hyphens.");
      }
      return { step: board.get(request.sessionId, request.params.id) };
    },
  );

  app.post("/api/upload", async (request, reply): Promise<UploadResponse> => {
    if (!request.isMultipart()) {
      throw new AppError("unsupported_type", 'Send the file as multipart/form-data in the field "file".');
    }
    // A visitor already at the cap is told before sending the file; the place itself is taken only
    // once the whole body is here, so a body trickling in holds a connection, never a reading slot.
    await inStage(request, "admission", () => admission.check(request.sessionId, request.ip));
    const guard = watchBody(request.raw, options.body ?? DEFAULT_BODY_LIMITS);
    const progressId = parseProgressId(request.query);
    const received: ReceivedBody = { stage: undefined, upload: null };
    const receiving = receiveBody(request.parts(), uploadDir, received);
    let release: (() => Promise<void>) | undefined;
    let isCut = false;
    try {
      try {
        await inStage(request, "receive", () => Promise.race([receiving, guard.cut]));
      } catch (error) {
        isCut = error instanceof AppError && error.code === "request_timeout";
        if (isCut) reply.header("connection", "close");
        throw error;
      } finally {
        guard.stop();
      }
      const { upload } = received;
      if (!upload)
        throw new AppError("bad_request", 'No file was uploaded: send it in the multipart field "file".');
      const stage = parseStage(received.stage);
      const key = contentKey(upload.sha256, stage, extname(upload.originalName).toLowerCase());
      const kept = readings.get(key);
      if (kept) return kept;
      release = await inStage(request, "admission", () => admission.admit(request.sessionId, request.ip));
      await toDisk(upload);
      const worker = workerStages(request, "pool", "read");
      const extracted = await options.extractor
        .extract(upload.path, {
          originalName: upload.originalName,
          stage,
          admittedAt: Date.now(),
          visitor: request.sessionId,
          onStep: progressId ? (step) => board.set(request.sessionId, progressId, step) : undefined,
          onStart: worker.onStart,
        })
        .finally(worker.end);
      const answer: UploadResponse = {
        text: extracted.text,
        format: extracted.format,
        pages: extracted.pages,
        characters: extracted.text.length,
        ocr: extracted.ocr,
      };
      readings.set(key, answer);
      return answer;
    } finally {
      if (progressId) board.end(request.sessionId, progressId);
      if (release) await inStage(request, "admission", release);
      const remove = () => (received.upload?.onDisk ? rm(received.upload.path, { force: true }) : undefined);
      // A cut body is still being read until its connection closes; its file goes once it has.
      if (isCut) void receiving.catch(() => {}).then(remove);
      else await remove();
    }
  });
};

interface ReceivedBody {
  stage: unknown;
  upload: (SpooledFile & { originalName: string }) | null;
}

/**
 * Streams the multipart body: the field `stage`, and the field `file` to memory or, past
 * IN_MEMORY_BYTES, a temporary file (spooled-file.ts).
 */
async function receiveBody(
  parts: AsyncIterableIterator<Multipart>,
  uploadDir: string,
  received: ReceivedBody,
): Promise<void> {
  try {
    for await (const part of parts) {
      if (part.type === "field") {
        if (part.fieldname === "stage") received.stage = part.value;
        continue;
      }
      if (part.fieldname !== "file" || received.upload) {
        part.file.resume();
        continue;
      }
      const originalName = basename(part.filename || "upload");
      const extension = extname(originalName)
        .toLowerCase()
        .replace(/[^a-z0-9.]/g, "")
        .slice(0, 12);
      const path = join(uploadDir, `${randomUUID()}${extension}`);
      received.upload = { path, originalName, sha256: "", inMemory: null, onDisk: false };
      await spool(part.file, received.upload);
    }
  } catch (error) {
    throw multipartError(error);
  }
}

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
