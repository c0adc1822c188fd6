import { judgePitch } from "../server/analysis/judge/judge-pitch";
import { readLogline } from "../server/analysis/read/pitch/read-logline";
import { ENTITY_LABELS } from "./corpus/pitch/entity-labels";
import { LOGLINE_LABELS } from "./corpus/pitch/logline-labels";
import type { EvalRow } from "./eval-row";

/** The pitch judge's readings against hand labels: who is named, and a logline's parts. */
/** Same role, and the same person: "Niamh" matches a reported "Niamh", "Luis" matches "Luis Delgado". */
function samePerson(a: string, b: string): boolean {
  return a === b || a.split(" ").includes(b) || b.split(" ").includes(a);
}

export function entityRows(suite: string): EvalRow[] {
  let correct = 0;
  let wrong = 0;
  const misses: string[] = [];
  for (const label of ENTITY_LABELS) {
    const judgement = judgePitch(label.input);
    for (const [role, expected, reported] of [
      ["character", label.characters, judgement.characters],
      ["team", label.team, judgement.team],
    ] as const) {
      for (const name of expected) {
        if (reported.some((found) => samePerson(found, name))) correct++;
        else {
          wrong++;
          misses.push(`${label.name}: missed ${role} ${name}`);
        }
      }
      for (const found of reported) {
        if (expected.some((name) => samePerson(found, name))) continue;
        wrong++;
        misses.push(`${label.name}: "${found}" is not a ${role}`);
      }
    }
  }
  return [
    {
      suite,
      metric: "characters and team named correctly",
      value: correct / Math.max(1, correct + wrong),
      unit: "share",
      direction: "min",
      threshold: 0.95,
      detail: misses.join("; "),
    },
  ];
}

function same(a: string | null, b: string | null): boolean {
  return (a ?? "").toLowerCase().replace(/[.,;]+$/, "") === (b ?? "").toLowerCase();
}

/** Each labelled part (lead, goal, deadline) read exactly as labelled, absent parts included. */
export function loglineRows(suite: string): EvalRow[] {
  let right = 0;
  let parts = 0;
  const wrong: string[] = [];
  for (const label of LOGLINE_LABELS) {
    const reading = readLogline(label.text, "answer", []);
    const deadline = reading?.deadline ?? null;
    const checks: [string, boolean][] = [
      ["lead", same(reading?.lead ?? null, label.lead)],
      ["goal", label.goal === null ? true : same(reading?.goal ?? null, label.goal)],
      [
        "deadline",
        label.deadline === null
          ? true
          : !!deadline && deadline.toLowerCase().includes(label.deadline.toLowerCase()),
      ],
    ];
    for (const [part, ok] of checks) {
      parts++;
      if (ok) right++;
      else
        wrong.push(
          `${part} of “${label.text.slice(0, 40)}…”: ${JSON.stringify(reading?.[part as "lead"] ?? null)}`,
        );
    }
  }
  return [
    {
      suite,
      metric: "logline lead, goal and deadline read as labelled",
      value: right / parts,
      unit: "share",
      direction: "min",
      threshold: 0.9,
      ...(wrong.length ? { detail: wrong.join("; ") } : {}),
    },
  ];
}
