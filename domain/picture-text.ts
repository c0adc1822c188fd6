import { z } from "zod";
import { PROMPTS_SEPARATOR } from "./questionnaire";

/**
 * What the upload knows about a deck's pictures, passed on to the analysis: the pages (or slides,
 * 1-based) whose words were read from pictures by OCR, and those whose pictures could not be read.
 */
export const PictureTextSchema = z.object({
  ocrPages: z.array(z.number().int().positive()).max(10_000),
  unreadPages: z.array(z.number().int().positive()).max(10_000),
});
export type PictureText = z.infer<typeof PictureTextSchema>;

/** The categories the words alone cannot rate when the deck's look is in its pictures. */
export const PICTURE_RATED_CATEGORIES = ["Design and Readability"] as const;

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word)).length;

/** The share of the uploaded material's words (before any questionnaire block) read from pictures. */
export function pictureWordShare(text: string, pictures: PictureText): number {
  const at = text.indexOf(PROMPTS_SEPARATOR);
  const pages = (at === -1 ? text : text.slice(0, at)).split("\f");
  const ocr = new Set(pictures.ocrPages);
  let total = 0;
  let fromPictures = 0;
  for (const [index, page] of pages.entries()) {
    const words = wordCount(page);
    total += words;
    if (ocr.has(index + 1)) fromPictures += words;
  }
  return total === 0 ? 0 : fromPictures / total;
}

/**
 * Why a deck's design cannot be rated from its words, or null when it can: most of its words were
 * read from pictures, or some of its pictures could not be read at all.
 */
export function picturesNotRatedReason(
  text: string,
  pictures: PictureText | null | undefined,
): string | null {
  if (!pictures) return null;
  const share = pictureWordShare(text, pictures);
  const unread = pictures.unreadPages.length;
  if (share <= 0.5 && unread === 0) return null;
  const read =
    share > 0.5
      ? `${Math.round(share * 100)}% of this deck's words were read from pictures (OCR)`
      : `${unread === 1 ? "1 slide's pictures" : `${unread} slides' pictures`} could not be read`;
  return `Not rated: ${read}, so its design and readability cannot be judged from the words alone. The overall score is the mean of the categories that were rated.`;
}

/** The sentence on the upload when the analysis will not rate the design from the words. */
export function picturesUploadNotice(text: string, pictures: PictureText): string | null {
  if (!picturesNotRatedReason(text, pictures)) return null;
  const share = Math.round(pictureWordShare(text, pictures) * 100);
  const unread = pictures.unreadPages.length;
  const parts = [
    share > 50 ? `Most of this deck's words (${share}%) are in pictures` : null,
    unread > 0
      ? `${unread === 1 ? "1 slide has" : `${unread} slides have`} pictures we could not read`
      : null,
  ].filter(Boolean);
  return `${parts.join(", and ")}. The report will not rate Design and Readability from the words alone.`;
}
