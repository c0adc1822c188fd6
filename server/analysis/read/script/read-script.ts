import { gradeReading } from "#analysis/judge/grade-reading";
import { countWords } from "#analysis/read/text/words";
import type { ScriptReading } from "#domain/script-reading";
import { estimatePages } from "#server/screenplay/estimate-pages";
import { parseScreenplayText } from "#server/screenplay/parse-screenplay-text";
import { collapseSpaces } from "#server/screenplay/patterns";
import { actsFrom, writerActMarks } from "./acts";
import { readBreakdown } from "./breakdown/read-breakdown";
import { buildScenes } from "./build-scenes";
import { readCast } from "./cast";
import { readDialogueCraft } from "./dialogue-craft";
import { draftLogline, writerLogline } from "./draft-logline";
import { draftSynopsis } from "./draft-synopsis";
import { findDuplicates } from "./duplicates";
import { readEnding } from "./ending";
import { auditFormat } from "./format-audit";
import { withoutFraming } from "./framing";
import { detectLanguage, languageName } from "./language";
import { readPacing } from "./pacing";
import { readPremise } from "./premise";
import { chooseProtagonists } from "./protagonists";
import { isPlaceholderText, readProse } from "./read-prose";
import { decideFormat, runtimeMinutes } from "./script-format";
import type { ScriptModel } from "./script-model";

/**
 * The script reader: any script text (PDF layout text with its page breaks, Fountain, the text
 * an FDX upload became, a treatment) -> the facts the report, the pictures, the outline and the
 * LLM engine read. Deterministic and offline.
 */
export function readScript(text: string, options: { title?: string | null } = {}): ScriptReading {
  return readScriptModel(text, options).reading;
}

export function readScriptModel(uploaded: string, options: { title?: string | null } = {}): ScriptModel {
  const text = withoutFraming(uploaded);
  const parsed = parseScreenplayText(text);
  const title = parsed.title ?? options.title ?? null;
  const elements = parsed.elements;
  const speeches = elements.filter((element) => element.type === "character").length;
  const headings = elements.filter((element) => element.type === "scene-heading").length;
  const placeholder = isPlaceholderText(text);
  if (placeholder || headings < 1 || headings + speeches < 2)
    return readProse(text, parsed, title, placeholder);

  const pages = parsed.pages
    ? (parsed.lastPrintedPage ?? Math.max(1, parsed.pages - (parsed.coverPages ?? 0)))
    : Math.max(1, estimatePages(elements), ...elements.map((element) => element.page ?? 1));
  const scenes = buildScenes(elements, pages);
  const cast = readCast(scenes);
  const writerTexts = [
    ...parsed.titlePage.map((entry) => entry.value),
    ...elements
      .filter(
        (element) => element.type === "note" || element.type === "synopsis" || element.type === "section",
      )
      .map((element) => element.text),
  ];
  const lead = chooseProtagonists(cast.characters, scenes, pages, writerTexts, cast.canonical, title);
  const marks = writerActMarks(elements);
  const credits = parsed.titlePage.map((entry) => `${entry.key}: ${entry.value}`);
  const titleTexts = [title ?? "", ...parsed.titlePage.map((entry) => entry.value), ...firstLines(elements)];
  const format = decideFormat({
    isScreenplay: true,
    pages,
    titleTexts,
    actLabels: marks.map((mark) => mark.label),
  });
  const acts = actsFrom(marks, scenes, pages, format.format);
  const spoken = elements.filter((element) => element.type === "dialogue").map((element) => element.text);
  const action = elements.filter((element) => element.type === "action").map((element) => element.text);
  const language = detectLanguage([...spoken, ...action].join("\n"));
  const pacing = readPacing(scenes, pages);
  const isEnglish = language === "en";
  const craft = isEnglish
    ? readDialogueCraft(
        scenes,
        cast.characters.map((character) => character.name),
      )
    : { flags: [], namings: [] };
  const flags = [
    ...(isEnglish ? [] : [languageFlag(language, scenes)].filter((flag) => flag !== null)),
    ...craft.flags,
    ...pacing.flags,
    ...auditFormat(scenes, pages),
    ...findDuplicates(scenes),
  ].sort((a, b) => a.page - b.page || a.kind.localeCompare(b.kind));
  const dialogueWords = spoken.reduce((sum, speech) => sum + countWords(speech), 0);
  const actionWords = action.reduce((sum, block) => sum + countWords(block), 0);
  const words = dialogueWords + actionWords;
  const reading: ScriptReading = {
    format: format.format,
    language,
    pages,
    runtimeMinutes: runtimeMinutes(format.format, pages, words),
    protagonists: lead.protagonists,
    characters: cast.characters,
    acts,
    scenes: scenes.map(({ number, heading, page, eighths, setting, time, characters }) => ({
      number,
      heading,
      page,
      eighths,
      setting,
      time,
      characters,
    })),
    flags,
    grid: [],
    verdict: { script: "Pass", writer: "Pass" },
    logline: null,
    synopsis: "",
  };
  const model: ScriptModel = {
    reading,
    parsed,
    title,
    isScreenplay: true,
    isPlaceholder: false,
    breakdown: readBreakdown({
      scenes,
      characters: cast.characters,
      canonical: cast.canonical,
      titlePage: parsed.titlePage,
      pages,
      format: format.format,
    }),
    titlePage: parsed.titlePage,
    scenes,
    credits,
    introductions: cast.introductions,
    writerLeadNote: lead.writerNote,
    formatWhy: format.why,
    medianEighths: pacing.medianEighths,
    longest: pacing.longest,
    dialogueShare: words ? dialogueWords / words : 0,
    dialogueByQuarter: pacing.dialogueByQuarter,
    namings: craft.namings,
    writerSynopses: elements.filter((element) => element.type === "synopsis").map((element) => element.text),
    words,
    ending: readEnding(elements),
    premise: language === "en" ? readPremise(scenes, lead.protagonists[0], cast.canonical, pages) : null,
    unrated: [],
  };
  reading.logline = writerLogline(text, parsed.titlePage, writerTexts) ?? draftLogline(model);
  reading.synopsis = draftSynopsis(model);
  const graded = gradeReading(model);
  reading.grid = graded.grid;
  reading.verdict = graded.verdict;
  model.unrated = graded.unrated;
  return model;
}

/** The first lines of the script proper: an episode often names itself there. */
function firstLines(elements: ScriptModel["scenes"][number]["elements"]): string[] {
  return elements
    .filter((element) => element.type !== "note")
    .slice(0, 6)
    .map((element) => collapseSpaces(element.text));
}

function languageFlag(
  language: string,
  scenes: ScriptModel["scenes"],
): ScriptReading["flags"][number] | null {
  for (const scene of scenes) {
    const line = scene.elements.find((element) => element.type === "dialogue");
    if (!line) continue;
    return {
      kind: "language",
      page: line.page ?? scene.page,
      scene: scene.number,
      quote: collapseSpaces(line.text),
      note: `The script is written in ${languageName(language)}; its dialogue is not read against English patterns, and the notes keep to structure, format and cast.`,
    };
  }
  return null;
}
