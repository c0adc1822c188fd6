import type { ScriptSection } from "../../../../domain/analysis";
import type { Signals } from "../signals/signals";
import { listPhrase } from "../text/words";

export interface PitchReadiness {
  ready: string[];
  missing: string[];
}

export function pitchReadiness(signals: Signals): PitchReadiness {
  const checks: [boolean, string, string][] = [
    [!!signals.logline, "a logline", "a one-sentence logline"],
    [signals.characters.length >= 2, "a clear central cast", "a named lead and supporting cast"],
    [signals.comps.titles.length > 0, "comparable titles", "two comparable titles"],
    [
      !!signals.answers.audience || signals.market.audience.length > 0,
      "a defined audience",
      "a defined audience",
    ],
    [
      !!signals.answers.urgency || signals.market.whyNow.length > 1,
      "a why-now argument",
      "a why-now argument",
    ],
    [signals.toneWords.length >= 2, "tone words to build a look from", "three to five tone words"],
  ];
  return {
    ready: checks.filter(([ok]) => ok).map(([, label]) => label),
    missing: checks.filter(([ok]) => !ok).map(([, , label]) => label),
  };
}

export function pitchSection(signals: Signals, readiness: PitchReadiness): ScriptSection {
  const cast = signals.characters.slice(0, 3).map((character) => character.name);
  return {
    id: "pitch",
    section: "Pitch Potential",
    content: [
      readiness.ready.length
        ? `For a pitch, you already have ${listPhrase(readiness.ready)}.`
        : "The pages have to carry the pitch on their own for now: none of the usual pitch elements are stated yet.",
      readiness.missing.length
        ? `To take it out, add ${listPhrase(readiness.missing)}. Each of these becomes a slide in a deck.`
        : "Every core element of a pitch is present; the next step is packaging them as a deck.",
      cast.length
        ? `Build character slides for ${listPhrase(cast)}, with a casting image and one line on what each wants.`
        : "Build a character slide for the lead as soon as they are defined.",
    ].join("\n\n"),
  };
}
