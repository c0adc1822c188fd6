import { makeScreenplayPdf } from "./screenplay-pdf";
import { makeEntityBombFdx, makeZipBombDocx } from "./test-documents";

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
