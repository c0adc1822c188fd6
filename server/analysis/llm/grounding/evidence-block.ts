import type { PitchJudgement } from "#domain/pitch-judgement";
import type { ScriptFormat, ScriptReading } from "#domain/script-reading";

const MAX_SCENES_LISTED = 400;

const FORMAT_RULES: Record<ScriptFormat, string> = {
  feature: "a feature film: judge its acts as the reading gives them.",
  short: "a short film: do not expect a feature's three acts or its length.",
  "tv-episode":
    "a TV episode: it is built in a teaser or cold open and act breaks, not a film's three acts; never praise or fault it as three acts.",
  "stage-play":
    "a stage play: acts and scenes on a stage, no sluglines or shots; never fault it for missing screenplay format.",
  transcript:
    "a transcript of dialogue without scene headings or action: judge only what the lines show; do not judge scene craft or format.",
  treatment:
    "a treatment or premise in prose, not pages of a script: do not judge scene craft, dialogue or page count.",
  prose: "prose (a treatment, bible or synopsis), not a screenplay: do not judge scene craft or page count.",
};

/** The script reader's facts as the model sees them: compact lines, the scenes in order. */
export function scriptEvidence(reading: ScriptReading): string {
  const characters = reading.characters
    .slice(0, 25)
    .map(
      (c) =>
        `${c.name}${c.aliases.length ? ` (also ${c.aliases.join(", ")})` : ""}: ${c.scenes} scenes, ${c.speeches} speeches, pages ${c.firstPage}-${c.lastPage}`,
    );
  const scenes = reading.scenes
    .slice(0, MAX_SCENES_LISTED)
    .map(
      (s) =>
        `${s.number}. p${s.page} ${s.heading}${s.characters.length ? ` [${s.characters.join(", ")}]` : ""}`,
    );
  return [
    `Format: ${reading.format}. This is ${FORMAT_RULES[reading.format]}`,
    `Language: ${reading.language}. Pages: ${reading.pages}. Runtime: about ${reading.runtimeMinutes} minutes.`,
    `Protagonists: ${reading.protagonists.join(", ") || "(none found)"}`,
    `Acts: ${reading.acts.map((a) => `${a.label} (pages ${a.startPage}-${a.endPage}, ${a.source})`).join("; ")}`,
    `Logline: ${reading.logline ? `${reading.logline.text} (${reading.logline.source})` : "(none)"}`,
    "Characters:",
    ...characters,
    "Flags found by the reader:",
    ...reading.flags.map(
      (f) => `${f.kind} p${f.page}${f.scene ? ` scene ${f.scene}` : ""}: "${f.quote}" ${f.note}`,
    ),
    `Reader's grid: ${reading.grid.map((g) => `${g.item} ${g.rating}`).join("; ")}. Verdict: script ${reading.verdict.script}, writer ${reading.verdict.writer}.`,
    `Scenes (${reading.scenes.length}, in order):`,
    ...scenes,
  ].join("\n");
}

/** The pitch judge's facts: who is a character and who is not, the deck type, the detectors' findings. */
export function pitchEvidence(judgement: PitchJudgement): string {
  const entities = judgement.entities.map((e) => `${e.name}: ${e.kind}${e.role ? ` (${e.role})` : ""}`);
  return [
    `Deck type: ${judgement.deckType}${judgement.deckType === "startup" ? " (judge it in investor terms; no film advice)" : ""}.`,
    `Project name: ${judgement.name ?? "(not found)"}. Language: ${judgement.language}.`,
    `Characters: ${judgement.characters.join(", ") || "(none)"}. Team: ${judgement.team.join(", ") || "(none)"}. Lead: ${judgement.protagonist ?? "(none)"}.`,
    "Named things (only people with role character are characters):",
    ...entities,
    `Logline: ${judgement.logline ? `${judgement.logline.text} (lead ${judgement.logline.lead ?? "?"}, goal ${judgement.logline.goal ?? "?"}, stakes ${judgement.logline.stakes ?? "?"})` : "(none)"}`,
    `Gates: ${judgement.gates.map((g) => `${g.gate} ${g.passed ? "passed" : `failed: ${g.note}`}`).join("; ")}. No category may score above ${judgement.ceiling}.`,
    "Detector findings (each caps its category):",
    ...judgement.findings.map((f) => `${f.detector} in ${f.category} (cap ${f.cap}): "${f.quote}" ${f.note}`),
  ].join("\n");
}
