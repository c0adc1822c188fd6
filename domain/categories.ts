import type { ProjectStage } from "./stages";

/** Category names the analyst produces (product.md §2). */
export const DECK_CATEGORIES = [
  "The Hook",
  "Logline Clarity",
  "Tone & Visual Style",
  "Story & Structure",
  "Characters",
  "Design and Readability",
  "Market Readiness",
  "Funding Narrative",
  "Team & Execution",
  "Why Now / Urgency",
  "Target Market & Platforms",
] as const;

export const IDEA_CATEGORIES = [
  "Logline",
  "The Hook",
  "Tone & Voice",
  "Structure and Flow",
  "Character Development",
  "Audience Alignment",
  "Market Readiness",
  "Why Now / Urgency",
  "Target Market & Platforms",
] as const;

export function categoriesForStage(stage: ProjectStage): readonly string[] {
  return stage === "deck" ? DECK_CATEGORIES : IDEA_CATEGORIES;
}

/** product.md §2: the categories of group two; every other category is in group one. */
export const GROUP_TWO_CATEGORIES = [
  "Team & Execution",
  "Why Now / Urgency",
  "Market Readiness",
  "Funding Narrative",
  "Target Market & Platforms",
] as const;

export type CategoryGroup = "one" | "two";

/** Unknown names fall into group one so that nothing the analyst says is hidden. */
export function groupForCategory(name: string): CategoryGroup {
  return (GROUP_TWO_CATEGORIES as readonly string[]).includes(name) ? "two" : "one";
}

export function groupTitle(group: CategoryGroup, stage: ProjectStage): string {
  if (stage === "deck") return group === "one" ? "Story & Clarity" : "Market & Execution";
  return group === "one" ? "Creative Foundation" : "Readiness & Next Steps";
}

/** product.md §2's three icon kinds. */
export type IconKind = "spark" | "structure" | "market";
const ICON_KINDS: Record<string, IconKind> = {
  "The Hook": "spark",
  "Tone & Voice": "spark",
  Logline: "spark",
  "Tone & Visual Style": "spark",
  "Logline Clarity": "spark",
  "Structure and Flow": "structure",
  "Character Development": "structure",
  "Design and Readability": "structure",
  "Team & Execution": "structure",
  "Target Market & Platforms": "structure",
  "Story & Structure": "structure",
  Characters: "structure",
  "Market Readiness": "market",
  "Funding Narrative": "market",
  "Why Now / Urgency": "market",
  "Audience Alignment": "market",
};

export function iconKindForCategory(name: string): IconKind {
  return ICON_KINDS[name] ?? "structure";
}

export function scoreLabel(stage: ProjectStage): string {
  return stage === "deck" ? "Pitch Effectiveness Score" : "Development Score";
}
