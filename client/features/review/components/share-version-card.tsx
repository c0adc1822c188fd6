import { ShareLinkPanel } from "../../../components/share-link-panel";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";

/** Share this very version with a producer: a read-only link, revocable (issue 26). */
export function ShareVersionCard({ historyId }: { historyId: string }) {
  return (
    <Card data-testid="share-version-card">
      <CardHeader className="gap-2">
        <h2 className="text-lg font-semibold">Share this report</h2>
        <p className="text-sm text-muted-foreground">
          A read-only link to this version of the report and its charts, for a producer or a friend. They see
          no payments, no settings and nothing to edit.
        </p>
      </CardHeader>
      <CardContent>
        <ShareLinkPanel historyId={historyId} />
      </CardContent>
    </Card>
  );
}
