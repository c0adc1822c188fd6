import { format } from "date-fns";
import { ArrowRight, CalendarDays } from "lucide-react";
import { DATE_FORMAT } from "#domain/constants";
import type { HistoryGroup, HistoryRecord } from "#domain/history";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "../../../components/ui/card";
import { CompareVersionsDialog } from "./compare-versions-dialog";
import { DeleteProjectDialog } from "./delete-project-dialog";
import { VersionList } from "./version-list";
import { VersionTrend } from "./version-trend";

const STAGE_LABELS = { idea: "Idea", script: "Script", deck: "Deck" } as const;

interface ProjectCardProps {
  group: HistoryGroup;
  onOpen: (group: HistoryGroup) => void;
  onOpenVersion: (group: HistoryGroup, record: HistoryRecord) => void;
}

/** One project of My Projects: its title, latest date, badges and actions (product.md §2). */
export function ProjectCard({ group, onOpen, onOpenVersion }: ProjectCardProps) {
  const { latest, versions } = group;
  const hasAnalysis = versions.some((v) => v.mode === "analyze");
  const hasDeck = versions.some((v) => v.mode === "generate" || !!v.deckBuildout);
  return (
    <Card className="flex w-full flex-col" data-testid="project-card">
      <CardHeader className="gap-3">
        <h2 className="line-clamp-2 break-words text-lg font-semibold leading-snug" title={group.title}>
          {group.title}
        </h2>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays aria-hidden className="size-4" />
          <time dateTime={latest.createdAt}>{format(new Date(latest.createdAt), DATE_FORMAT)}</time>
          <span aria-hidden>·</span>
          <span>{versions.length === 1 ? "1 version" : `${versions.length} versions`}</span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {hasAnalysis && <Badge variant="secondary">Analysis</Badge>}
        {hasDeck && <Badge>Deck Generated</Badge>}
        <Badge variant="outline">{STAGE_LABELS[latest.projectStage]}</Badge>
        {latest.genre && <Badge variant="accent">{latest.genre}</Badge>}
        <VersionTrend group={group} />
      </CardContent>
      <CardFooter className="mt-auto flex-col items-stretch gap-2">
        <Button className="w-full" onClick={() => onOpen(group)}>
          Return to Project
          <ArrowRight aria-hidden />
        </Button>
        <VersionList group={group} onOpen={onOpenVersion} />
        <CompareVersionsDialog group={group} />
        <DeleteProjectDialog group={group} />
      </CardFooter>
    </Card>
  );
}
