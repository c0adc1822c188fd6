import { projectName } from "#analysis/judge/rubric/rubric";
import type { Signals } from "#analysis/read/pitch/signals";
import { languageName, UNCERTAIN_LANGUAGE } from "#analysis/read/script/language";
import type { ScriptModel } from "#analysis/read/script/script-model";
import { nameCase, titleCase } from "#analysis/read/text/names";
import { capitalise, listPhrase } from "#analysis/read/text/words";
import type { ScriptAnalysis } from "#domain/analysis";
import { charactersSection } from "./report-characters";
import { coverageSection } from "./report-coverage";
import { dialogueSection } from "./report-dialogue";
import { pacingSection } from "./report-pacing";
import { storySection } from "./report-story";
import { structureSection } from "./report-structure";
import { an, formatName, plural } from "./report-text";
import { scriptTakeaways } from "./script-takeaways";

/** The script report, written from the reading: every sentence is about this script. */
export function composeScriptReport(signals: Signals, model: ScriptModel): ScriptAnalysis {
  const title = scriptTitle(signals, model);
  const { reading } = model;
  if (model.isPlaceholder) return placeholderReport(title, model);
  const sections = [
    storySection(model, title),
    structureSection(model, title),
    charactersSection(model, title),
    dialogueSection(model, title),
    pacingSection(model, title),
    coverageSection(model, title),
  ];
  const leads = reading.protagonists.map(nameCase);
  const weak = reading.grid
    .filter((row) => row.rating === "Poor" || row.rating === "Fair")
    .map((row) => row.item);
  const strong = reading.grid
    .filter((row) => row.rating === "Excellent" || row.rating === "Good")
    .map((row) => row.item);
  const language =
    reading.language === "en"
      ? ""
      : reading.language === UNCERTAIN_LANGUAGE
        ? ", not English (language uncertain)"
        : `, written in ${languageName(reading.language)}`;
  const overallSummary = [
    `${title} is ${an(`${reading.pages}-page ${formatName(reading.format)}`)}${model.isScreenplay ? ` in ${plural(model.scenes.length, "scene")}` : ""}${language}${leads.length ? `, led by ${listPhrase(leads)}` : ""}.`,
    `Our verdict is ${reading.verdict.script} for the script and ${reading.verdict.writer} for the writer${strong.length ? `: ${listPhrase(strong.map((item) => item.toLowerCase()))} ${agree(strong, "holds", "hold")} up` : ""}${weak.length ? `${strong.length ? ", while" : ":"} ${listPhrase(weak.map((item) => item.toLowerCase()))} ${agree(weak, "needs", "need")} work` : ""}.`,
  ].join(" ");
  return {
    intro: `Here is our read of ${title}: ${an(`${reading.pages}-page ${formatName(reading.format)}`)}, every note pinned to a page or a quote.`,
    overallSummary,
    sections,
    keyTakeaways: scriptTakeaways(model, title),
    cta: "Ready to take it to buyers? Turn these notes into a Complete Deck Outline with slide-by-slide copy, or book a consultation to plan the rewrite together.",
    reading,
    ...(model.breakdown ? { breakdown: model.breakdown } : {}),
  };
}

/** "dialogue holds up", "characters hold up": the verb agrees with a list of grid items. */
function agree(items: readonly string[], singular: string, pluralVerb: string): string {
  return items.length === 1 && !/s$/i.test(items[0]!) ? singular : pluralVerb;
}

function scriptTitle(signals: Signals, model: ScriptModel): string {
  const named = signals.title ?? model.title;
  if (named) return titleCase(named.trim());
  const name = projectName(signals);
  return capitalise(name);
}

function placeholderReport(title: string, model: ScriptModel): ScriptAnalysis {
  const evidence = model.reading.grid[0]?.evidence ?? "";
  return {
    intro: `Here is our read of ${title}: it holds placeholder text, not a story.`,
    overallSummary: `${title} is placeholder text (lorem ipsum), so there is no story, character or scene to read: Pass, with every coverage rating Poor.`,
    sections: [
      {
        id: "story",
        section: "The Story",
        content: `${evidence} Upload the script's own pages to get a reading.`,
      },
      coverageSection(model, title),
    ],
    keyTakeaways: [`Replace the placeholder text in ${title} with the script's pages and send it again.`],
    cta: "Ready to take it to buyers? Turn these notes into a Complete Deck Outline with slide-by-slide copy, or book a consultation to plan the rewrite together.",
    reading: model.reading,
  };
}
