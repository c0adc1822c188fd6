import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** Test helpers for drawn PDF pages, read back with poppler (pdfimages, pdftoppm). */
function withPdf<T>(bytes: Uint8Array, use: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "greenlit-pictures-"));
  try {
    const path = join(dir, "report.pdf");
    writeFileSync(path, bytes);
    return use(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The raster images embedded in the PDF, one pdfimages -list line each (none in a vector drawing). */
export function rasterImages(bytes: Uint8Array): string[] {
  return withPdf(bytes, (path) =>
    execFileSync("pdfimages", ["-list", path], { encoding: "utf8" }).split("\n").slice(2).filter(Boolean),
  );
}

/** Renders pages `first`..`last` at `dpi` as `<prefix>-<page>.png`. */
export function renderPages(bytes: Uint8Array, first: number, last: number, prefix: string, dpi = 80): void {
  mkdirSync(dirname(prefix), { recursive: true });
  withPdf(bytes, (path) => {
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      String(dpi),
      "-f",
      String(first),
      "-l",
      String(last),
      path,
      prefix,
    ]);
  });
}
