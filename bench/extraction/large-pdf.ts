import { randomFillSync } from "node:crypto";
import { closeSync, openSync, writeSync } from "node:fs";

/**
 * Writes an image-heavy PDF of about `targetBytes` to `path` without holding it in memory: each page
 * one uncompressed noise image (incompressible, like photos) and a line of text.
 */
export function writeLargePdf(
  path: string,
  targetBytes: number,
  imageSide = 1000,
): { pages: number; bytes: number } {
  const imageBytes = imageSide * imageSide * 3;
  const pages = Math.max(1, Math.floor(targetBytes / (imageBytes + 600)));
  const fd = openSync(path, "w");
  const offsets: number[] = [];
  let position = 0;
  const write = (data: string | Buffer) => {
    const buffer = typeof data === "string" ? Buffer.from(data, "latin1") : data;
    writeSync(fd, buffer);
    position += buffer.length;
  };
  const object = (id: number, body: string) => {
    offsets[id] = position;
    write(`${id} 0 obj\n${body}\nendobj\n`);
  };
  write("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n");
  const pageId = (i: number) => 4 + i * 3;
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  const kids = Array.from({ length: pages }, (_, i) => `${pageId(i)} 0 R`).join(" ");
  object(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  object(3, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  const noise = Buffer.alloc(imageBytes);
  for (let i = 0; i < pages; i++) {
    const id = pageId(i);
    object(
      id,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> /XObject << /Im1 ${id + 2} 0 R >> >> /Contents ${id + 1} 0 R >>`,
    );
    const content = `BT /F1 18 Tf 72 720 Td (Slide ${i + 1}: a town that forgets one person every night) Tj ET q 480 0 0 480 66 180 cm /Im1 Do Q`;
    object(id + 1, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    offsets[id + 2] = position;
    write(
      `${id + 2} 0 obj\n<< /Type /XObject /Subtype /Image /Width ${imageSide} /Height ${imageSide} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${imageBytes} >>\nstream\n`,
    );
    randomFillSync(noise);
    write(noise);
    write("\nendstream\nendobj\n");
  }
  const xref = position;
  const count = pageId(pages);
  let table = `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let id = 1; id < count; id++) table += `${String(offsets[id] ?? 0).padStart(10, "0")} 00000 n \n`;
  write(`${table}trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  closeSync(fd);
  return { pages, bytes: position };
}
