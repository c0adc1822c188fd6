import { Loader2, MonitorSmartphone } from "lucide-react";
import { useEffect, useRef } from "react";
import { recoverUrl } from "#domain/project-links";
import { errorMessageOf } from "../lib/api-request";
import {
  useMakeRecoveryLink,
  useRecoveryLink,
  useRevokeRecoveryLink,
} from "../lib/project-links/project-links-api";
import { CopyLinkField } from "./copy-link-field";
import { Button } from "./ui/button";
import { Card, CardContent, CardHeader } from "./ui/card";

/**
 * "Open your projects on another device": the session's secret recovery link, to copy, replace or
 * turn off. `autoCreate` makes it when there is none (after the first analysis).
 */
export function RecoveryLinkCard({ autoCreate = false }: { autoCreate?: boolean }) {
  const current = useRecoveryLink();
  const make = useMakeRecoveryLink();
  const revoke = useRevokeRecoveryLink();
  const link = current.data?.link ?? null;
  const asked = useRef(false);
  useEffect(() => {
    if (!autoCreate || asked.current || !current.isSuccess || link) return;
    asked.current = true;
    make.mutate(false);
  }, [autoCreate, current.isSuccess, link, make]);

  const failure = make.error ?? revoke.error ?? current.error;
  const isBusy = make.isPending || revoke.isPending;
  return (
    <Card data-testid="recovery-link-card">
      <CardHeader className="gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <MonitorSmartphone aria-hidden className="size-5 text-primary" />
          Open your projects on another device
        </h2>
        <p className="text-sm text-muted-foreground">
          Open this link in another browser or on another device to find the same projects and purchases
          there. Keep it private: anyone with the link can open your projects.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {link ? (
          <CopyLinkField
            label="Your private link"
            url={recoverUrl(window.location.origin, link.token)}
            testId="recovery-link"
          />
        ) : (
          current.isSuccess &&
          !autoCreate && <p className="text-sm">There is no link yet. Make one when you need it.</p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {link ? (
            <>
              <Button variant="outline" disabled={isBusy} onClick={() => make.mutate(true)}>
                Replace Link
              </Button>
              <Button variant="outline" disabled={isBusy} onClick={() => revoke.mutate()}>
                Turn Off Link
              </Button>
            </>
          ) : (
            <Button
              variant="outline"
              disabled={isBusy || current.isPending}
              onClick={() => make.mutate(false)}
            >
              Make a Link
            </Button>
          )}
          {isBusy && <Loader2 aria-label="Working" className="size-5 animate-spin self-center" />}
        </div>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessageOf(failure, "The link could not be changed. Please try again.")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
