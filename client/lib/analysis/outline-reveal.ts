/**
 * A freshly generated outline sits below the whole report: the review page it lands on scrolls it
 * into view, once. The generation marks it; the outline takes the mark when it shows.
 */
let pending = false;

export function revealOutlineWhenShown(): void {
  pending = true;
}

export function takeOutlineReveal(): boolean {
  const was = pending;
  pending = false;
  return was;
}
