import { GitCompareArrows } from "lucide-react";
import type { PitchDelta, ScriptDelta, VersionDelta } from "#domain/version-delta";
import {
  type DeltaRow,
  deltaDate,
  flagWords,
  keptNotesWords,
  pitchDeltaRows,
  scriptDeltaRows,
  whatChangedTitle,
} from "#domain/version-delta-words";
import { Badge } from "../ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { DeltaStrip } from "./delta-strip";

function DeltaTable({ rows, fromLabel }: { rows: readonly DeltaRow[]; fromLabel: string }) {
  return (
    <table className="w-full table-fixed border-collapse text-sm" data-testid="delta-table">
      <thead>
        <tr className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground">
          <th scope="col" className="w-[38%] py-2 pr-2 font-medium">
            Item
          </th>
          <th scope="col" className="w-[24%] py-2 pr-2 font-medium">
            {fromLabel}
          </th>
          <th scope="col" className="py-2 font-medium">
            Now
          </th>
        </tr>
      </thead>
      {rows.map((row) => (
        // One body per item: its figures, then what it quotes across the whole width (a phone's
        // narrow first column would set a quote a word or two a line).
        <tbody key={row.label} className="border-b last:border-0" data-row={row.label}>
          <tr className="align-top">
            <th scope="row" className="py-2 pr-2 text-left font-medium">
              {row.label}
            </th>
            <td className="py-2 pr-2 text-muted-foreground">{row.from}</td>
            <td className="py-2 font-semibold">{row.to}</td>
          </tr>
          {row.details.length > 0 && (
            <tr>
              <td colSpan={3} className="pb-2">
                <ul className="flex flex-col gap-0.5 text-xs text-muted-foreground" aria-label={row.label}>
                  {row.details.map((detail, index) => (
                    <li key={index} className="break-words">
                      {detail}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          )}
        </tbody>
      ))}
    </table>
  );
}

function ScriptNotes({ delta }: { delta: ScriptDelta }) {
  const { resolved, added, kept } = delta.flags;
  if (resolved.length === 0 && added.length === 0 && kept === 0) return null;
  return (
    <section aria-label="The reader's notes" className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">The reader's notes</h4>
      <ul className="flex flex-col gap-1.5 text-sm" data-testid="delta-notes">
        {resolved.map((flag, index) => (
          <li key={`r${index}`} data-note="resolved" className="flex items-start gap-2">
            <Badge variant="secondary" className="shrink-0">
              Resolved
            </Badge>
            <s className="break-words text-muted-foreground">{flagWords(flag)}</s>
          </li>
        ))}
        {added.map((flag, index) => (
          <li key={`a${index}`} data-note="new" className="flex items-start gap-2">
            <Badge className="shrink-0">New</Badge>
            <span className="break-words">{flagWords(flag)}</span>
          </li>
        ))}
        {kept > 0 && <li className="text-muted-foreground">{keptNotesWords(kept)}</li>}
      </ul>
    </section>
  );
}

function PitchAnswers({ delta }: { delta: PitchDelta }) {
  if (delta.answers.length === 0) return null;
  return (
    <section aria-label="Answers that changed" className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">Answers that changed</h4>
      <ul className="flex flex-col gap-2 text-sm" data-testid="delta-answers">
        {delta.answers.map((answer) => (
          <li key={answer.key} className="flex flex-col gap-0.5">
            <span className="font-medium">{answer.label}</span>
            {answer.from && <s className="break-words text-muted-foreground">{answer.from}</s>}
            <span className="break-words">{answer.to ?? "(no longer answered)"}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** product.md "What changed": the delta of a version against an earlier one, as a compact card. */
export function WhatChangedCard({ delta }: { delta: VersionDelta }) {
  const fromLabel = `Draft of ${deltaDate(delta.date)}`;
  return (
    <Card data-testid="what-changed" data-kind={delta.kind}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <GitCompareArrows aria-hidden className="size-5 text-primary" />
          {whatChangedTitle(delta.date)}
        </CardTitle>
        <CardDescription data-testid="delta-summary">{delta.summary}</CardDescription>
      </CardHeader>
      {delta.kind !== "incomparable" && (
        <CardContent className="flex flex-col gap-5">
          {delta.kind === "script" ? (
            <>
              <DeltaStrip delta={delta} fromLabel={fromLabel} />
              <DeltaTable rows={scriptDeltaRows(delta)} fromLabel="Before" />
              <ScriptNotes delta={delta} />
            </>
          ) : (
            <>
              <DeltaTable rows={pitchDeltaRows(delta)} fromLabel="Before" />
              <PitchAnswers delta={delta} />
            </>
          )}
        </CardContent>
      )}
    </Card>
  );
}
