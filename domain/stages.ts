import { z } from "zod";

export const PROJECT_STAGES = ["idea", "script", "deck"] as const;
export const ProjectStageSchema = z.enum(PROJECT_STAGES);
export type ProjectStage = z.infer<typeof ProjectStageSchema>;

export const ANALYSIS_MODES = ["analyze", "generate"] as const;
export const AnalysisModeSchema = z.enum(ANALYSIS_MODES);
export type AnalysisMode = z.infer<typeof AnalysisModeSchema>;

export const ANALYSIS_TYPES = ["creative", "both"] as const;
export const AnalysisTypeSchema = z.enum(ANALYSIS_TYPES);
export type AnalysisType = z.infer<typeof AnalysisTypeSchema>;

/** product.md §4: choosing a stage sets mode analyze; script or idea -> creative, deck -> both. */
export function stageDefaults(stage: ProjectStage): { mode: AnalysisMode; analysisType: AnalysisType } {
  return { mode: "analyze", analysisType: stage === "deck" ? "both" : "creative" };
}

export const MODE_BANNERS: Record<ProjectStage, string> = {
  script: "Script Analysis Mode",
  deck: "Deck Analysis Mode",
  idea: "Idea Development Mode",
};
