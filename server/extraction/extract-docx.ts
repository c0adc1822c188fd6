import { isCueLine, isSceneHeading } from "../screenplay/patterns";
import { ExtractionFailure } from "./extraction-failure";
import { MalformedXmlError, ooxmlParagraphs, WORD_VOCABULARY } from "./ooxml-paragraphs";
import { ZipArchive } from "./zip-archive";

/** Word's document.xml may be at most this large once inflated (a 300-page script is ~5 MB). */
export const MAX_DOCX_XML_BYTES = 64 * 1024 * 1024;
const REASONS = { corrupt: "corrupt-docx", bomb: "docx-bomb" } as const;

/** .docx -> text, one line per paragraph; a cue or parenthetical stays attached to the line under it. */
export async function extractDocx(filePath: string): Promise<string> {
  const archive = await ZipArchive.open(filePath, REASONS, MAX_DOCX_XML_BYTES);
  let xml: string | null;
  try {
    xml = await archive.readText("word/document.xml", MAX_DOCX_XML_BYTES);
  } finally {
    await archive.close();
  }
  if (xml === null) throw new ExtractionFailure("corrupt-docx");
  let paragraphs: string[];
  try {
    paragraphs = ooxmlParagraphs(xml, WORD_VOCABULARY);
  } catch (error) {
    if (error instanceof MalformedXmlError) throw new ExtractionFailure("corrupt-docx", { cause: error });
    throw error;
  }
  let text = "";
  let previous = "";
  for (const paragraph of paragraphs) {
    const line = paragraph.trim();
    if (!line) continue;
    const isAttached = isCueLine(previous) && !isSceneHeading(previous);
    const isAfterParenthetical = previous.startsWith("(") && previous.endsWith(")");
    text += text ? (isAttached || isAfterParenthetical ? "\n" : "\n\n") : "";
    text += line;
    previous = line;
  }
  return text ? `${text}\n` : "";
}
