import type { CompProject } from "#domain/comps-match";
import type { OutlineFacts } from "./outline-facts";

/**
 * A word said once in a long script is not what it is about ("Western Union" makes no western): in
 * a body of more than a few pages a word must recur, about once in every 6,000 words.
 */
const WORDS_PER_MENTION = 6000;

export function recurringWords(body: string): string[] {
  const words = body.toLowerCase().match(/\b[a-z]{4,}\b/g) ?? [];
  const least = Math.max(1, Math.round(words.length / WORDS_PER_MENTION));
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].filter(([, count]) => count >= least).map(([word]) => word);
}

/** The project as the comps matcher sees it: format, genre, tone, period, places, band. */
export function compProject(facts: OutlineFacts, tones: readonly string[]): CompProject {
  const { signals, breakdown } = facts;
  const placeText = [
    ...(breakdown?.locations.map((location) => location.name) ?? []),
    ...facts.scenes.flatMap((scene) => scene.action),
    ...(facts.script?.opening ?? []),
    signals.answers.setting ?? "",
    signals.answers.synopsis ?? "",
  ]
    .join(" ")
    .toLowerCase();
  const setting = [...new Set(placeText.match(/\p{L}+/gu) ?? [])];
  const subjects = [...signals.themeWords, ...signals.toneWords, ...recurringWords(signals.body)];
  return {
    format: facts.format,
    genres: facts.genre ? [facts.genre] : [],
    tone: tones.map((tone) => tone.toLowerCase()),
    period: breakdown?.period ?? null,
    setting,
    subjects: [...new Set(subjects)],
    band: breakdown?.budgetBand.band ?? null,
    named: signals.comps.pairings.length ? signals.comps.pairings : signals.comps.titles,
    title: facts.title,
    alsoTitled: (facts.script?.titlePage ?? [])
      .filter((entry) => /^title$/i.test(entry.key.trim()))
      .map((entry) => entry.value.replace(/[*_]/g, "").trim()),
  };
}
