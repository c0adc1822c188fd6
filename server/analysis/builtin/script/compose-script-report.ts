import type { ScriptAnalysis, ScriptSection } from "../../../../domain/analysis";
import { projectName } from "../scoring/rubric";
import type { Signals } from "../signals/signals";
import { listPhrase } from "../text/words";
import { assessScript, scriptVerdict } from "./assess-script";
import { pitchSection } from "./pitch-section";
import { proseCharactersSection, proseDialogueSection, proseStructureSection } from "./prose-sections";
import { scriptFacts } from "./script-facts";
import { charactersSection, dialogueSection, formatSummary, structureSection } from "./stats-sections";
import { marketSection, storySection, toneSection } from "./story-sections";

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function composeScriptReport(signals: Signals): ScriptAnalysis {
  const facts = signals.screenplay ? scriptFacts(signals.screenplay) : null;
  const name = capitalised(projectName(signals));
  const shape = facts ? formatSummary(facts) : `${signals.wordCount.toLocaleString("en-US")} words of prose`;
  const { score, readiness } = assessScript(signals);
  const sections: ScriptSection[] = [
    storySection(signals),
    facts ? structureSection(facts) : proseStructureSection(signals),
    facts ? charactersSection(facts) : proseCharactersSection(signals),
    facts ? dialogueSection(facts) : proseDialogueSection(signals),
    toneSection(signals),
    marketSection(signals, facts ? formatSummary(facts) : null),
    pitchSection(signals, readiness),
  ];
  const cast = signals.characters.slice(0, 2).map((character) => character.name);
  const lead = facts?.speakers[0];
  const overallSummary = [
    `${name} is ${shape}${cast.length ? `, centred on ${listPhrase(cast)}` : ""}.`,
    lead
      ? `${lead.name} carries ${lead.percent}% of the dialogue, and ${Math.round((facts?.stats.dialogueShare ?? 0) * 100)}% of the words are spoken.`
      : "",
    readiness.ready.length ? `It already has ${listPhrase(readiness.ready.slice(0, 3))}.` : "",
    readiness.missing.length
      ? `Before it goes to buyers it needs ${listPhrase(readiness.missing.slice(0, 3))}.`
      : "It has every core element of a pitch in place.",
    scriptVerdict(score),
  ]
    .filter(Boolean)
    .join(" ");
  const longest = facts?.stats.longestScenes[0];
  const missingBeyondLogline = readiness.missing.filter((item) => !item.includes("logline"));
  const keyTakeaways = [
    signals.logline
      ? "Your logline is on the page: make it the first line of every pitch."
      : `Write a logline${cast[0] ? ` that puts ${cast[0]} at the centre` : ""}: who, what they want, and what it costs.`,
    facts && facts.stats.pages > 125
      ? `Trim from ${facts.stats.pages} pages towards 120 before submitting.`
      : null,
    longest && longest.words > 1200
      ? `Revisit the longest scene, ${longest.heading} (${longest.words.toLocaleString("en-US")} words): make sure it turns, or cut into it.`
      : null,
    missingBeyondLogline.length
      ? `Add ${listPhrase(missingBeyondLogline.slice(0, 3))} to turn the script into a pitch.`
      : null,
    cast.length ? `Anchor the pitch in ${listPhrase(cast)}: they are who buyers will picture.` : null,
  ].filter((line): line is string => !!line);
  return {
    intro: `Here is our read of ${projectName(signals)}: ${shape}. Each section below points to what is on the page and what to do next.`,
    overallSummary,
    sections,
    keyTakeaways,
    cta: "Ready to take it to buyers? Turn these notes into a Complete Deck Outline with slide-by-slide copy, or book a consultation to plan the rewrite together.",
  };
}
