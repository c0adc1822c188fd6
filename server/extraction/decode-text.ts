/** Bytes of a text file -> string: UTF-8 or UTF-16 by BOM, else strict UTF-8, else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  const [a, b, c] = bytes;
  let text: string;
  if (a === 0xef && b === 0xbb && c === 0xbf) text = new TextDecoder("utf-8").decode(bytes.subarray(3));
  else if (a === 0xff && b === 0xfe) text = new TextDecoder("utf-16le").decode(bytes.subarray(2));
  else if (a === 0xfe && b === 0xff) text = new TextDecoder("utf-16be").decode(bytes.subarray(2));
  else {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      text = decodeWindows1252(bytes);
    }
  }
  return text.replace(/\r\n?/g, "\n").replace(/\0/g, "");
}

/** Text, not binary: no NUL bytes in the sample unless it starts with a UTF-16 byte-order mark. */
export function looksLikeText(sample: Uint8Array): boolean {
  const [a, b] = sample;
  if ((a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff)) return true;
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    if (byte < 9 || (byte > 13 && byte < 32)) control++;
  }
  return control <= sample.length * 0.02;
}

// Node's TextDecoder reads "windows-1252" as Latin-1, losing 0x80-0x9F (curly quotes, dashes, euro).
const CP1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWindows1252(bytes: Uint8Array): string {
  const chars: string[] = [];
  for (let i = 0; i < bytes.length; i += 8192) {
    let chunk = "";
    for (const byte of bytes.subarray(i, i + 8192)) {
      chunk += byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
    }
    chars.push(chunk);
  }
  return chars.join("");
}
