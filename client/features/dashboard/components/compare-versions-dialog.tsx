import { GitCompareArrows, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import type { HistoryGroup, HistoryRecord } from "#domain/history";
import { deltaDate, versionMark } from "#domain/version-delta-words";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { WhatChangedCard } from "../../../components/what-changed/what-changed-card";
import { errorMessageOf } from "../../../lib/api-request";
import { useComparison } from "../api/compare-versions";

export const COMPARE_FAILED_FALLBACK = "The two versions could not be compared. Please try again.";

function versionLabel(record: HistoryRecord, number: number): string {
  return `Version ${number} · ${deltaDate(record.createdAt)} · ${versionMark(record)}`;
}

function VersionSelect(props: {
  label: string;
  value: string;
  onChange: (id: string) => void;
  versions: readonly HistoryRecord[];
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
      {props.label}
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="h-10 w-full min-w-0 rounded-md border bg-background px-2 text-sm"
      >
        {props.versions.map((version, index) => (
          <option key={version.id} value={version.id}>
            {versionLabel(version, index + 1)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** product.md "What changed": any two versions of one project, the same comparison as the review page. */
export function CompareVersionsDialog({ group }: { group: HistoryGroup }) {
  const oldestFirst = [...group.versions].reverse();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(oldestFirst.at(-2)?.id ?? "");
  const [to, setTo] = useState(oldestFirst.at(-1)?.id ?? "");
  const comparison = useComparison(open ? from : "", to);
  if (oldestFirst.length < 2) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>
        <GitCompareArrows aria-hidden />
        Compare Versions
      </Button>
      <DialogContent className="max-h-[90dvh] max-w-2xl grid-cols-[minmax(0,1fr)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Compare Versions</DialogTitle>
          <DialogDescription>Pick any two versions of "{group.title}" to see what changed.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 sm:flex-row">
          <VersionSelect label="Earlier version" value={from} onChange={setFrom} versions={oldestFirst} />
          <VersionSelect label="Later version" value={to} onChange={setTo} versions={oldestFirst} />
        </div>
        {from === to ? (
          <p role="status" className="text-sm text-muted-foreground">
            Choose two different versions to compare.
          </p>
        ) : comparison.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            Comparing...
          </p>
        ) : comparison.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessageOf(comparison.error, COMPARE_FAILED_FALLBACK)}
          </p>
        ) : (
          <WhatChangedCard delta={comparison.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
