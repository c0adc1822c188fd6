import type { AnalysisInput } from "../server/analysis/engine/analysis-engine";
import { extractPdfWithPdftotext, hasPdftotext } from "../server/extraction/extract-pdf-pdftotext";
import { readPptx } from "../server/extraction/read-pptx";
import { EXTENDED_CORPUS_AVAILABLE, realFixture } from "../server/test/real-fixtures";
import { type Split, splitOf } from "./held-out";

/** A real pitch deck of the extended corpus, as the product reads its upload. */
export interface RealDeck {
  name: string;
  split: Split;
  input: AnalysisInput;
  /** Hand labels: the people on its team slide, and the people of its story. */
  team: readonly string[];
  characters: readonly string[];
}

type DeckLabel = Pick<RealDeck, "team" | "characters"> & { file: string; title: string | null };

const DECKS: readonly DeckLabel[] = [
  {
    file: "greencoats_deck__pitch-deck-classifier.pdf",
    title: "GREENcoats",
    team: ["Aistė Balčiūnaitienė", "Jonas Viškelis", "Agnius Balčiūnaitis", "Pranas Viškelis"],
    characters: [],
  },
  {
    file: "imwg_pitch__openhack2018-purple.pdf",
    title: null,
    team: ["Joacim Nilsson", "Linus Jansson", "Mikael Hedkvist", "Therese Danley", "Sebastian Berglönn"],
    characters: [],
  },
  // The short version names no one: "By Purple Consulting" is the team's company, not a person.
  { file: "imwg_pitch__openhack2018-purple.pptx", title: null, team: [], characters: [] },
  // The deck's text layer: its two slides name no one (the names are in the pictures).
  { file: "jack_and_diane_pitch__jackanddiane.pdf", title: "Jack & Diane", team: [], characters: [] },
  {
    file: "jack_and_diane_synopsis__jackanddiane.pdf",
    title: "Jack & Diane",
    team: [],
    characters: ["Jack Connelly", "Diane Waverly"],
  },
];

/** Slides and pages as an upload yields them: the PDF's text layer, or the slides' paragraphs. */
async function deckText(file: string): Promise<string> {
  const path = realFixture(file);
  if (file.endsWith(".pptx")) {
    const deck = await readPptx(path);
    try {
      return deck.slides
        .map((slide) =>
          slide.paragraphs
            .map((line) => line.trim())
            .filter(Boolean)
            .join("\n"),
        )
        .join("\n\f");
    } finally {
      await deck.close();
    }
  }
  const { text } = await extractPdfWithPdftotext(path, { isLayout: false, deadline: Date.now() + 60_000 });
  return text;
}

/** The real decks, each in the split its file name hashes to; none without the extended corpus. */
export async function readRealDecks(): Promise<RealDeck[]> {
  if (!EXTENDED_CORPUS_AVAILABLE || !(await hasPdftotext())) return [];
  return Promise.all(
    DECKS.map(async ({ file, title, team, characters }) => ({
      name: file,
      team,
      characters,
      split: splitOf(file),
      input: {
        pitchText: await deckText(file),
        projectTitle: title,
        genre: null,
        projectStage: "deck",
        mode: "analyze",
        analysisType: "both",
        promptAnswers: {},
      },
    })),
  );
}
