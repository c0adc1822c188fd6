/** The script report's sections, in order; titles match the built-in analyst's. */
export const SCRIPT_SECTIONS = [
  {
    id: "story",
    title: "Premise and Story",
    focus: "the premise, the protagonist's goal, the stakes and the story's spine",
  },
  {
    id: "structure",
    title: "Structure and Pacing",
    focus: "act structure, turning points, scene count and length, pacing",
  },
  {
    id: "characters",
    title: "Characters",
    focus: "who drives the story, who speaks how much, arcs and distinct voices",
  },
  {
    id: "dialogue",
    title: "Dialogue",
    focus: "voice, subtext, exposition, the balance of dialogue and action",
  },
  {
    id: "tone",
    title: "Tone and Theme",
    focus: "tone, genre promise, imagery and what the story is about underneath",
  },
  {
    id: "market",
    title: "Market and Comparables",
    focus: "audience, comparable titles, platforms, budget signals",
  },
  {
    id: "pitch",
    title: "Pitch Potential",
    focus: "the logline you could pitch today and what would make buyers say yes",
  },
] as const;
