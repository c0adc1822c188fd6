import type { Signals } from "#analysis/read/pitch/signals";
import { listPhrase, quote } from "#analysis/read/text/words";
import { type CategoryScorer, type Check, leadName } from "../rubric";

function loglineShape(signals: Signals): string {
  const genre = signals.genre && signals.genre !== "Other" ? signals.genre.toLowerCase() : "story";
  return `“When [the event that starts the ${genre}], ${leadName(signals)} must [concrete goal] before [what is lost if they fail].”`;
}

export const loglineScorer: CategoryScorer = {
  checks(signals) {
    const logline = signals.logline;
    if (!logline) {
      return [
        {
          weight: 10,
          met: 0,
          improvement:
            "There is no logline: no single sentence states who the story follows, what they want and what stands in the way.",
          suggestion: `Write one sentence in this shape and put it first: ${loglineShape(signals)}`,
        },
      ];
    }
    const q = quote(logline.text, 40);
    const checks: Check[] = [
      {
        weight: 2,
        met: 1,
        strength:
          logline.protagonist && logline.hasGoal && !logline.vague.length
            ? `You lead with a logline a reader can repeat: ${q}.`
            : `You have a logline to work from: ${q}.`,
      },
      {
        weight: 2,
        met: logline.protagonist ? 1 : 0,
        strength: logline.protagonist ? `It names its lead up front (${logline.protagonist}).` : undefined,
        improvement: "The logline never says whose story this is; a buyer cannot picture a lead.",
        suggestion: `Put the protagonist in the first five words, with one defining trait (“a disgraced harbour pilot”, not “someone”).`,
      },
      {
        weight: 2,
        met: logline.hasGoal ? 1 : 0,
        strength: "The protagonist has an active goal, which gives the line forward motion.",
        improvement:
          "There is no clear goal: the logline describes a situation rather than what the lead sets out to do.",
        suggestion: `Add an active verb for the goal (“must”, “sets out to”, “races to”), for example: ${loglineShape(signals)}`,
      },
      {
        weight: 1.5,
        met: logline.hasObstacle ? 1 : 0,
        strength: "The line includes the opposition, so the conflict is visible in one read.",
        improvement:
          "Nothing in the logline pushes back against the lead; without an obstacle it reads as a premise, not a story.",
        suggestion:
          "Name the force in the way (a person, a deadline, a system) with “but”, “before” or “until”.",
      },
      {
        weight: 1.5,
        met: logline.stakes.length ? 1 : 0,
        strength: `The stakes are on the page (${listPhrase(logline.stakes.slice(0, 3).map((w) => `“${w}”`))}).`,
        improvement:
          "The logline does not say what happens if the lead fails, so the reader has no reason to care yet.",
        suggestion: `Close the sentence with the cost of failure: what will ${leadName(signals)} lose?`,
      },
      lengthCheck(logline.words),
      {
        weight: 1,
        met: logline.vague.length ? 0 : 1,
        strength: "The wording is concrete rather than abstract.",
        improvement: `Generic wording (${listPhrase(logline.vague.map((w) => `“${w}”`))}) tells the reader the film is about something without showing it.`,
        suggestion: "Swap each abstract phrase for the specific event, place or choice it stands for.",
      },
    ];
    return signals.documentary ? documentaryLogline(signals, checks) : checks;
  },
  fallback(signals) {
    return {
      strength: "You have a starting logline to build on.",
      improvement:
        "Test the logline aloud: if it takes more than one breath, it is still doing a synopsis's job.",
      suggestion: `Try two alternative versions that change only the stakes, and keep the one that makes ${leadName(signals)}'s choice hardest.`,
    };
  },
};

function lengthCheck(words: number): Check {
  if (words < 12) {
    return {
      weight: 1,
      met: 0.3,
      improvement: `At ${words} words the logline is too thin to carry a lead, a goal and an obstacle.`,
      suggestion: "Aim for 20 to 40 words: enough for who, what they want and what stands in the way.",
    };
  }
  if (words > 50) {
    return {
      weight: 1,
      met: 0.3,
      improvement: `At ${words} words the logline runs long; pitch readers expect one or two sentences of 20 to 40 words.`,
      suggestion:
        "Cut backstory and secondary characters from the line; keep the lead, the goal and the stakes.",
    };
  }
  return {
    weight: 1,
    met: 1,
    strength: `At ${words} words it is the right length to say aloud in a meeting.`,
  };
}

/** "follows the Glasgow Rocks through their last season": a span or an outcome in the line. */
const SPAN =
  /\b(?:through|over|until|as|during|across|season|year|months?|weeks?|the day|the night|final|last)\b/i;

/**
 * A documentary logline names its subject and the span of time the film follows; it has no
 * protagonist's goal, obstacle or stakes to ask for. Goal, obstacle and stakes give way to these.
 */
function documentaryLogline(signals: Signals, checks: Check[]): Check[] {
  const reading = signals.documentary;
  const text = signals.logline?.text ?? "";
  const subject = reading?.subject && text.includes(reading.subject) ? reading.subject : null;
  const [opening, lead, , , , ...rest] = checks;
  return [
    opening!,
    lead!,
    {
      weight: 3,
      met: subject ? 1 : 0,
      strength: `It names the documentary's subject (${subject}).`,
      improvement:
        "The logline never names who or what the documentary follows: a person, a group, a place or an event a buyer could look up.",
      suggestion:
        "Name the subject in the first words: the people, the place and the moment the film follows.",
    },
    {
      weight: 2,
      met: SPAN.test(text) ? 1 : 0,
      strength:
        "The line gives the film a span (what it follows and for how long), so there is a story to come.",
      improvement:
        "The logline gives the film no span: it says what the film is about, not what it follows or over what time.",
      suggestion:
        "Say what the camera follows and over what span: “through their last season”, “over the year of the trial”.",
    },
    ...rest,
  ];
}
