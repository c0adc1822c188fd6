import type { PromptAnswers } from "../../../domain/questionnaire";
import {
  FIVE_DAYS,
  FOOD_TRUCK,
  type IdeaProject,
  LIGHTHOUSE,
  ORCHARD,
  SECOND_SERVE,
  STATIC,
} from "./idea-projects";
import { firstSentences, ideaInput, type PitchPair, without } from "./pitch-pair";

/** One plainly flawed category and what the rushed writer wrote there. */
interface Flaw {
  category: string;
  answers(project: IdeaProject): PromptAnswers;
}

const FLAWS = {
  vagueLogline: {
    category: "Logline",
    answers: () => ({ logline: "A story about life, love and the journey of finding yourself." }),
  },
  clicheLogline: {
    category: "Logline",
    answers: () => ({
      logline:
        "In a world where nothing is what it seems, something evil lurks and one hero faces a race against time.",
    }),
  },
  vagueAudience: {
    category: "Audience Alignment",
    answers: () => ({ audience: "Everyone! People who like good movies.", platform: "" }),
  },
  megaComps: {
    category: "Market Readiness",
    answers: () => ({ comps: "Harry Potter meets Star Wars meets Frozen" }),
  },
  genericWhyNow: {
    category: "Why Now / Urgency",
    answers: () => ({ urgency: "Stories like this are always popular and people love them." }),
  },
  noLead: {
    category: "Character Development",
    answers: () => ({ protagonist: "Someone who wants things to change.", obstacle: "Life." }),
  },
  noStory: {
    category: "Structure and Flow",
    answers: () => ({ synopsis: "Things happen and it all works out in the end." }),
  },
  noTone: {
    category: "Tone & Voice",
    answers: () => ({ vibes: "Good.", comps: "" }),
  },
} satisfies Record<string, Flaw>;

/** What a rushed writer hands in: the deeper answers skipped, the synopsis cut to its opening. */
function rushed(project: IdeaProject): PromptAnswers {
  const answers = without(
    project.answers,
    "transformation",
    "theme",
    "conversation",
    "legacy",
    "emotionalImpact",
  );
  return { ...answers, synopsis: firstSentences(project.answers.synopsis ?? "", 2) };
}

function pair(project: IdeaProject, flawName: keyof typeof FLAWS): PitchPair {
  const flaw: Flaw = FLAWS[flawName];
  const weakAnswers = Object.fromEntries(
    Object.entries({ ...rushed(project), ...flaw.answers(project) }).filter(([, value]) => value),
  );
  return {
    name: `${project.title}: ${flawName}`,
    flawed: flaw.category,
    strong: ideaInput(project.title, project.genre, project.answers),
    weak: ideaInput(project.title, project.genre, weakAnswers),
  };
}

export const IDEA_PAIRS: readonly PitchPair[] = [
  pair(LIGHTHOUSE, "vagueLogline"),
  pair(LIGHTHOUSE, "genericWhyNow"),
  pair(FOOD_TRUCK, "vagueAudience"),
  pair(FOOD_TRUCK, "noLead"),
  pair(FIVE_DAYS, "megaComps"),
  pair(FIVE_DAYS, "noStory"),
  pair(ORCHARD, "vagueAudience"),
  pair(ORCHARD, "noTone"),
  pair(STATIC, "clicheLogline"),
  pair(STATIC, "genericWhyNow"),
  pair(SECOND_SERVE, "megaComps"),
  pair(SECOND_SERVE, "vagueLogline"),
];
