import { posix } from "node:path";
import { releaseMemoryNow } from "../workers/release-memory";
import { ExtractionFailure } from "./extraction-failure";
import { ooxmlElements, relationships, relsPath } from "./ooxml-elements";
import { MalformedXmlError, ooxmlParagraphs, SLIDE_VOCABULARY } from "./ooxml-paragraphs";
import { ZipArchive } from "./zip-archive";

/** Everything a deck may inflate to, pictures included. */
export const MAX_PPTX_BYTES = 256 * 1024 * 1024;
const MAX_PART_BYTES = 16 * 1024 * 1024;
/** A slide's XML (or its notes') past this is not a slide: real ones are tens of KB, pictures apart. */
const MAX_SLIDE_PART_BYTES = 4 * 1024 * 1024;
const MAX_PICTURE_BYTES = 32 * 1024 * 1024;
export const MAX_SLIDES = 500;
const LARGE_PART_CHARACTERS = 1024 * 1024;
/** The pictures OCR engines read; EMF, WMF and SVG drawings are left alone. */
const PICTURE_EXTENSIONS = new Set([".png", ".jpg", ".jpeg", ".bmp", ".webp"]);
const REASONS = { corrupt: "corrupt-pptx", bomb: "pptx-bomb" } as const;

export interface PptxSlide {
  paragraphs: string[];
  notes: string[];
  /** Zip entries of the pictures placed on the slide, in the order they appear. */
  pictures: string[];
}

/** An open .pptx: its slides in presentation order, and its pictures on demand. */
export interface PptxDeck {
  slides: PptxSlide[];
  readPicture(entry: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

export async function readPptx(filePath: string): Promise<PptxDeck> {
  const archive = await ZipArchive.open(filePath, REASONS, MAX_PPTX_BYTES);
  try {
    const xml = async (part: string) => archive.readText(part, MAX_PART_BYTES);
    const presentation = await xml("ppt/presentation.xml");
    if (presentation === null) throw new ExtractionFailure("corrupt-pptx");
    const presentationRels = relationships(
      await xml(relsPath("ppt/presentation.xml")),
      "ppt/presentation.xml",
    );
    const slideIds = ooxmlElements(presentation, ["p:sldId"]).map(
      (element) => element.attributes["r:id"] ?? "",
    );
    if (slideIds.length > MAX_SLIDES) throw new ExtractionFailure("too-many-slides");
    const slides: PptxSlide[] = [];
    for (const id of slideIds) {
      const part = presentationRels.get(id);
      if (part?.type !== "slide") continue;
      const slideXml = await archive.readText(part.target, MAX_SLIDE_PART_BYTES);
      if (slideXml === null) continue;
      const rels = relationships(await xml(relsPath(part.target)), part.target);
      const notesPart = [...rels.values()].find((rel) => rel.type === "notesSlide");
      const notesXml = notesPart ? await archive.readText(notesPart.target, MAX_SLIDE_PART_BYTES) : null;
      const pictures = ooxmlElements(slideXml, ["a:blip"])
        .map((blip) => rels.get(blip.attributes["r:embed"] ?? "")?.target)
        .filter(
          (target): target is string =>
            !!target && PICTURE_EXTENSIONS.has(posix.extname(target).toLowerCase()),
        );
      slides.push({
        paragraphs: ooxmlParagraphs(slideXml, SLIDE_VOCABULARY),
        notes: notesXml === null ? [] : ooxmlParagraphs(notesXml, SLIDE_VOCABULARY),
        pictures: [...new Set(pictures)],
      });
      // A large slide leaves its XML, and the parser's copies of it, as garbage: given back at once,
      // a deck of many such slides holds one slide's worth of memory, not all of them.
      if (slideXml.length + (notesXml?.length ?? 0) > LARGE_PART_CHARACTERS) releaseMemoryNow();
    }
    return {
      slides,
      readPicture: (entry) => archive.read(entry, MAX_PICTURE_BYTES),
      close: () => archive.close(),
    };
  } catch (error) {
    await archive.close();
    if (error instanceof MalformedXmlError) throw new ExtractionFailure("corrupt-pptx", { cause: error });
    throw error;
  }
}
