import type { PromptAnswers } from "#domain/questionnaire";
import type { ProjectStage } from "#domain/stages";
import type { Readability } from "../text/readability";
import type { Comps } from "./comps";
import type { DocumentaryReading } from "./documentary";
import type { Logline } from "./logline";
import type { MarketSignals } from "./market-signals";
import type { Character } from "./prose-characters";
import type { Slide } from "./slides";

/** Everything the scorers read, extracted once from the user's material. */
export interface Signals {
  stage: ProjectStage;
  genre: string | null;
  title: string | null;
  /** Uploaded or pasted text, without the questionnaire block. */
  body: string;
  answers: PromptAnswers;
  answeredCount: number;
  sentences: string[];
  wordCount: number;
  readability: Readability;
  slides: Slide[];
  logline: Logline | null;
  characters: Character[];
  protagonist: string | null;
  comps: Comps;
  toneWords: string[];
  visualWords: string[];
  stakesWords: string[];
  conflictWords: string[];
  emotionWords: string[];
  themeWords: string[];
  market: MarketSignals;
  /** A script the reader read as screenplay pages (not prose): its market signals come from the answers. */
  isScreenplay: boolean;
  /** Sentences written to the analyst rather than to a reader, taken out of the material. */
  addressedToJudge: string[];
  /** A documentary's subject, access and story; null for fiction. */
  documentary: DocumentaryReading | null;
}
