/**
 * Matter framing the work that is not the work: a Project Gutenberg licence header and footer
 * ("*** START OF THE PROJECT GUTENBERG EBOOK ..." / "*** END OF ..."). Like a title page, it is
 * set aside before the reading, so it is never story, cast or a quote.
 */
const START = /^\*{3}\s*START OF (?:THE|THIS) PROJECT GUTENBERG[^\n]*$/im;
const END = /^\*{3}\s*END OF (?:THE|THIS) PROJECT GUTENBERG[^\n]*$/im;

export function withoutFraming(text: string): string {
  const start = START.exec(text);
  const from = start ? start.index + start[0].length : 0;
  const end = END.exec(text);
  const to = end && end.index > from ? end.index : text.length;
  return from === 0 && to === text.length ? text : text.slice(from, to);
}
