import { z } from "zod";
import { MIN_CONTENT_CHARACTERS } from "./constants";

/** product.md §3: questionnaire keys with their maximum characters, in screen order. */
export const QUESTION_CAPS = {
  projectTitle: 100,
  logline: 500,
  synopsis: 1000,
  urgency: 800,
  protagonist: 500,
  obstacle: 500,
  transformation: 800,
  vibes: 200,
  comps: 500,
  emotionalImpact: 500,
  setting: 500,
  audience: 500,
  platform: 300,
  theme: 800,
  conversation: 800,
  legacy: 800,
} as const;
export type QuestionKey = keyof typeof QUESTION_CAPS;
export const QUESTION_KEYS = Object.keys(QUESTION_CAPS) as QuestionKey[];
/** The answers that tell the story itself, in reading order. */
export const STORY_QUESTION_KEYS = [
  "logline",
  "synopsis",
  "protagonist",
  "obstacle",
  "transformation",
  "setting",
] as const satisfies readonly QuestionKey[];
export const QUESTIONNAIRE_STEPS = QUESTION_KEYS.length; // 16 on screen
export const QUESTIONNAIRE_DIALOG_QUESTIONS = 15; // the review dialog's wording (product.md §2)
export const COUNTER_WARNING_RATIO = 0.9;

export const QUESTION_SECTIONS = [
  "Getting Started",
  "Core Concept",
  "Character & Conflict",
  "Tone & Style",
  "World & Audience",
  "Theme & Meaning",
] as const;
export type QuestionSection = (typeof QUESTION_SECTIONS)[number];

export interface Question {
  key: QuestionKey;
  section: QuestionSection;
  label: string;
  help: string;
  placeholder: string;
  multiline: boolean;
}

export const QUESTIONS: readonly Question[] = [
  {
    key: "projectTitle",
    section: "Getting Started",
    label: "What's the working title of your project?",
    help: "A title can change later. Pick the one you'd say out loud in a pitch meeting.",
    placeholder: "e.g. The Last Lighthouse",
    multiline: false,
  },
  {
    key: "logline",
    section: "Getting Started",
    label: "What's your logline, in one or two sentences?",
    help: "Who is it about, what do they want, and what stands in the way?",
    placeholder:
      "e.g. When a reclusive lighthouse keeper finds a drowned girl alive on his rocks, he must hide her from the town that wants her gone before the storm season ends.",
    multiline: true,
  },
  {
    key: "synopsis",
    section: "Core Concept",
    label: "Tell us the story from beginning to end.",
    help: "A short synopsis: the setup, the turning points and how it ends. Don't hold back the ending.",
    placeholder: "Begin with the world before the story starts, then the event that changes everything...",
    multiline: true,
  },
  {
    key: "urgency",
    section: "Core Concept",
    label: "Why does this story need to be told now?",
    help: "What in today's world makes this timely: a trend, a debate, an anniversary, a gap in the market?",
    placeholder:
      "e.g. Coastal towns are emptying as the fishing industry collapses, and nobody is telling their stories...",
    multiline: true,
  },
  {
    key: "protagonist",
    section: "Character & Conflict",
    label: "Who is your protagonist, and what do they want?",
    help: "Give us a name, an age, a flaw and a goal we can root for.",
    placeholder:
      "e.g. Elias Marr, 58, a former navy diver who hasn't spoken to anyone in town in ten years...",
    multiline: true,
  },
  {
    key: "obstacle",
    section: "Character & Conflict",
    label: "What stands in their way?",
    help: "The antagonist, the system or the inner wound: the stronger the opposition, the stronger the story.",
    placeholder: "e.g. The harbour master, who knows what Elias did the night his crew drowned...",
    multiline: true,
  },
  {
    key: "transformation",
    section: "Character & Conflict",
    label: "How does your protagonist change by the end?",
    help: "What do they believe at the start, and what do they believe at the end?",
    placeholder: "e.g. He starts convinced he deserves to be alone and ends by choosing to be known...",
    multiline: true,
  },
  {
    key: "vibes",
    section: "Tone & Style",
    label: "Describe the tone and vibe in a few words.",
    help: "Three to five words a director or designer could work from.",
    placeholder: "e.g. Windswept, tender, eerie, hopeful",
    multiline: false,
  },
  {
    key: "comps",
    section: "Tone & Style",
    label: "What are your comparables?",
    help: "Recent titles your audience loved: 'X meets Y' works well.",
    placeholder: "e.g. The Banshees of Inisherin meets The Shape of Water",
    multiline: true,
  },
  {
    key: "emotionalImpact",
    section: "Tone & Style",
    label: "How should the audience feel when it ends?",
    help: "The emotion you want people to carry out of the room.",
    placeholder: "e.g. Heartbroken and hopeful at once, calling someone they love...",
    multiline: true,
  },
  {
    key: "setting",
    section: "World & Audience",
    label: "Where and when does it take place?",
    help: "The world, its rules and what makes it visually distinct.",
    placeholder: "e.g. A fog-bound island off the west coast of Ireland, 1987...",
    multiline: true,
  },
  {
    key: "audience",
    section: "World & Audience",
    label: "Who is your audience?",
    help: "Age, tastes, and the titles they already watch or listen to.",
    placeholder: "e.g. Adults 25-54 who loved prestige folk-horror and character dramas...",
    multiline: true,
  },
  {
    key: "platform",
    section: "World & Audience",
    label: "Where does it belong?",
    help: "Theatrical, streaming series, podcast, YouTube, festival circuit...",
    placeholder: "e.g. A limited series for a premium streamer, or an A24-style feature",
    multiline: false,
  },
  {
    key: "theme",
    section: "Theme & Meaning",
    label: "What is your story really about?",
    help: "The theme beneath the plot: grief, belonging, power, forgiveness...",
    placeholder: "e.g. Whether we can be forgiven by people we never apologised to...",
    multiline: true,
  },
  {
    key: "conversation",
    section: "Theme & Meaning",
    label: "What conversation will it start?",
    help: "The question people will argue about on the way home.",
    placeholder: "e.g. What do small communities owe the outsiders they shut out?",
    multiline: true,
  },
  {
    key: "legacy",
    section: "Theme & Meaning",
    label: "What do you want this project to leave behind?",
    help: "Its impact on the audience, the community it portrays, or your career.",
    placeholder: "e.g. A story that puts a disappearing way of life on screen before it's gone...",
    multiline: true,
  },
];

export const PromptAnswersSchema = z.record(z.string(), z.string());
export type PromptAnswers = Partial<Record<QuestionKey, string>>;

export const PROGRESS_STAGE_LABELS = [
  "Let's Get Your Hook",
  "Building Momentum",
  "Halfway to Hollywood",
  "Almost Pitch Perfect",
  "Ready for Review",
] as const;

/** The progress label for a 0-based step: the five labels spread evenly over the 16 steps. */
export function progressStageLabel(stepIndex: number): string {
  const clamped = Math.min(Math.max(stepIndex, 0), QUESTIONNAIRE_STEPS - 1);
  const index = Math.floor((clamped * PROGRESS_STAGE_LABELS.length) / QUESTIONNAIRE_STEPS);
  return PROGRESS_STAGE_LABELS[index] ?? PROGRESS_STAGE_LABELS[PROGRESS_STAGE_LABELS.length - 1]!;
}

export function capAnswer(key: QuestionKey, value: string): string {
  return value.slice(0, QUESTION_CAPS[key]);
}

export function isNearCap(key: QuestionKey, value: string): boolean {
  return value.length > QUESTION_CAPS[key] * COUNTER_WARNING_RATIO;
}

export const PROMPTS_SEPARATOR = "ADDITIONAL CONTEXT FROM PROMPTS";
export const BLANK_ANSWER_PLACEHOLDER = "(not answered yet)";

export const ANSWER_HEADINGS: Record<QuestionKey, string> = {
  projectTitle: "Project Title",
  logline: "Logline",
  synopsis: "Synopsis",
  urgency: "Why Now",
  protagonist: "Protagonist",
  obstacle: "Obstacle",
  transformation: "Transformation",
  vibes: "Tone & Vibe",
  comps: "Comparables",
  emotionalImpact: "Emotional Impact",
  setting: "Setting",
  audience: "Audience",
  platform: "Platform",
  theme: "Theme",
  conversation: "Conversation",
  legacy: "Legacy",
};

/**
 * product.md §5: uploaded text (if any), the separator, then every answer with a placeholder for blanks.
 */
export function buildCombinedText(uploadedText: string | null | undefined, answers: PromptAnswers): string {
  const lines = QUESTION_KEYS.map((key) => {
    const answer = answers[key]?.trim();
    return `${ANSWER_HEADINGS[key]}: ${answer ? answer : BLANK_ANSWER_PLACEHOLDER}`;
  });
  const prefix = uploadedText?.trim() ? `${uploadedText.trim()}\n\n` : "";
  return `${prefix}${PROMPTS_SEPARATOR}\n\n${lines.join("\n\n")}`;
}

/**
 * What the 100-character rule measures: the user's own words (uploaded text and answers),
 * not the headings and placeholders the combined text adds around them.
 */
export function userContentLength(uploadedText: string | null | undefined, answers: PromptAnswers): number {
  const answered = QUESTION_KEYS.map((key) => answers[key]?.trim() ?? "").filter(Boolean);
  return (uploadedText?.trim().length ?? 0) + answered.join(" ").length;
}

export function hasEnoughQuestionnaireContent(
  uploadedText: string | null | undefined,
  answers: PromptAnswers,
): boolean {
  return userContentLength(uploadedText, answers) >= MIN_CONTENT_CHARACTERS;
}

export function hasAnyAnswer(answers: PromptAnswers | null | undefined): boolean {
  return !!answers && Object.values(answers).some((value) => !!value?.trim());
}
