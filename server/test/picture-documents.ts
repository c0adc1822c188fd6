import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jsPDF } from "jspdf";
import PptxGenJS from "pptxgenjs";
import { closePageRenderer, renderPdfPage } from "../extraction/ocr/page-images";

/** A picture of the given lines in large black type on white (drawn by pdf.js from a text PDF). */
export async function makeTextPicture(lines: readonly string[]): Promise<Buffer> {
  const doc = new jsPDF({ unit: "pt", format: [960, 540], orientation: "landscape" });
  doc.setFontSize(40);
  for (const [index, line] of lines.entries()) doc.text(line, 60, 110 + index * 70);
  const dir = await mkdtemp(join(tmpdir(), "greenlit-picture-"));
  try {
    const path = join(dir, "text.pdf");
    await writeFile(path, Buffer.from(doc.output("arraybuffer")));
    return await renderPdfPage(path, 1, { renderer: "pdfjs", deadline: Date.now() + 60_000 });
  } finally {
    await closePageRenderer();
    await rm(dir, { recursive: true, force: true });
  }
}

/** A landscape PDF whose every page is one picture and nothing else: no text layer at all. */
export function makePicturePdf(pictures: readonly Buffer[]): Buffer {
  const doc = new jsPDF({ unit: "pt", format: [960, 540], orientation: "landscape" });
  pictures.forEach((picture, index) => {
    if (index > 0) doc.addPage([960, 540], "landscape");
    doc.addImage(picture, "PNG", 0, 0, 960, 540, undefined, "FAST");
  });
  return Buffer.from(doc.output("arraybuffer"));
}

export interface TestSlide {
  title?: string;
  bullets?: string[];
  notes?: string;
  picture?: Buffer;
}

/** A .pptx written by pptxgenjs (as PowerPoint lays one out): text, speaker notes and pictures. */
export async function makePptx(slides: readonly TestSlide[]): Promise<Buffer> {
  const deck = new PptxGenJS();
  for (const content of slides) {
    const slide = deck.addSlide();
    if (content.title) slide.addText(content.title, { x: 0.5, y: 0.3, w: 9, h: 1, fontSize: 32 });
    if (content.bullets) {
      slide.addText(
        content.bullets.map((text) => ({ text, options: { bullet: true, breakLine: true } })),
        { x: 0.5, y: 1.5, w: 9, h: 3, fontSize: 18 },
      );
    }
    if (content.picture) {
      slide.addImage({
        data: `image/png;base64,${content.picture.toString("base64")}`,
        x: 0,
        y: 0,
        w: 10,
        h: 5.625,
      });
    }
    if (content.notes) slide.addNotes(content.notes);
  }
  return (await deck.write({ outputType: "nodebuffer" })) as Buffer;
}
