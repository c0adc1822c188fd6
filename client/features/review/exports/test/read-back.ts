import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import JSZip from "jszip";
import type { PdfFontFiles } from "../pdf/pdf-fonts";

/** Test helpers: read produced files back with real tools (poppler, a zip reader). */

const FONT_DIR = join(process.cwd(), "client", "features", "review", "exports", "pdf", "fonts");

export function nodePdfFonts(): PdfFontFiles {
  return {
    regular: readFileSync(join(FONT_DIR, "NotoSans-Regular.subset.ttf")).toString("base64"),
    bold: readFileSync(join(FONT_DIR, "NotoSans-Bold.subset.ttf")).toString("base64"),
  };
}

export function withTempPdf<T>(bytes: Uint8Array, use: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "greenlit-pdf-"));
  try {
    const path = join(dir, "report.pdf");
    writeFileSync(path, bytes);
    return use(path, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of each page, as pdftotext extracts it. */
export function pdfPageTexts(bytes: Uint8Array): string[] {
  return withTempPdf(bytes, (path) => {
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" });
    const pages = text.split("\f");
    if (pages.at(-1)?.trim() === "") pages.pop();
    return pages;
  });
}

/** Words joined by single spaces, so wrapped lines compare with the original text. */
export function flatten(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export interface WordBox {
  page: number;
  word: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word with its box in points (origin top left), from pdftotext -bbox. */
export function pdfWordBoxes(bytes: Uint8Array): { pageWidth: number; pageHeight: number; words: WordBox[] } {
  const html = withTempPdf(bytes, (path) =>
    execFileSync("pdftotext", ["-bbox", path, "-"], { encoding: "utf8" }),
  );
  const size = /<page width="([\d.]+)" height="([\d.]+)"/.exec(html);
  const words: WordBox[] = [];
  html
    .split("<page ")
    .slice(1)
    .forEach((pageHtml, index) => {
      for (const match of pageHtml.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      )) {
        const [, xMin, yMin, xMax, yMax, word] = match;
        words.push({
          page: index + 1,
          word: word ?? "",
          xMin: Number(xMin),
          yMin: Number(yMin),
          xMax: Number(xMax),
          yMax: Number(yMax),
        });
      }
    });
  return { pageWidth: Number(size?.[1]), pageHeight: Number(size?.[2]), words };
}

export function pdfFonts(bytes: Uint8Array): string {
  return withTempPdf(bytes, (path) => execFileSync("pdffonts", [path], { encoding: "utf8" }));
}

/** Renders page 1 at 60 dpi into `pngPath` (the path without .png is given to pdftoppm). */
export function renderFirstPage(bytes: Uint8Array, pngPath: string): void {
  mkdirSync(dirname(pngPath), { recursive: true });
  withTempPdf(bytes, (path) => {
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "60",
      "-f",
      "1",
      "-l",
      "1",
      "-singlefile",
      path,
      pngPath.replace(/\.png$/, ""),
    ]);
  });
}

/** Every XML part of a .pptx, by path inside the archive. */
export async function unzipPptx(bytes: Uint8Array): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(bytes);
  const parts: Record<string, string> = {};
  for (const [name, entry] of Object.entries(zip.files)) {
    if (!entry.dir && /\.(xml|rels)$/.test(name)) parts[name] = await entry.async("string");
  }
  return parts;
}

/** The visible text runs (<a:t>) of one slide or notes part. */
export function xmlText(xml: string): string {
  return [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)]
    .map((match) =>
      (match[1] ?? "")
        .replace(/&amp;/g, "&")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'"),
    )
    .join(" ");
}
