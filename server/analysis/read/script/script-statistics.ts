import { countBy, DAY_LIGHTS, SETTING_KINDS, sceneSpans } from "#domain/reading-charts";
import type { ScriptReading } from "#domain/script-reading";

/** The script's numbers as everything shows them: the report, the pictures and the outline. */
export interface ScriptStatistics {
  pages: number;
  scenes: number;
  interiors: number;
  exteriors: number;
  /** INT/EXT headings: both at once. */
  both: number;
  night: number;
}

/**
 * A query over the one reading, with the pictures' own definitions (`sceneSpans`: a scene's setting
 * from its heading, its light from its time words, "CONTINUOUS" keeping the light before it).
 */
export function scriptStatistics(reading: Pick<ScriptReading, "pages" | "scenes">): ScriptStatistics {
  const spans = sceneSpans(reading);
  const settings = countBy(
    SETTING_KINDS,
    spans.map((span) => span.setting),
  );
  const lights = countBy(
    DAY_LIGHTS,
    spans.map((span) => span.light),
  );
  return {
    pages: reading.pages,
    scenes: spans.length,
    interiors: settings.INT,
    exteriors: settings.EXT,
    both: settings["INT/EXT"],
    night: lights.night,
  };
}
