import type { Browser } from "@playwright/test";
import { jsPDF } from "jspdf";

/** Slides as pictures: black type on white, drawn by the browser and photographed. */
export async function slidePictures(
  browser: Browser,
  slides: readonly (readonly string[])[],
  fontPx: number,
): Promise<Buffer[]> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 675 } });
  const pictures: Buffer[] = [];
  for (const lines of slides) {
    const html = lines.map((line) => `<p>${line}</p>`).join("");
    await page.setContent(
      `<body style="margin:60px;background:#fff;color:#000;font:${fontPx}px/1.2 sans-serif">${html}</body>`,
    );
    pictures.push(await page.screenshot({ type: "png" }));
  }
  await page.close();
  return pictures;
}

/** A deck PDF whose pages are only pictures: no text layer at all. */
export function imageOnlyPdf(pictures: readonly Buffer[]): Buffer {
  const doc = new jsPDF({ unit: "pt", format: [960, 540], orientation: "landscape" });
  pictures.forEach((picture, index) => {
    if (index > 0) doc.addPage([960, 540], "landscape");
    doc.addImage(picture, "PNG", 0, 0, 960, 540, undefined, "FAST");
  });
  return Buffer.from(doc.output("arraybuffer"));
}
