import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { Eye, Loader2 } from "lucide-react";
import { Link, useParams } from "wouter";
import type { AnalysisResult } from "#domain/analysis";
import { DATE_FORMAT } from "#domain/constants";
import { parseHistoryScore } from "#domain/history";
import { SHARE_LINK_NOT_FOUND_MESSAGE, type SharedReport } from "#domain/project-links";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { ApiError } from "../../../lib/api-error";
import { errorMessageOf } from "../../../lib/api-request";
import { BuildoutView } from "./buildout-view";
import { NextStepsCard } from "./next-steps-card";
import { ReviewHeading } from "./review-heading";
import { ScoreReport } from "./score-report";
import { ScriptReport } from "./script-report";

/** /share/:token: one report version, read-only: no debug panel, no payments, nothing to edit. */
export function SharedReportPage() {
  const { token = "" } = useParams<{ token: string }>();
  const shared = useQuery<SharedReport>({ queryKey: ["/api/shared", token] });

  if (shared.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-24 text-muted-foreground">
        <Loader2 aria-hidden className="size-5 animate-spin" />
        Loading the shared report...
      </p>
    );
  }
  if (shared.isError) {
    const isGone = shared.error instanceof ApiError && shared.error.status === 404;
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <Card role="alert">
          <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
            <h1 className="text-2xl font-semibold">Report not available</h1>
            <p className="text-muted-foreground">
              {isGone
                ? SHARE_LINK_NOT_FOUND_MESSAGE
                : errorMessageOf(shared.error, "The report could not be loaded. Please try again.")}
            </p>
            <Button asChild>
              <Link href="/">Return Home</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  const report = shared.data;
  const script = report.scriptAnalysis;
  const result: AnalysisResult = {
    overallScore: parseHistoryScore(report.overallScore),
    overallSummary: report.overallSummary,
    categories: report.categories,
    keyTakeaways: report.keyTakeaways,
    deckBuildout: report.deckBuildout,
    scriptAnalysis: script,
    isScriptAnalysis: !!script,
  };
  const takeaways = script && script.keyTakeaways.length > 0 ? script.keyTakeaways : report.keyTakeaways;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:py-14" data-testid="shared-report">
      <p className="flex items-center justify-center gap-2 rounded-md border bg-muted/60 px-3 py-2 text-center text-sm">
        <Eye aria-hidden className="size-4 shrink-0" />
        Shared read-only report · version of {format(new Date(report.createdAt), DATE_FORMAT)}
      </p>
      <ReviewHeading stage={report.projectStage} projectTitle={report.projectTitle ?? ""} />
      {script ? (
        <ScriptReport analysis={script} />
      ) : (
        <ScoreReport result={result} stage={report.projectStage} />
      )}
      <NextStepsCard takeaways={takeaways} cta={script?.cta} />
      {report.deckBuildout && <BuildoutView buildout={report.deckBuildout} />}
    </div>
  );
}
