import type { ScriptReading } from "#domain/script-reading";
import { countSceneHeadings } from "../split-material";

/**
 * Where each part of a long script sits in the reader's backbone: its scenes, pages and act, so part
 * notes are written, and combined, in the script's real order.
 */
export function partLabels(parts: string[], reading: ScriptReading | null): (string | undefined)[] {
  if (!reading || reading.scenes.length === 0) return parts.map(() => undefined);
  let seen = 0;
  return parts.map((part) => {
    const headings = countSceneHeadings(part);
    const first = reading.scenes[Math.min(seen, reading.scenes.length - 1)]!;
    seen += Math.max(0, headings);
    const last = reading.scenes[Math.min(Math.max(seen - 1, 0), reading.scenes.length - 1)]!;
    const act = reading.acts.find((a) => first.page >= a.startPage && first.page <= a.endPage);
    const scenes =
      last.number > first.number ? `scenes ${first.number}-${last.number}` : `scene ${first.number}`;
    return `${scenes}, pages ${first.page}-${Math.max(first.page, last.page)}${act ? `, from ${act.label}` : ""}`;
  });
}
