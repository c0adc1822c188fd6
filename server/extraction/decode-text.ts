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
      text = new TextDecoder("windows-1252").decode(bytes);
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
