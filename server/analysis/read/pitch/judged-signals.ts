import type { PitchJudgement } from "#domain/pitch-judgement";
import { VAGUE_PHRASES } from "../text/lexicons";
import { findTerms } from "../text/words";
import type { Logline } from "./logline";
import type { Character } from "./prose-characters";
import type { Signals } from "./signals";

const INTRODUCED = /,\s*(?:age\s*)?\d{1,2}\b|\b(?:is|was) an? /;

/**
 * The scorers read Signals; the judge's reading replaces the parts it does better: who the people
 * are, who leads, what the logline says and what the project is called.
 */
export function judgedSignals(signals: Signals, judgement: PitchJudgement): Signals {
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
  const story = ["logline", "synopsis", "protagonist", "obstacle", "transformation", "setting"]
    .map((key) => signals.answers[key as keyof typeof signals.answers] ?? "")
    .join("\n")
    .toLowerCase();
  const elsewhere = signals.stage === "idea" ? signals.body.toLowerCase() : "";
  const pitchAnswers = Object.entries(signals.answers)
    .filter(
      ([key]) =>
        !["logline", "synopsis", "protagonist", "obstacle", "transformation", "setting"].includes(key),
    )
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
  };
}
