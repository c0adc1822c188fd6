/**
 * Text as PostgreSQL can store it: no NUL characters (text and jsonb refuse them) and no lone
 * UTF-16 surrogates (replaced with U+FFFD). Everything else the user wrote is kept as it is.
 */
export function toStorableText(text: string): string {
  return text.replaceAll("\u0000", "").toWellFormed();
}
