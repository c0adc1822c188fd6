import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { UploadResponse, UploadStage } from "#domain/upload";
import { UploadProgressAnswerSchema, type UploadStep } from "#domain/upload-steps";
import { ApiError } from "../../../lib/api-error";
import { apiRequest } from "../../../lib/api-request";

export interface UploadProgress {
  sent: number;
  total: number;
  /** When the upload began (ms), for the time-left estimate. */
  startedAt?: number;
  /** What the server is doing with the file once every byte has arrived (null: not known yet). */
  step?: UploadStep | null;
}

/** How often the reading's step is asked for while the server reads the file. */
const STEP_POLL_MS = 700;

export const UPLOAD_FAILED = "Upload failed";
export const PROCESS_FAILED = "Failed to process file";
export const UPLOAD_CANCELLED = "Upload cancelled. Choose the file again when you are ready.";

/**
 * POST /api/upload as multipart (`stage` first, so the server knows the accepted types before
 * the file streams in). XMLHttpRequest rather than fetch, for upload progress events. Failures
 * throw an ApiError like apiRequest, or the fallback sentences of product.md §8.
 */
export function uploadFile(
  file: File,
  stage: UploadStage,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
  progressId?: string,
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.open("POST", progressId ? `/api/upload?progress=${encodeURIComponent(progressId)}` : "/api/upload");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
    };
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    xhr.onabort = () => reject(new Error(signal?.aborted ? UPLOAD_CANCELLED : UPLOAD_FAILED));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        const body = JSON.parse(xhr.responseText) as UploadResponse;
        if (typeof body.text !== "string") throw new Error(PROCESS_FAILED);
        resolve(body);
      } catch {
        reject(new Error(PROCESS_FAILED));
      }
    };
    const form = new FormData();
    form.append("stage", stage);
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/** product.md §8 'Upload Failed': the server's error field, else 'Upload failed' / 'Failed to process file'. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? UPLOAD_FAILED;
  if (isUploadCancelled(error)) return UPLOAD_CANCELLED;
  return error instanceof Error && error.message === PROCESS_FAILED ? PROCESS_FAILED : UPLOAD_FAILED;
}

export function isUploadCancelled(error: unknown): boolean {
  return error instanceof Error && error.message === UPLOAD_CANCELLED;
}

/** GET /api/upload/progress/{id}: the step the server reports for the upload it is reading. */
export async function fetchUploadStep(progressId: string): Promise<UploadStep | null> {
  const response = await apiRequest("GET", `/api/upload/progress/${encodeURIComponent(progressId)}`);
  return UploadProgressAnswerSchema.parse(await response.json()).step;
}

/**
 * The upload mutation, its live progress (null when no upload is running) and Cancel. Once every
 * byte is sent, the server's own step is asked for until the answer comes (product.md §2).
 */
export function useUploadFile() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [progressId, setProgressId] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: ({ file, stage }: { file: File; stage: UploadStage }) => {
      controller.current = new AbortController();
      const id = crypto.randomUUID();
      setProgressId(id);
      setProgress({ sent: 0, total: file.size, startedAt: Date.now() });
      return uploadFile(
        file,
        stage,
        (sent) => setProgress((now) => ({ ...now, ...sent, startedAt: now?.startedAt ?? Date.now() })),
        controller.current.signal,
        id,
      );
    },
    onSettled: () => {
      setProgress(null);
      setProgressId(null);
      controller.current = null;
    },
  });
  const isSent = progress !== null && progress.total > 0 && progress.sent >= progress.total;
  useEffect(() => {
    if (!isSent || !progressId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isOver = false;
    const ask = async () => {
      // A missed answer only means the step shown waits for the next one.
      const step = await fetchUploadStep(progressId).catch(() => undefined);
      if (isOver) return;
      if (step !== undefined) setProgress((now) => (now ? { ...now, step } : now));
      timer = setTimeout(ask, STEP_POLL_MS);
    };
    void ask();
    return () => {
      isOver = true;
      clearTimeout(timer);
    };
  }, [isSent, progressId]);
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { ...mutation, progress, cancel };
}
