import { isCueLine, isSceneHeading } from "../screenplay/patterns";
import { readZipEntry } from "./read-zip-entry";

/** Word's document.xml may be at most this large once inflated (a 300-page script is ~5 MB). */
export const MAX_DOCX_XML_BYTES = 64 * 1024 * 1024;

/** .docx -> text, one line per paragraph; a cue or parenthetical stays attached to the line under it. */
export async function extractDocx(filePath: string): Promise<string> {
  const xml = (await readZipEntry(filePath, "word/document.xml", MAX_DOCX_XML_BYTES)).toString("utf8");
  const paragraphs: string[] = [];
  for (const match of xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>|<w:p\/>/g)) {
    paragraphs.push(paragraphText(match[0]));
  }
  let text = "";
  let previous = "";
  for (const paragraph of paragraphs) {
    const line = paragraph.trim();
    if (!line) continue;
    const isAttached = isCueLine(previous) && !isSceneHeading(previous);
    const isAfterParenthetical = /^\(.*\)$/.test(previous);
    text += text ? (isAttached || isAfterParenthetical ? "\n" : "\n\n") : "";
    text += line;
    previous = line;
  }
  return text ? `${text}\n` : "";
}

function paragraphText(xml: string): string {
  let out = "";
  for (const match of xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>/g)) {
    if (match[2] === "tab") out += "\t";
    else if (match[2]) out += "\n";
    else out += decodeEntities(match[1] ?? "");
  }
  return out;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (entity.startsWith("#x") || entity.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number(entity.slice(1)));
    return named[entity.toLowerCase()] ?? "";
  });
}
