import type { AnalysisResult } from "#domain/analysis";
import type { DeckBuildout } from "#domain/deck-buildout";

export function withBuildout(result: AnalysisResult, deckBuildout: DeckBuildout | undefined): AnalysisResult {
  return deckBuildout ? { ...result, deckBuildout } : result;
}
