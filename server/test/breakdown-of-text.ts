import { readBreakdown } from "#analysis/read/script/breakdown/read-breakdown";
import { buildScenes } from "#analysis/read/script/build-scenes";
import { readCast } from "#analysis/read/script/cast";
import { parseScreenplayText } from "#server/screenplay/parse-screenplay-text";

/** The production breakdown of a screenplay's text, read as the analysis reads it, for tests of one rule. */
export function breakdownOfText(text: string, { format = "feature", pages = 3 } = {}) {
  const parsed = parseScreenplayText(text);
  const scenes = buildScenes(parsed.elements, pages);
  const cast = readCast(scenes);
  return readBreakdown({
    scenes,
    characters: cast.characters,
    canonical: cast.canonical,
    titlePage: parsed.titlePage,
    pages,
    format,
  });
}
