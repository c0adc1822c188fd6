import { format } from "date-fns";
import { ChevronDown, FolderOpen, Share2 } from "lucide-react";
import { useState } from "react";
import { type HistoryGroup, type HistoryRecord, parseHistoryScore } from "#domain/history";
import { ShareLinkPanel } from "../../../components/share-link-panel";
import { Button } from "../../../components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "../../../components/ui/collapsible";

const versionLabel = (record: HistoryRecord) =>
  record.mode === "generate" || record.deckBuildout ? "Deck outline" : "Analysis";

/** Every version of a project, newest first: open any of them, or share it read-only. */
export function VersionList({
  group,
  onOpen,
}: {
  group: HistoryGroup;
  onOpen: (group: HistoryGroup, record: HistoryRecord) => void;
}) {
  const [sharing, setSharing] = useState<string | null>(null);
  return (
    <Collapsible className="w-full">
      <CollapsibleTrigger asChild>
        <Button variant="ghost" className="group w-full justify-between">
          All versions ({group.versions.length})
          <ChevronDown aria-hidden className="transition-transform group-data-[state=open]:rotate-180" />
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ol className="flex flex-col gap-2 pt-2" aria-label={`Versions of ${group.title}`}>
          {group.versions.map((record, index) => {
            const score = parseHistoryScore(record.overallScore);
            const when = format(new Date(record.createdAt), "MMM d, yyyy, HH:mm");
            return (
              <li
                key={record.id}
                className="flex flex-col gap-2 rounded-md border p-3"
                data-testid="version-row"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className="font-medium">
                    Version {group.versions.length - index} · {versionLabel(record)}
                  </span>
                  <span className="text-muted-foreground">
                    <time dateTime={record.createdAt}>{when}</time>
                    {score !== null && ` · ${score.toFixed(1)}/10`}
                  </span>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onOpen(group, record)}
                    aria-label={`Open version ${group.versions.length - index} of ${group.title}`}
                  >
                    <FolderOpen aria-hidden />
                    Open
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-expanded={sharing === record.id}
                    onClick={() => setSharing(sharing === record.id ? null : record.id)}
                    aria-label={`Share version ${group.versions.length - index} of ${group.title}`}
                  >
                    <Share2 aria-hidden />
                    Share
                  </Button>
                </div>
                {sharing === record.id && <ShareLinkPanel historyId={record.id} />}
              </li>
            );
          })}
        </ol>
      </CollapsibleContent>
    </Collapsible>
  );
}
