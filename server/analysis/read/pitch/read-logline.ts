import nlp from "compromise";
import { escapeRegex } from "#analysis/read/text/words";
import type { LoglineReading } from "#domain/pitch-judgement";
import { countWords, splitSentences } from "../text/words";
import { ROLES } from "./logline-roles";

/** A logline is at most this many sentences; a "Logline:" section is cut there. */
const MAX_SENTENCES = 3;
const MAX_WORDS = 90;

const DETERMINER = "(?:a|an|the|its|his|her|their|our|my|one|two|three|four|five|this|that|these|those|some)";
/** A role noun, or a compound of one ("ferryman", "policewoman", "linesmen"). */
const ROLE_LEAD = new RegExp(
  String.raw`\b${DETERMINER}\s+(?:[\p{L}'’-]+\s+){0,4}?(?:(?:${ROLES.join("|")})(?:e?s)?|\p{L}{3,}(?:man|woman|men|women))\b`,
  "iu",
);
/** A name right after a preposition is where or what, not who: "the embassy in Seoul discovers". */
const NAME_LEAD =
  /(?:^|[\s,(])(?<!\b(?:in|at|on|from|near|of|to|across|into|outside|inside|for|by|under|over)\s)(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)(?=,|\s(?:must|is|has|finds|discovers|sets|tries|fights|wants|learns|returns|races|vows|needs|decides|teams|joins|risks))/u;
const NOT_LEAD = /^(?:When|After|As|The|In|On|A|An|If|Before|While|Until|But|And|Set|During|Years|Now)$/;

/** A goal: the verb phrase after must/sets out to/races to ..., or a purpose clause "to save ...". */
const GOAL =
  /\b(?:must|has to|have to|needs? to|sets? out to|sets? off to|tries? to|fights? to|races? to|struggles? to|wants? to|determined to|in order to|vows? to|plots? to|schemes? to|decides? to|agrees? to|teams? up (?:with [^,.;]+ )?to|joins? [^,.;]{1,40} to|risks? everything to|is forced to|are forced to|goes? (?:undercover )?to|travels? [^,.;]{1,40} to|returns? [^,.;]{0,40}to|hunts?|searches? for|chooses? between)\s+([^,.;]{3,120})/iu;
const OBSTACLES = [
  /\b(?:from|against|past|despite|defying|outwit(?:ting)?|outrun(?:ning)?|evad(?:e|ing))\s+(?:the |a |an |her |his |their |its )?[^,.;]{2,60}?\b(?:who|which|that)\s+(?:wants?|threatens?|hunts?|plans?|controls?|owns?|is trying|are trying)\s+[^,.;]{2,80}/iu,
  /\b(?:but|despite|even as|only to|while|against|unless|without)\s+([^,.;]{3,120})/iu,
  /\b(?:who|which|that)\s+(?:wants?|threatens?|hunts?|plans?)\s+[^,.;]{3,80}/iu,
];
const DEADLINE =
  /\b(?:before|until|within|in under|with only|in just|has only|by (?:dawn|midnight|morning|sunrise|sunset|nightfall|christmas|the end of))\s+[^,.;]{2,120}|\b(?:\w+|\d+)\s+(?:days?|hours?|minutes?|weeks?|nights?)\s+(?:of\s+\w+|left|to live|until|before)[^,.;]{0,60}|\b(?:has|have|gets?|with) (?:only |just )?(?:\w+|\d+)\s+(?:days?|hours?|minutes?|weeks?|nights?|months?)\s+to\s+[^,.;]{2,80}/iu;
const STAKES = [
  /\bor (?:else )?(?:lose|die|be|face|watch|risk|never)\s+[^,.;]{2,100}/iu,
  /\b(?:before|or|and) (?:[^,.;]{0,50}?\b)?(?:loses?|dies?|kills?|destroys?|sells?|takes?|burns?|floods?|closes?|collapses?|runs? out|is lost|are lost|disappears?)\b[^,.;]{0,100}/iu,
  /\b(?:lose|losing|save|saving|destroy\w*|die|death|forever|everything|last chance|too late|survival|freedom|custody|prison|bankrupt\w*|evict\w*|air|oxygen)\b[^,.;]{0,80}/iu,
];

function firstMatch(text: string, patterns: readonly RegExp[]): RegExpMatchArray | null {
  for (const pattern of patterns) {
    const match = text.match(pattern);
    if (match) return match;
  }
  return null;
}

/** A goal ends where its deadline, stakes or obstacle begins. */
const GOAL_END = /\s+(?:before|until|unless|or else|or lose|but|while|only to|even as)\b.*$/i;

function clause(match: RegExpMatchArray | null): string | null {
  if (!match) return null;
  const text = (match[1] ?? match[0]).replace(/\s+/g, " ").replace(GOAL_END, "").trim();
  return text.length >= 3 ? text : null;
}

/** The first noun phrase with a determiner, when no known role noun leads ("a grieving astronomer"). */
function nounPhrase(text: string): RegExpMatchArray | null {
  const phrase = (
    nlp(text)
      .match("(a|an|the|its|his|her|their|our|one|two|three) #Adjective{0,3} #Noun+")
      .out("array") as string[]
  ).find((candidate) => !/[,;]|\b(?:she|he|they|it)$/i.test(candidate));
  if (!phrase) return null;
  const match = text.match(new RegExp(escapeRegex(phrase)));
  return match;
}

/** The noun phrase right before the goal verb: "its burned-out engineer must repair ...". */
const SUBJECT = new RegExp(
  `\\b(${DETERMINER}\\s+(?:[\\p{L}'’-]+\\s+){0,4}?[\\p{L}'’-]+),?\\s+(?:must|has to|needs? to|sets? out to|tries? to|fights? to|races? to|vows? to|agrees? to|decides? to|plans? to|is forced to|hopes? to|wants? to)\\b`,
  "iu",
);
const NOT_PERSON_HEAD =
  /\b(?:world|story|town|city|place|time|life|way|thing|things|signal|submarine|ship|house|film|movie|series|journey|reactor|truck|mine|country|land|night|day|year|years)$/i;

/** "When the council moves to rezone the orchard, a stubborn widow runs ...": the main clause. */
const SUBORDINATE =
  /^(?:when|after|as|once|if|trapped|set|with|years|on|in|following|during|while|since|before)\b[^,]{0,160},\s*/i;
/** The noun phrase that opens the main clause, up to its verb ("a stubborn eighty-year-old widow runs"). */
const OPENING_SUBJECT = new RegExp(
  `^(${DETERMINER}\\s+(?:[\\p{L}'’-]+\\s+){0,4}?[\\p{L}'’-]+?)\\s+(?:must|is|are|has|have|[\\p{Ll}]+s)\\b`,
  "iu",
);

function mainClause(text: string): string {
  return text.replace(SUBORDINATE, "");
}

function findLead(text: string, names: readonly string[]): string | null {
  const known = names.find((name) => text.includes(name));
  const subject = text.match(SUBJECT);
  const main = mainClause(text);
  const opening = main.match(OPENING_SUBJECT);
  const phrase = nounPhrase(text);
  const asMatch = (value: string | undefined): RegExpMatchArray | null => {
    if (!value || NOT_PERSON_HEAD.test(value)) return null;
    const match = [value] as RegExpMatchArray;
    match.index = text.indexOf(value);
    return match;
  };
  const roleNoun = text.match(ROLE_LEAD);
  // "Two estranged sisters drive": a role noun ending in s is not the verb.
  const openingLead =
    opening?.[1] && roleNoun?.[0].startsWith(opening[1]) && roleNoun[0].length > opening[1].length
      ? roleNoun[0]
      : opening?.[1];
  // "A Korean-American translator at the embassy ... her grandmother": the phrase that opens the
  // sentence is its subject, ahead of a role noun further on.
  const openingPhrase = phrase && phrase.index === 0 && !NOT_PERSON_HEAD.test(phrase[0]) ? phrase : null;
  const role =
    asMatch(subject?.[1]) ??
    asMatch(openingLead) ??
    openingPhrase ??
    text.match(ROLE_LEAD) ??
    text.match(BARE_ROLE) ??
    (phrase && !NOT_PERSON_HEAD.test(phrase[0]) ? phrase : null);
  // "In 1941 Casablanca, a cynical nightclub owner must ...": a name in the opening phrase is the
  // setting; the lead is named in the main clause.
  const proper = (main !== text ? main.match(NAME_LEAD)?.[1] : undefined) ?? text.match(NAME_LEAD)?.[1];
  const setting =
    !!proper && main !== text && !main.includes(proper) && (role?.index ?? 0) >= text.length - main.length;
  const name =
    known ??
    (proper && !setting && !NOT_LEAD.test(proper.split(" ")[0] ?? "") ? proper : null) ??
    pronounAntecedent(text, main);
  // What the lead must do is not the lead: "she must rob the bank" does not make the bank the lead.
  const goalAt = goalStart(text);
  const usableRole = role && (role.index ?? 0) < goalAt ? role : null;
  // A name before the role, or right after it in apposition ("A teenage inventor, Tess Alvarez,").
  if (name && usableRole)
    return text.indexOf(name) - ((usableRole.index ?? 0) + usableRole[0].length) <= 3
      ? name
      : usableRole[0].trim();
  return name ?? usableRole?.[0].trim() ?? null;
}

/** "Widow's cattle die of thirst.": a role noun opening a sentence, with no article before it. */
const BARE_ROLE = new RegExp(`(?<=^|[.!?]\\s+)(?:${ROLES.join("|")})(?=(?:['’]s)?\\b)`, "iu");

/** Where the goal's own words begin (after "must", "sets out to" ...), or the end of the text. */
function goalStart(text: string): number {
  const match = text.match(GOAL);
  if (!match || match.index === undefined) return text.length;
  return match.index + match[0].length - (match[1]?.length ?? 0);
}

/** "When Anna loses her job, she must ...": the main clause's pronoun stands for the name before it. */
function pronounAntecedent(text: string, main: string): string | null {
  if (main === text || !/^(?:she|he|they)\b/i.test(main)) return null;
  const opening = text.slice(0, text.length - main.length);
  for (const match of opening.matchAll(/(?<![\p{L}])(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)(?![\p{L}])/gu)) {
    const candidate = (match[1] ?? "")
      .split(" ")
      .filter((word) => !NOT_LEAD.test(word))
      .join(" ");
    if (candidate) return candidate;
  }
  return null;
}

/** A purpose clause in the main clause: "runs for mayor to stop the vote", "drive ... to scatter them". */
function purposeClause(text: string): RegExpMatchArray | null {
  const main = mainClause(text);
  for (const match of main.matchAll(
    /\b(?<!from |back |next |close |due |up |home )to\s+([\p{Ll}]+)\s+([^,.;]{2,120})/gu,
  )) {
    const verb = match[1] ?? "";
    if ((nlp(verb).has("#Verb") || nlp(`to ${verb}`).has("#Infinitive")) && !nlp(verb).has("#Noun")) {
      const result = [match[0], `${verb} ${match[2] ?? ""}`] as RegExpMatchArray;
      return result;
    }
  }
  return null;
}

/** A fragment ("1881." "Texas.") is a stage direction, not one of a logline's sentences. */
const FRAGMENT_WORDS = 3;

/** Up to three sentences, with the short fragments between them kept and not counted. */
function loglineSentences(all: readonly string[]): string[] {
  const kept: string[] = [];
  let counted = 0;
  for (const sentence of all) {
    const isFragment = countWords(sentence) <= FRAGMENT_WORDS;
    if (!isFragment && counted === MAX_SENTENCES) break;
    kept.push(sentence);
    if (!isFragment) counted++;
  }
  return kept;
}

/** "She digs a well on the rancher's land.": in a telegraphic logline the lead's act is the goal. */
function actionClause(text: string): RegExpMatchArray | null {
  const match = text.match(/(?:^|[.!?]\s+)(?:She|He|They)\s+((?!is\b|has\b|was\b)\p{Ll}+s\b[^,.;]{3,100})/u);
  return match ? ([match[0], match[1] ?? ""] as RegExpMatchArray) : null;
}

/** Reads a logline: its lead, goal, obstacle, deadline and stakes, from one to three sentences. */
export function readLogline(
  raw: string,
  source: LoglineReading["source"],
  names: readonly string[],
): LoglineReading | null {
  const sentences = loglineSentences(splitSentences(raw));
  const fragments = sentences.filter((sentence) => countWords(sentence) <= FRAGMENT_WORDS).length;
  // "1881. Texas. Widow's cattle die.": a logline told in fragments states its lead's act plainly.
  const telegraphic = fragments > 0;
  let text = sentences.join(" ").replace(/\s+/g, " ").trim();
  if (countWords(text) > MAX_WORDS) text = text.split(" ").slice(0, MAX_WORDS).join(" ");
  if (countWords(text) < 4) return null;
  return {
    text,
    source,
    sentences: Math.max(1, sentences.length - fragments),
    words: countWords(text),
    lead: findLead(text, names),
    goal: clause(
      text.match(GOAL) ??
        (telegraphic
          ? (actionClause(text) ?? purposeClause(text))
          : (purposeClause(text) ?? actionClause(text))),
    ),
    obstacle: clause(firstMatch(text, OBSTACLES)),
    deadline: text.match(DEADLINE)?.[0].trim() ?? null,
    stakes: firstMatch(text, STAKES)?.[0].trim() ?? null,
  };
}

const LABEL = /(?:^|\n)[ \t]*log\s?line[ \t]*[:\-–—][ \t]*/i;
/** The next "Label:" line, an all-caps introduction or a blank line ends a logline section. */
const SECTION_END = /\n\s*\n|\n(?=[ \t]*(?:[\p{Lu}][\p{L} &/]{1,30}:|\p{Lu}{2,}[\p{Lu} '’-]*,))|\f/u;

/** The text of a "Logline:" section, ending at the next label, blank line or sentence limit. */
export function labelledLogline(body: string): string | null {
  const match = LABEL.exec(body.slice(0, 40_000));
  if (!match) return null;
  const rest = body.slice(match.index + match[0].length, match.index + match[0].length + 2_000);
  const end = rest.search(SECTION_END);
  const section = (end === -1 ? rest : rest.slice(0, end)).trim();
  return section || null;
}
