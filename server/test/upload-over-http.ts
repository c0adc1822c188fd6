import { type ClientRequest, request as httpRequest } from "node:http";
import { multipartBody } from "./multipart-body";

export interface UploadAnswer {
  status: number;
  body: { error?: string; characters?: number };
  retryAfter?: string;
  ms: number;
}

export interface UploadOptions {
  cookie?: string;
  stage?: string;
  /** More request headers (X-Forwarded-For behind a trusted proxy). */
  headers?: Record<string, string>;
  /** `?progress=`: the id under which the server keeps the reading's steps. */
  progress?: string;
  /** Sends the body its own way (half and then nothing, a byte at a time); default: all at once. */
  write?: (request: ClientRequest, payload: Buffer) => void;
}

/** One upload to /api/upload over real HTTP, timed from the request to the end of the answer. */
export function sendUpload(
  port: number,
  name: string,
  content: Uint8Array | string,
  options: UploadOptions = {},
): Promise<UploadAnswer> {
  const { payload, headers } = multipartBody([
    { name: "stage", value: options.stage ?? "script" },
    { name: "file", filename: name, content },
  ]);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        port,
        host: "127.0.0.1",
        method: "POST",
        path: options.progress ? `/api/upload?progress=${options.progress}` : "/api/upload",
        headers: {
          ...headers,
          "content-length": payload.length,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text),
            retryAfter: response.headers["retry-after"],
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on("error", reject);
    if (options.write) options.write(request, payload);
    else request.end(payload);
  });
}
