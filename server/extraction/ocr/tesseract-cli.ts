import { execFile } from "node:child_process";
import { runTool } from "../../workers/child-process";
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

/** Debian's tesseract: the picture on stdin, the text on stdout, one thread, its group ended at the deadline. */
export function tesseractCli(): OcrEngine {
  return {
    name: "tesseract",
    async recognize(image, deadline) {
      const run = await runTool("tesseract", ["stdin", "stdout", "-l", "eng", "--psm", "3"], {
        deadline,
        input: image,
        maxOutputBytes: 16 * 1024 * 1024,
        // One thread per picture: the machine's cores belong to every upload, not one.
        env: { ...process.env, OMP_THREAD_LIMIT: "1" },
      });
      if (run.isTimedOut) throw new ExtractionFailure("ocr-too-long");
      // An unreadable picture is not a broken upload: it simply holds no text we can read.
      return run.code === 0 && !run.isTooLarge ? run.stdout.toString("utf8") : "";
    },
    close: async () => {},
  };
}
