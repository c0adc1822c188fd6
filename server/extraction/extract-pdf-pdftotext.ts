import { execFile } from "node:child_process";
import { ExtractionFailure } from "./extraction-failure";

const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;
let availability: Promise<boolean> | undefined;

/** Whether Debian's poppler-utils `pdftotext` is on this machine (checked once). */
export function hasPdftotext(): Promise<boolean> {
  availability ??= new Promise((resolve) => {
    execFile("pdftotext", ["-v"], { timeout: 5000 }, (error) => resolve(!error));
  });
  return availability;
}

/** PDF -> text with poppler's pdftotext: `-fixed 7.2` (Courier 12 columns) keeps a script's indents. */
export function extractPdfWithPdftotext(
  filePath: string,
  options: { isLayout: boolean; timeoutMs: number },
): Promise<{ text: string; pages: number }> {
  const args = [...(options.isLayout ? ["-fixed", "7.2"] : []), "-enc", "UTF-8", filePath, "-"];
  return new Promise((resolve, reject) => {
    execFile(
      "pdftotext",
      args,
      { timeout: options.timeoutMs, maxBuffer: MAX_OUTPUT_BYTES, encoding: "utf8", killSignal: "SIGKILL" },
      (error, stdout, stderr) => {
        if (error) {
          const message = `${stderr} ${error.message}`;
          if (error.killed || error.signal === "SIGKILL")
            reject(new ExtractionFailure("timeout", { cause: error }));
          else if (/password/i.test(message) || error.code === 3)
            reject(new ExtractionFailure("password", { cause: error }));
          else reject(new ExtractionFailure("corrupt-pdf", { cause: error }));
          return;
        }
        const pages = stdout.split("\f").length - 1;
        resolve({ text: stdout, pages: Math.max(pages, 1) });
      },
    );
  });
}
