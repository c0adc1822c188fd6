/**
 * Realistic analysis results for RENDERING tests of /review only (seeded into the wizard's
 * storage). Everything that needs real records (the dashboard, generation) drives the real API.
 */
import type { Page } from "@playwright/test";
import type { AnalysisResult, Category } from "../domain/analysis";
import { DECK_CATEGORIES, IDEA_CATEGORIES } from "../domain/categories";
import type { DeckBuildout } from "../domain/deck-buildout";
import { createEmptyProject, createInitialWizardState, type Project } from "../domain/project";
import { BIG_FISH_READING } from "../domain/test/big-fish-reading";

const NOTES: Record<string, [string, string, string]> = {
  "The Hook": [
    "The opening image of the drowned girl breathing on the rocks grabs attention at once.",
    "The hook arrives on slide 4; buyers decide by slide 2.",
    "Move the rocks image to the cover and cut the mission statement.",
  ],
  "Market Readiness": [
    "You name two recent comparables that performed well on streaming.",
    "There is no audience size or platform fit yet.",
    "Add one slide on who watches folk-horror dramas and where.",
  ],
};

function category(name: string, score: number): Category {
  const [strength, improvement, suggestion] = NOTES[name] ?? [
    `${name}: the lighthouse setting gives this a distinct, cinematic identity.`,
    `${name}: the stakes for Elias are implied rather than stated.`,
    `${name}: state in one line what Elias loses if the town finds the girl.`,
  ];
  return {
    category: name,
    score,
    strengths: [strength],
    improvements: [improvement],
    suggestions: [suggestion],
  };
}

const DECK_SCORES = [8.4, 7.1, 6.6, 7.8, 5.2, 8.0, 4.9, 6.1, 7.3, 5.8, 6.9];
export const deckResult: AnalysisResult = {
  overallScore: 6.8,
  overallSummary:
    "The Last Lighthouse has a striking premise and a clear visual world; the deck now needs sharper market framing and a stronger funding story.",
  categories: [
    ...DECK_CATEGORIES.map((name, i) => category(name, DECK_SCORES[i] ?? 6)),
    category("Sound Design", 7.5),
  ],
  keyTakeaways: [
    "Lead with the image of the girl on the rocks.",
    "Add an audience and platform slide.",
    "Say why a remote island story matters in 2026.",
  ],
};

export const ideaResult: AnalysisResult = {
  ...deckResult,
  overallScore: 8.2,
  overallSummary: "A haunting, marketable concept with a protagonist we want to follow.",
  categories: IDEA_CATEGORIES.map((name, i) =>
    category(name, [8.5, 8.1, 7.0, 6.4, 8.8, 5.5, 6.2, 7.7, 8.0][i] ?? 7),
  ),
};

export const scriptResult: AnalysisResult = {
  overallScore: null,
  overallSummary: "A moody, character-driven script.",
  categories: [],
  keyTakeaways: ["Tighten act two.", "Give the harbour master a scene of his own."],
  isScriptAnalysis: true,
  scriptAnalysis: {
    intro: "We read all 104 pages of THE LAST LIGHTHOUSE with an eye on what will sell it.",
    overallSummary:
      "A moody, character-driven thriller whose first act is its strongest asset.\n\nThe second act loses pressure once the girl is hidden.",
    sections: [
      {
        id: "story",
        section: "Story & Structure",
        content:
          "The inciting incident lands on page 9, right on time.\n\nAct two sags between pages 40 and 62, where Elias repeats the same choice.",
      },
      {
        id: "characters",
        section: "Characters",
        content: "Elias speaks 31% of all dialogue; the girl speaks only in the final act.",
      },
      {
        id: "market",
        section: "Market Potential",
        content: "Comparable to The Lighthouse and The Banshees of Inisherin.",
      },
    ],
    keyTakeaways: ["Tighten act two.", "Give the harbour master a scene of his own."],
    cta: "Turn these notes into a deck that shows buyers the film.",
  },
};

/** A script analysis that carries the script reader's reading (Big Fish), so /review draws it. */
export const readingResult: AnalysisResult = {
  ...scriptResult,
  overallSummary: "A warm, inventive father-and-son story told through tall tales.",
  scriptAnalysis: {
    intro: "We read all 122 pages of BIG FISH, scene by scene.",
    overallSummary:
      "A father's tall tales and a son's search for the truth, told across 190 scenes.\n\nEdward is on screen in 131 of them; Will carries the present day.",
    sections: [
      {
        id: "story",
        section: "Story & Structure",
        content: "Act One ends on page 29 as Edward leaves Ashton; Act Two runs from page 30 to page 94.",
      },
      { id: "characters", section: "Characters", content: "Edward speaks 43% of all the words spoken." },
    ],
    keyTakeaways: ["Tighten the run from Spectre to the circus in Act Two."],
    reading: BIG_FISH_READING,
  },
};

export const buildout: DeckBuildout = {
  cover_and_logline: {
    headline: "The Last Lighthouse",
    tagline: "Some tides bring back what the sea has taken.",
    logline:
      "When a reclusive lighthouse keeper finds a drowned girl alive on his rocks, he must hide her from the town that wants her gone.",
    visual_prompts: ["A lone lighthouse in a violent storm at dusk", "A pale hand on wet black rock"],
  },
  tone_and_visual: {
    tone_slugs: [
      {
        phrase: "Windswept and tender",
        description: "Harsh weather, gentle people.",
        image_suggestions: ["Salt-stained windows"],
      },
      {
        phrase: "Quietly eerie",
        description: "The uncanny arrives in daylight.",
        image_suggestions: ["Fog over the harbour"],
      },
    ],
    comps: ["The Lighthouse", "The Banshees of Inisherin"],
    references: ["Andrew Wyeth's coastal paintings"],
  },
  world: {
    paragraphs: ["A fog-bound island off the west coast of Ireland, 1987.", "The fishing fleet is gone."],
  },
  story_summary: { paragraphs: ["Elias finds the girl.", "The town closes in.", "He chooses to be known."] },
  characters: {
    character_list: [
      {
        name: "Elias Marr",
        description: "58, a former navy diver.",
        casting_visual: "Weathered, silent, enormous hands.",
      },
      { name: "The Girl", description: "Speaks no known language.", casting_visual: "Newcomer, 12-14." },
    ],
  },
  themes_and_why_now: {
    core_themes: "Forgiveness from those we never apologised to.",
    cultural_relevance: ["Coastal communities are emptying."],
  },
  funding_and_team: {
    market_appeal: ["Premium folk-horror audience", "Festival-to-streaming path"],
    team: {
      director: "Aoife Byrne",
      writer: "Sam Keane",
      producers: ["Niamh Doyle", "Rory Walsh"],
      notes: "Irish co-production incentives apply.",
    },
  },
};

export function seededProject(overrides: Partial<Project>): Project {
  return {
    ...createEmptyProject(),
    id: "project-1700000000000",
    createdAt: "2026-11-20T10:00:00.000Z",
    title: "The Last Lighthouse",
    genre: "Drama",
    pitchText: "A reclusive lighthouse keeper finds a drowned girl alive on his rocks. ".repeat(3),
    projectStage: "deck",
    analysisType: "both",
    paidAtTier29: true,
    ...overrides,
  };
}

/** Seeds the wizard once per tab (a reload keeps what the page itself stored since). */
export async function seedWizard(page: Page, project: Project): Promise<void> {
  const state = {
    ...createInitialWizardState(),
    currentStep: "review",
    currentProject: project,
    savedProjects: [project],
  };
  await page.addInitScript((value) => {
    if (sessionStorage.getItem("seeded")) return;
    localStorage.setItem("pitch-deck-wizard", value);
    sessionStorage.setItem("seeded", "1");
  }, JSON.stringify(state));
}

export async function wizardProject(page: Page): Promise<Project> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("pitch-deck-wizard") ?? "{}").currentProject);
}
