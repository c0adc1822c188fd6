import type { AnalysisResult } from "#domain/analysis";
import { categoriesForStage } from "#domain/categories";
import type { DeckBuildout } from "#domain/deck-buildout";
import type { AnalysisEngine, AnalysisInput, AnalyzeOptions } from "../engine/analysis-engine";

/** A real engine (dependency injection, not a module patch) that answers a fixed, valid result per stage, or fails as told. */
export class ScriptedEngine implements AnalysisEngine {
  readonly name = "scripted";
  calls: AnalysisInput[] = [];
  failure: Error | null = null;
  override: AnalysisResult | null = null;
  /** Runs first, with the options the engine was given (a test holding an analysis mid-way). */
  during: ((options?: AnalyzeOptions) => Promise<void>) | null = null;
  async analyze(input: AnalysisInput, options?: AnalyzeOptions): Promise<AnalysisResult> {
    this.calls.push(input);
    await this.during?.(options);
    if (this.failure) throw this.failure;
    if (this.override) return this.override;
    if (input.projectStage === "script") return scriptResult(input);
    const categories = categoriesForStage(input.projectStage).map((category) => ({
      category,
      score: 7.25,
      strengths: [`${category} works`],
      improvements: ["Sharpen it"],
      suggestions: ["Add one line"],
    }));
    return {
      overallScore: 7.25,
      overallSummary: `Summary of ${input.projectTitle ?? "an untitled project"}.`,
      categories,
      keyTakeaways: ["Lead with the hook."],
      ...(input.mode === "generate" ? { deckBuildout: SAMPLE_BUILDOUT } : {}),
    };
  }
}

function scriptResult(input: AnalysisInput): AnalysisResult {
  const sections = [
    { id: "story", section: "Premise and Story", content: "A premise.\n\nA second paragraph." },
  ];
  const scenes = `${(input.pitchText.match(/^(?:INT|EXT)[. ]/gm) ?? []).length} scenes`;
  const scriptAnalysis = {
    intro: "Intro.",
    overallSummary: `A script with ${scenes}.`,
    sections,
    keyTakeaways: ["Cut act two."],
    cta: "Build the deck.",
  };
  return {
    overallScore: null,
    overallSummary: scriptAnalysis.overallSummary,
    categories: [],
    keyTakeaways: scriptAnalysis.keyTakeaways,
    isScriptAnalysis: true,
    scriptAnalysis,
    intro: scriptAnalysis.intro,
    sections,
  };
}

export const SAMPLE_BUILDOUT: DeckBuildout = {
  cover_and_logline: {
    headline: "The Last Lighthouse",
    tagline: "Keep the light.",
    logline: "A keeper hides a girl.",
    visual_prompts: ["A storm"],
  },
  tone_and_visual: {
    tone_slugs: [{ phrase: "Salt", description: "Grey sea", image_suggestions: ["Waves"] }],
  },
  world: { paragraphs: ["An island."] },
  story_summary: { paragraphs: ["She hides her."] },
  characters: { character_list: [{ name: "Mara", description: "Keeper", casting_visual: "Weathered" }] },
  themes_and_why_now: { core_themes: "Mercy", cultural_relevance: ["Migration"] },
  funding_and_team: {
    market_appeal: ["Festival drama"],
    team: { director: "Add your director.", writer: "Jo", producers: [], notes: "" },
  },
};
