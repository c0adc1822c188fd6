import { PLATFORM_WORDS } from "../text/lexicons";
import { findTerms, sentencesMatching, splitSentences } from "../text/words";

export interface MarketSignals {
  audience: string[];
  platforms: string[];
  market: string[];
  budget: string[];
  team: string[];
  teamNames: string[];
  whyNow: string[];
}

const AUDIENCE =
  /\b(audiences?|viewers|demographic|fans of|target (?:audience|market|group)|ages? \d|aged \d|\d{2}\s?[-–]\s?\d{2}|young adults|millennials|gen ?z|readers|listeners|subscribers|for anyone who|for (?:children|kids|families|adults|teens|teenagers|parents|pre-?schoolers|women|men|girls|boys)\b|(?:children|kids|adults|teens) (?:aged )?\d{1,2}\s?(?:[-–]|to)\s?\d{1,2})\b/i;
const MARKET =
  /\b(market|box office|grossed|revenue|billion|million|demand|growth|audience share|ratings|sales|distribut\w*|competitors?|competition)\b|\d+\s?%/i;
const BUDGET =
  /\b(budget|financ(?:ed|ing|iers?)|funding|raise|raising|investors?|investment|tax (?:credit|incentive)s?|recoup\w*|ROI|pre-?sales?|equity|grants?|crowdfund\w*|our ask|the ask|seeking)\b/i;
const TEAM =
  /\b(director|producer|writer|showrunner|creator|executive producer|CEO|CTO|founder|co-founder|attached to (?:direct|produce|star|write)|credits (?:include|are)|known for|award-winning|our team|the team)\b/iu;
/** Case matters here: "produced by Kim Hart" names a person, "produced by up to 65%" does not. */
const CREDITED_BY = /\b(?:[Dd]irected|[Pp]roduced|[Ww]ritten) by \p{Lu}/u;
const TEAM_SENTENCE = { test: (sentence: string) => TEAM.test(sentence) || CREDITED_BY.test(sentence) };
const WHY_NOW =
  /\b(why now|today|timely|urgent|this moment|right now|more than ever|recent(?:ly)?|trend\w*|conversation|zeitgeist|post-pandemic|currently|nowadays|growing|rising|debate|in the news|headlines?|this year|since 20\d\d)\b/i;
const PLATFORM_DISPLAY: Record<string, string> = {
  a24: "A24",
  amazon: "Amazon",
  "apple tv": "Apple TV",
  bbc: "BBC",
  cbbc: "CBBC",
  cbeebies: "CBeebies",
  "cartoon network": "Cartoon Network",
  "channel 5": "Channel 5",
  "criterion channel": "Criterion Channel",
  "disney junior": "Disney Junior",
  iplayer: "iPlayer",
  itvx: "ITVX",
  mubi: "MUBI",
  "nick jr": "Nick Jr.",
  nickelodeon: "Nickelodeon",
  "pbs kids": "PBS Kids",
  shudder: "Shudder",
  tubi: "Tubi",
  cannes: "Cannes",
  "channel 4": "Channel 4",
  "disney+": "Disney+",
  hbo: "HBO",
  hulu: "Hulu",
  max: "Max",
  neon: "Neon",
  netflix: "Netflix",
  "paramount+": "Paramount+",
  peacock: "Peacock",
  "prime video": "Prime Video",
  sundance: "Sundance",
  sxsw: "SXSW",
  tiff: "TIFF",
  tiktok: "TikTok",
  youtube: "YouTube",
};
const NAME = /(?:Dr\. |Prof\.(?: Dr\.)? )?\p{Lu}[\p{Ll}\p{M}]+(?: \p{Lu}\.)?(?: \p{Lu}[\p{Ll}\p{M}]+){1,2}/gu;
const NOT_PERSON =
  /\b(The|Our|Team|Market|Why|Now|Budget|Executive|Producer|Director|Writer|Target|Sustainable|Global|European|Union|United|States|Development|Goals|Health|World|Organization)\b/;

function namesNearRoles(
  teamSentences: readonly string[],
  teamSlides: readonly string[],
  fullText: string,
): string[] {
  const lowerWords = new Set(
    fullText.match(/(?<=^|\s)\p{Ll}[\p{L}\p{M}]*(?=[\s,;:!?]|\.(?!\p{L})|$)/gu) ?? [],
  );
  const isName = (name: string) =>
    !NOT_PERSON.test(name) &&
    name
      .replace(/^(Dr|Prof)\.\s/, "")
      .split(" ")
      .every((word) => !lowerWords.has(word.toLowerCase()));
  const names: string[] = [];
  for (const chunk of [...teamSentences, ...teamSlides]) {
    for (const match of chunk.matchAll(NAME)) {
      const name = match[0].trim();
      if (isName(name) && !names.includes(name)) names.push(name);
    }
  }
  return names.slice(0, 8);
}

export function findMarketSignals(
  sentences: readonly string[],
  fullText: string,
  teamSlides: readonly string[],
  whyNowSlides: readonly string[] = [],
  whyNowAnswer: string | null = null,
  budgetSlides: readonly string[] = [],
): MarketSignals {
  const fromSlides = whyNowSlides
    .flatMap((slide) => splitSentences(slide).slice(1))
    .sort((a, b) => Number(WHY_NOW.test(b) || /\d/.test(b)) - Number(WHY_NOW.test(a) || /\d/.test(a)));
  const team = sentencesMatching(sentences, TEAM_SENTENCE, 6);
  // A why-now that mentions "audiences" says why the moment is right, not who the audience is.
  const flat = (text: string) => text.replace(/\s+/g, " ").trim();
  const whyNowText = [...whyNowSlides, whyNowAnswer ?? ""].filter(Boolean).map(flat);
  const notWhyNow = sentences.filter(
    (sentence) => !whyNowText.some((slide) => slide.includes(flat(sentence))),
  );
  return {
    audience: sentencesMatching(notWhyNow, AUDIENCE, 6),
    platforms: findTerms(fullText, PLATFORM_WORDS).map((term) => PLATFORM_DISPLAY[term] ?? term),
    market: sentencesMatching(sentences, MARKET, 6),
    budget: [
      ...new Set([
        ...budgetSlides.flatMap((slide) => splitSentences(slide.split("\n").slice(1).join("\n"))),
        ...sentencesMatching(sentences, BUDGET, 6),
      ]),
    ].slice(0, 6),
    team,
    teamNames: namesNearRoles(team, teamSlides, fullText),
    whyNow: [...new Set([...fromSlides, ...sentencesMatching(sentences, WHY_NOW, 6)])].slice(0, 6),
  };
}
