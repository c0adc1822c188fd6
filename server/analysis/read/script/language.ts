import { franc } from "franc-min";
import { iso6393To1 } from "iso-639-3/iso6393-to-1";

const SAMPLE_CHARS = 6000;

/**
 * ISO 639-1 code of the text's language (franc's trigram models, shipped in the package). The
 * sample is taken across the whole text so a foreign-language title page does not decide it.
 * Text too short or unclear to tell is read as English.
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
  const code = franc(sample, { minLength: 40 });
  if (code === "und") return "en";
  return iso6393To1[code] ?? "en";
}

/** English name of a language code, for sentences ("German"). */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}
