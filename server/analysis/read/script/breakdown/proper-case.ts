/** "WILL'S DATE" -> "Will's Date", "MCCLOUD" -> "McCloud", "JEAN-LUC" -> "Jean-Luc". */
export function properCase(name: string): string {
  if (/\p{Ll}/u.test(name)) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s\-/(])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\b(Mc|O')(\p{L})/gu, (_, prefix: string, letter: string) => prefix + letter.toUpperCase());
}
