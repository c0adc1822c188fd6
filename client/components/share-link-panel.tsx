import { Loader2, Share2 } from "lucide-react";
import { shareUrl } from "#domain/project-links";
import { errorMessageOf } from "../lib/api-request";
import { useMakeShareLink, useRevokeShareLink, useShareLinks } from "../lib/project-links/project-links-api";
import { CopyLinkField } from "./copy-link-field";
import { Button } from "./ui/button";

/** A read-only link to one report version: make it, copy it, turn it off. */
export function ShareLinkPanel({ historyId }: { historyId: string }) {
  const links = useShareLinks();
  const make = useMakeShareLink();
  const revoke = useRevokeShareLink();
  const link = links.data?.links.find((l) => l.historyId === historyId) ?? null;
  const failure = make.error ?? revoke.error;
  const isBusy = make.isPending || revoke.isPending;
  return (
    <div className="flex flex-col gap-3" data-testid="share-link-panel">
      {link ? (
        <>
          <CopyLinkField
            label="Read-only link to this version"
            url={shareUrl(window.location.origin, link.token)}
            testId="share-link"
          />
          <p className="text-xs text-muted-foreground">
            Anyone with the link sees this report and its charts, nothing else. Turn it off at any time.
          </p>
          <Button
            variant="outline"
            className="self-start"
            disabled={isBusy}
            onClick={() => revoke.mutate(link.token)}
          >
            Turn Off Share Link
          </Button>
        </>
      ) : (
        <Button
          variant="outline"
          className="self-start"
          disabled={isBusy || links.isPending}
          onClick={() => make.mutate(historyId)}
        >
          {isBusy ? <Loader2 aria-hidden className="animate-spin" /> : <Share2 aria-hidden />}
          Share Read-Only Link
        </Button>
      )}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessageOf(failure, "The share link could not be changed. Please try again.")}
        </p>
      )}
    </div>
  );
}
