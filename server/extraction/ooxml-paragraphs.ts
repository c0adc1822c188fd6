import { SaxesParser, type SaxesTagPlain } from "saxes";

/** The element names one Office XML dialect uses for paragraphs and their text. */
export interface ParagraphVocabulary {
  paragraph: string;
  text: string;
  tabs: readonly string[];
  breaks: readonly string[];
  /** Elements whose text is never read (alternate renderings, fields such as slide numbers). */
  ignored: readonly string[];
  /** A shape whose placeholder is one of `types` (slide number, date, footer) is dropped whole. */
  placeholders?: { shape: string; placeholder: string; types: ReadonlySet<string> };
}

export const WORD_VOCABULARY: ParagraphVocabulary = {
  paragraph: "w:p",
  text: "w:t",
  tabs: ["w:tab", "w:ptab"],
  breaks: ["w:br", "w:cr"],
  ignored: ["mc:Fallback", "w:del", "w:instrText"],
};

export const SLIDE_VOCABULARY: ParagraphVocabulary = {
  paragraph: "a:p",
  text: "a:t",
  tabs: [],
  breaks: ["a:br"],
  ignored: ["mc:Fallback", "a:fld"],
  placeholders: {
    shape: "p:sp",
    placeholder: "p:ph",
    types: new Set(["sldNum", "dt", "ftr", "hdr", "sldImg"]),
  },
};

/** Thrown for XML that is not well-formed (the caller names the file type). */
export class MalformedXmlError extends Error {
  override name = "MalformedXmlError";
}

/**
 * Office XML -> the text of each paragraph, in document order, with one streaming pass of a
 * conforming XML parser: linear in the input, whatever it holds. A paragraph nested inside another
 * (a text box) comes out as its own paragraph, before the one that holds it. DTD entities are
 * never expanded.
 */
export function ooxmlParagraphs(xml: string, vocabulary: ParagraphVocabulary): string[] {
  const paragraphs: string[] = [];
  const open: string[] = [];
  const shapes: { paragraphs: string[]; isDropped: boolean }[] = [];
  let ignoredDepth = 0;
  let textDepth = 0;
  const parser = new SaxesParser({ xmlns: false });
  const emit = (text: string) => {
    const shape = shapes.at(-1);
    if (shape) shape.paragraphs.push(text);
    else paragraphs.push(text);
  };
  const append = (text: string) => {
    if (open.length > 0 && ignoredDepth === 0) open[open.length - 1] += text;
  };
  parser.on("opentag", (tag: SaxesTagPlain) => {
    const name = tag.name;
    if (vocabulary.ignored.includes(name)) ignoredDepth++;
    if (name === vocabulary.paragraph) open.push("");
    else if (name === vocabulary.text) textDepth++;
    else if (vocabulary.tabs.includes(name)) append("\t");
    else if (vocabulary.breaks.includes(name)) append("\n");
    const placeholders = vocabulary.placeholders;
    if (placeholders && name === placeholders.shape) shapes.push({ paragraphs: [], isDropped: false });
    if (
      placeholders &&
      name === placeholders.placeholder &&
      placeholders.types.has(String(tag.attributes.type))
    ) {
      const shape = shapes.at(-1);
      if (shape) shape.isDropped = true;
    }
  });
  parser.on("text", (text) => {
    if (textDepth > 0) append(text);
  });
  parser.on("cdata", (text) => {
    if (textDepth > 0) append(text);
  });
  parser.on("closetag", (tag: SaxesTagPlain) => {
    const name = tag.name;
    if (name === vocabulary.paragraph) emit(open.pop() ?? "");
    else if (name === vocabulary.text) textDepth = Math.max(0, textDepth - 1);
    if (vocabulary.ignored.includes(name)) ignoredDepth = Math.max(0, ignoredDepth - 1);
    if (vocabulary.placeholders && name === vocabulary.placeholders.shape) {
      const shape = shapes.pop();
      if (shape && !shape.isDropped) for (const text of shape.paragraphs) emit(text);
    }
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    throw new MalformedXmlError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  return paragraphs;
}
