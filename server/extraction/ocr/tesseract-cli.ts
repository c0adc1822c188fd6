import { execFile } from "node:child_process";
import { ExtractionFailure } from "../extraction-failure";
import type { OcrEngine } from "./ocr-engine";

let availability: Promise<boolean> | undefined;

/** Whether Debian's `tesseract` with its English data is on this machine (checked once). */
export function hasTesseract(): Promise<boolean> {
  availability ??= new Promise((resolve) => {
    execFile("tesseract", ["--list-langs"], { timeout: 5000 }, (error, stdout) =>
      resolve(!error && /^eng$/m.test(stdout)),
    );
  });
  return availability;
}

/** Debian's tesseract: the picture on stdin, the text on stdout, one thread, killed at the deadline. */
export function tesseractCli(): OcrEngine {
  return {
    name: "tesseract",
    recognize: (image, deadline) =>
      new Promise((resolve, reject) => {
        const timeout = deadline - Date.now();
        if (timeout <= 0) {
          reject(new ExtractionFailure("ocr-too-long"));
          return;
        }
        const child = execFile(
          "tesseract",
          ["stdin", "stdout", "-l", "eng", "--psm", "3"],
          {
            timeout,
            killSignal: "SIGKILL",
            maxBuffer: 16 * 1024 * 1024,
            encoding: "utf8",
            // One thread per picture: the machine's cores belong to every upload, not one.
            env: { ...process.env, OMP_THREAD_LIMIT: "1" },
          },
          (error, stdout) => {
            if (error?.killed || error?.signal === "SIGKILL") reject(new ExtractionFailure("ocr-too-long"));
            // An unreadable picture is not a broken upload: it simply holds no text we can read.
            else resolve(error ? "" : stdout);
          },
        );
        child.stdin?.on("error", () => {});
        child.stdin?.end(image);
      }),
    close: async () => {},
  };
}
