/** One application error with a code; the HTTP layer maps codes to statuses in one place. */
export const ERROR_STATUS = {
  bad_request: 400,
  not_paid: 402,
  forbidden: 403,
  storage_full: 403,
  not_found: 404,
  request_timeout: 408,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  unreadable: 422,
  rate_limited: 429,
  upstream: 502,
  not_ready: 503,
} as const;
export type AppErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  constructor(code: AppErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AppError";
    this.code = code;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A request turned away before any work, with the seconds after which trying again makes sense (Retry-After). */
export class AdmissionRefusal extends AppError {
  readonly retryAfterSeconds: number;
  constructor(code: "rate_limited" | "not_ready", message: string, retryAfterSeconds: number) {
    super(code, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
