import { escapeRegex } from "#analysis/read/text/words";
import type { DeckType, Finding, GateResult, LoglineReading } from "#domain/pitch-judgement";
import type { PromptAnswers } from "#domain/questionnaire";
import { STORY_QUESTION_KEYS } from "#domain/questionnaire";
import { wordLists } from "#server/lexicons/word-lists";
import registers from "../../lexicons/comp-registers.json" with { type: "json" };
import storyWords from "../../lexicons/story-findings-words.json" with { type: "json" };
import type { Slide } from "../read/pitch/slides";
import { readSpecificity, sharedContent } from "../read/pitch/specificity";
import { readStockPhrases, type StockPhrase } from "../read/pitch/stock-phrases";
import { listPhrase, quote, sentencesAtStops, wholeWords } from "../read/text/words";

/** Streamers, warm and dark tone words, person nouns (server/lexicons/story-findings-words.json). */
const STORY_WORDS = wordLists(storyWords);

/**
 * What only this story has, and what any story could say: stock phrases, specificity, relevance
 * across answers, structure by format and consistency of names. Each finding quotes the material.
 */
export interface StoryInput {
  stage: "idea" | "deck";
  deckType: DeckType;
  genre: string | null;
  title: string | null;
  answers: PromptAnswers;
  slides: readonly Slide[];
  logline: LoglineReading | null;
  characters: readonly string[];
  comps: readonly string[];
  whyNow: readonly string[];
  audience: readonly string[];
  addressedToJudge: readonly string[];
  /** The language the material reads as, when it is not English (franc code and name). */
  otherLanguage: { name: string; sample: string } | null;
}

const CATEGORY = {
  logline: { idea: "Logline", deck: "Logline Clarity" },
  story: { idea: "Structure and Flow", deck: "Story & Structure" },
  characters: { idea: "Character Development", deck: "Characters" },
  tone: { idea: "Tone & Voice", deck: "Tone & Visual Style" },
} as const;

const NOT_STORY_SLIDE =
  /\b(?:why now|urgency|timing|market|comps|comparables|audience|budget|financ\w*|funding|team|platforms?|distribution|release|contact|note|tone|look|sound)\b/i;

function slideBody(slide: Slide): string {
  return slide.text.split("\n").slice(1).join("\n");
}

function storySlides(input: StoryInput): Slide[] {
  return input.slides.filter((slide, index) => index > 0 && !NOT_STORY_SLIDE.test(slide.title));
}

/** The story as told: the story answers, or the deck's story slides. */
export function storyText(input: StoryInput): string {
  const answers = STORY_QUESTION_KEYS.map((key) => input.answers[key] ?? "").filter(Boolean);
  const slides = storySlides(input).map(slideBody);
  return [...answers, ...slides].join("\n");
}

function whyNowText(input: StoryInput): string {
  if (input.answers.urgency) return input.answers.urgency;
  const slide = input.slides.find((candidate) => /why now|urgency|timing/i.test(candidate.title));
  return slide ? slideBody(slide).replace(/\s+/g, " ").trim() : input.whyNow.join(" ");
}

function synopsisText(input: StoryInput): string {
  if (input.answers.synopsis) return input.answers.synopsis;
  const slide = input.slides.find((candidate) =>
    /\b(?:story|synopsis|season arc|episodes?|the show)\b/i.test(candidate.title),
  );
  return slide ? slideBody(slide) : "";
}

/** Each stock phrase once, as written, for a note. */
function phraseList(found: readonly StockPhrase[], most = 5): string {
  const distinct = [...new Map(found.map((phrase) => [phrase.text.toLowerCase(), phrase])).values()];
  return listPhrase(distinct.slice(0, most).map((phrase) => `“${phrase.text}”`));
}

function asks(found: readonly StockPhrase[]): string {
  return listPhrase([...new Set(found.map((phrase) => phrase.asks))].slice(0, 3));
}

/** A logline made mostly of stock phrases, named with what a specific version would name. */
function stockLoglineFindings(input: StoryInput): Finding[] {
  const text = input.logline?.text;
  if (!text) return [];
  const reading = readStockPhrases(text);
  if (reading.found.length < 2 || reading.coverage < 0.2) return [];
  const mostly = reading.coverage >= 0.4;
  const note = `${mostly ? "Most of the logline is" : "Part of the logline is"} stock phrases that would fit any story: ${phraseList(reading.found)}. A specific version would name ${asks(reading.found)}.`;
  return [
    {
      detector: "stock-logline",
      category: CATEGORY.logline[input.stage],
      quote: text,
      note,
      cap: mostly ? 4.5 : 6.5,
    },
    { detector: "stock-logline", category: "The Hook", quote: text, note, cap: mostly ? 4.5 : 6.5 },
  ];
}

/** A why-now about something the story never mentions earns nothing. */
function whyNowFindings(input: StoryInput): Finding[] {
  const text = whyNowText(input);
  if (!text.trim()) return [];
  const findings: Finding[] = [];
  const stock = readStockPhrases(text);
  if (stock.found.length >= 2 && stock.coverage >= 0.3)
    findings.push({
      detector: "unrelated-why-now",
      category: "Why Now / Urgency",
      quote: text,
      cap: 3,
      note: `The why-now is stock phrases (${phraseList(stock.found, 3)}) that could be said of any project in any year; name ${stock.found[0]?.asks ?? "the event that makes this the moment"}.`,
    });
  // The story's world as the writer gives it: its story, cover, tone and look, theme and setting.
  const world = input.slides.filter(
    (slide, index) => index === 0 || /\b(?:tone|look|sound|world|setting)\b/i.test(slide.title),
  );
  const story = [
    storyText(input),
    ...world.map((slide) => slide.text),
    input.answers.theme ?? "",
    input.answers.vibes ?? "",
    input.title ?? "",
  ].join("\n");
  if (!story.trim()) return findings;
  const shared = sharedContent(text, story);
  if (shared.length === 0) {
    findings.push({
      detector: "unrelated-why-now",
      category: "Why Now / Urgency",
      quote: text,
      cap: 2.5,
      note: `The why-now (${quote(text, 18)}) is about something the story never mentions: a reason this is the moment earns nothing unless it is about this story's subject, setting or theme.`,
    });
    findings.push({
      detector: "unrelated-why-now",
      category: "Market Readiness",
      quote: text,
      cap: 6,
      note: `The figures in the why-now (${quote(text, 12)}) are about something the story never mentions, so they are no evidence of this project's market.`,
    });
  }
  return findings;
}

const STREAMERS = new RegExp(wholeWords(STORY_WORDS.streamers), "gi");
const EVERY_PLATFORM =
  /\bopen to all (?:options|platforms|offers|buyers)|\bany (?:platform|streamer|buyer)\b|\bevery (?:platform|streamer)\b|\ball (?:the )?(?:platforms|streamers)\b|\ball of them\b|\bplatform[- ]agnostic\b/i;

function platformFindings(input: StoryInput): Finding[] {
  const candidates = [
    input.answers.platform ?? "",
    ...input.audience,
    ...input.slides.map((slide) => slide.text),
  ];
  const text = candidates.find((candidate) => {
    const named = new Set((candidate.match(STREAMERS) ?? []).map((name) => name.toLowerCase()));
    return EVERY_PLATFORM.test(candidate) || named.size >= 5;
  });
  if (!text) return [];
  const sentence =
    text.split(/\n/).find((line) => EVERY_PLATFORM.test(line) || (line.match(STREAMERS)?.length ?? 0) >= 5) ??
    text;
  const note = `The platform plan (${quote(sentence, 18)}) names every buyer, or none: a buyer reads “open to all options” as no plan. Name the one or two platforms whose audience this is, and why.`;
  return [
    { detector: "every-platform", category: "Target Market & Platforms", quote: sentence, note, cap: 3.5 },
    { detector: "every-platform", category: "Market Readiness", quote: sentence, note, cap: 5.5 },
  ];
}

const WARM = new RegExp(wholeWords(STORY_WORDS.warmTones), "i");
const DARK = new RegExp(wholeWords(STORY_WORDS.darkTones), "i");

function titleIn(list: readonly string[], title: string): boolean {
  return list.includes(title.toLowerCase().replace(/[“”"]/g, "").trim());
}

function toneText(input: StoryInput): string {
  const slide = input.slides.find((candidate) => /\btone\b/i.test(candidate.title));
  return input.answers.vibes ?? (slide ? slideBody(slide) : "");
}

/** Comps that promise the opposite register of the stated tone, and a show pitched to the wrong audience. */
function registerFindings(input: StoryInput): Finding[] {
  const findings: Finding[] = [];
  const tone = toneText(input);
  const horror = input.comps.filter((title) => titleIn(registers.horror, title));
  const warm = WARM.test(tone) || /^(?:comedy|family|romance|musical|animation)$/i.test(input.genre ?? "");
  if (horror.length && horror.length * 2 > input.comps.length && warm && !DARK.test(tone)) {
    const compsLine =
      input.answers.comps ??
      input.slides.flatMap((slide) => slide.text.split("\n")).find((line) => line.includes(horror[0]!)) ??
      horror[0]!;
    const note = `The comparables (${listPhrase(horror)}) are horror films, but the tone is ${tone ? quote(tone, 10) : "warm"}: comps tell a buyer the register, and these promise the opposite of this film.`;
    findings.push(
      { detector: "tone-comps", category: CATEGORY.tone[input.stage], quote: compsLine, note, cap: 4.5 },
      { detector: "tone-comps", category: "Market Readiness", quote: compsLine, note, cap: 6 },
    );
  }
  const forToddlers =
    input.comps.some((title) => titleIn(registers.preschool, title)) ||
    /\bpre-?school\b|\btoddlers?\b|\bunder[- ]fives\b|\b(?:aged|ages) [2-4]\s?(?:[-–]|to)\s?[4-6]\b/i.test(
      [storyText(input), input.answers.urgency ?? "", input.answers.vibes ?? ""].join("\n"),
    );
  const adultText = [input.answers.platform ?? "", input.answers.audience ?? "", ...input.audience].find(
    (text) => registers.adultSlots.some((slot) => text.toLowerCase().includes(slot)),
  );
  if (forToddlers && adultText) {
    const note = `The show is made for preschool children, but it is pitched to ${quote(adultText, 16)}: no buyer programmes a preschool show there, and the audience named is not the one the show is made for.`;
    findings.push(
      { detector: "wrong-audience", category: "Target Market & Platforms", quote: adultText, note, cap: 3 },
      ...(input.stage === "idea"
        ? [
            {
              detector: "wrong-audience" as const,
              category: "Audience Alignment",
              quote: adultText,
              note,
              cap: 4,
            },
          ]
        : []),
    );
  }
  return findings;
}

const PERSON_WORD = new RegExp(
  `${wholeWords(STORY_WORDS.personNouns, "(?:s|es)?")}|${wholeWords(STORY_WORDS.personGroups)}`,
  "i",
);

/** A logline and a story that describe a world and its lore, with no one in it who acts. */
function worldOnlyFindings(input: StoryInput): Finding[] {
  const logline = input.logline?.text ?? "";
  const synopsis = synopsisText(input);
  if (!logline || !synopsis) return [];
  // "the Seven Houses", "the old Salt Law": a name after "the" is a group, a place or a law.
  const named = (text: string) =>
    input.characters.some((name) =>
      new RegExp(`(?<!\\b[Tt]he\\s(?:\\p{L}+\\s)?)${escapeRegex(name)}`, "u").test(text),
    );
  const hasPerson = (text: string) => PERSON_WORD.test(text) || named(text);
  if (hasPerson(logline) || hasPerson(synopsis)) return [];
  const note = `The logline and the story describe the world (${quote(logline, 14)}) and its lore, but no one in it who acts: a reader needs a protagonist, what they want, what they do and how it ends.`;
  return [
    { detector: "world-only", category: CATEGORY.logline[input.stage], quote: logline, note, cap: 4 },
    { detector: "world-only", category: "The Hook", quote: logline, note, cap: 4.5 },
    { detector: "world-only", category: CATEGORY.story[input.stage], quote: logline, note, cap: 4.5 },
    { detector: "world-only", category: CATEGORY.characters[input.stage], quote: logline, note, cap: 4 },
  ];
}

const WITHHELD =
  /\b(?:(?:have|need) to (?:watch|see|read|listen)(?: it)?(?: to find out)?|to find out(?= for yourself|\s*[.!?…]*\s*$)|(?:don'?t|do not|won'?t|will not) (?:want to )?spoil|no spoilers|(?:the )?ending is (?:a )?secret|saving (?:it|the ending|the twist) for|(?:the )?twist (?:we|I) (?:won'?t|will not) reveal)\b/i;

function withheldEndingFindings(input: StoryInput): Finding[] {
  const synopsis = synopsisText(input);
  if (!synopsis) return [];
  const sentences = sentencesAtStops(synopsis);
  const withheld = sentences.find((sentence) => WITHHELD.test(sentence));
  const lastTwo = sentences.slice(-2);
  const asks = lastTwo.length === 2 && lastTwo.every((sentence) => sentence.trim().endsWith("?"));
  const quoteText = withheld ?? (asks ? lastTwo.join(" ") : null);
  if (!quoteText) return [];
  return [
    {
      detector: "withheld-ending",
      category: CATEGORY.story[input.stage],
      quote: quoteText,
      cap: 4.5,
      note: `The synopsis holds back its ending (${quote(quoteText, 16)}): a buyer judges a story by how it ends, so say what happens.`,
    },
  ];
}

/** "Season" alone is often a sports or a farming season; a series says which one or that there are more. */
const SERIES =
  /\b(?:series|seasons|seasons? (?:\d+|one|two|three)|(?:first|second|each|every|per) season|episodes?|docuseries|podcast|\d+\s?x\s?\d+)\b/i;
const EPISODES =
  /\b(?:ep(?:isode)?s?\.?\s?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)|season arc|midseason|finale|pilot episode|series arc|segments? (?:\d|one|two|three))\b/i;
const ONLY_HOST = /^\s*(?:the )?(?:host|presenter|narrator)s?\.?\s*$/i;

/** A series needs its arc or episodes, and people beyond a host. */
function seriesFindings(input: StoryInput): Finding[] {
  const opening = [input.slides[0]?.text ?? "", input.logline?.text ?? "", input.answers.platform ?? ""].join(
    "\n",
  );
  if (!SERIES.test(opening)) return [];
  const findings: Finding[] = [];
  const story = [storyText(input), input.answers.synopsis ?? ""].join("\n");
  if (!EPISODES.test(story)) {
    const sentence =
      synopsisText(input)
        .split("\n")
        .find((line) => line.trim()) ?? input.logline?.text;
    if (sentence)
      findings.push({
        detector: "series-shape",
        category: CATEGORY.story[input.stage],
        quote: sentence,
        cap: 4.5,
        note: `This is a series, but nothing says what happens across it (${quote(sentence, 14)}): give the season arc, the episodes or one sample episode.`,
      });
  }
  const cast = input.slides.find((slide) => /\b(?:characters|cast|people)\b/i.test(slide.title));
  const castBody = cast ? slideBody(cast) : (input.answers.protagonist ?? "");
  if (castBody && ONLY_HOST.test(castBody))
    findings.push({
      detector: "series-shape",
      category: CATEGORY.characters[input.stage],
      quote: castBody.trim(),
      cap: 3.5,
      note: `The only character is ${quote(castBody, 6)}: a series needs people a viewer follows from episode to episode.`,
    });
  return findings;
}

/** Placeholder names ("X") and a lead whose name changes between answers. */
function nameFindings(input: StoryInput): Finding[] {
  const findings: Finding[] = [];
  const story = storyText(input);
  const placeholders = story.match(/(?<![\p{L}'’-])X(?![\p{L}'’-])/gu)?.length ?? 0;
  if (placeholders >= 3) {
    const sentence =
      story.split(/(?<=[.!?])\s+|\n/).find((line) => /(?<![\p{L}'’-])X(?![\p{L}'’-])/u.test(line)) ?? "X";
    const note = `The names are placeholders (${quote(sentence, 14)}): a buyer cannot picture or remember people called “X”; name them.`;
    findings.push(
      {
        detector: "placeholder-names",
        category: CATEGORY.characters[input.stage],
        quote: sentence,
        note,
        cap: 4,
      },
      { detector: "placeholder-names", category: "The Hook", quote: sentence, note, cap: 6 },
    );
  }
  const placeholder = /(?<![\p{L}'’-])X(?![\p{L}'’-])/u;
  if (placeholders >= 3) {
    const comps = input.answers.comps;
    if (comps && placeholder.test(comps)) {
      const note = `The comparables are placeholders (${quote(comps, 10)}): name real titles a buyer knows.`;
      findings.push(
        { detector: "placeholder-names", category: "Market Readiness", quote: comps, note, cap: 5 },
        { detector: "placeholder-names", category: CATEGORY.tone[input.stage], quote: comps, note, cap: 6 },
      );
    }
    const platform = input.answers.platform;
    if (platform && placeholder.test(platform))
      findings.push({
        detector: "placeholder-names",
        category: "Target Market & Platforms",
        quote: platform,
        cap: 5,
        note: `The platform is a placeholder (${quote(platform, 10)}): name the buyer.`,
      });
  }
  if (input.stage !== "idea") return [...findings, ...changingNameFindings(input)];
  for (const key of ["protagonist", "obstacle"] as const) {
    const text = input.answers[key];
    if (!text) continue;
    const stock = readStockPhrases(text);
    if (!stock.found.length || stock.coverage < 0.4) continue;
    findings.push({
      detector: "stock-logline",
      category: CATEGORY.characters[input.stage],
      quote: text,
      cap: 5,
      note: `The ${key === "protagonist" ? "protagonist" : "opposition"} is described in stock phrases (${phraseList(stock.found, 3)}); name ${stock.found[0]?.asks ?? "who they are"}.`,
    });
  }
  return [...findings, ...changingNameFindings(input)];
}

/** Where the lead is first named: each story answer, or a deck's logline and story slides. */
function leadSources(input: StoryInput): { key: keyof typeof WHERE; text: string }[] {
  if (input.stage === "idea")
    return (["logline", "synopsis", "protagonist", "transformation"] as const).map((key) => ({
      key,
      text: input.answers[key] ?? "",
    }));
  return [
    { key: "logline", text: input.logline?.text ?? "" },
    { key: "synopsis", text: synopsisText(input) },
  ];
}

const WHERE = {
  logline: "the logline",
  synopsis: "the synopsis",
  protagonist: "the protagonist answer",
  transformation: "the answer on change",
};

/** A lead whose name changes between answers or slides. */
function changingNameFindings(input: StoryInput): Finding[] {
  const findings: Finding[] = [];
  const answerNames = leadSources(input).flatMap(({ key, text }) => {
    const first = firstPerson(text, input.characters);
    // A deck's logline counts only when its reading is led by that name, not a place before it.
    if (input.stage === "deck" && key === "logline" && first !== input.logline?.lead) return [];
    return first ? [{ key, name: first, text }] : [];
  });
  const leads = answerNames.filter(
    (entry, index, all) =>
      all.findIndex((other) => sameFirstName(other.name, entry.name)) === index &&
      !all.some((other) => other !== entry && other.text.includes(entry.name.split(" ")[0]!)),
  );
  if (leads.length >= 2) {
    const note = `The lead's name changes between ${input.stage === "idea" ? "answers" : "slides"}: ${listPhrase(leads.map((lead) => `${lead.name} in ${WHERE[lead.key]}`))}. A reader cannot tell whether this is one person or several.`;
    findings.push(
      {
        detector: "changing-names",
        category: CATEGORY.characters[input.stage],
        quote: leads[0]!.name,
        note,
        cap: 4.5,
      },
      {
        detector: "changing-names",
        category: CATEGORY.story[input.stage],
        quote: leads[0]!.name,
        note,
        cap: 6,
      },
    );
  }
  return findings;
}

function sameFirstName(a: string, b: string): boolean {
  return a.split(" ")[0] === b.split(" ")[0];
}

const NAME =
  /\b(?!(?:When|While|After|Before|In|On|At|The|A|An|Episode|Act|Season|Each|Every|This|That|His|Her|Their)\b)\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?/u;

function firstPerson(text: string, characters: readonly string[]): string | null {
  const known = characters
    .map((name) => ({ name, at: text.indexOf(name) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (known) return known.name;
  const match = text.match(new RegExp(`${NAME.source}(?=,\\s*\\d{1,2}\\b)`, "u"));
  return match?.[0] ?? null;
}

function addressedFindings(input: StoryInput): Finding[] {
  const first = input.addressedToJudge[0];
  if (!first) return [];
  return [
    {
      detector: "addressed-to-judge",
      category: "The Hook",
      quote: first,
      cap: 10,
      note: `${quote(first, 16)} speaks to the analyst, not to a reader: it is not part of the pitch, so it was ignored and earns nothing.`,
    },
  ];
}

function languageFindings(input: StoryInput): Finding[] {
  if (!input.otherLanguage) return [];
  const note = `This material was not read in English: it reads as ${input.otherLanguage.name} (${input.otherLanguage.sample}). It was judged on what can be read without translation, so names, numbers and structure count and wording does not; an English version will get a full reading.`;
  return [
    {
      detector: "other-language",
      category: "The Hook",
      quote: input.otherLanguage.sample.replace(/^“|”$/g, ""),
      note,
      cap: 7,
    },
  ];
}

/** Every finding of this module. */
export function storyFindings(input: StoryInput): Finding[] {
  if (input.deckType === "startup") return [];
  return [
    ...addressedFindings(input),
    ...languageFindings(input),
    ...stockLoglineFindings(input),
    ...whyNowFindings(input),
    ...platformFindings(input),
    ...registerFindings(input),
    ...worldOnlyFindings(input),
    ...withheldEndingFindings(input),
    ...seriesFindings(input),
    ...nameFindings(input),
  ];
}

/** The most any category keeps when the pitch contradicts itself about its lead. */
const CONTRADICTED = 6;

export interface StoryGates {
  gates: GateResult[];
  ceiling: number;
}

/** The texts a salad or a question-only pitch is measured over: each answer, or each slide's body. */
function pieces(input: StoryInput): string[] {
  const answers = Object.entries(input.answers)
    .filter(([key, value]) => key !== "projectTitle" && value?.trim())
    .map(([, value]) => value ?? "");
  return answers.length ? answers : input.slides.map(slideBody).filter((text) => text.trim());
}

/** Stock-phrase salads, pitches with nothing particular in them, and pitches made of questions. */
export function storyGates(input: StoryInput): StoryGates {
  if (input.deckType === "startup" || input.otherLanguage) return { gates: [], ceiling: 10 };
  const texts = pieces(input);
  if (!texts.length) return { gates: [], ceiling: 10 };
  const gates: GateResult[] = [];
  let ceiling = 10;

  const readings = texts.map(readStockPhrases);
  const mean = readings.reduce((sum, reading) => sum + reading.coverage, 0) / readings.length;
  const stockShare = readings.filter((reading) => reading.coverage >= 0.25).length / readings.length;
  const salad = mean >= 0.3 || stockShare >= 0.5;
  const found = readings.flatMap((reading) => reading.found);
  gates.push({
    gate: "stock-phrases",
    passed: !salad,
    measure: mean,
    quote: salad ? (found[0]?.text ?? null) : null,
    note: salad
      ? `Most answers are stock phrases that would fit any story (${phraseList(found, 6)}): there is nothing here a buyer could not have read in a hundred other pitches.`
      : "The answers are in the writer's own words.",
  });
  if (salad) ceiling = Math.min(ceiling, 3.5);

  const story = readSpecificity(storyText(input));
  const particular = story.names.length + story.numbers.length;
  const bare = story.words >= 25 && particular === 0;
  gates.push({
    gate: "specificity",
    passed: !bare,
    measure: particular,
    quote: bare ? quote(storyText(input), 12).replace(/^“|”$/g, "") : null,
    note: bare
      ? "Nothing in the story is particular to it: no name, place, date or number. Name the people, the place and the moment."
      : `The story names ${particular} particular things (people, places, dates, numbers).`,
  });
  if (bare) ceiling = Math.min(ceiling, 4);

  const questions = texts.filter((text) => /\?\s*$/.test(text.trim()));
  const asking = questions.length * 2 >= texts.length && texts.length >= 3;
  gates.push({
    gate: "questions",
    passed: !asking,
    measure: questions.length,
    quote: asking ? questions[0]!.trim() : null,
    note: asking
      ? `${questions.length} of ${texts.length} answers are questions, such as ${quote(questions[0]!, 14)}: a question asks the reader to imagine the story instead of telling it.`
      : "The answers say what happens.",
  });
  if (asking) ceiling = Math.min(ceiling, 3.5);

  // A pitch that contradicts itself about who its lead is cannot be read as one story.
  const changing = changingNameFindings(input)[0];
  gates.push({
    gate: "consistent-names",
    passed: !changing,
    measure: changing ? 1 : 0,
    quote: changing?.quote ?? null,
    note: changing
      ? `${changing.note} Until the names agree, no part of the pitch can score above ${CONTRADICTED}.`
      : "The lead keeps one name throughout.",
  });
  if (changing) ceiling = Math.min(ceiling, CONTRADICTED);
  return { gates, ceiling };
}
