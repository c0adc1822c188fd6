import type { ProductionBreakdown } from "#domain/production-breakdown";
import type { GridItem, ReadingCharacter, ReadingFlag, ScriptReading } from "#domain/script-reading";
import type { ParsedScreenplay, TitlePageEntry } from "#server/screenplay/screenplay-element";
import type { Ending } from "./ending";
import type { Premise } from "./premise";
import type { SceneModel } from "./scene-model";

/**
 * One script, read once: the parse and the reading every part of the analysis queries (statistics,
 * charts, flags, grid, report, outline), with what the report needs beyond the contract.
 */
export interface ScriptModel {
  reading: ScriptReading;
  /** The one parse of the text; nothing downstream parses the script again. */
  parsed: ParsedScreenplay;
  title: string | null;
  isScreenplay: boolean;
  /** Placeholder text (lorem ipsum): nothing to read. */
  isPlaceholder: boolean;
  scenes: SceneModel[];
  /** The production breakdown counted from the same scenes (null for prose). */
  breakdown: ProductionBreakdown | null;
  /** The title page as the writer keyed it ("Author", "Source", "Credit"). */
  titlePage: TitlePageEntry[];
  /** Title-page lines and credits that were set aside (never the story's opening). */
  credits: string[];
  introductions: Map<string, { page: number; scene: number; text: string }>;
  /** The writer's note that named the lead, when one did. */
  writerLeadNote: string | null;
  formatWhy: string;
  medianEighths: number;
  longest: SceneModel | null;
  dialogueShare: number;
  dialogueByQuarter: number[];
  namings: { speaker: string; named: number; speeches: number; quote: string; page: number }[];
  /** Writer's synopsis lines (Fountain `=`, FDX outline body), in order. */
  writerSynopses: string[];
  words: number;
  /** Whether the draft reaches an ending (a closing mark, or a last line that completes). */
  ending: Ending;
  /** Who wants what and what stands in the way, as the pages say it (null: no lead, or not English). */
  premise: Premise | null;
  /** Grid items the reader could not judge from the pages, with why (said, never rated). */
  unrated: { item: GridItem; why: string }[];
}

export function flagsOf(model: ScriptModel, ...kinds: ReadingFlag["kind"][]): ReadingFlag[] {
  return model.reading.flags.filter((flag) => kinds.includes(flag.kind));
}

export function characterNamed(model: ScriptModel, name: string): ReadingCharacter | undefined {
  return model.reading.characters.find((character) => character.name === name);
}
