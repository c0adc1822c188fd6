import type { Signals } from "#analysis/read/pitch/signals";
import { GOAL_PATTERN } from "#analysis/read/text/lexicons";
import { capitalise, listPhrase, quote } from "#analysis/read/text/words";
import { type CategoryScorer, type Check, leadName, namedOpposition } from "../rubric";

const FLAW =
  /\b(flaw\w*|wound\w*|fears?|guilt\w*|secret|lonely|loneliness|afraid|haunted|grief|grieving|ashamed|stubborn|selfish|arrogant|broken|addict\w*|lies|regrets?|unfinished|disgraced|reclusive|estranged|bitter|reckless|alone|isolated|withdrawn|forgive|cynical|jaded|pride|proud|cowardly|denial|obsessed|obsessive|angry)\b/i;

function aboutLead(signals: Signals): string {
  const lead = signals.protagonist;
  const sentences = lead ? signals.sentences.filter((sentence) => sentence.includes(lead)) : [];
  return [signals.answers.protagonist ?? "", signals.logline?.text ?? "", ...sentences.slice(0, 8)].join(" ");
}

export const charactersScorer: CategoryScorer = {
  checks(signals) {
    const names = signals.characters.map((character) => character.name);
    const lead = signals.protagonist;
    const leadText = aboutLead(signals);
    const introduced = signals.characters.find((character) => character.introduction);
    const obstacle = signals.answers.obstacle;
    const opponent = obstacle ? null : namedOpposition(signals);
    return [
      {
        weight: 2.5,
        met: Math.min(1, names.length / 2 + (lead ? 0.25 : 0)),
        strength: `The cast is named, so a reader can follow who is who (${listPhrase(names.slice(0, 4))}).`,
        improvement: names.length
          ? `Only ${names[0]} is named; the people around the lead are still anonymous.`
          : "No character is named; the story has no face yet.",
        suggestion:
          "Name the protagonist and the two people who matter most to their story, each with an age and a role.",
      },
      {
        weight: 2,
        met: lead && (introduced || (signals.answers.protagonist?.length ?? 0) > 60) ? 1 : lead ? 0.4 : 0,
        strength: introduced?.introduction
          ? `Characters are introduced with specifics: ${quote(introduced.introduction, 22)}.`
          : `${capitalise(leadName(signals))} is described in enough detail to picture.`,
        improvement: lead
          ? `${lead} is named but not yet drawn: age, occupation and one telling detail are missing.`
          : "There is no identifiable protagonist: the material never says whose story this is.",
        suggestion: `Introduce ${leadName(signals)} in one sentence with age, role and a detail that shows who they are.`,
      },
      ...(signals.documentary ? documentaryChecks(signals) : fictionChecks(signals, leadText)),
      {
        weight: 1.5,
        met:
          obstacle || opponent || signals.conflictWords.length >= 2
            ? 1
            : signals.conflictWords.length
              ? 0.5
              : 0,
        strength: obstacle
          ? `The opposition is defined: ${quote(obstacle, 18)}.`
          : opponent
            ? `The opposition has a name: ${quote(opponent, 18)}.`
            : "The opposition is present in the story.",
        improvement: signals.documentary
          ? "Nothing says what the people of the film are up against; a documentary needs pressure as much as a drama."
          : "No antagonist or opposing force is described; characters reveal themselves under pressure.",
        suggestion:
          "Describe who or what opposes the lead, and why they are right from their own point of view.",
      },
      {
        weight: 1,
        met: signals.answers.transformation ? 1 : 0,
        strength: signals.answers.transformation
          ? `The arc is stated: ${quote(signals.answers.transformation, 18)}.`
          : undefined,
        improvement: "The character's change from beginning to end is not described.",
        suggestion: `State what ${leadName(signals)} believes at the start and at the end.`,
      },
    ];
  },
  fallback(signals) {
    return {
      strength: `${capitalise(leadName(signals))} gives the story a centre.`,
      improvement:
        "The characters are clear; give the supporting cast goals of their own so scenes have friction.",
      suggestion: "For each named character, write the one thing they want from the lead.",
    };
  },
};

/** What a fictional lead is read for: a want that drives the story, and a flaw the plot can test. */
function fictionChecks(signals: Signals, leadText: string): Check[] {
  return [
    {
      weight: 1.5,
      met: GOAL_PATTERN.test(leadText) || signals.logline?.hasGoal ? 1 : 0,
      strength: `${capitalise(leadName(signals))} wants something specific, which drives the story.`,
      improvement: `What ${leadName(signals)} wants is not stated, so the story has no engine.`,
      suggestion: `Add one line: “${leadName(signals)} wants [goal] because [reason].”`,
    },
    {
      weight: 1.5,
      met: FLAW.test(leadText) ? 1 : 0,
      strength: `The lead has an inner wound or flaw to play (${leadText.match(FLAW)?.[0] ?? "a flaw"}).`,
      improvement: `${capitalise(leadName(signals))} has no visible flaw or wound, which makes the arc hard to believe.`,
      suggestion: "Give the lead one flaw that the plot will test, and show it in their first scene.",
    },
  ];
}

/** A documentary's people are real: what matters is that the film can reach them, not their flaw. */
function documentaryChecks(signals: Signals): Check[] {
  const access = signals.documentary?.access;
  return [
    {
      weight: 3,
      met: access ? 1 : 0,
      strength: access ? `The film can reach its subjects: ${quote(access, 20)}.` : undefined,
      improvement:
        "Nothing says the film has access to the people it follows: who has agreed to be filmed, and what is already shot.",
      suggestion:
        "Say who has agreed to take part, since when you have been filming, and what you have already shot.",
    },
  ];
}
