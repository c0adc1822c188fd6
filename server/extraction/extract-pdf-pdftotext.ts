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

/** PDF -> text with poppler's pdftotext: `-fixed 7.2` (Courier 12 columns) keeps a script's indents. */
export async function extractPdfWithPdftotext(
  filePath: string,
  options: { isLayout: boolean; deadline: number },
): Promise<{ text: string; pages: number }> {
  const args = [...(options.isLayout ? ["-fixed", "7.2"] : []), "-enc", "UTF-8", filePath, "-"];
  const run = await runTool("pdftotext", args, {
    deadline: options.deadline,
    maxOutputBytes: MAX_OUTPUT_BYTES,
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
