import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { RECOVERY_LINK_INVALID_MESSAGE } from "#domain/project-links";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { errorMessageOf } from "../../../lib/api-request";
import { useOpenRecoveryLink } from "../../../lib/project-links/project-links-api";

/** /recover#<token>: binds this browser to the projects and purchases of the device that made the link. */
export function RecoverPage() {
  const open = useOpenRecoveryLink();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = window.location.hash.slice(1);
    // The secret leaves the address bar at once (history, screen sharing).
    window.history.replaceState(null, "", window.location.pathname);
    open.mutate(token);
  }, [open]);

  if (open.isSuccess) {
    const { versions } = open.data;
    return (
      <Outcome
        icon={<CheckCircle2 aria-hidden className="size-12 text-primary" />}
        title="Your projects are open here"
        message={`This browser now has the same projects and purchases as the device that made the link (${versions === 1 ? "1 version" : `${versions} versions`}).`}
        action={
          <Button asChild size="lg">
            <Link href="/dashboard">Go to My Projects</Link>
          </Button>
        }
      />
    );
  }
  if (open.isError) {
    return (
      <Outcome
        icon={<XCircle aria-hidden className="size-12 text-destructive" />}
        title="This link does not open any projects"
        message={errorMessageOf(open.error, RECOVERY_LINK_INVALID_MESSAGE)}
        action={
          <Button asChild size="lg">
            <Link href="/">Return Home</Link>
          </Button>
        }
        isFailure
      />
    );
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-24 text-muted-foreground">
      <Loader2 aria-hidden className="size-5 animate-spin" />
      Opening your projects...
    </p>
  );
}

function Outcome(props: {
  icon: React.ReactNode;
  title: string;
  message: string;
  action: React.ReactNode;
  isFailure?: boolean;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card role={props.isFailure ? "alert" : "status"}>
        <CardHeader className="items-center gap-3 text-center">
          {props.icon}
          <h1 className="text-2xl font-semibold tracking-tight">{props.title}</h1>
          <CardDescription className="text-base">{props.message}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">{props.action}</CardContent>
      </Card>
    </div>
  );
}
