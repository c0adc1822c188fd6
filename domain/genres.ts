export const GENRES = ["Drama", "Thriller", "Comedy", "Horror", "Sci-Fi", "Documentary", "Other"] as const;
export type Genre = (typeof GENRES)[number];

export const TEMPLATE_KEYS = ["drama", "thriller", "comedy", "horror", "scifi", "documentary"] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/** The template for a genre, or null for Other / unknown / empty. */
export function templateKeyForGenre(genre: string | null | undefined): TemplateKey | null {
  if (!genre) return null;
  const key = genre.toLowerCase().replace(/[^a-z]/g, "");
  return (TEMPLATE_KEYS as readonly string[]).includes(key) ? (key as TemplateKey) : null;
}
