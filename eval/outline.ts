import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { DeckBuildout } from "../domain/deck-buildout";
import { buildCombinedText, type PromptAnswers } from "../domain/questionnaire";
import type { AnalysisInput } from "../server/analysis/engine/analysis-engine";
import { createBuiltinEngine } from "../server/analysis/engine/create-builtin-engine";
import { countWords } from "../server/analysis/read/text/words";
import { parseFdx } from "../server/screenplay/parse-fdx";
import { renderScreenplayText } from "../server/screenplay/render-screenplay-text";
import { hasRealFixture, realFixture } from "../server/test/real-fixtures";
import type { EvalRow, EvalSuite } from "./eval-row";
import { splitOf } from "./held-out";
import {
  leadsMissingFromSummary,
  nonPeople,
  placeholderShare,
  repeatedSentences,
  sectionsWithSeveralGaps,
  showsChange,
} from "./outline-measures";

const CORPUS = join(import.meta.dirname, "corpus/outline");

interface Labels {
  title: string;
  leads: string[];
  people: string[];
}
interface ScriptItem extends Labels {
  file: string;
  genre: string;
}
interface IdeaItem extends Labels {
  genre: string;
  answers: PromptAnswers;
}
interface DeckItem extends Labels {
  file: string;
}

function load<T>(name: string): T[] {
  return JSON.parse(readFileSync(join(CORPUS, name), "utf8")) as T[];
}

function base(stage: AnalysisInput["projectStage"], title: string, genre: string | null): AnalysisInput {
  const input = { genre, projectTitle: title, projectStage: stage, mode: "generate", analysisType: "both" };
  return { ...input, pitchText: "", promptAnswers: {} } as AnalysisInput;
}

function pdfText(path: string): string | null {
  try {
    return execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });
  } catch {
    return null;
  }
}

/** The outline corpus: real scripts, questionnaire answer sets, a startup deck (when present). */
export function outlineCases(): { label: Labels; input: AnalysisInput }[] {
  const cases: { label: Labels; input: AnalysisInput }[] = [];
  for (const item of load<ScriptItem>("scripts.json")) {
    if (!hasRealFixture(item.file)) continue;
    const text = readFileSync(realFixture(item.file), "utf8");
    cases.push({ label: item, input: { ...base("script", item.title, item.genre), pitchText: text } });
  }
  for (const item of load<IdeaItem>("ideas.json")) {
    const pitchText = buildCombinedText(null, item.answers);
    cases.push({
      label: item,
      input: { ...base("idea", item.title, item.genre), pitchText, promptAnswers: item.answers },
    });
  }
  for (const item of load<DeckItem>("decks.json")) {
    const text = hasRealFixture(item.file) ? pdfText(realFixture(item.file)) : null;
    if (text) cases.push({ label: item, input: { ...base("deck", item.title, null), pitchText: text } });
  }
  return cases;
}

interface GenreItem {
  file: string;
  genre: string;
}

/** The genre the outline states for each labelled script given with no genre: right, by split. */
async function pageGenres(
  engine: ReturnType<typeof createBuiltinEngine>,
): Promise<{ dev: boolean[]; held: boolean[]; misses: string[] }> {
  const labels = JSON.parse(readFileSync(join(CORPUS, "genres.json"), "utf8")) as { scripts: GenreItem[] };
  const result = { dev: [] as boolean[], held: [] as boolean[], misses: [] as string[] };
  for (const item of labels.scripts) {
    const path = item.file.includes("/")
      ? join(import.meta.dirname, "..", item.file)
      : realFixture(item.file);
    if (!item.file.includes("/") && !hasRealFixture(item.file)) continue;
    // An FDX reaches the reader as the upload gives it: parsed and rendered as text.
    const raw = readFileSync(path, "utf8");
    const text = path.endsWith(".fdx") ? renderScreenplayText(parseFdx(raw)) : raw;
    const input = { ...base("script", item.file, null), pitchText: text };
    const appeal = (await engine.analyze(input)).deckBuildout?.funding_and_team.market_appeal ?? [];
    const read = appeal.map((line) => line.match(/^Genre: ([\w-]+), read from the pages/)?.[1]).find(Boolean);
    const right = read === item.genre;
    const dev = splitOf(item.file) === "dev";
    (dev ? result.dev : result.held).push(right);
    // Only dev misses are named: the held-out quarter is counted, never read for rules.
    if (!right && dev)
      result.misses.push(`${item.file.split("/").at(-1)}: ${read ?? "none"} (labelled ${item.genre})`);
  }
  return result;
}

function share(passed: readonly string[], total: number): number {
  return total ? (total - passed.length) / total : 0;
}

export const outlineSuite: EvalSuite = {
  name: "outline",
  async run(): Promise<EvalRow[]> {
    const engine = createBuiltinEngine();
    const outlines: { label: Labels; outline: DeckBuildout; script: boolean }[] = [];
    for (const { label, input } of outlineCases()) {
      const result = await engine.analyze(input);
      if (result.deckBuildout)
        outlines.push({ label, outline: result.deckBuildout, script: input.projectStage === "script" });
    }
    const gaps = outlines.flatMap(({ label, outline }) =>
      sectionsWithSeveralGaps(outline).map((section) => `${label.title}: ${section}`),
    );
    // The leads' cards of scripts: each should show what changes between first and last appearance.
    const leadCards = outlines
      .filter(({ script }) => script)
      .flatMap(({ label, outline }) =>
        outline.characters.character_list
          .filter((card) => label.leads.some((lead) => card.name.includes(lead)))
          .map((card) => ({ title: label.title, card })),
      );
    const unchanged = leadCards.filter(({ card }) => !showsChange(card.description));
    const worst = outlines.map(({ label, outline }) => ({ label, value: placeholderShare(outline) }));
    const maxShare = Math.max(0, ...worst.map((item) => item.value));
    const repeated = outlines.flatMap(({ label, outline }) =>
      repeatedSentences(outline).map((sentence) => `${label.title}: "${sentence}"`),
    );
    const cards = outlines.reduce((sum, { outline }) => sum + outline.characters.character_list.length, 0);
    const strangers = outlines.flatMap(({ label, outline }) =>
      label.people.length ? nonPeople(outline, label.people).map((name) => `${label.title}: ${name}`) : [],
    );
    const unnamed = outlines.filter(
      ({ label, outline }) => leadsMissingFromSummary(outline, label.leads).length,
    );
    const short = outlines.filter(
      ({ outline }) => countWords(outline.story_summary.paragraphs.join(" ")) < 120,
    );
    const loglines = outlines.filter(({ outline }) => {
      const words = countWords(outline.cover_and_logline.logline);
      return words < 15 || words > 60;
    });
    const tones = outlines.filter(({ outline }) => {
      const phrases = new Set(outline.tone_and_visual.tone_slugs.map((slug) => slug.phrase.toLowerCase()));
      return (
        phrases.size < 3 || phrases.size > 5 || outline.tone_and_visual.tone_slugs.length !== phrases.size
      );
    });
    const taglines = outlines.filter(({ outline }) => countWords(outline.cover_and_logline.tagline) >= 10);
    const titles = (items: readonly { label: Labels }[]) => items.map(({ label }) => label.title).join(", ");
    const row = (
      metric: string,
      value: number,
      unit: EvalRow["unit"],
      direction: EvalRow["direction"],
      threshold: number,
      detail?: string,
    ): EvalRow => ({
      suite: "outline",
      metric,
      value,
      unit,
      direction,
      threshold,
      ...(detail ? { detail } : {}),
    });
    const n = outlines.length;
    const genres = await pageGenres(engine);
    const rate = (list: readonly boolean[]) => (list.length ? list.filter(Boolean).length / list.length : 0);
    return [
      {
        suite: "outline",
        metric: `genre read from the pages of scripts given none (${genres.dev.length + genres.held.length} labelled)`,
        value: rate(genres.dev),
        heldOut: rate(genres.held),
        unit: "share",
        direction: "min",
        threshold: 0.8,
        ...(genres.misses.length ? { detail: genres.misses.join("; ") } : {}),
        // Comedy is read from a script's own signs of comedy only; the bar is printed, not held, until it holds on both splits.
        pending: rate(genres.dev) < 0.8 || rate(genres.held) < 0.8,
      },
      // Seven on a bare clone (three repository scripts, four ideas); nine with the extended corpus.
      row("outlines built", n, "count", "min", 7),
      row(
        "placeholder share, worst outline",
        maxShare,
        "share",
        "max",
        0.1,
        worst
          .filter((item) => item.value > 0)
          .map((item) => `${item.label.title} ${(item.value * 100).toFixed(0)}%`)
          .join(", ") || undefined,
      ),
      row(
        "sections that say the material gives no … more than once",
        gaps.length,
        "count",
        "max",
        0,
        gaps.join(", ") || undefined,
      ),
      row(
        "script leads' cards showing change from first to last appearance, quoted and page-pinned",
        share(
          unchanged.map(({ card }) => card.name),
          leadCards.length,
        ),
        "share",
        "min",
        1,
        unchanged.map(({ title, card }) => `${title}: ${card.name}`).join(", ") || undefined,
      ),
      row(
        "sentences said three times",
        repeated.length,
        "count",
        "max",
        0,
        repeated.slice(0, 5).join("; ") || undefined,
      ),
      row(
        "character cards that are people of the story",
        share(strangers, cards),
        "share",
        "min",
        1,
        strangers.join(", ") || undefined,
      ),
      row(
        "story summaries naming the leads",
        share(unnamed.map(String), n),
        "share",
        "min",
        1,
        titles(unnamed) || undefined,
      ),
      row(
        "story summaries of 120 words or more",
        share(short.map(String), n),
        "share",
        "min",
        1,
        titles(short) || undefined,
      ),
      row(
        "loglines of 15-60 words",
        share(loglines.map(String), n),
        "share",
        "min",
        1,
        titles(loglines) || undefined,
      ),
      row(
        "three to five distinct tone phrases",
        share(tones.map(String), n),
        "share",
        "min",
        1,
        titles(tones) || undefined,
      ),
      row(
        "taglines under ten words",
        share(taglines.map(String), n),
        "share",
        "min",
        1,
        titles(taglines) || undefined,
      ),
    ];
  },
};
