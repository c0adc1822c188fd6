import type { CompProject } from "#domain/comps-match";
import type { OutlineFacts } from "./outline-facts";

/**
 * A word said once in a script is not what it is about ("Western Union" makes no western, "a city
 * coat" no city story): beyond a pitch's paragraph a word must recur, and in a long script about
 * once in every 6,000 words.
 */
const WORDS_PER_MENTION = 6000;
/** Up to about a paragraph, every word the writer chose counts. */
const PARAGRAPH_WORDS = 300;

export function recurringWords(body: string): string[] {
  const words = body.toLowerCase().match(/\b[a-z]{4,}\b/g) ?? [];
  const least =
    words.length <= PARAGRAPH_WORDS ? 1 : Math.max(2, Math.round(words.length / WORDS_PER_MENTION));
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].filter(([, count]) => count >= least).map(([word]) => word);
}

/** Scene headings, cues and transitions say where and who speaks, not what a story is about. */
const NOT_STORY_LINE = /^\s*(?:\.?(?:INT|EXT|I\/E)\b|[^\p{Ll}]*$)/u;

function storyText(body: string): string {
  return body
    .split("\n")
    .filter((line) => !NOT_STORY_LINE.test(line))
    .join("\n");
}

/** The project as the comps matcher sees it: format, genre, tone, period, places, band. */
export function compProject(facts: OutlineFacts, tones: readonly string[]): CompProject {
  const { signals, breakdown } = facts;
  // A kind of place ("a city") counts where a heading or the writer's answers put the story, never
  // an action word ("a city coat"); a named place ("Alabama") counts wherever the pages name it.
  const placeText = [
    ...(breakdown?.locations.map((location) => location.name) ?? []),
    signals.answers.setting ?? "",
    signals.answers.synopsis ?? "",
  ]
    .join(" ")
    .toLowerCase();
  const namedPlaces = [...facts.scenes.flatMap((scene) => scene.action), ...(facts.script?.opening ?? [])]
    .join(" ")
    .match(/(?<=[\p{L}\p{N},;:)]\s)\p{Lu}\p{Ll}+/gu);
  const setting = [
    ...new Set([
      ...(placeText.match(/\p{L}+/gu) ?? []),
      ...(namedPlaces ?? []).map((word) => word.toLowerCase()),
    ]),
  ];
  const subjects = [...signals.themeWords, ...signals.toneWords, ...recurringWords(storyText(signals.body))];
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
