import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { realFixture } from "#server/test/real-fixtures";

export function readFixture(name: string): string {
  return readFileSync(realFixture(name), "utf8");
}

/** Deck text as a PDF upload yields it: pdftotext layout mode, pages separated by form feeds. */
export function pdfText(name: string): string {
  return execFileSync("pdftotext", ["-layout", realFixture(name), "-"], { encoding: "utf8" });
}
