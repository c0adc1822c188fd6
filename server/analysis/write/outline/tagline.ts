import { countWords, listPhrase } from "#analysis/read/text/words";
import { wordLists } from "#server/lexicons/word-lists";
import stopWords from "../../../lexicons/stop-words.json" with { type: "json" };
import type { OutlineFacts } from "./outline-facts";
import { sentences } from "./outline-text";

const STOP: ReadonlySet<string> = new Set(wordLists(stopWords).titleStopWords);

function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .split(/\W+/)
    .filter((word) => word.length > 2 && !STOP.has(word));
}

/**
 * A tagline under ten words: the material's own short line that carries the title or a theme
 * (a line of dialogue, the question the story asks), else one drafted from its tone and theme.
 */
export function draftTagline(facts: OutlineFacts, tones: readonly string[]): string {
  const { answers, themeWords } = facts.signals;
  const names = facts.people.flatMap((person) => person.name.toLowerCase().split(" "));
  // The writer's own theme or question, when it is already tagline-short.
  const own = [answers.theme, answers.conversation]
    .map((text) => sentences(text ?? "")[0] ?? "")
    .find((line) => countWords(line) >= 4 && countWords(line) <= 9 && /[.?!]$/.test(line));
  if (own) return own;
  const titled = titleWords(facts.title);
  const pool = [
    ...[answers.conversation, answers.theme, answers.legacy, answers.transformation].flatMap((text) =>
      sentences(text ?? ""),
    ),
    ...(facts.script?.openingLines ?? []).flatMap((line) => sentences(line.text)),
    ...facts.scenes.flatMap((scene) => scene.lines.flatMap((line) => sentences(line.text))),
  ];
  const scored = pool
    .filter((line) => {
      const words = countWords(line);
      const lower = line.toLowerCase();
      return (
        words >= 5 &&
        words <= 9 &&
        /[.?!]$/.test(line) &&
        !names.some((name) => name.length > 2 && new RegExp(`\\b${name}\\b`).test(lower)) &&
        !/\b(?:you|your|i|me|my|we|he|she)\b/i.test(line.replace(/^[^,]*,/, ""))
      );
    })
    .map((line) => ({
      line,
      score:
        (titled.some((key) => new RegExp(`\\b${key}`, "i").test(line)) ? 3 : 0) +
        themeWords.filter((key) => new RegExp(`\\b${key}`, "i").test(line)).length * 2 +
        countWords(line) / 10 -
        (/\b(?:very|really|just|okay|ok|yeah|hey)\b/i.test(line) ? 2 : 0),
    }))
    .filter((item) => item.score >= 2)
    .sort((a, b) => b.score - a.score);
  if (scored[0]) return scored[0].line;
  const theme = themeWords[0];
  const tone = tones.slice(0, 2).map((word) => word.toLowerCase());
  const genre = facts.kind === "startup-deck" ? "venture" : (facts.genre ?? "story").toLowerCase();
  const described = `${listPhrase(tone) || "true"} ${genre === "other" ? "story" : genre}`;
  return `${/^[aeiou]/i.test(described) ? "An" : "A"} ${described}${theme ? ` about ${theme}` : ""}.`;
}
