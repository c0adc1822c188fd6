import { CheckCircle2, FileText, HelpCircle, Lightbulb, Presentation } from "lucide-react";
import type { ProjectStage } from "#domain/stages";
import { cn } from "../../../lib/cn";
import type { LandingPath } from "./landing-paths";

const ICONS: Record<ProjectStage, typeof FileText> = {
  script: FileText,
  deck: Presentation,
  idea: Lightbulb,
};

interface PathCardProps {
  path: LandingPath;
  checked: boolean;
  onSelect: (stage: ProjectStage) => void;
}

/**
 * One choice of the landing radio group: a native radio (arrow keys, form semantics, no script)
 * and an 'Is this me?' explanation in a native popover, which costs the eager bundle nothing.
 */
export function PathCard({ path, checked, onSelect }: PathCardProps) {
  const Icon = ICONS[path.stage];
  const ids = {
    title: `path-${path.stage}-title`,
    description: `path-${path.stage}-description`,
    popover: `path-${path.stage}-help`,
  };
  return (
    <div
      data-testid={`path-${path.stage}`}
      style={{ "--anchor": `--${ids.popover}` } as React.CSSProperties}
      className={cn(
        "group relative flex flex-col rounded-xl border-2 bg-card shadow-sm transition-colors [anchor-name:var(--anchor)]",
        "hover:border-primary/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
        checked ? "border-primary bg-secondary/60 dark:bg-secondary/40" : "border-border",
      )}
    >
      <label className="flex flex-1 cursor-pointer flex-col gap-3 p-5 pb-3">
        <input
          type="radio"
          name="starting-path"
          value={path.stage}
          checked={checked}
          onChange={() => onSelect(path.stage)}
          aria-labelledby={ids.title}
          aria-describedby={ids.description}
          className="sr-only"
        />
        <span className="flex items-start justify-between gap-3">
          <span
            className={cn(
              "flex size-11 items-center justify-center rounded-lg transition-colors",
              checked ? "bg-primary text-primary-foreground" : "bg-muted text-primary",
            )}
          >
            <Icon className="size-5" aria-hidden />
          </span>
          <CheckCircle2
            aria-hidden
            className={cn("size-6 text-primary transition-opacity", checked ? "opacity-100" : "opacity-0")}
          />
        </span>
        <span id={ids.title} className="text-lg font-semibold leading-tight">
          {path.title}
        </span>
        <span id={ids.description} className="text-sm text-muted-foreground">
          {path.description}
        </span>
      </label>
      <div className="px-5 pb-4">
        <button
          type="button"
          popoverTarget={ids.popover}
          className="inline-flex cursor-pointer items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
          aria-describedby={ids.title}
        >
          <HelpCircle className="size-4" aria-hidden />
          Is this me?
        </button>
      </div>
      <div
        id={ids.popover}
        popover="auto"
        role="note"
        aria-label={`About ${path.title}`}
        className="path-popover w-80 max-w-[calc(100vw-2rem)] rounded-lg border bg-card p-4 text-sm text-card-foreground shadow-xl"
        style={{ "--anchor": `--${ids.popover}` } as React.CSSProperties}
      >
        <p className="font-semibold">Who “{path.title}” is for</p>
        <p className="mt-2 text-muted-foreground">{path.whoFor}</p>
        <p className="mt-2 text-muted-foreground">{path.whatYouGet}</p>
      </div>
    </div>
  );
}
