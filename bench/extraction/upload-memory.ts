import { type ChildProcess, spawn } from "node:child_process";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { request } from "node:http";
import { join } from "node:path";
import { Readable } from "node:stream";
import { writeLargePdf } from "./large-pdf";

export interface UploadMemory {
  fileBytes: number;
  growthBytes: number;
  eventLoopMaxMs: number;
  status: number;
}

/** Starts the upload server alone, warms it, then uploads a large PDF while sampling its RSS. */
export async function measureUploadMemory(options: {
  dir: string;
  extractor: "pdfjs" | "pdftotext";
  targetBytes: number;
}): Promise<UploadMemory> {
  const file = join(options.dir, "large.pdf");
  const { bytes } = writeLargePdf(file, options.targetBytes);
  const small = join(options.dir, "small.pdf");
  writeLargePdf(small, 200_000, 100);
  const server = spawn(
    process.execPath,
    ["--import", "tsx", new URL("./upload-server.ts", import.meta.url).pathname],
    {
      env: {
        ...process.env,
        PDF_EXTRACTOR: options.extractor,
        DATA_DIR: join(options.dir, `data-${options.extractor}`),
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  try {
    const port = await portOf(server);
    for (let i = 0; i < 3; i++) await upload(port, small);
    await get(port, "/bench/event-loop");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const baseline = await rss(server.pid!);
    let peak = baseline;
    const sampler = setInterval(() => {
      void rss(server.pid!).then((value) => {
        peak = Math.max(peak, value);
      });
    }, 20);
    const status = await upload(port, file);
    clearInterval(sampler);
    peak = Math.max(peak, await rss(server.pid!));
    const { maxMs } = JSON.parse(await get(port, "/bench/event-loop")) as { maxMs: number };
    return { fileBytes: bytes, growthBytes: peak - baseline, eventLoopMaxMs: maxMs, status };
  } finally {
    server.kill();
  }
}

async function rss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

function portOf(server: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = "";
    server.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    server.on("exit", (code) => reject(new Error(`upload server exited with ${code}`)));
  });
}

function upload(port: number, file: string): Promise<number> {
  const boundary = "----greenlitbench";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="stage"\r\n\r\ndeck\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large.pdf"\r\n\r\n`;
  async function* body() {
    yield Buffer.from(head);
    yield* createReadStream(file, { highWaterMark: 1 << 20 });
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return new Promise((resolve, reject) => {
    const req = request(
      {
        port,
        host: "127.0.0.1",
        method: "POST",
        path: "/api/upload",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    Readable.from(body()).pipe(req);
  });
}

function get(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    request({ port, host: "127.0.0.1", path }, (response) => {
      let data = "";
      response.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      response.on("end", () => resolve(data));
    })
      .on("error", reject)
      .end();
  });
}
