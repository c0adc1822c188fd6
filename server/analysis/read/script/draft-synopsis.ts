import { nameCase, titleCase } from "#analysis/read/text/names";
import { countWords, escapeRegex, proseSentences } from "#analysis/read/text/words";
import type { ScriptModel } from "./script-model";

const MIN_WORDS = 150;
const MAX_WORDS = 300;
const NOT_STORY =
  /\b(CLOSE ON|ANGLE ON|WE SEE|CUT TO|FADE (IN|OUT)|SUPER:|TITLE:|written by|screenplay by|copyright|all rights reserved|pictures|productions)\b|©/i;
/** Shots, camera directions and the writer's notes to self are not events of the story. */
const NOT_EVENT =
  /\b(VARIOUS SHOTS|SINGLE SHOT|SERIES OF SHOTS|MONTAGE|INSERT|POV|CLOSE-UP|ANGLE|NOTE)\b|\[[^\]]*\]|\*\*|https?:|\bwww\./;

interface Candidate {
  text: string;
  page: number;
  order: number;
  score: number;
  words: number;
}

/**
 * A synopsis that follows the acts and names the leads, built from the writer's own sentences
 * (their synopsis lines first, then action that moves the leads), so nothing is invented.
 */
export function draftSynopsis(model: ScriptModel): string {
  const { reading } = model;
  const leads = reading.protagonists;
  const named = reading.characters.slice(0, 8).map((character) => character.name);
  const forms = new Map<string, string>();
  for (const name of named) {
    forms.set(name, name);
    forms.set(nameCase(name), name);
  }
  const acts = reading.acts.length
    ? reading.acts
    : [{ label: "The script", startPage: 1, endPage: reading.pages, source: "estimated" as const }];
  const perAct: Candidate[][] = acts.map(() => []);
  const namePattern = forms.size
    ? new RegExp(`(?<![\\p{L}])(${[...forms.keys()].map(escapeRegex).join("|")})(?![\\p{L}])`, "gu")
    : null;
  let order = 0;
  const actOf = (page: number) => {
    const index = acts.findIndex((act) => page >= act.startPage && page <= act.endPage);
    return index < 0 ? acts.length - 1 : index;
  };
  for (const scene of model.scenes) {
    for (const element of scene.elements) {
      const isWriterSynopsis = element.type === "synopsis";
      if (element.type !== "action" && !isWriterSynopsis) continue;
      for (const sentence of proseSentences(element.text)) {
        const words = countWords(sentence);
        if (words < 6 || words > 40 || NOT_STORY.test(sentence) || NOT_EVENT.test(sentence)) continue;
        // Complete sentences only: a capital to open, a full stop to close.
        if (!/^["“(]?[\p{Lu}\p{N}]/u.test(sentence) || !/[.!?…]["”’)]?$/.test(sentence)) continue;
        const people = new Set(
          namePattern ? [...sentence.matchAll(namePattern)].map((match) => forms.get(match[1]!)) : [],
        );
        const leadMentions = [...people].filter((name) => name && leads.includes(name)).length;
        if (!isWriterSynopsis && people.size === 0) continue;
        const page = element.page ?? scene.page;
        perAct[actOf(page)]!.push({
          text: sentence,
          page,
          order: order++,
          words,
          score: (isWriterSynopsis ? 5 : 0) + leadMentions * 2 + people.size + (words >= 10 ? 0.5 : 0),
        });
      }
    }
  }
  const chosen: Candidate[][] = acts.map(() => []);
  let total = 0;
  const pools = perAct.map((pool) => [...pool].sort((a, b) => b.score - a.score || a.order - b.order));
  // Round-robin over the acts, best sentence first, until the synopsis is long enough.
  for (let round = 0; total < MIN_WORDS && round < 12; round++) {
    let added = false;
    pools.forEach((pool, index) => {
      const next = pool.shift();
      if (!next || total + next.words > MAX_WORDS - 30) return;
      chosen[index]!.push(next);
      total += next.words;
      added = true;
    });
    if (!added) break;
  }
  // The synopsis ends where the story ends: the last act closes on an event from the final tenth.
  const lastAct = chosen.length - 1;
  const finalPage = reading.pages - Math.max(1, Math.floor(reading.pages / 10));
  const ending = [...perAct[lastAct]!]
    .filter((candidate) => candidate.page > finalPage)
    .sort((a, b) => b.score - a.score || b.order - a.order)[0];
  if (ending && !chosen[lastAct]!.some((candidate) => candidate.page > finalPage)) {
    const kept = chosen[lastAct]!;
    if (total + ending.words > MAX_WORDS && kept.length > 1) {
      const weakest = kept.reduce((low, candidate) => (candidate.score < low.score ? candidate : low));
      kept.splice(kept.indexOf(weakest), 1);
    }
    kept.push(ending);
  }
  const title = model.title ? titleCase(model.title) : "The script";
  const leadText = leads.map(nameCase);
  const opening = leadText.length
    ? `${title} follows ${leadText.join(" and ")} over ${reading.pages} ${reading.pages === 1 ? "page" : "pages"}.`
    : `${title} runs ${reading.pages} ${reading.pages === 1 ? "page" : "pages"}.`;
  const paragraphs = acts
    .map((act, index) => {
      const lines = chosen[index]!.sort((a, b) => a.order - b.order).map((candidate) =>
        properNames(candidate.text, forms),
      );
      const span =
        act.startPage === act.endPage ? `page ${act.startPage}` : `pages ${act.startPage}–${act.endPage}`;
      return lines.length ? `${act.label} (${span}): ${lines.join(" ")}` : "";
    })
    .filter(Boolean);
  return [opening, ...paragraphs].join(" ");
}

/** Names the action writes in capitals ("EDWARD BLOOM, 40's") read in proper case in a synopsis. */
function properNames(sentence: string, forms: ReadonlyMap<string, string>): string {
  return sentence.replace(/\p{Lu}[\p{Lu}'’.-]+(?: \p{Lu}[\p{Lu}'’.-]+)*/gu, (word) =>
    word.length > 1 && (forms.has(word) || forms.has(word.split(" ")[0]!)) ? nameCase(word) : word,
  );
}
