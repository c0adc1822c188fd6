import type PptxGenJS from "pptxgenjs";
import { PRODUCT_NAME } from "#domain/constants";

export type Slide = PptxGenJS.Slide;
export type TextRun = PptxGenJS.TextProps;

/** 16:9 at 10 x 5.625 in. Arial opens the same in PowerPoint, Keynote and Google Slides. */
export const SLIDE = { width: 10, height: 5.625, margin: 0.6 } as const;
export const FONT = "Arial";
export const COLORS = {
  ink: "111827",
  muted: "64748B",
  brand: "15803D",
  light: "F1F5F9",
  paper: "FFFFFF",
} as const;
export const CONTENT_TOP = 1.55;
export const CONTENT_WIDTH = SLIDE.width - 2 * SLIDE.margin;
export const CONTENT_HEIGHT = SLIDE.height - CONTENT_TOP - 0.55;

/** No text on a slide is set smaller than this (points): long copy flows onto another slide instead. */
export const MIN_TEXT_PT = 12;

/** Body size by amount of copy: long sections are set smaller, never under MIN_TEXT_PT. */
export function bodySize(text: string): number {
  const length = text.length;
  if (length <= 280) return 18;
  if (length <= 550) return 16;
  if (length <= 900) return 14;
  return MIN_TEXT_PT;
}

/**
 * Inches of height a run of text takes at a size in a box this wide. Arial's glyphs average about
 * half an em; the margin covers words that wrap early. An estimate, so that nothing is left for
 * PowerPoint to shrink.
 */
export function textHeight(text: string, size: number, width: number, spaceAfter = 8): number {
  const perLine = Math.max(1, Math.floor(((width - 0.2) * 72) / (size * 0.55)));
  const lines = text
    .split("\n")
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
  return (lines * size * 1.2 + spaceAfter) / 72;
}

/** The height of runs set one under another in a box this wide. */
export function runsHeight(runs: readonly TextRun[], width: number): number {
  return runs.reduce((sum, run) => {
    const options = run.options ?? {};
    return (
      sum + textHeight(run.text ?? "", options.fontSize ?? MIN_TEXT_PT, width, options.paraSpaceAfter ?? 0)
    );
  }, 0);
}

/** Runs split into slides' worth: each group fits the height (a run taller than a slide is split at sentences). */
export function pageRuns(runs: readonly TextRun[], width: number, height: number): TextRun[][] {
  const pieces = runs.flatMap((run) =>
    runsHeight([run], width) <= height ? [run] : splitRun(run, width, height),
  );
  const pages: TextRun[][] = [[]];
  let used = 0;
  for (const piece of pieces) {
    const needs = runsHeight([piece], width);
    if (used + needs > height && pages.at(-1)!.length > 0) {
      pages.push([]);
      used = 0;
    }
    pages.at(-1)!.push(piece);
    used += needs;
  }
  return pages;
}

function splitRun(run: TextRun, width: number, height: number): TextRun[] {
  const sentences = (run.text ?? "").split(/(?<=[.!?])\s+/);
  const pieces: TextRun[] = [];
  let text = "";
  for (const sentence of sentences) {
    const joined = text ? `${text} ${sentence}` : sentence;
    if (text && runsHeight([{ ...run, text: joined }], width) > height) {
      pieces.push({ ...run, text });
      text = sentence;
    } else text = joined;
  }
  if (text) pieces.push({ ...run, text });
  return pieces;
}

/** The numbered section name, the slide's heading (the section title unless given), the project line. */
export function frameSlide(
  slide: Slide,
  number: number,
  title: string,
  project: string,
  heading = title,
): void {
  slide.background = { color: COLORS.paper };
  slide.addShape("rect", {
    x: 0,
    y: 0,
    w: 0.12,
    h: SLIDE.height,
    fill: { color: COLORS.brand },
    line: { color: COLORS.brand },
  });
  slide.addText(`${String(number).padStart(2, "0")}  ·  ${title}`, {
    x: SLIDE.margin,
    y: 0.35,
    w: CONTENT_WIDTH,
    h: 0.35,
    fontFace: FONT,
    fontSize: MIN_TEXT_PT,
    bold: true,
    color: COLORS.brand,
    charSpacing: 1,
  });
  slide.addText(heading, {
    x: SLIDE.margin,
    y: 0.7,
    w: CONTENT_WIDTH,
    h: 0.7,
    fontFace: FONT,
    fontSize: heading.length > 70 ? 20 : heading.length > 40 ? 24 : 30,
    bold: true,
    color: COLORS.ink,
    fit: "shrink",
  });
  slide.addText(`${project}  ·  ${PRODUCT_NAME}`, {
    x: SLIDE.margin,
    y: SLIDE.height - 0.45,
    w: CONTENT_WIDTH,
    h: 0.3,
    fontFace: FONT,
    fontSize: MIN_TEXT_PT,
    color: COLORS.muted,
  });
}

export function paragraphRuns(
  paragraphs: readonly string[],
  size: number,
  color: string = COLORS.ink,
): TextRun[] {
  return paragraphs
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => ({
      text: paragraph.trim(),
      options: { fontSize: size, color, breakLine: true, paraSpaceAfter: 8 },
    }));
}

export function bulletRuns(items: readonly string[], size: number): TextRun[] {
  return items
    .filter((item) => item.trim())
    .map((item) => ({
      text: item.trim(),
      options: { fontSize: size, color: COLORS.ink, bullet: true, breakLine: true, paraSpaceAfter: 6 },
    }));
}

export function labelRun(text: string, size = 12): TextRun {
  return {
    text,
    options: { fontSize: size, bold: true, color: COLORS.brand, breakLine: true, paraSpaceAfter: 4 },
  };
}

/** Speaker notes: labelled lists of prompts, one per line. */
export function notesText(groups: ReadonlyArray<readonly [string, readonly string[]]>): string {
  return groups
    .map(([label, items]) => [
      label,
      ...items.filter((item) => item.trim()).map((item) => `- ${item.trim()}`),
    ])
    .filter((lines) => lines.length > 1)
    .map((lines) => lines.join("\n"))
    .join("\n\n");
}
