export type ElementType =
  | "scene-heading"
  | "action"
  | "character"
  | "parenthetical"
  | "dialogue"
  | "transition";

export interface ScreenplayElement {
  type: ElementType;
  text: string;
  /** Character cue of the second speaker in dual (side-by-side) dialogue. */
  isDual?: boolean;
  /** Cue repeated after "(MORE)" at a page break: the same speech goes on. */
  isContinuation?: boolean;
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
}
