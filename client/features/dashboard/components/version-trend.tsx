import type { HistoryGroup } from "#domain/history";
import { deltaDate, versionMark } from "#domain/version-delta-words";

/** Each version's verdict or score, oldest first, so the writer sees where the rewrites went. */
export function VersionTrend({ group }: { group: HistoryGroup }) {
  const versions = [...group.versions].reverse();
  return (
    <ol
      aria-label="Versions, oldest first"
      className="flex w-full flex-wrap items-center gap-1 text-xs"
      data-testid="version-trend"
    >
      {versions.map((version, index) => (
        <li key={version.id} className="flex items-center gap-1">
          {index > 0 && (
            <span aria-hidden className="text-muted-foreground">
              →
            </span>
          )}
          <span
            className="rounded bg-muted px-1.5 py-0.5 font-medium"
            title={deltaDate(version.createdAt)}
            data-mark={versionMark(version)}
          >
            {versionMark(version)}
          </span>
        </li>
      ))}
    </ol>
  );
}
