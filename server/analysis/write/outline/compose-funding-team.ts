import type { Signals } from "#analysis/read/pitch/signals";
import { countWords, listPhrase } from "#analysis/read/text/words";
import type { CompFit } from "#domain/comps-match";
import type { DeckBuildout } from "#domain/deck-buildout";
import { BUDGET_BAND_LABELS, BUDGET_ESTIMATE_NOTE } from "#domain/production-breakdown";
import { fullSentences } from "./material";
import type { OutlineFacts } from "./outline-facts";
import { clip, isStatement, isWorn, say } from "./outline-text";
import { teamRole } from "./startup-deck";
import { peopleInRole, sentenceAbout } from "./team-roles";

/** A role or field the material leaves open, once its gap has been said in the section. */
const OPEN = "To be attached.";

function withCredit(signals: Signals, name: string): string {
  const sentence = sentenceAbout(signals.market.team, name);
  return sentence && sentence.length <= 240 ? sentence : name;
}

function titlePageValue(facts: OutlineFacts, key: RegExp): string | null {
  const entry = facts.script?.titlePage.find((item) => key.test(item.key));
  return entry?.value.replace(/\s+/g, " ").trim() || null;
}

const MONEY =
  /\b(?:raise|raising|seeking|we ask|our ask|investment of|funding round|pre-seed|seed round|series [ab]|grant of)\b/i;
const USE_OF_FUNDS =
  /\buse of funds\b|\b(?:funds?|money|capital) (?:will|to) (?:be used|go|pay|build|hire|fund)\b|\bspend\b/i;
const TRACTION =
  /\b(?:traction|customers?|clients?|users?|pilots?|revenue|sales|partners?|orders?|letters? of intent|patent|tested|trials?|prototype)\b/i;

function startupNotes(signals: Signals): string {
  const find = (pattern: RegExp) => signals.sentences.filter((s) => pattern.test(s) && isStatement(s, 5, 50));
  const ask = find(MONEY)[0];
  const use = find(USE_OF_FUNDS)[0];
  const traction = signals.sentences
    .filter((s) => /\bour\b|\bwe\b/i.test(s) && TRACTION.test(s) && countWords(s) >= 5)
    .slice(0, 2);
  const missing = [
    ask ? null : "amount asked",
    use ? null : "use of funds",
    traction.length ? null : "customers, pilots or revenue",
  ].filter((item): item is string => !!item);
  return [
    ask ? `The ask: ${clip(ask, 40)}` : "",
    use ? `Use of funds: ${clip(use, 40)}` : "",
    traction.length ? `Traction: ${traction.map((s) => clip(s, 30)).join(" ")}` : "",
    missing.length ? `The deck states no ${listPhrase(missing).replace(/ and (?=[^,]*$)/, " or ")} yet.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

function budgetNotes(signals: Signals): string {
  const pitch = signals.isScreenplay || signals.stage === "script" ? [] : signals.sentences;
  const figures = (s: string) => /[$€£]\s?\d/.test(s) && /\b(?:budget|rais|financ|fund|invest|ask)/i.test(s);
  const money = [
    ...pitch.filter(figures),
    ...signals.market.budget.filter((s) => !/grossed|box office/i.test(s)),
  ];
  const sentences = [
    ...new Set(money.map((s) => s.trim()).filter((s) => /\d/.test(s) || s.split(" ").length >= 6)),
  ].slice(0, 3);
  return sentences.length ? sentences.join(" ") : "The material gives no budget, raise or ask.";
}

/** The band's drivers a deck line names, biggest first. */
const DECK_DRIVERS = 4;

/** The band with its drivers, said plainly to be an estimate from the pages. */
function bandLines(facts: OutlineFacts, comps: readonly CompFit[]): string[] {
  const { breakdown } = facts;
  if (!breakdown) return [];
  const { band, drivers } = breakdown.budgetBand;
  // A slide names what moves the band most; the breakdown lists every driver.
  const named = drivers.slice(0, DECK_DRIVERS);
  const more = drivers.length - named.length;
  const rest = more ? ` (${more} more driver${more === 1 ? "" : "s"} in the production breakdown)` : "";
  const lines = [
    `Budget band: ${BUDGET_BAND_LABELS[band]}, driven most by ${listPhrase(named)}${rest}. ${BUDGET_ESTIMATE_NOTE}`,
  ];
  // Only titles whose public budget sits in the project's band are said to be on it.
  const withRecords = comps.flatMap(({ title }) =>
    title?.record && title.budgetBand === band ? [`${title.title} (${title.year}): ${title.record}`] : [],
  );
  if (withRecords.length)
    lines.push(`Comps on the same budget band, with their records: ${withRecords.slice(0, 4).join(" | ")}.`);
  return lines;
}

function marketAppeal(facts: OutlineFacts, fits: readonly CompFit[] = []): string[] {
  const { answers, market, comps } = facts.signals;
  const appeal: string[] = [];
  if (answers.audience) appeal.push(`Audience: ${answers.audience}`);
  else appeal.push(...fullSentences(market.audience, 1));
  if (answers.platform) appeal.push(`Platform: ${answers.platform}`);
  else if (market.platforms.length)
    appeal.push(`Platforms named in the material: ${listPhrase(market.platforms.slice(0, 4))}.`);
  if (comps.titles.length)
    appeal.push(
      `Comparable titles it names: ${listPhrase(comps.pairings.length ? comps.pairings : comps.titles.slice(0, 4))}.`,
    );
  appeal.push(...fullSentences(market.market, 2));
  if (facts.reading) {
    const { format, pages, runtimeMinutes } = facts.reading;
    appeal.push(
      `Format: a ${format.replace("-", " ")} of ${pages} pages, about ${runtimeMinutes} minutes on screen.`,
    );
  } else if (facts.kind === "script") {
    const pages = facts.scenes.at(-1)?.page ?? 0;
    appeal.push(`Format: a ${facts.format} script of about ${pages} pages in ${facts.scenes.length} scenes.`);
  }
  if (facts.genre && facts.kind !== "startup-deck")
    appeal.push(
      facts.genreFromPages
        ? `Genre: ${facts.genre}, read from the pages (no genre was given).`
        : `Genre: ${facts.genre}.`,
    );
  appeal.push(...bandLines(facts, fits));
  return [...new Set(appeal)]
    .filter((line) => !isWorn(facts.said, line))
    .map((line) => say(facts.said, line));
}

/** A startup's team by the roles its team slide gives: the chief executive, the technologist, the rest. */
function startupFundingAndTeam(facts: OutlineFacts): DeckBuildout["funding_and_team"] {
  const team = facts.people.map((person) => ({
    name: person.name,
    ...teamRole(facts.signals.body, person.name),
  }));
  const ceo = team.find((member) => /\b(?:ceo|chief executive|founder)\b/i.test(member.role ?? ""));
  const cto = team.find(
    (member) => member !== ceo && /\b(?:cto|chief technology|engineer|scientist)\b/i.test(member.role ?? ""),
  );
  const rest = team.filter((member) => member !== ceo && member !== cto);
  const named = (member: (typeof team)[number]) => `${member.name}${member.role ? `, ${member.role}` : ""}`;
  const notes = startupNotes(facts.signals);
  const gap = /The deck states no .+ yet\.$/.test(notes);
  return {
    market_appeal: marketAppeal(facts),
    team: {
      director: ceo ? `Chief executive: ${named(ceo)}` : gap ? OPEN : "The deck names no chief executive.",
      writer: cto ? `Technology: ${named(cto)}` : "The deck names no technical lead.",
      producers: rest.length ? rest.map(named) : [OPEN],
      notes:
        gap && !ceo
          ? notes.replace(
              /The deck states no (.+) yet\.$/,
              "The deck names no chief executive and states no $1 yet.",
            )
          : notes,
    },
  };
}

export function composeFundingAndTeam(
  facts: OutlineFacts,
  comps: readonly CompFit[] = [],
): DeckBuildout["funding_and_team"] {
  const { signals } = facts;
  const team = signals.market.team;
  const directors = peopleInRole(team, "direct(?:or|ed)");
  const writers = peopleInRole(team, "writ(?:er|ten)");
  const producers = peopleInRole(team, "produc(?:er|ed)");
  const author = titlePageValue(facts, /^author/i);
  const source = titlePageValue(facts, /^source/i);
  const writer = writers[0]
    ? withCredit(signals, writers[0])
    : author
      ? `${author}${source ? `, ${source.charAt(0).toLowerCase()}${source.slice(1)}` : ""}`
      : null;
  if (facts.kind === "startup-deck") return startupFundingAndTeam(facts);
  const notes = budgetNotes(signals);
  const band = facts.breakdown?.budgetBand;
  const missing = [
    directors.length ? null : "director",
    writer ? null : "writer",
    producers.length ? null : "producer",
  ].filter((role): role is string => !!role);
  // One sentence for every role the material leaves open: a section says "names no" at most once.
  const noBudget = !band && /gives no budget/.test(notes);
  const open = missing.length
    ? `No ${listPhrase(missing).replace(" and ", " or ")} is named in the material${noBudget ? ", and it gives no budget, raise or ask" : ""}.`
    : "";
  const first = missing[0];
  return {
    market_appeal: marketAppeal(facts, comps),
    team: {
      director: directors[0] ? withCredit(signals, directors[0]) : first === "director" ? open : OPEN,
      writer: writer ?? (first === "writer" ? open : OPEN),
      producers: producers.length
        ? producers.map((name) => withCredit(signals, name))
        : [first === "producer" ? open : OPEN],
      notes:
        band && /gives no budget/.test(notes)
          ? `Estimated from the pages: ${BUDGET_BAND_LABELS[band.band]}, not a budget.`
          : open && noBudget
            ? "Budget: to be set."
            : notes,
    },
  };
}
