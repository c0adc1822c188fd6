import type { AnalysisInput } from "#analysis/engine/analysis-engine";
import { QUESTION_KEYS } from "#domain/questionnaire";
import type { ScriptModel } from "../script/script-model";
import { CONFLICT_WORDS, STAKES_WORDS } from "../text/lexicons";
import { splitQuestionnaire } from "../text/questionnaire-block";
import { measureReadability } from "../text/readability";
import { EMOTION_WORDS, THEME_WORDS, TONE_WORDS, VISUAL_WORDS } from "../text/tone-lexicons";
import { countWords, findTerms, splitSentences } from "../text/words";
import { withoutAddressedText } from "./addressed-to-judge";
import { findComps } from "./comps";
import { documentaryOf } from "./documentary";
import { findLogline } from "./logline";
import { findMarketSignals } from "./market-signals";
import { charactersFromScript, findCharacters } from "./prose-characters";
import type { Signals } from "./signals";
import { isBudgetSlide, isTeamSlide, isWhyNowSlide, splitSlides } from "./slides";

function firstName(text: string | undefined, known: readonly string[]): string | null {
  if (!text) return null;
  const lower = text.toLowerCase();
  const match = known.find((name) => lower.includes(name.toLowerCase()));
  if (match) return match;
  return text.match(/\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?/u)?.[0] ?? null;
}

/** The pitch signals of the material; a script's come with its one reading (`script`), never a second parse. */
export function extractSignals(input: AnalysisInput, script: ScriptModel | null = null): Signals {
  const split = splitQuestionnaire(input.pitchText, input.promptAnswers);
  const addressedToJudge: string[] = [];
  const clean = (text: string) => {
    const read = withoutAddressedText(text);
    addressedToJudge.push(...read.quotes);
    return read.clean;
  };
  const body = clean(split.body);
  const answers = Object.fromEntries(
    Object.entries(split.answers).flatMap(([key, value]) => {
      const kept = clean(value ?? "").trim();
      return kept ? [[key, kept]] : [];
    }),
  ) as typeof split.answers;
  const answerText = QUESTION_KEYS.filter((key) => key !== "projectTitle")
    .map((key) => answers[key])
    .filter((value): value is string => !!value)
    .join("\n\n");
  const material = [body, answerText].filter(Boolean).join("\n\n");
  const sentences = splitSentences(material);
  const screenplay = script?.isScreenplay ? script : null;
  const prose = screenplay ? answerText : material;
  // A screenplay's own pages say nothing about its market: read those signals from the answers.
  const pitchMaterial = screenplay ? answerText : material;
  const pitchSentences = screenplay ? splitSentences(answerText) : sentences;
  const comps = findComps(pitchMaterial, answers.comps);
  const slides = input.projectStage === "deck" ? splitSlides(body) : [];
  const market = findMarketSignals(
    pitchSentences,
    pitchMaterial,
    slides.filter(isTeamSlide).map((slide) => slide.text),
    slides.filter(isWhyNowSlide).map((slide) => slide.text),
    answers.urgency ?? null,
    slides.filter(isBudgetSlide).map((slide) => slide.text),
  );
  // Comparable titles and the team are named people or titles, not characters in the story.
  const notCharacters = [...comps.titles, ...market.teamNames];
  const characters = screenplay
    ? charactersFromScript(screenplay.reading)
    : findCharacters(prose, splitSentences(prose)).filter(
        (character) =>
          !notCharacters.some((other) => other.includes(character.name) || character.name.includes(other)),
      );
  const names = characters.map((character) => character.name);
  const logline = findLogline(answers.logline, body, sentences, names, slides);
  const loglineLead = logline?.protagonist ?? null;
  const isRole = !!loglineLead && /^(a|an|the|two|three|his|her|their)\s/i.test(loglineLead);
  const protagonist =
    firstName(answers.protagonist, names) ??
    (isRole ? null : loglineLead) ??
    characters[0]?.name ??
    (loglineLead ? loglineLead.charAt(0).toLowerCase() + loglineLead.slice(1) : null);
  const toneSource = [answers.vibes, answers.emotionalImpact, material].filter(Boolean).join("\n");
  return {
    stage: input.projectStage,
    genre: input.genre,
    title: input.projectTitle?.trim() || answers.projectTitle?.trim() || screenplay?.title || null,
    body,
    answers,
    answeredCount: Object.keys(answers).length,
    sentences,
    wordCount: countWords(material),
    readability: measureReadability(sentences),
    slides,
    logline,
    characters,
    protagonist,
    comps,
    toneWords: findTerms(toneSource, TONE_WORDS),
    visualWords: findTerms(material, VISUAL_WORDS),
    stakesWords: findTerms(material, STAKES_WORDS),
    conflictWords: findTerms(material, CONFLICT_WORDS),
    emotionWords: findTerms(material, EMOTION_WORDS),
    themeWords: findTerms([answers.theme, material].filter(Boolean).join("\n"), THEME_WORDS),
    market,
    isScreenplay: !!screenplay,
    addressedToJudge,
    documentary: documentaryOf(
      { genre: input.genre, answers, slides, body },
      characters.map((character) => character.name),
    ),
  };
}
