import type { AnalysisResult, Category, ScriptAnalysis } from "#domain/analysis";
import { DECK_CATEGORIES } from "#domain/categories";
import type { DeckBuildout } from "#domain/deck-buildout";

/** Realistic results for the export tests: every deck category, accents, curly quotes, dashes. */
export const SAMPLE_TITLE = "Café Noir — “The Last Reel”";
export const ACCENTED_LINE = "Zoë’s façade cracks — “déjà vu” in São Paulo, Ελληνικά, Русский";

const SCORES = [8.6, 7.94, 6.2, 5.45, 9.1, 4, 6.75, 8, 7.3, 5.95, 6.05];

function sampleCategory(name: string, index: number): Category {
  return {
    category: name,
    score: SCORES[index % SCORES.length] ?? 7,
    strengths: [
      `${name}: the opening image of the projectionist’s booth lands the premise in one beat — confident and specific.`,
      "The comps “Cinema Paradiso meets Nightcrawler” give buyers an instant read on tone and budget.",
    ],
    improvements: [
      `${name} drifts in the middle of the deck: the second act promise is stated twice and never escalated, so a buyer skimming slides 6–9 loses the thread.`,
    ],
    suggestions: [
      `Cut the ${name.toLowerCase()} copy to a single sentence and let the still of Zoë in the rain carry the rest.`,
      index === 0 ? ACCENTED_LINE : "Close on why this story must be told now, in the buyer’s language.",
    ],
  };
}

export const SAMPLE_DECK_RESULT: AnalysisResult = {
  overallScore: 7.46,
  overallSummary:
    "A moody, marketable noir with a clear hook and a strong central image. The deck sells the world beautifully but under-sells the team and the financing plan; tightening the middle and adding proof of audience would make it ready for buyers. “Café Noir” already feels like a show — now make it feel inevitable.",
  categories: DECK_CATEGORIES.map(sampleCategory),
  keyTakeaways: [
    "Lead with the logline on slide one — it is your strongest asset.",
    "Replace the three paragraphs of world-building with two images and one sentence.",
    "Add a funding slide: budget range, attached talent, and the first market you will target.",
  ],
  historyId: "history-sample-deck",
};

export const SAMPLE_SCRIPT: ScriptAnalysis = {
  intro: "Here’s what stands out in “The Last Reel” — and what will make buyers lean in.",
  overallSummary:
    "A confident, atmospheric feature with a memorable lead. The first act is tight; the second act loses pressure after the fire, and the ending needs one more reversal.\n\nThe dialogue is the script’s calling card: spare, funny, and specific to São Paulo’s night shift.",
  sections: [
    {
      id: "story",
      section: "Story & Structure",
      content:
        "The inciting incident arrives on page 9 — right on time. Zoë’s choice to keep the reel drives the plot forward.\n\nPages 48–70 circle the same question; fold the two warehouse scenes into one and let the fire land earlier.",
    },
    {
      id: "characters",
      section: "Characters",
      content:
        "Zoë is active and surprising. Mateus needs a want of his own: right now he only reacts.\n\nThe villain’s “kindness” speech is the best scene in the script — protect it.",
    },
    {
      id: "market",
      section: "Market Position",
      content:
        "Elevated genre at a contained budget: festival-friendly and streamer-ready. Comps: Cinema Paradiso meets Nightcrawler.",
    },
  ],
  keyTakeaways: [
    "Tighten pages 48–70 into a single escalating sequence.",
    "Give Mateus a goal that collides with Zoë’s.",
    "Pitch it as “Cinema Paradiso meets Nightcrawler”.",
  ],
  cta: "Ready to turn this into a deck? Build your Complete Deck Outline next.",
};

export const SAMPLE_SCRIPT_RESULT: AnalysisResult = {
  overallScore: null,
  overallSummary: SAMPLE_SCRIPT.overallSummary,
  categories: [],
  keyTakeaways: SAMPLE_SCRIPT.keyTakeaways,
  scriptAnalysis: SAMPLE_SCRIPT,
  isScriptAnalysis: true,
};

export const SAMPLE_BUILDOUT: DeckBuildout = {
  cover_and_logline: {
    headline: "Café Noir: The Last Reel!",
    tagline: "Every film ends. Hers is just beginning.",
    logline:
      "When a night-shift projectionist in São Paulo finds a reel that shows tomorrow’s crimes, she must decide whether to stop them — or sell them.",
    visual_prompts: [
      "Rain-streaked cinema marquee at 3 a.m., neon reflected in puddles, 35mm grain",
      "Close-up of Zoë’s hands threading film, amber projector light",
    ],
  },
  tone_and_visual: {
    tone_slugs: [
      {
        phrase: "Neon melancholy",
        description: "Lonely city nights lit in sodium orange and cyan — beautiful, never glossy.",
        image_suggestions: ["Empty tram at dawn", "Projector beam through cigarette smoke"],
      },
      {
        phrase: "Dry wit under pressure",
        description: "Characters joke when they are most afraid; the humour is a pressure valve.",
        image_suggestions: ["Zoë smirking at a security camera"],
      },
    ],
    comps: ["Cinema Paradiso meets Nightcrawler", "Run Lola Run"],
    references: ["Wong Kar-wai’s Fallen Angels (colour)", "Fincher’s Zodiac (procedure)"],
  },
  world: {
    paragraphs: [
      "São Paulo after midnight: a city that never sleeps but pretends to. The Cine Marabá is the last single-screen theatre on its avenue — a palace of velvet and dust.",
      "Inside the booth, time runs at 24 frames per second; outside, it runs out.",
    ],
  },
  story_summary: {
    paragraphs: [
      "Zoë Ferreira, 29, runs the projector on the graveyard shift. When an unlabelled reel shows a robbery that happens the next night, she tells no one — and watches the next reel.",
      "Each reel pulls her deeper into a syndicate that wants the footage, and a detective who wants her.",
      "In the end she burns the final reel, choosing an unknown future over a profitable one.",
    ],
  },
  characters: {
    character_list: [
      {
        name: "Zoë Ferreira",
        description: "A film-school dropout with perfect timing and terrible luck; funny, guarded, brave.",
        casting_visual: "Late 20s, sharp eyes, oversized thrifted blazer, always a pencil behind the ear.",
      },
      {
        name: "Detective Mateus Lima",
        description: "A tired cop who still believes in coincidences — until Zoë.",
        casting_visual: "40s, rumpled suit, the calm of someone who has seen everything twice.",
      },
    ],
  },
  themes_and_why_now: {
    core_themes: "Fate versus choice; the ethics of seeing; the last days of analogue film.",
    cultural_relevance: [
      "Surveillance culture makes every viewer a witness.",
      "Audiences are rediscovering cinemas as shared, physical spaces.",
    ],
  },
  funding_and_team: {
    market_appeal: [
      "Contained budget (US$2–3M) with a single hero location.",
      "Bilingual appeal for Latin American and international streamers.",
    ],
    team: {
      director: "Ana Beatriz Souza (Berlinale Shorts 2024)",
      writer: "Lucas Prado",
      producers: ["Marina Costa", "Jean-Luc Martin"],
      notes: "Co-production talks under way with a São Paulo post-production house.",
    },
  },
};

export const SAMPLE_BUILDOUT_RESULT: AnalysisResult = {
  ...SAMPLE_DECK_RESULT,
  deckBuildout: SAMPLE_BUILDOUT,
  historyId: "history-sample-generate",
};
