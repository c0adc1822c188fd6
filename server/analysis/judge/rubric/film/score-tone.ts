import type { Signals } from "#analysis/read/pitch/signals";
import { listPhrase, quote } from "#analysis/read/text/words";
import { type CategoryScorer, type Check, projectName } from "../rubric";

function compsLine(signals: Signals): string {
  return listPhrase(
    signals.comps.pairings.length ? signals.comps.pairings.slice(0, 2) : signals.comps.titles.slice(0, 3),
  );
}

/** Deck: tone plus visual direction. Idea: tone plus the voice of the writing itself. */
export function toneScorer(kind: "visual" | "voice"): CategoryScorer {
  return {
    checks(signals) {
      const checks: Check[] = [
        {
          weight: 3,
          met: Math.min(1, signals.toneWords.length / 3),
          strength: `The tone is named in words a director can use: ${listPhrase(signals.toneWords.slice(0, 5))}.`,
          improvement:
            signals.toneWords.length === 1
              ? `Only one tone word (“${signals.toneWords[0]}”) describes the feel; one word cannot separate this from every other ${signals.genre?.toLowerCase() ?? "project"}.`
              : "The material never says how the story should feel, so a reader has to guess the tone.",
          suggestion:
            "Give three to five tone words that pull against each other a little (for example “tender, eerie, hopeful”).",
        },
        {
          weight: 2,
          met: signals.comps.titles.length ? Math.min(1, signals.comps.titles.length / 2) : 0,
          strength: `Comparables set the register quickly: ${compsLine(signals)}.`,
          improvement: "There are no comparable titles to anchor the tone.",
          suggestion:
            "Name two recent titles whose tone you share and say in a phrase what you take from each.",
        },
      ];
      if (kind === "visual") {
        checks.push({
          weight: 2.5,
          met: Math.min(1, signals.visualWords.length / 2),
          strength: `Visual direction is concrete (${listPhrase(signals.visualWords.slice(0, 4).map((w) => `“${w}”`))}).`,
          improvement: "The deck says little about the look: no palette, light, camera or design language.",
          suggestion:
            "Add a tone slide with a palette, a lighting idea and three reference images, each captioned with what it shows.",
        });
      } else {
        const vibes = signals.answers.vibes;
        checks.push(
          {
            weight: 1.5,
            met: vibes ? 1 : 0,
            strength: vibes
              ? `Your own tone words give a clear starting point: ${quote(vibes, 15)}.`
              : undefined,
            improvement: "The tone question is unanswered, so the voice of the project is undefined.",
            suggestion: "Answer the tone question with three to five words a designer could work from.",
          },
          {
            weight: 1,
            met: signals.answers.emotionalImpact || signals.emotionWords.length >= 2 ? 1 : 0,
            strength:
              "You know the feeling the audience should leave with, which keeps the voice consistent.",
            improvement: "The material does not say how the audience should feel at the end.",
            suggestion: "Write one sentence on the emotion you want people to carry out of the room.",
          },
        );
      }
      return checks;
    },
    fallback(signals) {
      return {
        strength: `The tone of ${projectName(signals)} comes through in its wording.`,
        improvement: "The tone is defined; now make sure every slide and paragraph sounds like it.",
        suggestion: "Reread the material aloud and cut any sentence that sounds like a different film.",
      };
    },
  };
}
