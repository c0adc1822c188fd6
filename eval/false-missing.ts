import type { AnalysisResult } from "../domain/analysis";

/**
 * Notes that say something is missing, checked against the whole material: a note that calls the
 * ask, the competitors, the ending, the platform, the team or its credentials absent is false when
 * the material plainly has it. The evidence patterns are deliberately narrow (a sum beside a raise,
 * a role beside a name), so a flagged note is a wrong note, not a matter of taste.
 */
interface MissingTopic {
  topic: string;
  /** A note that says the thing is absent. */
  says: RegExp;
  /** A line of the material that plainly has it. */
  has: RegExp;
}

const SUM = String.raw`(?:[$£€]\s?\d[\d,.]*\s?(?:k|m|million|thousand|bn)?|\d[\d,.]*\s?(?:million|thousand)\s?(?:dollars|pounds|euros)?)`;
/** Words of a job title, never of a person's name ("Creative Director", "Head of Content"). */
const TITLE_WORD =
  "(?:Head|Creative|Senior|Junior|Executive|Chief|Lead|Managing|Associate|Content|Brand|Director|Producer|Writer|Editor|Officer|Manager|Team|Our|The)";
const NAME_WORD = String.raw`(?!${TITLE_WORD}\b)\p{Lu}[\p{Ll}\p{M}]+`;
const PERSON = String.raw`${NAME_WORD}(?:\s${NAME_WORD}){1,2}`;
const ROLE_WORDS = [
  "writer",
  "director",
  "producer",
  "showrunner",
  "creator",
  "editor",
  "cinematographer",
  "sound designer",
  "co-founder",
  "founder",
];
/** A role as a heading or a line writes it: "producer", "Producer", "PRODUCER"; and the officers. */
const ROLE = `(?:${ROLE_WORDS.flatMap((word) => [word, word[0]!.toUpperCase() + word.slice(1), word.toUpperCase()]).join("|")}|CEO|CTO|COO|CFO)`;

const TOPICS: readonly MissingTopic[] = [
  {
    topic: "ask",
    says: /\bno ask\b|never says how much|has no amount|no budget (?:or funding )?(?:slide|figure)|no budget figure is given|not say how much/i,
    has: new RegExp(
      String.raw`\b(?:rais\w*|ask\w*|seek\w*|budget\w*|invest\w*|financ\w*)\b[^\n]{0,60}${SUM}|${SUM}[^\n]{0,40}\b(?:raise|round|budget|investment|seed|ask)\b`,
      "iu",
    ),
  },
  {
    topic: "competitors",
    says: /no competitor|competitors? (?:is|are) not named|no alternative is named/i,
    has: /\b(?:competitors?|competition|market players|alternatives?)\b[^\n]*\n?[^\n]*\p{Lu}\p{L}+/iu,
  },
  {
    topic: "ending",
    says: /ending is held back|holds back its ending|never says how it ends/i,
    has: /\b(?:in the end|the (?:film|series|story|season) ends (?:with|when|on|as)|ends (?:with|when|on) (?!a (?:cliffhanger|question))|the last (?:scene|shot|image) is|final image:|ending:)(?![^\n.]*\b(?:before we (?:see|learn|know)|find out|will (?:she|he|they)\b))/i,
  },
  {
    topic: "platform",
    says: /no platform|platform,? format or distribution route is named|no distribution route/i,
    has: /\b(?:Netflix|Hulu|Amazon|Prime Video|HBO|Max|Apple TV|Disney\+?|Peacock|Paramount\+?|BBC(?: \w+)?|ITV\d?|Channel 4|Sky|Shudder|MUBI|A24|Neon|Canal\+|CBeebies|S4C|RTÉ|NRK|YouTube|Audible|theatrical|distributed by|broadcast on|sales:)(?![\p{L}+])/iu,
  },
  {
    topic: "team",
    says: /no team slide|no team member is named|no founder or team member|nothing says who will write, direct or produce/i,
    has: new RegExp(
      String.raw`${PERSON}[^\n]{0,30}(?:\n[^\n]{0,30})?\b${ROLE}\b|\b${ROLE}\b\s*[:–—-]\s*${PERSON}|(?:written|directed|produced|created) by\s+${PERSON}`,
      "u",
    ),
  },
  {
    topic: "credentials",
    says: /track record is not shown|relevant experience is not shown|no (?:credit|credentials)/i,
    has: new RegExp(
      String.raw`\b${ROLE}\b[^\n]{0,80}\b(?:BAFTA|Emmy|Oscar|Grierson|Sundance|Tribeca|[Aa]ward\w*|nominated|[Ff]estival|\d{4}|credits?|features? for|series for|years)\b`,
      "u",
    ),
  },
];

function notes(result: AnalysisResult): string[] {
  return [
    result.overallSummary,
    ...result.keyTakeaways,
    ...result.categories.flatMap((category) => category.improvements),
  ];
}

/** Each note of a report that calls something missing which the material plainly has, by topic. */
export function falseMissingNotes(result: AnalysisResult, material: string): string[] {
  const found: string[] = [];
  for (const topic of TOPICS) {
    const note = notes(result).find((text) => topic.says.test(text));
    if (!note) continue;
    const evidence = material
      .split(/\n/)
      .find((line, index, lines) => topic.has.test(`${line}\n${lines[index + 1] ?? ""}`));
    if (evidence)
      found.push(`${topic.topic} (“${note.slice(0, 60)}…” beside “${evidence.trim().slice(0, 50)}”)`);
  }
  return found;
}
