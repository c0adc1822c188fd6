import { countWords } from "#analysis/read/text/words";
import type { DeckBuildout } from "#domain/deck-buildout";
import type { OutlineFacts } from "./outline-facts";
import { clip, isWorn, say } from "./outline-text";
import { firstBlock, partSentences, type StartupPart, startupParts, teamRole } from "./startup-deck";

const LABELS: Record<StartupPart, string> = {
  problem: "The problem",
  solution: "The solution",
  market: "The market",
  competition: "Competition",
  traction: "Traction",
  team: "The team",
  ask: "The ask",
};

function parts(facts: OutlineFacts) {
  return startupParts(facts.signals.body);
}

/** The company's story in its own order: problem, solution, market, competition, traction. */
export function composeStartupStory(facts: OutlineFacts): DeckBuildout["story_summary"] {
  const found = parts(facts);
  const paragraphs = (["problem", "solution", "market", "competition", "traction", "ask"] as const)
    .map((part) => ({
      part,
      lines: [
        ...(part === "solution" && firstBlock(found.solution) ? [`${firstBlock(found.solution)}.`] : []),
        ...partSentences(found[part], 3).filter(
          (line) => !firstBlock(found.solution).includes(line.replace(/…$/, "")),
        ),
      ],
    }))
    .filter(({ lines }) => lines.length)
    .map(({ part, lines }) => say(facts.said, `${LABELS[part]}: ${lines.join(" ")}`));
  if (countWords(paragraphs.join(" ")) < 120) {
    const more = facts.signals.sentences
      .filter((s) => countWords(s) >= 10 && !isWorn(facts.said, s))
      .slice(0, 4);
    if (more.length) paragraphs.push(say(facts.said, more.join(" ")));
  }
  return { paragraphs };
}

/** "<Name> offers <solution> against <problem>", from the deck's own solution and problem slides. */
export function startupLogline(facts: OutlineFacts): string | null {
  const found = parts(facts);
  const solution = firstBlock(found.solution).replace(/…$/, "");
  const problem = partSentences(found.problem, 1, 20)[0];
  if (!solution || countWords(solution) < 4) return null;
  const against = problem
    ? `, against a problem it sizes this way: ${clip(problem, 24).replace(/[.…]$/, "")}`
    : "";
  return `${facts.title} offers ${solution.charAt(0).toLowerCase()}${solution.slice(1)}${against}.`;
}

/** The deck's own first line when it is short enough to be a tagline. */
export function startupTagline(facts: OutlineFacts): string | null {
  const first = facts.signals.body
    .split("\n")
    .map((line) => line.trim().replace(/\s{2,}/g, " "))
    .find(Boolean);
  return first && countWords(first) >= 3 && countWords(first) <= 9 && first !== facts.title ? first : null;
}

export function composeStartupTeam(facts: OutlineFacts): DeckBuildout["characters"] {
  const cards = facts.people.map((person) => {
    const { role, experience } = teamRole(facts.signals.body, person.name);
    const what = [role, experience].filter(Boolean).join(", ");
    return {
      name: person.name,
      description: `${person.name}${what ? `: ${what}` : ""}, as the team slide gives it.`,
      casting_visual: `Team slide: a working portrait of ${person.name}${role ? ` as ${role}` : ""}, in the lab or with the product.`,
    };
  });
  return {
    character_list: cards.length
      ? cards
      : [
          {
            name: "No team named",
            description: "The deck names no founders or team members.",
            casting_visual: "Team portraits follow once the team is named.",
          },
        ],
  };
}

export function composeStartupThemes(facts: OutlineFacts): DeckBuildout["themes_and_why_now"] {
  const found = parts(facts);
  const stakes = partSentences(found.problem, 6).find((s) =>
    /\b(?:climate|health|waste|impact|emissions|lives|safety)\b/i.test(s),
  );
  const why = [found.market, found.competition]
    .flatMap((text) => partSentences(text, 12, 40))
    .filter(
      (s) =>
        /\b(?:20\d\d|growing|growth|increase|rising|regulation|targets?|demand)\b/i.test(s) &&
        countWords(s) >= 8,
    )
    .filter((s) => !isWorn(facts.said, s))
    .slice(0, 3)
    .map((s) => say(facts.said, clip(s, 45)));
  return {
    core_themes: stakes
      ? say(facts.said, `What the deck stands on: ${clip(stakes, 45)}`)
      : `${facts.title} states its mission in no sentence.`,
    cultural_relevance: why.length
      ? why
      : [
          `The deck gives no reason why ${facts.title} matters now: one line on the change or deadline it answers would fill this section.`,
        ],
  };
}

export function composeStartupWorld(facts: OutlineFacts): DeckBuildout["world"] {
  const found = parts(facts);
  const market = partSentences(found.market, 2).filter((s) => !isWorn(facts.said, s));
  const players = partSentences(found.competition, 12, 40).find((s) =>
    /\b(?:players|competitors|AG|GmbH|Inc|Ltd)\b/.test(s),
  );
  const paragraphs = [...market, ...(players ? [`Who else is in the market: ${clip(players, 40)}`] : [])];
  return {
    paragraphs: paragraphs.length
      ? paragraphs.map((p) => say(facts.said, p))
      : [`The deck does not describe the market ${facts.title} sells into.`],
  };
}
