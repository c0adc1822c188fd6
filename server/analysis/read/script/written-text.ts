/**
 * Words the action quotes (a sign, a screen, a label) or sets out after "reads:", "listing:" or "a sign:",
 * with the lines in capitals that follow ("Reads it:\nWARNING!\nJUMPING SPIDERS!"): text on set,
 * not the people or things in the scene.
 */
const WRITTEN =
  /[“"][^”"\n]*[”"]|\b(?:[Rr]eads?|[Rr]eading|[Ss]ays|[Ll]isting|[Mm]arked|[Ll]abell?ed|[Aa]ddressed|[Ss]ign|[Bb]anner|[Bb]illboard|[Pp]lacard|[Hh]eadline)(?:\s+it)?\s*:[^\n]*(?:\n[^\n\p{Ll}]+)*/gu;

/** The text with written words blanked, so every other match keeps its place. */
export function withoutWrittenText(text: string): string {
  return text.replace(WRITTEN, (written) => written.replace(/[^\n]/g, " "));
}
