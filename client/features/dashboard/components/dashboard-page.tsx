import { FolderOpen, Loader2, Plus } from "lucide-react";
import { useLocation } from "wouter";
import { groupHistory } from "#domain/history";
import { RecoveryLinkCard } from "../../../components/recovery-link-card";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { errorMessageOf } from "../../../lib/api-request";
import { useWizardStore } from "../../../lib/wizard/wizard-context";
import { historyRecordsOf, useHistory } from "../api/history";
import { useOpenProject } from "../hooks/use-open-project";
import { useOpenVersion } from "../hooks/use-open-version";
import { ProjectCard } from "./project-card";

/** product.md §2 /dashboard, 'My Projects': the session's projects, each with its versions. */
export function DashboardPage() {
  const store = useWizardStore();
  const [, navigate] = useLocation();
  const history = useHistory();
  const openProject = useOpenProject();
  const openVersion = useOpenVersion();
  const startNew = () => {
    store.resetProject();
    navigate("/");
  };
  // Grouped over every page loaded so far: a project's older versions join its card, never a new one.
  const groups = groupHistory(historyRecordsOf(history.data?.pages));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">My Projects</h1>
          <p className="text-muted-foreground">
            Every analysis and deck you've created, with all their versions.
          </p>
        </div>
        <Button size="lg" onClick={startNew}>
          <Plus aria-hidden />
          New Project
        </Button>
      </header>
      {history.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
          <Loader2 aria-hidden className="size-5 animate-spin" />
          Loading your projects...
        </p>
      ) : history.isError && !history.data ? (
        <Card role="alert">
          <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
            <p className="font-semibold">We couldn't load your projects.</p>
            <p className="text-sm text-muted-foreground">
              {errorMessageOf(history.error, "Please check your connection and try again.")}
            </p>
            <Button variant="outline" onClick={() => void history.refetch()}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : groups.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 px-6 py-16 text-center">
            <FolderOpen aria-hidden className="size-12 text-muted-foreground" />
            <h2 className="text-xl font-semibold">No Projects Yet</h2>
            <p className="max-w-sm text-muted-foreground">
              Start with a script, a deck or just an idea, and your analyses will appear here.
            </p>
            <Button size="lg" onClick={startNew}>
              <Plus aria-hidden />
              Create Your First Project
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Projects">
          {groups.map((group) => (
            <li key={group.title} className="flex">
              <ProjectCard group={group} onOpen={openProject} onOpenVersion={openVersion} />
            </li>
          ))}
        </ul>
      )}
      {history.hasNextPage && (
        <div className="flex flex-col items-center gap-2">
          <Button
            variant="outline"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
          >
            {history.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
            Show Older Projects
          </Button>
          {history.isFetchNextPageError && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessageOf(history.error, "We couldn't load your older projects. Please try again.")}
            </p>
          )}
        </div>
      )}
      {groups.length > 0 && <RecoveryLinkCard autoCreate />}
    </div>
  );
}
