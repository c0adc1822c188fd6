import type { ScreenplayStats } from "#domain/upload";
import { countWords } from "../text/words";

const HEADING = /^\s*\.?(INT|EXT|INT\.?\s*\/\s*EXT|EXT\.?\s*\/\s*INT|I\/E)[.\s]/i;
const CUE =
  /^\s*([A-Z][A-Z0-9 .'’-]{1,30}?)\s*(?:\((?:V\.O\.|O\.S\.|O\.C\.|CONT'D|CONT’D)\))*\s*(?:\(CONT'D\))?\s*$/;
const NOT_CUES =
  /^(FADE|CUT|DISSOLVE|SMASH|MATCH|THE END|CONTINUED|INTERCUT|BACK TO|LATER|MONTAGE|END|TITLE|SUPER)/;

/** Printed screenplay pages hold about this many non-space characters (Courier 12, standard margins). */
const CHARACTERS_PER_PAGE = 950;

interface SceneTally {
  heading: string;
  words: number;
}

/**
 * A light reading of screenplay-formatted text for when no parsed statistics came with it:
 * scene headings, character cues and the words spoken after them.
 */
export function scanScreenplay(text: string): ScreenplayStats | null {
  const lines = text.split(/\r?\n/);
  const scenes: SceneTally[] = [];
  const speakers = new Map<string, { speeches: number; words: number }>();
  let speaker: string | null = null;
  let totalWords = 0;
  let dialogueWords = 0;
  let interior = 0;
  let exterior = 0;
  let day = 0;
  let night = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const lineWords = countWords(line);
    totalWords += lineWords;
    if (!line.trim()) {
      speaker = null;
      continue;
    }
    if (HEADING.test(line)) {
      const heading = line.trim().replace(/\s+/g, " ").replace(/^\./, "");
      scenes.push({ heading, words: 0 });
      if (/^(INT|I\/E)/i.test(heading)) interior++;
      if (/^EXT|\/\s*EXT/i.test(heading)) exterior++;
      if (/\bDAY\b|MORNING|AFTERNOON/i.test(heading)) day++;
      if (/\bNIGHT\b|EVENING|DUSK/i.test(heading)) night++;
      speaker = null;
      continue;
    }
    const scene = scenes[scenes.length - 1];
    if (scene) scene.words += lineWords;
    const cue = line.match(CUE);
    const next = lines[i + 1] ?? "";
    if (cue?.[1] && !NOT_CUES.test(cue[1]) && next.trim() && !HEADING.test(next)) {
      speaker = cue[1].trim();
      const tally = speakers.get(speaker) ?? { speeches: 0, words: 0 };
      tally.speeches++;
      speakers.set(speaker, tally);
      continue;
    }
    if (speaker && !/^\s*\(.*\)\s*$/.test(line)) {
      dialogueWords += lineWords;
      const tally = speakers.get(speaker);
      if (tally) tally.words += lineWords;
    }
  }
  if (scenes.length < 3) return null;
  return {
    title:
      text
        .slice(0, 3000)
        .match(/^\s*title:\s*(.+)$/im)?.[1]
        ?.replace(/[*_]/g, "")
        .trim() ?? null,
    pages: Math.max(1, Math.round(text.replace(/\s+/g, "").length / CHARACTERS_PER_PAGE)),
    scenes: scenes.length,
    interiorScenes: interior,
    exteriorScenes: exterior,
    dayScenes: day,
    nightScenes: night,
    speakingCharacters: [...speakers.entries()]
      .map(([name, tally]) => ({ name, ...tally }))
      .sort((a, b) => b.words - a.words || a.name.localeCompare(b.name)),
    dialogueShare: totalWords ? Math.round((dialogueWords / totalWords) * 100) / 100 : 0,
    longestScenes: [...scenes].sort((a, b) => b.words - a.words).slice(0, 5),
  };
}
