import type { ReadingFlag } from "#domain/script-reading";
import { openingWords } from "./pacing";
import type { SceneModel } from "./scene-model";

const CAMERA =
  /\b(CLOSE ON|ANGLE ON|CLOSE[- ]UP|EXTREME CLOSE|WE SEE|PAN(S)? (TO|ACROSS|UP|DOWN)|ZOOM(S)? (IN|OUT|ON)|DOLLY|TRACKING SHOT|CRANE SHOT|THE CAMERA|CAMERA (PANS|MOVES|PUSHES|PULLS|FOLLOWS|TRACKS|ZOOMS))\b/i;
const LONG_HEADING = 60;
const MAX_FLAGS = 3;

/** Formatting a reader notices: a transition on every scene, camera directions, odd headings. */
export function auditFormat(scenes: readonly SceneModel[], pages: number): ReadingFlag[] {
  const flags: ReadingFlag[] = [];
  const withTransition = scenes.filter((scene) => scene.elements.at(-1)?.type === "transition");
  if (scenes.length >= 6 && withTransition.length >= (scenes.length - 1) * 0.8) {
    const first = withTransition[0]!;
    const transition = first.elements.at(-1)!;
    flags.push({
      kind: "format",
      page: transition.page ?? first.page,
      scene: first.number,
      quote: transition.text.trim(),
      note: `${withTransition.length} of ${scenes.length} scenes end on a transition; a cut is implied, so keep transitions for the few changes that mean something.`,
    });
  }
  const camera: ReadingFlag[] = [];
  for (const scene of scenes) {
    for (const element of scene.elements) {
      if (element.type !== "action") continue;
      const match = CAMERA.exec(element.text);
      if (!match) continue;
      camera.push({
        kind: "format",
        page: element.page ?? scene.page,
        scene: scene.number,
        quote: openingWords(element.text.slice(lineStart(element.text, match.index)), 12),
        note: `A camera direction (“${match[0]}”): directing the shot is the director's call; describe what we see instead.`,
      });
    }
  }
  if (camera.length >= 3 && camera.length >= pages / 6) flags.push(...camera.slice(0, MAX_FLAGS));
  const headings: ReadingFlag[] = [];
  for (const scene of scenes) {
    if (!scene.heading || !scene.setting) continue;
    const isMixed = /\p{Ll}/u.test(scene.heading);
    if (!isMixed && scene.heading.length <= LONG_HEADING) continue;
    headings.push({
      kind: "format",
      page: scene.page,
      scene: scene.number,
      quote: scene.heading,
      note: isMixed
        ? "A scene heading in mixed case; headings are set in capitals."
        : `A scene heading of ${scene.heading.length} characters; keep the place and time, move the rest to action.`,
    });
  }
  flags.push(...headings.slice(0, MAX_FLAGS));
  return flags;
}

function lineStart(text: string, at: number): number {
  const sentence = Math.max(text.lastIndexOf(". ", at), text.lastIndexOf("\n", at));
  return sentence < 0 ? 0 : sentence + (text[sentence] === "." ? 2 : 1);
}
