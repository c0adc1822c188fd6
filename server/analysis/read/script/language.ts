import { francAll } from "franc-min";
import { iso6393To1 } from "iso-639-3/iso6393-to-1";

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
  const flat = text.replace(/\s+/g, " ").trim();
  const sample =
    flat.length <= SAMPLE_CHARS
      ? flat
      : [0.1, 0.35, 0.6, 0.85]
          .map((at) =>
            flat.slice(Math.floor(flat.length * at), Math.floor(flat.length * at) + SAMPLE_CHARS / 4),
          )
          .join(" ");
  const [top, runnerUp] = francAll(sample, { minLength: 40 });
  if (!top || top[0] === "und") return "en";
  const margin = runnerUp ? top[1] - runnerUp[1] : 1;
  if (top[0] !== "eng" && (margin < 0.003 || (sample.length < 300 && margin < 0.1)))
    return UNCERTAIN_LANGUAGE;
  return iso6393To1[top[0]] ?? "en";
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
