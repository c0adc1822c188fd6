import { z } from "zod";

/**
 * The pitch judge's reading of an idea or a deck (docs/product.md §The analyst): what the
 * material is, who is in it, what its logline says, what the detectors found and whether it is
 * fit to score. The built-in report, the Complete Deck Outline and the LLM evidence all read
 * from it. Every `quote` occurs verbatim in the material (whitespace folded).
 */
export const DECK_TYPES = ["creative", "startup"] as const;
export type DeckType = (typeof DECK_TYPES)[number];

export const ENTITY_KINDS = [
  "person",
  "place",
  "title",
  "organisation",
  "festival",
  "language",
  "funding",
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** A person is a character in the story, a member of the team, or neither (a named reference). */
export const PERSON_ROLES = ["character", "team", "other"] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

export const GATE_KINDS = [
  "language",
  "real-words",
  "prose",
  "repeated-answers",
  "off-question",
  "hype",
  "stock-phrases",
  "specificity",
  "questions",
  "consistent-names",
] as const;

export const DETECTOR_KINDS = [
  "cliche",
  "hype",
  "mega-comps",
  "vague-audience",
  "vague-platform",
  "generic-why-now",
  "text-wall",
  "slide-density",
  "contradiction",
  "stock-logline",
  "unrelated-why-now",
  "every-platform",
  "tone-comps",
  "wrong-audience",
  "world-only",
  "withheld-ending",
  "addressed-to-judge",
  "other-language",
  "placeholder-names",
  "changing-names",
  "series-shape",
  "documentary-shape",
] as const;

export const EntitySchema = z.object({
  name: z.string().min(1),
  kind: z.enum(ENTITY_KINDS),
  /** Only for people. */
  role: z.enum(PERSON_ROLES).nullable(),
  mentions: z.number().int().min(1),
  /** The first sentence that names it. */
  quote: z.string().min(1),
});
export type Entity = z.infer<typeof EntitySchema>;

export const LoglineReadingSchema = z.object({
  text: z.string().min(1),
  source: z.enum(["answer", "labelled", "detected"]),
  sentences: z.number().int().min(1),
  words: z.number().int().min(1),
  /** The lead as written: a name or a role with its determiner ("its burned-out engineer"). */
  lead: z.string().nullable(),
  /** The goal as written, from a purpose clause or a "must"/"sets out to" verb phrase. */
  goal: z.string().nullable(),
  obstacle: z.string().nullable(),
  /** A ticking clock: "before the bank sells the land", "five days of air". */
  deadline: z.string().nullable(),
  stakes: z.string().nullable(),
});
export type LoglineReading = z.infer<typeof LoglineReadingSchema>;

export const GateResultSchema = z.object({
  gate: z.enum(GATE_KINDS),
  passed: z.boolean(),
  /** The measured figure (a share 0-1 or a count), for the eval and the logs. */
  measure: z.number(),
  quote: z.string().nullable(),
  note: z.string().min(1),
});
export type GateResult = z.infer<typeof GateResultSchema>;

export const FindingSchema = z.object({
  detector: z.enum(DETECTOR_KINDS),
  /** The spec category name the finding lowers. */
  category: z.string().min(1),
  quote: z.string().min(1),
  note: z.string().min(1),
  /** The highest score the category may keep while this finding stands. */
  cap: z.number().min(0).max(10),
});
export type Finding = z.infer<typeof FindingSchema>;

export const PitchJudgementSchema = z.object({
  stage: z.enum(["idea", "deck"]),
  deckType: z.enum(DECK_TYPES),
  /** The project's own name: the title given, else the deck's first slide or the company. */
  name: z.string().nullable(),
  /** ISO 639-3 as detected ("eng"), or "und" when the text is too short to tell. */
  language: z.string(),
  /** A sentence when the material cannot be judged at all (the analyze answer is then 422). */
  refusal: z.string().nullable(),
  gates: z.array(GateResultSchema),
  /** The highest score any category may have after the gates (10 when every gate passed). */
  ceiling: z.number().min(0).max(10),
  entities: z.array(EntitySchema),
  characters: z.array(z.string()),
  team: z.array(z.string()),
  protagonist: z.string().nullable(),
  logline: LoglineReadingSchema.nullable(),
  findings: z.array(FindingSchema),
});
export type PitchJudgement = z.infer<typeof PitchJudgementSchema>;
