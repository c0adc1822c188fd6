import { francAll } from "franc-min";
import { iso6393To1 } from "iso-639-3/iso6393-to-1";
import macrolanguages from "../../../lexicons/macrolanguages.json" with { type: "json" };
import { isSampleText } from "./sample-text";

const MACRO: Record<string, string> = macrolanguages.toIso6391;

const SAMPLE_CHARS = 6000;

/** The code for a text that is not English but whose language the reader cannot name. */
export const UNCERTAIN_LANGUAGE = "und";

/**
 * ISO 639-1 code of the text's language (franc's trigram models, shipped in the package). The
 * sample is taken across the whole text so a foreign-language title page does not decide it.
 * Text too short to tell is read as English; when two languages score alike, or a short text
 * scores close to others, the reader does not guess: "und", said as "not English (language
 * uncertain)".
 */
export function detectLanguage(text: string): string {
  // Sample text (lorem ipsum, in any alphabet) is written in no language a reader can name.
  if (isSampleText(text)) return UNCERTAIN_LANGUAGE;
  // Filler repeated word after word ("action. action. action.") tells nothing of the language.
  const flat = text
    .replace(/\s+/g, " ")
    .replace(/(?<![\p{L}])(\p{L}+)(?:[\s.,!?]+\1(?![\p{L}]))+/giu, "$1")
    .trim();
  const sample =
    flat.length <= SAMPLE_CHARS
      ? flat
      : [0.1, 0.35, 0.6, 0.85]
          .map((at) =>
            flat.slice(Math.floor(flat.length * at), Math.floor(flat.length * at) + SAMPLE_CHARS / 4),
          )
          .join(" ");
  const [top, runnerUp] = francAll(sample, { minLength: 40 });
  if (!top || top[0] === "und") return isMostlyLatin(flat) ? "en" : UNCERTAIN_LANGUAGE;
  const margin = runnerUp ? top[1] - runnerUp[1] : 1;
  if (top[0] !== "eng" && (margin < 0.003 || (sample.length < 300 && margin < 0.1)))
    return UNCERTAIN_LANGUAGE;
  return iso6393To1[top[0]] ?? MACRO[top[0]] ?? UNCERTAIN_LANGUAGE;
}

/** Too little text to tell: Latin letters read as English, any other script as not English. */
function isMostlyLatin(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return letters === 0 || latin / letters >= 0.5;
}

/** English name of a language code, for sentences ("German"). */
export function languageName(code: string): string {
  if (code === UNCERTAIN_LANGUAGE) return "a language other than English (language uncertain)";
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}
