/** Marks the standard (WinAnsi) fonts cannot show, mapped to their plain-text equivalents. */
const PLAIN_EQUIVALENTS: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u2032": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u2033": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2212": "-",
  "\u2026": "...",
  "\u2022": "-",
  "\u00A0": " ",
  "\u0141": "L",
  "\u0142": "l",
  "\u0110": "D",
  "\u0111": "d",
  "\u0131": "i",
  "\u0152": "OE",
  "\u0153": "oe",
};

function plainCharacter(character: string): string {
  const mapped = PLAIN_EQUIVALENTS[character];
  if (mapped !== undefined) return mapped;
  if ((character.codePointAt(0) ?? 0) <= 0xff) return character;
  const stripped = character.normalize("NFKD").replace(/[^\x20-\x7e]/g, "");
  return stripped || "?";
}

/**
 * Text as the user wrote it, made safe for a PDF line: one newline style, tabs as spaces, no
 * invisible control or format characters. Without the embedded Unicode font, characters outside
 * Latin-1 fall back to their closest plain form instead of turning into garbage.
 */
export function cleanPdfText(text: string, isUnicode: boolean): string {
  const cleaned = text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, "    ")
    .replace(/(?!\n)[\p{Cc}\p{Cf}]/gu, "");
  return isUnicode ? cleaned : Array.from(cleaned, plainCharacter).join("");
}
