export type ElementType =
  | "scene-heading"
  | "action"
  | "character"
  | "parenthetical"
  | "dialogue"
  | "transition"
  /** The writer's own structure (Fountain `#`, `=`, `[[ ]]`; FDX acts, outline, ScriptNotes). */
  | "section"
  | "synopsis"
  | "note";

/** Elements that are not printed on the page: they take no room and no words. */
export const STRUCTURE_TYPES: ReadonlySet<ElementType> = new Set(["section", "synopsis", "note"]);

export interface ScreenplayElement {
  type: ElementType;
  text: string;
  /** Character cue of the second speaker in dual (side-by-side) dialogue. */
  isDual?: boolean;
  /** Cue repeated after "(MORE)" at a page break: the same speech goes on. */
  isContinuation?: boolean;
  /** Depth of a section (1 for `#`, 2 for `##`). */
  depth?: number;
  /** The writer's scene number ("12", "12A") on a heading. */
  sceneNumber?: string;
  /** Index of the element's first line in the source text (form feeds count as line breaks). */
  line?: number;
  /** Page the element starts on: the document's own page when known, else estimated. */
  page?: number;
}

export interface TitlePageEntry {
  key: string;
  value: string;
}

export interface ParsedScreenplay {
  titlePage: TitlePageEntry[];
  elements: ScreenplayElement[];
  /** Known page count (PDF text with form feeds), else null. */
  pages: number | null;
  /** Leading PDF pages that are only a title page (not counted as script pages). */
  coverPages?: number;
  /** The last page number the document prints, when it prints consistent numbers (a PDF). */
  lastPrintedPage?: number;
}
