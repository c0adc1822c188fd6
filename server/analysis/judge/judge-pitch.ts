import nlp from "compromise";
import { isStorySlide, isTeamSlide } from "#analysis/read/pitch/slides";
import type { Entity, PitchJudgement } from "#domain/pitch-judgement";
import { QUESTION_KEYS, STORY_QUESTION_KEYS } from "#domain/questionnaire";
import type { AnalysisInput } from "../engine/analysis-engine";
import { readColumns } from "../read/pitch/columns";
import { readDeckName, readDeckType } from "../read/pitch/deck-type";
import { documentaryOf } from "../read/pitch/documentary";
import { extractSignals } from "../read/pitch/extract-signals";
import type { Logline } from "../read/pitch/logline";
import type { Character } from "../read/pitch/prose-characters";
import { readEntities } from "../read/pitch/read-entities";
import { labelledLogline, readLogline } from "../read/pitch/read-logline";
import type { Signals } from "../read/pitch/signals";
import { VAGUE_PHRASES } from "../read/text/lexicons";
import { findTerms } from "../read/text/words";
import { answerGates } from "./answer-gates";
import { runDetectors } from "./detectors";
import { languageGates } from "./language-gates";
import { type StoryInput, storyFindings, storyGates } from "./story-findings";

/** Titles named in credits: "the award-winning series Border Town", "whose short Dry Season". */
const CREDIT_TITLE =
  /\b(?:series|short|film|feature|documentary|novel|play|podcast|show)\s+((?:\p{Lu}[\p{L}'’-]*)(?:\s(?:of|the|and|\p{Lu}[\p{L}'’-]*)){0,5})/gu;
/** A name made only of job-title words is a role, not a person. */
const JOB_TITLE =
  /^(?:(?:senior|junior|head|chief|lead|executive|creative|associate|assistant|co|line|series|managing|art|content|development|production|post|sound|story|marketing|brand|of|and|the|&)\s+)*(?:producer|director|writer|editor|designer|officer|manager|head|content|lead|showrunner|founder|partner|consultant|coordinator|supervisor|team|studio|studios)s?$/i;
/** A name ending in an institution word is a place or an organisation, not a person of the story. */
const INSTITUTION =
  /\b(?:Hospital|School|University|College|Council|Company|Studios?|Agency|Authority|Bank|Church|Prison|Station|Hotel|Museum|Institute|Foundation|Trust|Club|Court|Courts|House|Houses|Guild|Guilds|Law)$/;
const COVER_NAME = /^\s*(\p{Lu}[\p{Ll}\p{M}]+(?:\s\p{Lu}[\p{Ll}\p{M}]+){1,2})\s*$/u;

/** A pitch read once: the signals the scorers and the outline read, and the judgement they answer to. */
export interface PitchReading {
  signals: Signals;
  judgement: PitchJudgement;
}

function creditTitles(text: string): string[] {
  return [...text.matchAll(CREDIT_TITLE)].map((match) => (match[1] ?? "").replace(/\s(?:of|the|and)$/, ""));
}

/** "JACK & DIANE - A Heartland Chronicle": the words after the project's own name on a title line. */
function subtitles(name: string | null, slides: readonly { text: string }[]): string[] {
  if (!name) return [];
  const lower = name.toLowerCase();
  return slides.flatMap((slide) => {
    const first = slide.text.split("\n").find((line) => line.trim()) ?? "";
    const at = first.toLowerCase().indexOf(lower);
    if (at === -1) return [];
    const rest = first
      .slice(at + name.length)
      .replace(/^[\s:–—-]+(?:an? |the )?/i, "")
      .trim();
    return rest && rest.split(/\s+/).length <= 6 ? [rest] : [];
  });
}

/** The reading layer for ideas and decks: signals for the scorers and the judgement they answer to. */
export function readPitch(input: AnalysisInput): PitchReading {
  const signals = extractSignals(input);
  const stage = input.projectStage === "deck" ? "deck" : "idea";
  const { answers, body, slides } = signals;
  const answerText = QUESTION_KEYS.filter((key) => key !== "projectTitle")
    .map((key) => answers[key])
    .filter(Boolean)
    .join("\n\n");
  const material = [body, answerText].filter(Boolean).join("\n\n");
  const deckType = readDeckType(body, slides);
  const language = languageGates(material);
  const answered = answerGates(answers, material, stage);

  const teamSlides = slides.filter(isTeamSlide);
  const storySlides = slides.filter(isStorySlide);
  const story =
    stage === "deck"
      ? [
          ...storySlides.map((slide) => slide.text),
          ...STORY_QUESTION_KEYS.map((key) => answers[key] ?? ""),
        ].join("\n\n")
      : STORY_QUESTION_KEYS.map((key) => answers[key] ?? "").join("\n\n") || body;
  const coverNames =
    deckType === "startup"
      ? (slides[0]?.text.split("\n").slice(1) ?? []).flatMap((line) => COVER_NAME.exec(line)?.[1] ?? [])
      : [];
  const name = readDeckName(input.projectTitle ?? answers.projectTitle ?? null, slides);
  const titles = [
    ...new Set([...signals.comps.titles, ...creditTitles(material), ...subtitles(name, slides)]),
  ];
  const entities: Entity[] = readEntities({
    material,
    story: deckType === "startup" ? "" : story,
    team: [
      ...teamSlides.map((slide) => readColumns(slide.text)),
      ...signals.market.team.filter((sentence) => !story.includes(sentence)),
    ].join("\n"),
    titles,
    coverNames,
    isStartup: deckType === "startup",
  });
  const people = entities.filter((entity) => entity.kind === "person");
  // A one-letter name ("X") is a placeholder; "Senior Producer" is a job title; "... Hospital" a place.
  const characters =
    deckType === "startup"
      ? []
      : people
          .filter((p) => p.role === "character" && p.name.length > 1 && !INSTITUTION.test(p.name))
          .map((p) => p.name);
  // A team member is a full name, or a first name ("three Storyville films" names a strand, not a person).
  const team = people
    .filter(
      (p) =>
        p.role === "team" &&
        p.name.length > 1 &&
        !JOB_TITLE.test(p.name) &&
        (p.name.includes(" ") || nlp(p.name).has("#FirstName")),
    )
    .map((p) => p.name);

  // A deck's one-line slide goes by many names: "Logline", "The Idea", "Premise", "What it is".
  const loglineSlide =
    slides.find((slide) => /^log\s?line\b/i.test(slide.title)) ??
    slides.find((slide) =>
      /^(?:the )?(?:idea|premise|concept|pitch|one[- ]liner)$|^what it is$|^in one line$/i.test(
        slide.title.trim(),
      ),
    );
  const loglineRaw =
    answers.logline ??
    (loglineSlide ? loglineSlide.text.split("\n").slice(1).join(" ") : null) ??
    labelledLogline(body);
  const source = answers.logline ? "answer" : loglineRaw ? "labelled" : "detected";
  const logline =
    deckType === "startup"
      ? null
      : loglineRaw
        ? readLogline(loglineRaw, source, characters)
        : signals.logline?.source === "detected"
          ? readLogline(signals.logline.text, "detected", characters)
          : null;
  const named = answers.protagonist
    ? characters.find((name) => answers.protagonist?.includes(name))
    : undefined;
  const leadIsName = logline?.lead && characters.includes(logline.lead) ? logline.lead : null;
  // With no name in the protagonist answer, the first character who is not the opposition.
  const unopposed = characters.find((name) => !answers.obstacle?.includes(name));
  const protagonist = named ?? leadIsName ?? unopposed ?? characters[0] ?? null;

  const storyInput: StoryInput = {
    stage,
    deckType,
    genre: input.genre,
    title: name,
    answers,
    slides,
    logline,
    characters,
    comps: signals.comps.titles,
    whyNow: signals.market.whyNow,
    audience: signals.market.audience,
    addressedToJudge: signals.addressedToJudge,
    otherLanguage: language.other,
  };
  const storyGate = storyGates(storyInput);
  const findings = runDetectors({
    stage,
    deckType,
    genre: input.genre,
    answers,
    body,
    material,
    slides,
    logline,
    comps: signals.comps.titles,
    budget: signals.market.budget,
    audience: signals.market.audience,
    whyNow: signals.market.whyNow,
  }).concat(storyFindings(storyInput));
  const gates = [...language.gates, ...answered.gates, ...storyGate.gates];
  // Another language is judged on what can be read: the English answer checks do not cap it.
  const ceiling = Math.min(language.other ? 10 : answered.ceiling, storyGate.ceiling);
  const judgement: PitchJudgement = {
    stage,
    deckType,
    name,
    language: language.language,
    refusal: language.refusal ?? answered.refusal,
    gates,
    ceiling,
    entities,
    characters,
    team,
    protagonist,
    logline,
    findings,
  };
  return { signals: withJudgement(signals, judgement), judgement };
}

/**
 * Judges an idea or a deck: gates, entities, logline, detector findings and deck type, each
 * pinned to the material. Pure and deterministic.
 */
export function judgePitch(input: AnalysisInput): PitchJudgement {
  return readPitch(input).judgement;
}

/** "Ines, 41,", "is a nurse", and a cast list's "Rick Blaine: a nightclub owner". */
const INTRODUCED = /,\s*(?:age\s*)?\d{1,2}\b|\b(?:is|was) an? |^[^:]{2,40}:\s*(?:an?|the)\s+\p{L}/u;

/**
 * The one Signals of a pitch: what extraction found, with the parts the judge reads better taken
 * from its judgement (who the people are, who leads, what the logline says, the project's name).
 */
function withJudgement(signals: Signals, judgement: PitchJudgement): Signals {
  const people = judgement.entities.filter((entity) => entity.kind === "person");
  const characters: Character[] = judgement.characters.map((name) => {
    const entity = people.find((person) => person.name === name);
    const introduction =
      signals.sentences.find(
        (s) => (s.includes(name) || s.includes(name.toUpperCase())) && INTRODUCED.test(s),
      ) ?? null;
    return { name, mentions: entity?.mentions ?? 1, introduction };
  });
  const reading = judgement.logline;
  const logline: Logline | null = reading
    ? {
        text: reading.text,
        source: reading.source,
        words: reading.words,
        protagonist: reading.lead,
        hasGoal: !!reading.goal,
        hasObstacle: !!(reading.obstacle ?? reading.deadline),
        stakes: [reading.stakes, reading.deadline].filter((part): part is string => !!part).slice(0, 1),
        vague: findTerms(reading.text, VAGUE_PHRASES),
      }
    : null;
  const vibes = (signals.answers.vibes ?? "")
    .split(/[,;/·•]|\band\b/)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word && word.split(/\s+/).length <= 3);
  // A festival in the plot ("a street-food festival") is not where the project is headed.
  const story = STORY_QUESTION_KEYS.map((key) => signals.answers[key] ?? "")
    .join("\n")
    .toLowerCase();
  const elsewhere = signals.stage === "idea" ? signals.body.toLowerCase() : "";
  const pitchAnswers = Object.entries(signals.answers)
    .filter(([key]) => !(STORY_QUESTION_KEYS as readonly string[]).includes(key))
    .map(([, value]) => value.toLowerCase())
    .join("\n");
  const platforms = signals.market.platforms.filter((platform) => {
    const term = platform.toLowerCase();
    return (
      !story.includes(term) ||
      pitchAnswers.includes(term) ||
      elsewhere.includes(term) ||
      signals.stage === "deck"
    );
  });
  return {
    ...signals,
    toneWords: [...new Set([...vibes, ...signals.toneWords])],
    title: judgement.name,
    characters,
    protagonist: judgement.protagonist ?? reading?.lead ?? null,
    logline,
    market: { ...signals.market, teamNames: judgement.team, platforms },
    documentary: signals.documentary ? documentaryOf(signals, judgement.characters) : null,
  };
}
