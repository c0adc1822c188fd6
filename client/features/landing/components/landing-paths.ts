import type { ProjectStage } from "#domain/stages";

export interface LandingPath {
  stage: ProjectStage;
  title: string;
  description: string;
  /** What the 'Is this me?' popover explains. */
  whoFor: string;
  whatYouGet: string;
}

export const LANDING_PATHS: readonly LandingPath[] = [
  {
    stage: "script",
    title: "I Have a Script",
    description: "A feature, pilot, short or podcast script that's ready for notes.",
    whoFor:
      "Choose this if you have a written screenplay or teleplay. Upload it as a PDF, a Final Draft file (.fdx) or plain text.",
    whatYouGet:
      "We read it the way a development executive would and report on story, structure, characters, dialogue and where it fits in the market.",
  },
  {
    stage: "deck",
    title: "I Have a Deck",
    description: "A pitch deck or lookbook you want to sharpen before it goes out.",
    whoFor:
      "Choose this if you already have a pitch deck for a film, series, podcast or creative brand. Upload it as a PDF.",
    whatYouGet:
      "You get a Pitch Effectiveness Score out of 10, with feedback on your hook, logline, tone, structure, market readiness and team.",
  },
  {
    stage: "idea",
    title: "I Have an Idea",
    description: "A concept that lives in your head or your notes. No file needed.",
    whoFor:
      "Choose this if you haven't written a script or built a deck yet. No file needed: you answer a few quick questions, one at a time.",
    whatYouGet:
      "We help you shape the concept and give it a Development Score, with clear next steps to turn it into a pitch.",
  },
];
