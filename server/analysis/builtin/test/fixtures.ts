import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REAL_FIXTURES_DIR } from "../../../test/real-fixtures";

export const FIXTURES_DIR = REAL_FIXTURES_DIR;

export function readFixture(name: string): string {
  return readFileSync(join(FIXTURES_DIR, name), "utf8");
}

/** Deck text as a PDF upload yields it: pdftotext layout mode, pages separated by form feeds. */
export function pdfText(name: string): string {
  return execFileSync("pdftotext", ["-layout", join(FIXTURES_DIR, name), "-"], { encoding: "utf8" });
}
