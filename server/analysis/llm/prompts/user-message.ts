import type { PromptAnswers } from "#domain/questionnaire";
import type { ProjectStage } from "#domain/stages";
import type { ScreenplayStats } from "#domain/upload";
import type { ChunkNotes } from "../llm-schemas";
import { delimit } from "./delimit";

export interface PromptContext {
  stage: ProjectStage;
  title: string | null;
  genre: string | null;
  answers: PromptAnswers;
  screenplay: ScreenplayStats | null;
  /** The deterministic reader's (or pitch judge's) facts, given as evidence. */
  evidence?: string | null;
}

/** What a call reads: the material itself (whole or one part), or the notes of all its parts. */
export type PromptSource =
  | { kind: "material"; text: string; part?: { index: number; total: number; label?: string } }
  | { kind: "notes"; notes: ChunkNotes[]; labels?: (string | undefined)[] };

function answersText(answers: PromptAnswers): string {
  return Object.entries(answers)
    .filter(([, value]) => typeof value === "string" && value.trim())
    .map(([key, value]) => `${key}: ${value!.trim()}`)
    .join("\n");
}

/** The context blocks every call carries (small next to the material). */
export function contextBlocks(context: PromptContext): string {
  const project = [
    `Title: ${context.title?.trim() || "(not given)"}`,
    `Genre: ${context.genre?.trim() || "(not given)"}`,
    `Stage: ${context.stage}`,
  ].join("\n");
  const blocks = [delimit("project", project)];
  const answers = answersText(context.answers);
  if (answers) blocks.push(delimit("answers", answers));
  if (context.screenplay)
    blocks.push(delimit("screenplay-statistics", JSON.stringify(context.screenplay, null, 1)));
  if (context.evidence) blocks.push(delimit("reading", context.evidence));
  return blocks.join("\n\n");
}

function sourceBlock(source: PromptSource): string {
  if (source.kind === "material") return delimit("material", source.text);
  const parts = source.notes.map(
    (notes, index) =>
      `Part ${index + 1} of ${source.notes.length}${source.labels?.[index] ? ` (${source.labels[index]})` : ""}:\n${JSON.stringify(notes)}`,
  );
  return delimit("material-notes", parts.join("\n\n"));
}

/** One user message: data blocks first, then the task, which always sits outside the tags. */
export function userMessage(context: PromptContext, source: PromptSource, task: string): string {
  return [contextBlocks(context), sourceBlock(source), task].join("\n\n");
}

export function taskFor(source: PromptSource, whole: string): string {
  if (source.kind === "notes")
    return `The material was too long to read at once; <material-notes> holds notes on each of its ${source.notes.length} parts, in order. ${whole}`;
  if (source.part)
    return `This is part ${source.part.index + 1} of ${source.part.total} of the material${source.part.label ? ` (${source.part.label} in the reading)` : ""}. Take notes on it.`;
  return whole;
}
