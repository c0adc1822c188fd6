/**
 * Texts that speak without screenplay pages: a stage play ("ALGERNON." over his line, acts and
 * scenes, no sluglines) or a transcript (speaker and line, no headings). Their speakers are
 * counted from the cues, so the lead comes from who speaks, not from prose mentions.
 */
export interface SpeakerReading {
  kind: "stage-play" | "transcript" | null;
  /** Speaker -> speeches, most first. */
  speeches: [string, number][];
  /** The writer's act headings in order (a table of contents listing them first does not count twice). */
  acts: { label: string; index: number }[];
}

const NAME = String.raw`\p{Lu}[\p{Lu}'’ .-]{0,28}\p{Lu}`;
/** "ALGERNON." alone on its line, or "HAMLET. To be..." at a line's start. */
const STAGE_CUE = new RegExp(String.raw`^\s*(${NAME})\.(?:\s*$|\s+(?=\S))`, "u");
/** "LORENZ: line" or "ELLARIECIA (V.O.): line". */
const COLON_CUE = new RegExp(String.raw`^\s*(${NAME})\s*(?:\([^)]*\))?\s*:\s*\S`, "u");
/** A numbered transcript row: "12" "LUKE" "line". */
const QUOTED_CUE = /^\s*"\d+"\s+"([^"]+)"\s+"/;
const NOT_A_SPEAKER =
  /^(ACT|SCENE|PROLOGUE|EPILOGUE|THE END|END|EXIT|EXEUNT|ENTER|CURTAIN|TABLEAU|CHAPTER|NOTE|NOTES|INT|EXT|FADE|CUT|TITLE|AUTHOR|CREDITS?|CONTENTS|TIME|PLACE|SETTING|VISUAL|TUNOG|TEKSTO)\b/;
const ACT_LINE =
  /^\s*((?:the\s+)?(?:prologue|epilogue)|act\s+(?:[ivx]+|\d+|one|two|three|four|five)|(?:first|second|third|fourth|fifth)\s+act)\.?\s*$/i;

export function readSpeakers(text: string): SpeakerReading {
  const lines = text.split("\n");
  const counts = new Map<string, number>();
  let stage = 0;
  let colon = 0;
  let quoted = 0;
  for (const line of lines) {
    const match = QUOTED_CUE.exec(line) ?? STAGE_CUE.exec(line) ?? COLON_CUE.exec(line);
    if (!match) continue;
    const name = match[1]!.replace(/\s+/g, " ").trim().toUpperCase();
    if (NOT_A_SPEAKER.test(name) || name.length < 2) continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
    if (QUOTED_CUE.test(line)) quoted++;
    else if (STAGE_CUE.test(line)) stage++;
    else colon++;
  }
  const speeches = [...counts].filter(([, count]) => count >= 2).sort((a, b) => b[1] - a[1]);
  const cues = stage + colon + quoted;
  const speaking = cues >= 20 && speeches.length >= 2;
  const acts = actHeadings(lines);
  const kind = !speaking ? null : acts.length >= 2 || stage > colon + quoted ? "stage-play" : "transcript";
  return { kind, speeches, acts };
}

/**
 * Act headings on lines of their own, in order. When a heading appears twice (a table of
 * contents, then the act itself), the later one is the act.
 */
function actHeadings(lines: readonly string[]): { label: string; index: number }[] {
  const found = new Map<string, { label: string; index: number }>();
  lines.forEach((line, index) => {
    const match = ACT_LINE.exec(line);
    if (!match) return;
    const label = match[1]!.replace(/\s+/g, " ").trim();
    found.set(label.toLowerCase().replace(/^the\s+/, ""), { label, index });
  });
  return [...found.values()].sort((a, b) => a.index - b.index);
}

/** The lead, and a second lead when the second speaker carries nearly as much (a two-hander). */
export function speakingLeads(speeches: readonly [string, number][]): string[] {
  const [first, second] = speeches;
  if (!first) return [];
  return second && second[1] >= first[1] * 0.7 ? [first[0], second[0]] : [first[0]];
}
