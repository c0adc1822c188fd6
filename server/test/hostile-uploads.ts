import { makeScreenplayPdf } from "./screenplay-pdf";
import { makeEntityBombFdx, makeZip, makeZipBombDocx } from "./test-documents";

export interface HostileUpload {
  name: string;
  stage: "script" | "deck";
  content: Buffer;
}

/**
 * Sixteen uploads an attacker would send at once: DOCX zip bombs (200 MB of XML behind a 1 KB
 * claim), Final Draft entity bombs, text files far past the analysis limit, and long PDFs.
 */
export function hostileUploads(): HostileUpload[] {
  const zipBomb = makeZipBombDocx(200);
  const entityBomb = Buffer.from(makeEntityBombFdx());
  const hugeText = Buffer.from("INT. A ROOM - DAY\n\nSomeone types the same line again.\n\n".repeat(400_000));
  const longPdf = makeScreenplayPdf({ pages: 400, seed: 19 }).pdf;
  return Array.from({ length: 16 }, (_, i) => {
    switch (i % 4) {
      case 0:
        return { name: `bomb-${i}.docx`, stage: "script", content: zipBomb };
      case 1:
        return { name: `laughs-${i}.fdx`, stage: "script", content: entityBomb };
      case 2:
        return { name: `huge-${i}.fountain`, stage: "script", content: hugeText };
      default:
        return { name: `long-${i}.pdf`, stage: "script", content: longPdf };
    }
  });
}

/** Sends them all at once; resolves with each answer's status. */
export async function sendHostileUploads(base: string, uploads = hostileUploads()): Promise<number[]> {
  return Promise.all(
    uploads.map(async ({ name, stage, content }) => {
      const form = new FormData();
      form.append("stage", stage);
      form.append("file", new Blob([new Uint8Array(content)]), name);
      const response = await fetch(`${base}/api/upload`, { method: "POST", body: form });
      await response.arrayBuffer();
      return response.status;
    }),
  );
}

/**
 * A .pptx of a few hundred KB whose slides are each one paragraph of `mbPerSlide` MB of spaces:
 * nothing to read, but every byte to inflate and parse.
 */
export function makeHollowParagraphsPptx(slides = 16, mbPerSlide = 15): Buffer {
  const slideXml = Buffer.concat([
    Buffer.from(
      '<?xml version="1.0"?><p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>',
    ),
    Buffer.alloc(Math.round(mbPerSlide * 1024 * 1024), 0x20),
    Buffer.from("</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>"),
  ]);
  const ids = Array.from({ length: slides }, (_, i) => i + 1);
  const presentation = `<?xml version="1.0"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><p:sldIdLst>${ids.map((i) => `<p:sldId id="${255 + i}" r:id="rId${i}"/>`).join("")}</p:sldIdLst></p:presentation>`;
  const rels = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${ids.map((i) => `<Relationship Id="rId${i}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide${i}.xml"/>`).join("")}</Relationships>`;
  return makeZip([
    { name: "[Content_Types].xml", data: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: "ppt/presentation.xml", data: Buffer.from(presentation) },
    { name: "ppt/_rels/presentation.xml.rels", data: Buffer.from(rels) },
    ...ids.map((i) => ({ name: `ppt/slides/slide${i}.xml`, data: slideXml })),
  ]);
}
