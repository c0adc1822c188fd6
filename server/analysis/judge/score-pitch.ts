import { type Category, roundScore } from "#domain/analysis";
import { categoriesForStage } from "#domain/categories";
import type { Finding, PitchJudgement } from "#domain/pitch-judgement";
import type { Signals } from "../read/pitch/signals";
import { countWords } from "../read/text/words";
import { CONTRADICTIONS, EMPTY_NAME, quotesMaterial } from "./note-checks";
import { SCORERS } from "./rubric/film/score-categories";
import { INVESTOR_SCORERS } from "./rubric/investor/investor-scorers";
import { scoreCategory } from "./rubric/rubric";

/** A name written as "X": a strength that quotes one praises a placeholder. */
const PLACEHOLDER_NAME = /(?<![\p{L}'’-])X(?![\p{L}'’-])/u;

/** Without evidence quoted from the material, a category stays at or below this. */
const UNEVIDENCED_CAP = 5;
const NOTHING_CREDITED = "Nothing here can be credited yet; the notes below say what is missing.";

/** A generic note that says less than a finding about the same point; dropped when the finding stands. */
const SAME_POINT: Partial<Record<Finding["detector"], RegExp>> = {
  "text-wall": /walls? of text/i,
  "slide-density": /words per slide/i,
  "vague-audience": /audience (?:description )?is (?:described )?(?:too )?broad/i,
  "generic-why-now": /timing case is general/i,
};

interface Cap {
  cap: number;
  note: string | null;
}

/** Missing essentials cap their categories, whatever else the material does well. */
function essentialCaps(name: string, signals: Signals, judgement: PitchJudgement): Cap[] {
  const caps: Cap[] = [];
  const add = (when: boolean, cap: number, note: string | null = null) => {
    if (when) caps.push({ cap, note });
  };
  if (judgement.deckType === "startup") {
    add(name === "Team & Execution" && judgement.team.length === 0, 3);
    add(name === "Funding Narrative" && !/\b(?:rais\w*|ask|seed|invest\w*|funding)\b/i.test(signals.body), 3);
    return caps;
  }
  const logline = judgement.logline;
  const hasAudience = !!signals.answers.audience || signals.market.audience.length > 0;
  const storyWords = countWords(signals.answers.synopsis ?? (signals.stage === "deck" ? signals.body : ""));
  add((name === "Logline" || name === "Logline Clarity") && !logline, 2);
  const documentary = signals.documentary;
  // A documentary's logline answers to its subject, not to a lead's goal.
  const loglineShaped = documentary ? !!documentary.subject : !!(logline?.lead && logline.goal);
  add((name === "Logline" || name === "Logline Clarity") && !!logline && !loglineShaped, 5);
  // A documentary without access is a wish: no buyer commissions a film its makers cannot shoot.
  if (documentary && !documentary.access)
    add(name === "Structure and Flow" || name === "Story & Structure", 6);
  add(name === "The Hook" && !logline, 4);
  add(
    (name === "Characters" || name === "Character Development") && !judgement.protagonist && !logline?.lead,
    3,
  );
  add(name === "Audience Alignment" && !hasAudience, 3);
  add(
    name === "Target Market & Platforms" && !signals.answers.platform && !signals.market.platforms.length,
    4,
  );
  add(name === "Why Now / Urgency" && !signals.answers.urgency && !signals.market.whyNow.length, 2);
  add((name === "Structure and Flow" || name === "Story & Structure") && storyWords < 60, 4);
  add(name === "Funding Narrative" && signals.market.budget.length === 0, 2);
  add(name === "Team & Execution" && judgement.team.length === 0, 3);
  add(name === "Design and Readability" && signals.slides.length < 4, 4);
  return caps;
}

function unique(notes: readonly string[]): string[] {
  return [...new Set(notes)].filter((note) => note.trim() && !EMPTY_NAME.test(note));
}

/**
 * Scores each spec category from the reading, then holds the score to what the judgement allows:
 * the gates' ceiling, each detector finding's cap, missing essentials, and the evidence rule
 * (above 5 only with a quote from the material). Notes that a finding contradicts are dropped.
 */
export function scorePitch(signals: Signals, judgement: PitchJudgement, material: string): Category[] {
  return withoutContradictions(scoreEach(signals, judgement, material), material);
}

/** A strength that another note of the report denies is dropped (the denial is the pinned one). */
function withoutContradictions(categories: Category[], material: string): Category[] {
  const denials = categories.flatMap((category) => [...category.improvements, ...category.suggestions]);
  return categories.map((category) => {
    const strengths = category.strengths.filter(
      (note) =>
        !CONTRADICTIONS.some((rule) => rule.claims.test(note) && denials.some((d) => rule.denies.test(d))),
    );
    const kept = strengths.length ? strengths : [NOTHING_CREDITED];
    const score = kept.some((note) => quotesMaterial(note, material))
      ? category.score
      : Math.min(category.score, UNEVIDENCED_CAP);
    return { ...category, strengths: kept, score };
  });
}

function scoreEach(signals: Signals, judgement: PitchJudgement, material: string): Category[] {
  const scorers = judgement.deckType === "startup" ? INVESTOR_SCORERS : SCORERS;
  const failedGates = judgement.gates.filter((gate) => !gate.passed);
  const placeholders = judgement.findings.some((finding) => finding.detector === "placeholder-names");
  return categoriesForStage(signals.stage).map((name) => {
    const scorer = scorers[name];
    if (!scorer) throw new Error(`No scorer for category ${name}`);
    const raw = scoreCategory(name, scorer, signals);
    const findings = judgement.findings.filter((finding) => finding.category === name);
    let strengths = raw.strengths.filter(
      (note) =>
        !(placeholders && PLACEHOLDER_NAME.test(note)) &&
        !findings.some((finding) => note.includes(finding.quote.slice(0, 40))) &&
        !CONTRADICTIONS.some(
          (rule) => rule.claims.test(note) && findings.some((finding) => rule.denies.test(finding.note)),
        ),
    );
    let score = raw.score;
    const caps = [
      ...findings.map((finding) => finding.cap),
      ...essentialCaps(name, signals, judgement).map((cap) => cap.cap),
      judgement.ceiling,
    ];
    score = Math.min(score, ...caps);
    if (!strengths.some((note) => quotesMaterial(note, material))) score = Math.min(score, UNEVIDENCED_CAP);
    // Material that cannot be judged as a pitch earns no praise; a pitch held for a contradiction keeps it.
    if (judgement.ceiling <= UNEVIDENCED_CAP) strengths = [];
    const covered = findings.map((finding) => SAME_POINT[finding.detector]).filter(Boolean);
    const improvements = unique([
      ...(judgement.ceiling < 10 ? failedGates.map((gate) => gate.note) : []),
      ...findings.map((finding) => finding.note),
      ...raw.improvements.filter((note) => !covered.some((pattern) => pattern?.test(note))),
    ]).slice(0, 4);
    return {
      category: name,
      score: roundScore(Math.max(1, score)),
      strengths: unique(strengths).length ? unique(strengths) : [NOTHING_CREDITED],
      improvements: improvements.length ? improvements : raw.improvements,
      suggestions: unique(raw.suggestions).length ? unique(raw.suggestions) : raw.suggestions,
    };
  });
}
