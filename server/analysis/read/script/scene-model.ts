import type { SceneSetting } from "#domain/script-reading";
import type { ScreenplayElement } from "#server/screenplay/screenplay-element";

/** One scene as the reader works on it: the contract's fields plus its elements and counts. */
export interface SceneModel {
  number: number;
  heading: string;
  page: number;
  endPage: number;
  eighths: number;
  setting: SceneSetting | null;
  time: string;
  /** Canonical names present (speaking or named in action), filled once aliases are known. */
  characters: string[];
  /** Of those, the names the action gives only as the owner of a thing ("Mariachi's guitar"). */
  ownersOnly?: string[];
  /** Character names as the cues give them (extensions removed), one per speech. */
  cues: string[];
  elements: ScreenplayElement[];
  words: number;
  dialogueWords: number;
}
