import type { Browser } from "@playwright/test";
import { jsPDF } from "jspdf";

/** A page shape: the picture's pixels, the PDF page's points, and the type the words are set in. */
interface PictureSheet {
  pixels: { width: number; height: number };
  points: [number, number];
  orientation: "landscape" | "portrait";
  font: string;
  margin: number;
}

/** A 16:9 slide in sans-serif. */
const SLIDE_SHEET = (fontPx: number): PictureSheet => ({
  pixels: { width: 1200, height: 675 },
  points: [960, 540],
  orientation: "landscape",
  font: `${fontPx}px/1.2 sans-serif`,
  margin: 60,
});

/** A US Letter script page in Courier. */
export const SCRIPT_SHEET: PictureSheet = {
  pixels: { width: 850, height: 1100 },
  points: [612, 792],
  orientation: "portrait",
  font: "26px/1.3 'Courier New', monospace",
  margin: 90,
};

/**
 * Pages as pictures: black type on white, drawn by the browser and photographed. Each line is a
 * paragraph's HTML (a script's cue or dialogue may carry its own indent).
 */
export async function slidePictures(
  browser: Browser,
  slides: readonly (readonly string[])[],
  fontPx: number,
  sheet: PictureSheet = SLIDE_SHEET(fontPx),
): Promise<Buffer[]> {
  const page = await browser.newPage({ viewport: sheet.pixels });
  const pictures: Buffer[] = [];
  for (const lines of slides) {
    const html = lines.map((line) => (line.startsWith("<p") ? line : `<p>${line}</p>`)).join("");
    await page.setContent(
      `<body style="margin:${sheet.margin}px;background:#fff;color:#000;font:${sheet.font}">${html}</body>`,
    );
    pictures.push(await page.screenshot({ type: "png" }));
  }
  await page.close();
  return pictures;
}

/** A PDF whose pages are only pictures: no text layer at all (a deck by default). */
export function imageOnlyPdf(pictures: readonly Buffer[], sheet: PictureSheet = SLIDE_SHEET(0)): Buffer {
  const [width, height] = sheet.points;
  const doc = new jsPDF({ unit: "pt", format: [width, height], orientation: sheet.orientation });
  pictures.forEach((picture, index) => {
    if (index > 0) doc.addPage([width, height], sheet.orientation);
    doc.addImage(picture, "PNG", 0, 0, width, height, undefined, "FAST");
  });
  return Buffer.from(doc.output("arraybuffer"));
}
