import { nameCase } from "#analysis/read/text/names";
import { THEME_WORDS } from "#analysis/read/text/tone-lexicons";
import { capitalise, listPhrase } from "#analysis/read/text/words";
import type { DeckBuildout } from "#domain/deck-buildout";
import { fullSentences } from "./material";
import type { OutlineFacts } from "./outline-facts";
import { isWorn, quoted, say } from "./outline-text";

/** Theme words the script uses most, and the line of dialogue that says one of them. */
function scriptThemes(facts: OutlineFacts): string {
  const lines = facts.scenes.flatMap((scene) => scene.lines.map((line) => ({ ...line, page: scene.page })));
  const text = facts.scenes
    .flatMap((scene) => [...scene.action, ...scene.lines.map((line) => line.text)])
    .join(" ")
    .toLowerCase();
  const counts = THEME_WORDS.map((word) => ({
    word,
    count: text.match(new RegExp(`\\b${word}`, "g"))?.length ?? 0,
  }))
    .filter((item) => item.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, 3);
  const words = counts.map((item) => item.word);
  const fits = (line: { text: string }, word: string) =>
    new RegExp(`\\b${word}`, "i").test(line.text) &&
    line.text.split(" ").length >= 8 &&
    line.text.split(" ").length <= 30;
  const spoken = words.map((word) => lines.find((line) => fits(line, word))).find(Boolean);
  const heading = words.length
    ? `${capitalise(listPhrase(words))}.`
    : `${facts.title} states no theme in words.`;
  return spoken
    ? `${heading} The script says it in dialogue: ${quoted(spoken.text, 30)} (${nameCase(spoken.speaker)}, page ${spoken.page}).`
    : heading;
}

export function composeThemes(facts: OutlineFacts): DeckBuildout["themes_and_why_now"] {
  const { answers, market } = facts.signals;
  const core =
    answers.theme ??
    (facts.kind === "script"
      ? scriptThemes(facts)
      : facts.signals.themeWords.length
        ? `${capitalise(listPhrase(facts.signals.themeWords.slice(0, 3)))}, in the material's own words.`
        : `${facts.title} names no theme in words.`);
  const relevance = [answers.urgency, answers.conversation, answers.legacy].filter(
    (value): value is string => !!value,
  );
  if (!answers.urgency)
    relevance.push(
      ...fullSentences(market.whyNow, 3)
        .filter((s) => !isWorn(facts.said, s))
        .slice(0, 2),
    );
  for (const line of relevance) say(facts.said, line);
  if (relevance.length) return { core_themes: core, cultural_relevance: relevance };
  const whyNow = `gives no reason why ${facts.title} matters now: one line on the change, debate or date it speaks to would fill this section.`;
  // One gap sentence per section: no stated theme and no why-now are said together.
  if (/^.+ (?:states|names) no theme in words\.$/.test(core))
    return {
      core_themes: `${core.replace(/\.$/, "")}, and ${whyNow}`,
      cultural_relevance: ["To be stated."],
    };
  return { core_themes: core, cultural_relevance: [`The material ${whyNow}`] };
}
