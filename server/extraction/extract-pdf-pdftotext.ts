import { execFile } from "node:child_process";
import { runTool } from "../workers/child-process";
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

/**
 * PDF -> text with poppler's pdftotext: `-fixed 7.2` (Courier 12 columns) keeps a script's indents.
 * `onPages` hears the pages read so far (each ends with a form feed) and the page count.
 */
export async function extractPdfWithPdftotext(
  filePath: string,
  options: { isLayout: boolean; deadline: number; onPages?: (done: number, total: number | null) => void },
): Promise<{ text: string; pages: number }> {
  const args = [...(options.isLayout ? ["-fixed", "7.2"] : []), "-enc", "UTF-8", filePath, "-"];
  const onPages = options.onPages;
  const total = onPages ? await countPdfPages(filePath, options.deadline) : null;
  let done = 0;
  onPages?.(0, total);
  const run = await runTool("pdftotext", args, {
    deadline: options.deadline,
    maxOutputBytes: MAX_OUTPUT_BYTES,
    onOutput: onPages
      ? (chunk) => {
          const before = done;
          for (const byte of chunk) if (byte === 0x0c) done++;
          if (done !== before) onPages(done, total);
        }
      : undefined,
  });
  if (run.isTimedOut) throw new ExtractionFailure("timeout");
  if (run.code !== 0 || run.isTooLarge) {
    if (/password/i.test(run.stderr) || run.code === 3) throw new ExtractionFailure("password");
    throw new ExtractionFailure("corrupt-pdf");
  }
  const stdout = run.stdout.toString("utf8");
  const pages = stdout.split("\f").length - 1;
  return { text: stdout, pages: Math.max(pages, 1) };
}

/** The page count poppler's pdfinfo reads (null when it is missing or fails): a step's total. */
async function countPdfPages(filePath: string, deadline: number): Promise<number | null> {
  try {
    const run = await runTool("pdfinfo", [filePath], {
      deadline: Math.min(deadline, Date.now() + 5000),
      maxOutputBytes: 64 * 1024,
    });
    const pages = /^Pages:\s+(\d+)/m.exec(run.stdout.toString("latin1"))?.[1];
    return run.code === 0 && pages ? Number(pages) || null : null;
  } catch {
    return null;
  }
}
