import { crc32, deflateRawSync } from "node:zlib";

interface ZipEntry {
  name: string;
  data: Buffer;
  /** Written into the headers instead of the real size (a lying zip bomb). */
  declaredSize?: number;
}

/** A minimal zip (deflated entries), enough for a .docx. */
export function makeZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const compressed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ' +
  'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A .docx whose paragraphs are the given lines. */
export function makeDocx(paragraphs: readonly string[]): Buffer {
  const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`)
    .join("");
  const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  return makeZip([
    { name: "[Content_Types].xml", data: Buffer.from(CONTENT_TYPES) },
    { name: "word/document.xml", data: Buffer.from(xml) },
  ]);
}

/** A .docx whose document.xml inflates to `inflatedMb` MB while its headers claim 1 KB. */
export function makeZipBombDocx(inflatedMb: number): Buffer {
  return makeZip([
    { name: "[Content_Types].xml", data: Buffer.from(CONTENT_TYPES) },
    { name: "word/document.xml", data: Buffer.alloc(inflatedMb * 1024 * 1024, 0x20), declaredSize: 1024 },
  ]);
}

/** The "billion laughs": ten levels of ten entity references in a Final Draft file. */
export function makeEntityBombFdx(): string {
  const levels = ['<!ENTITY lol0 "lol">'];
  for (let i = 1; i < 10; i++) levels.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
  return `<?xml version="1.0"?>\n<!DOCTYPE FinalDraft [${levels.join("")}]>\n<FinalDraft DocumentType="Script"><Content><Paragraph Type="Action"><Text>&lol9;</Text></Paragraph></Content></FinalDraft>\n`;
}

/**
 * A .docx of about 3 KB whose document.xml (1.9 MB once inflated) opens paragraph after paragraph
 * and never closes one: a backtracking pattern over the XML takes minutes on it, a parser an instant.
 */
export function makeHostileDocx(openings = 380_000): Buffer {
  const xml = `<?xml version="1.0"?><w:document><w:body>${"<w:p ".repeat(openings)}</w:body></w:document>`;
  return makeZip([
    { name: "[Content_Types].xml", data: Buffer.from(CONTENT_TYPES) },
    { name: "word/document.xml", data: Buffer.from(xml) },
  ]);
}
