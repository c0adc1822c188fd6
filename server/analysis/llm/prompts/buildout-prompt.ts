import { BUILDOUT_SECTION_TITLES } from "#domain/deck-buildout";
import { systemPrompt } from "./analyst-persona";

/** Generate mode: the Complete Deck Outline, seven sections a designer can build slides from. */
export const BUILDOUT_SYSTEM_PROMPT = systemPrompt(
  [
    "Task: write a designer-ready outline of a pitch deck from the creator's material and answers.",
    `Its seven sections: ${BUILDOUT_SECTION_TITLES.map((title, index) => `${index + 1}. ${title}`).join("; ")}.`,
    "cover_and_logline: a headline (the title), a tagline, a one-sentence logline, three to five visual prompts.",
    "tone_and_visual: three to five tone slugs (a phrase, a description, two or three image suggestions),",
    "comps (comparable titles the material gives or clearly implies) and visual references.",
    "world and story_summary: two to four paragraphs each. characters: each named character with a",
    "description and a casting visual. themes_and_why_now: core themes and why it matters now.",
    "funding_and_team: market appeal points; the team exactly as the material states it. Never invent",
    "names, credits or facts: where the material does not say (for example no director), say so in one",
    "plain line ('No director is named in the material.'), never a fill-in template or brackets.",
    "Characters are people of the story only (never places, titles, the team); the story summary",
    "retells the story in order, at least 120 words, naming the leads; the logline is 15 to 60 words.",
  ].join("\n"),
);
