import { francAll } from "franc-min";
import type { GateResult } from "#domain/pitch-judgement";
import { gazetteer } from "../read/pitch/gazetteer";
import { quote } from "../read/text/words";

/** franc's best guess must beat English by this much before we call the text another language. */
const LANGUAGE_MARGIN = 0.1;
const MIN_REAL_WORDS = 0.6;
const NAMES: Record<string, string> = {
  spa: "Spanish",
  fra: "French",
  deu: "German",
  ita: "Italian",
  por: "Portuguese",
  nld: "Dutch",
  swe: "Swedish",
  pol: "Polish",
  rus: "Russian",
  tur: "Turkish",
  ron: "Romanian",
  ukr: "Ukrainian",
  ces: "Czech",
  hun: "Hungarian",
  arb: "Arabic",
  cmn: "Chinese",
  jpn: "Japanese",
  kor: "Korean",
  hin: "Hindi",
  ind: "Indonesian",
  vie: "Vietnamese",
};

/** Lower-case word tokens; capitalised words are left out (names are not in any dictionary). */
function commonWords(text: string): string[] {
  return (text.match(/(?<![\p{L}'’-])\p{Ll}[\p{Ll}'’-]*/gu) ?? [])
    .map((word) => word.replace(/[’']s$/, "").replace(/[’'-]+$/, ""))
    .filter((word) => word.length >= 2);
}

export function realWordShare(text: string): number {
  const words = commonWords(text);
  if (!words.length) return 0;
  const english = gazetteer().englishWords;
  const known = words.filter(
    (word) => english.has(word) || word.split("-").every((part) => english.has(part)),
  );
  return known.length / words.length;
}

function bestLanguage(text: string): string {
  const scores = francAll(text.slice(0, 5_000));
  const best = scores[0];
  if (!best || best[0] === "und") return "und";
  if (best[0] === "eng") return "eng";
  const english = scores.find(([code]) => code === "eng")?.[1] ?? 0;
  return best[1] - english >= LANGUAGE_MARGIN ? best[0] : "und";
}

export function detectLanguage(text: string): string {
  if (text.replace(/\s+/g, " ").length < 60) return "und";
  const whole = bestLanguage(text);
  if (whole !== "und") return whole;
  // On long text franc's scores bunch together; then the sentences decide, one vote each.
  const votes = new Map<string, number>();
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.length >= 40);
  for (const sentence of sentences) {
    const language = bestLanguage(sentence);
    votes.set(language, (votes.get(language) ?? 0) + 1);
  }
  const [top, count] = [...votes].filter(([code]) => code !== "und").sort((a, b) => b[1] - a[1])[0] ?? [
    "und",
    0,
  ];
  return count * 2 > sentences.length ? top : "und";
}

export interface LanguageReading {
  language: string;
  gates: GateResult[];
  refusal: string | null;
  /** Set when the material is written in another language: it is judged on what can be read, not refused. */
  other: { name: string; sample: string } | null;
}

/** Language and the share of real English words: lorem, gibberish and other languages are refused. */
export function languageGates(material: string): LanguageReading {
  const language = detectLanguage(material);
  const share = realWordShare(material);
  const sample = quote(material, 10);
  const isPlaceholder = /\blorem ipsum\b|\bdolor sit amet\b/i.test(material);
  const other = language !== "eng" && language !== "und" && share < MIN_REAL_WORDS;
  const languageName = NAMES[language] ?? "another language";
  const gates: GateResult[] = [
    {
      gate: "language",
      passed: !other,
      measure: share,
      quote: other ? sample : null,
      note: other
        ? `The material reads as ${languageName} (${sample}); it was not read in English.`
        : "The material is in English.",
    },
    {
      gate: "real-words",
      passed: (share >= MIN_REAL_WORDS || other) && !isPlaceholder,
      measure: share,
      quote: share >= MIN_REAL_WORDS && !isPlaceholder ? null : sample,
      note: isPlaceholder
        ? `The material is placeholder text (${sample}), not a pitch.`
        : `${Math.round(share * 100)}% of the lower-case words are English words.`,
    },
  ];
  let refusal: string | null = null;
  if (isPlaceholder)
    refusal = `This is placeholder text (${sample}), not a pitch, so there is nothing to score. Paste or write your own material and try again.`;
  else if (share < MIN_REAL_WORDS && !other)
    refusal = `Only ${Math.round(share * 100)}% of the words in this material are English words (${sample}), so it cannot be read as a pitch. Please check the text and try again.`;
  return { language, gates, refusal, other: other && !isPlaceholder ? { name: languageName, sample } : null };
}
