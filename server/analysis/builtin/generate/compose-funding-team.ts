import type { DeckBuildout } from "../../../../domain/deck-buildout";
import type { Signals } from "../signals/signals";
import { listPhrase, quote } from "../text/words";
import { fullSentences } from "./material";
import { peopleInRole, sentenceAbout } from "./team-roles";

function withCredit(signals: Signals, name: string): string {
  const sentence = sentenceAbout(signals.market.team, name);
  return sentence && sentence.length <= 240 ? sentence : name;
}

function budgetNotes(budget: readonly string[]): string {
  const withFigures = budget.filter((sentence) => /[$€£]\s?\d|\d\s?(?:million|m\b|k\b)/i.test(sentence));
  const sentences = [...new Set([...withFigures, ...fullSentences(budget, 2)])].slice(0, 3);
  if (sentences.length) return `${sentences.join(" ")} Add the exact ask and what is already committed.`;
  if (budget[0])
    return `Your material mentions funding (${quote(budget[0], 10)}) but not the budget range or the ask: add both, with what is already committed.`;
  return "Add the budget range, what is already raised or attached, and your ask.";
}

export function composeFundingAndTeam(signals: Signals): DeckBuildout["funding_and_team"] {
  const { answers, market, comps } = signals;
  const appeal: string[] = [];
  if (answers.audience) appeal.push(`Audience: ${answers.audience}`);
  else appeal.push(...fullSentences(market.audience, 1));
  if (answers.platform) appeal.push(`Platform: ${answers.platform}`);
  else if (market.platforms.length)
    appeal.push(`Platforms named in your material: ${listPhrase(market.platforms.slice(0, 4))}`);
  if (comps.titles.length)
    appeal.push(
      `Comparables: ${listPhrase(comps.pairings.length ? comps.pairings : comps.titles.slice(0, 4))}`,
    );
  appeal.push(...fullSentences(market.market, 2));
  if (!answers.audience && !market.audience.length)
    appeal.push("Add your target audience: age range, tastes and the titles they already watch.");
  if (!comps.titles.length)
    appeal.push(
      "Add two comparable titles that found an audience, with what they earned or how they performed.",
    );
  const team = market.team;
  const directors = peopleInRole(team, "direct(?:or|ed)");
  const writers = peopleInRole(team, "writ(?:er|ten)");
  const producers = peopleInRole(team, "produc(?:er|ed)");
  return {
    market_appeal: [...new Set(appeal)],
    team: {
      director: directors[0]
        ? withCredit(signals, directors[0])
        : "Add your director's name and one relevant credit.",
      writer: writers[0] ? withCredit(signals, writers[0]) : "Add the writer's name and one relevant credit.",
      producers: producers.length
        ? producers.map((name) => withCredit(signals, name))
        : ["Add your producers, each with one credit."],
      notes: budgetNotes(market.budget),
    },
  };
}
