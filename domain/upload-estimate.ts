/** "About 12 s left" from the bytes sent so far; null until the rate can be read (≥ 1 s, some bytes). */
export function uploadTimeLeft(sent: number, total: number, elapsedMs: number): string | null {
  if (sent <= 0 || elapsedMs < 1000 || sent >= total) return null;
  const seconds = Math.ceil(((total - sent) / sent) * (elapsedMs / 1000));
  if (seconds < 60) return `about ${Math.max(1, seconds)} s left`;
  return `about ${Math.ceil(seconds / 60)} min left`;
}

export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
