import { nameCase } from "#analysis/read/text/names";
import type { ScriptReading } from "#domain/script-reading";
import { collapseSpaces } from "#server/screenplay/patterns";
import type { TitlePageEntry } from "#server/screenplay/screenplay-element";
import type { ScriptModel } from "./script-model";

const LABELLED = /^\s*log\s?-?line\s*[:\-–—]\s*(.+)$/im;

/** The writer's own logline: a title-page key, a note or synopsis, or a "Logline:" line. */
export function writerLogline(
  text: string,
  titlePage: readonly TitlePageEntry[],
  writerTexts: readonly string[],
): ScriptReading["logline"] {
  const entry = titlePage.find((item) => /^log\s?-?line$/i.test(item.key))?.value;
  if (entry) return { text: collapseSpaces(entry), source: "writer" };
  for (const candidate of writerTexts) {
    const match = LABELLED.exec(candidate);
    if (match) return { text: collapseSpaces(match[1]!), source: "writer" };
  }
  const labelled = LABELLED.exec(text);
  if (!labelled) return null;
  // The line runs on until the paragraph ends.
  const start = labelled.index + labelled[0].indexOf(labelled[1]!);
  const paragraph = text.slice(start).split(/\n\s*\n|\f/)[0] ?? labelled[1]!;
  const sentence = collapseSpaces(paragraph);
  return sentence.length >= 20 ? { text: sentence, source: "writer" } : null;
}

const THIRD_PERSON: Record<string, string> = {
  want: "wants",
  need: "needs",
  have: "has",
  got: "has",
  mean: "means",
  intend: "means",
  plan: "plans",
  hope: "hopes",
  going: "sets out",
  determined: "is determined",
  desperate: "is desperate",
};

/**
 * Ours, marked as drafted: the lead as the script introduces them and the want the pages give
 * them. No want on the pages, no logline: a sentence of names and places is not a logline.
 */
export function draftLogline(model: ScriptModel): ScriptReading["logline"] {
  const lead = model.premise?.lead;
  const want = model.premise?.want;
  if (!lead || !want) return null;
  const name = nameCase(lead);
  const listener = want.listener ? nameCase(want.listener) : null;
  // The lead's words in the third person; a "you" without a known listener cannot be turned.
  if (/\b(you|your|yours|myself)\b/i.test(want.phrase) && !listener) return null;
  const [his, him] = pronounsOf(model, lead) ?? [`${name}'s`, name];
  const phrase = want.phrase
    .replace(/\b(my|mine)\b/gi, his)
    .replace(/\b(me|I)\b/g, him)
    .replace(/\byour\b/gi, `${listener}'s`)
    .replace(/\byou\b/gi, listener ?? "");
  const verb = want.speaker ? (THIRD_PERSON[want.verb] ?? "wants") : want.verb;
  const descriptor = descriptorOf(model.introductions.get(lead)?.text ?? "", lead);
  return { text: `${name}${descriptor ? `, ${descriptor},` : ""} ${verb} ${phrase}.`, source: "drafted" };
}

/** "his"/"him" or "her"/"her", when the action's sentences about the lead use one far more than the other. */
function pronounsOf(model: ScriptModel, lead: string): [string, string] | null {
  const name = new RegExp(`\\b(${lead}|${nameCase(lead)})\\b`);
  let male = 0;
  let female = 0;
  for (const scene of model.scenes)
    for (const element of scene.elements) {
      if (element.type !== "action" || !name.test(element.text)) continue;
      male += element.text.match(/\b(he|his|him|himself)\b/gi)?.length ?? 0;
      female += element.text.match(/\b(she|her|hers|herself)\b/gi)?.length ?? 0;
    }
  if (male >= 2 * female + 3) return ["his", "him"];
  if (female >= 2 * male + 3) return ["her", "her"];
  return null;
}

/** "EDWARD BLOOM (60s), a charming storyteller, leans in." -> "a charming storyteller". */
function descriptorOf(sentence: string, name: string): string {
  const at = sentence.toUpperCase().indexOf(name);
  if (at < 0) return "";
  const rest = sentence
    .slice(at + name.length)
    .replace(/^[\p{Lu}'’ -]*/u, "")
    .replace(/^\s*\([^)]*\)/, "")
    // An age between commas ("IRIS, 30s, a ferry mechanic") is not the descriptor.
    .replace(/^\s*,\s*(?:(?:early|mid|late)[\s-])?\d{1,2}(?:['’]?s)?(?=\s*,)/i, "");
  const match = /^\s*,\s*((?:an?|the|his|her|their)\s[^,.;:!?]{3,60})/i.exec(rest);
  return match ? match[1]!.trim() : "";
}
