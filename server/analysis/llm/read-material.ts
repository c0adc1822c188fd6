import type { ScriptReading } from "#domain/script-reading";
import { type CallSettings, generateStructured } from "./generate-structured";
import { partLabels } from "./grounding/part-labels";
import { type ChunkNotes, ChunkNotesSchema } from "./llm-schemas";
import { mapLimited } from "./map-limited";
import { CHUNK_NOTES_SYSTEM_PROMPT, CONDENSE_NOTES_SYSTEM_PROMPT } from "./prompts/chunk-prompts";
import { type PromptContext, type PromptSource, taskFor, userMessage } from "./prompts/user-message";
import { splitMaterial } from "./split-material";

export interface ReadSettings extends CallSettings {
  /** Characters of material (or notes) one call may carry. */
  budgetChars: number;
  concurrency: number;
  /** The reader's backbone: each part is labelled with its scenes, pages and act. */
  reading?: ScriptReading | null;
}

function packNotes(notes: ChunkNotes[], budgetChars: number): ChunkNotes[][] {
  const groups: ChunkNotes[][] = [];
  let current: ChunkNotes[] = [];
  let size = 0;
  for (const note of notes) {
    const length = JSON.stringify(note).length;
    if (current.length > 0 && size + length > budgetChars) {
      groups.push(current);
      current = [];
      size = 0;
    }
    current.push(note);
    size += length;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

function pairsOf<T>(items: T[]): T[][] {
  const pairs: T[][] = [];
  for (let index = 0; index < items.length; index += 2) pairs.push(items.slice(index, index + 2));
  return pairs;
}

/**
 * What the final calls read. Material within the budget is read whole. Longer material is split
 * (scenes, then paragraphs) and each part is turned into notes (map); while the notes themselves
 * exceed the budget, consecutive notes are condensed (reduce). Documented in docs/decisions.
 */
export async function readMaterial(
  text: string,
  context: PromptContext,
  settings: ReadSettings,
): Promise<PromptSource> {
  const parts = splitMaterial(text, settings.budgetChars);
  if (parts.length === 1) return { kind: "material", text };
  const labels = partLabels(parts, settings.reading ?? null);
  let notes = await mapLimited(parts, settings.concurrency, (part, index) => {
    const source: PromptSource = {
      kind: "material",
      text: part,
      part: { index, total: parts.length, label: labels[index] },
    };
    return generateStructured(
      {
        schema: ChunkNotesSchema,
        schemaName: "chunk_notes",
        system: CHUNK_NOTES_SYSTEM_PROMPT,
        prompt: userMessage(context, source, taskFor(source, "")),
      },
      settings,
    );
  });
  while (notes.length > 1 && JSON.stringify(notes).length > settings.budgetChars) {
    let groups = packNotes(notes, settings.budgetChars);
    // Each note alone nearly fills the budget: condense pairs anyway, so the loop always shrinks.
    if (groups.length === notes.length) groups = pairsOf(notes);
    notes = await mapLimited(groups, settings.concurrency, (group) =>
      generateStructured(
        {
          schema: ChunkNotesSchema,
          schemaName: "chunk_notes",
          system: CONDENSE_NOTES_SYSTEM_PROMPT,
          prompt: userMessage(context, { kind: "notes", notes: group }, "Condense these notes into one set."),
        },
        settings,
      ),
    );
  }
  // Condensed notes no longer match one part each, so only first-round notes keep their labels.
  return { kind: "notes", notes, labels: notes.length === parts.length ? labels : undefined };
}
