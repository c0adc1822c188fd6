import boldUrl from "./fonts/NotoSans-Bold.subset.ttf?url";
import regularUrl from "./fonts/NotoSans-Regular.subset.ttf?url";
import type { PdfFontFiles } from "./pdf-fonts";

async function fetchBase64(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

let cached: Promise<PdfFontFiles | null> | null = null;

/**
 * Noto Sans cut to Latin, Vietnamese, Greek and Cyrillic (scripts/subset-pdf-fonts.sh, SIL OFL,
 * fonts/OFL.txt), fetched once on the first download.
 * If they cannot be fetched the report is still produced with the standard font.
 */
export function loadPdfFonts(): Promise<PdfFontFiles | null> {
  cached ??= Promise.all([fetchBase64(regularUrl), fetchBase64(boldUrl)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      console.warn("PDF font unavailable, using the standard font", error);
      cached = null;
      return null;
    });
  return cached;
}
