import type { DeckType, Finding, LoglineReading } from "#domain/pitch-judgement";
import type { PromptAnswers } from "#domain/questionnaire";
import { wordLists } from "#server/lexicons/word-lists";
import pitchNames from "../../lexicons/pitch-names.json" with { type: "json" };
import type { Slide } from "../read/pitch/slides";
import { budgetMillions } from "../read/text/figures";
import { quote, splitSentences } from "../read/text/words";
import { namesPlatform, REACHABLE_AUDIENCE, VAGUE_AUDIENCE } from "./answer-checks";
import { CLICHES, HYPE_PATTERN } from "./hype-lexicon";

const MEGA_FRANCHISES = wordLists(pitchNames).megaFranchises;

export interface DetectorInput {
  stage: "idea" | "deck";
  deckType: DeckType;
  genre: string | null;
  answers: PromptAnswers;
  body: string;
  material: string;
  slides: readonly Slide[];
  logline: LoglineReading | null;
  comps: readonly string[];
  /** Sentences about money (budget, funding, raise). */
  budget: readonly string[];
  audience: readonly string[];
  whyNow: readonly string[];
}

const GENERIC_WHY_NOW =
  /\b(?:always (?:popular|in demand|relevant|been popular)|people (?:love|like|want) (?:horror|comedy|drama|stories|movies|films|romance|thrillers?)|timeless|universal (?:story|theme|appeal)|never been more relevant|now more than ever|more relevant than ever|everyone can relate|audiences (?:love|want) (?:this|these)|it'?s (?:a )?good time|the time is right|why not now)\b/i;
const SPECIFIC_FACT =
  /\b(?:19|20)\d{2}\b|\d+(?:[.,]\d+)?\s?(?:%|percent|million|billion|bn|m\b)|\$\s?\d|\b(?:election|pandemic|covid|climate|ai|artificial intelligence|housing|war|anniversary|law|ban|strike|crisis|recession|inflation|refugees?|immigra\w*|opioid|wildfires?|floods?|layoffs|tariffs?)\b/i;
const WALL_WORDS = 90;

function sentenceWith(text: string, phrase: string): string {
  const lower = phrase.toLowerCase();
  return splitSentences(text).find((sentence) => sentence.toLowerCase().includes(lower)) ?? phrase;
}

const LOGLINE_CATEGORY = { idea: "Logline", deck: "Logline Clarity" } as const;
const AUDIENCE_CATEGORY = { idea: "Audience Alignment", deck: "Target Market & Platforms" } as const;
const DESIGN = "Design and Readability";

export function clicheFindings(input: DetectorInput): Finding[] {
  if (input.deckType === "startup") return [];
  const findings: Finding[] = [];
  const lower = input.material.toLowerCase();
  const phrases = [...new Set([...(CLICHES[input.genre ?? ""] ?? []), ...(CLICHES.any ?? [])])];
  const found = phrases.filter((phrase) => lower.includes(phrase));
  // "evil lurks" inside "something evil lurks" is one cliché, not two.
  const distinct = found.filter(
    (phrase) => !found.some((other) => other !== phrase && other.includes(phrase)),
  );
  const loglineText = input.logline?.text.toLowerCase() ?? "";
  for (const inLogline of [true, false]) {
    const group = distinct.filter((phrase) => loglineText.includes(phrase) === inLogline);
    if (!group.length) continue;
    const sentence = sentenceWith(inLogline ? (input.logline?.text ?? "") : input.material, group[0] ?? "");
    const list = group.map((phrase) => `“${phrase}”`).join(", ");
    const note = `${group.length === 1 ? `${list} is a stock phrase` : `${list} are stock phrases`} buyers have read many times; here: ${quote(sentence, 24)}.`;
    findings.push({
      detector: "cliche",
      category: "The Hook",
      quote: sentence,
      note,
      cap: inLogline ? 4.5 : 6,
    });
    if (inLogline)
      findings.push({
        detector: "cliche",
        category: LOGLINE_CATEGORY[input.stage],
        quote: sentence,
        note,
        cap: 4,
      });
  }
  // "PBS Masterpiece", "the Epic Games store": a hype word capitalised mid-sentence is part of a name.
  const hype = [...input.material.matchAll(new RegExp(HYPE_PATTERN.source, "giu"))].find((match) => {
    const before = input.material.slice(Math.max(0, (match.index ?? 0) - 3), match.index);
    return !/^\p{Lu}/u.test(match[0]) || /(?:^|[.!?:\n]\s*)$/.test(before) || (match.index ?? 0) === 0;
  });
  if (hype) {
    const sentence = sentenceWith(input.material, hype[0]);
    findings.push({
      detector: "hype",
      category: "Market Readiness",
      quote: sentence,
      note: `Praise is not evidence: ${quote(sentence, 20)} tells a buyer how you feel about the project, not why it will find an audience.`,
      cap: 5,
    });
  }
  return findings;
}

export function compsFindings(input: DetectorInput): Finding[] {
  if (input.deckType === "startup") return [];
  const mega = input.comps.filter((title) =>
    MEGA_FRANCHISES.some((franchise) => title.toLowerCase() === franchise.toLowerCase()),
  );
  if (!mega.length) return [];
  const budget = budgetMillions(input.budget);
  if (budget !== null && budget >= 150) return [];
  const sentence = sentenceWith(input.material, mega[0] ?? "");
  const money =
    budget !== null
      ? `next to a stated budget of about $${budget < 1 ? budget.toFixed(2) : Math.round(budget)} million`
      : "with no budget to match them";
  return [
    {
      detector: "mega-comps",
      category: "Market Readiness",
      quote: sentence,
      cap: 4,
      note: `The comparables (${quote(sentence, 16)}) are franchises costing hundreds of millions, ${money}; buyers read them as a wish, not a market.`,
    },
    {
      detector: "mega-comps",
      category: input.stage === "deck" ? "Tone & Visual Style" : "Tone & Voice",
      quote: sentence,
      cap: 6,
      note: `Franchise comps (${mega.join(", ")}) set no register: every genre has been compared to them.`,
    },
    {
      detector: "mega-comps",
      category: "Target Market & Platforms",
      quote: sentence,
      cap: 5,
      note: `Franchise comps (${mega.join(", ")}) say nothing about which buyer serves this audience at this budget.`,
    },
  ];
}

/** An audience of everyone (answer or slide) with no age range or taste a buyer could target in it. */
export function audienceFindings(input: DetectorInput): Finding[] {
  const text = [input.answers.audience ?? "", ...input.audience].find(
    (candidate) => VAGUE_AUDIENCE.test(candidate) && !REACHABLE_AUDIENCE.test(candidate),
  );
  if (!text) return [];
  const note = `The audience is given as ${quote(text, 16)}: “everyone” is not a group a buyer can find, reach or sell to; name the people who already watch films like this one.`;
  return [
    { detector: "vague-audience", category: AUDIENCE_CATEGORY[input.stage], quote: text, note, cap: 3 },
    { detector: "vague-audience", category: "Market Readiness", quote: text, note, cap: 5 },
    ...(input.stage === "idea"
      ? [
          {
            detector: "vague-audience" as const,
            category: "Target Market & Platforms",
            quote: text,
            note,
            cap: 4,
          },
        ]
      : []),
  ];
}

/** A platform answer that names no platform, format or release ("Wherever people watch things"). */
export function platformFindings(input: DetectorInput): Finding[] {
  const answer = input.answers.platform;
  if (!answer || namesPlatform(answer)) return [];
  return [
    {
      detector: "vague-platform",
      category: "Target Market & Platforms",
      quote: answer,
      cap: 4,
      note: `Asked where it belongs, the answer is ${quote(answer, 14)}: it names no platform, format or release a buyer could act on.`,
    },
  ];
}

export function whyNowFindings(input: DetectorInput): Finding[] {
  const text = [input.answers.urgency ?? "", ...input.whyNow].find((candidate) =>
    GENERIC_WHY_NOW.test(candidate),
  );
  if (!text || SPECIFIC_FACT.test(text)) return [];
  return [
    {
      detector: "generic-why-now",
      category: "Why Now / Urgency",
      quote: text,
      cap: 3.5,
      note: `The why-now (${quote(text, 18)}) would be as true ten years ago as today; it names no event, figure or change that makes this the moment.`,
    },
  ];
}

export function slideFindings(input: DetectorInput): Finding[] {
  if (input.stage !== "deck" || !input.slides.length) return [];
  const walls = input.slides.filter((slide) => slide.words > WALL_WORDS);
  const findings: Finding[] = [];
  const share = walls.length / input.slides.length;
  if (walls.length && share >= 0.25) {
    const first = walls[0]!;
    findings.push({
      detector: "text-wall",
      category: DESIGN,
      quote: first.text.replace(/\s+/g, " ").split(" ").slice(0, 12).join(" "),
      cap: Math.max(2, Math.round((7 - 6 * share) * 10) / 10),
      note: `${walls.length} of ${input.slides.length} slides are walls of text; slide ${first.index} runs to ${first.words} words, starting ${quote(first.text, 12)}.`,
    });
  }
  const average = input.slides.reduce((sum, slide) => sum + slide.words, 0) / input.slides.length;
  if (average > 70) {
    const densest = [...input.slides].sort((a, b) => b.words - a.words)[0]!;
    findings.push({
      detector: "slide-density",
      category: DESIGN,
      quote: densest.text.replace(/\s+/g, " ").split(" ").slice(0, 12).join(" "),
      cap: 5,
      note: `Slides average ${Math.round(average)} words; the densest, slide ${densest.index} (${quote(densest.text, 10)}), has ${densest.words}.`,
    });
  }
  return findings;
}

/** Every detector over one reading; each finding quotes the material and names the category it caps. */
export function runDetectors(input: DetectorInput): Finding[] {
  return [
    ...clicheFindings(input),
    ...compsFindings(input),
    ...audienceFindings(input),
    ...platformFindings(input),
    ...whyNowFindings(input),
    ...slideFindings(input),
  ];
}
