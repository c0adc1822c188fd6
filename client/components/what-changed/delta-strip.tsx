import type { ScriptDelta, StripScene } from "#domain/version-delta";
import { STRIP_LABELS, stripWords } from "#domain/version-delta-words";
import { cn } from "../../lib/cn";

const CHANGE_COLORS: Record<StripScene["change"], string> = {
  kept: "bg-muted-foreground/30",
  revised: "bg-sky-600 dark:bg-sky-400",
  moved: "bg-amber-500 dark:bg-amber-300",
  added: "bg-emerald-600 dark:bg-emerald-400",
  removed: "bg-red-600 dark:bg-red-400",
};
const ORDER: StripScene["change"][] = ["kept", "revised", "moved", "added", "removed"];

function StripRow({ label, scenes }: { label: string; scenes: readonly StripScene[] }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <div aria-hidden className="flex h-5 w-full gap-px overflow-hidden rounded-sm">
        {scenes.map((scene, index) => (
          <span
            key={index}
            data-change={scene.change}
            className={cn("h-full min-w-px", CHANGE_COLORS[scene.change])}
            style={{ flexGrow: scene.eighths, flexBasis: 0 }}
          />
        ))}
      </div>
    </div>
  );
}

/** Draft one's scenes above this draft's, each as wide as it runs, coloured by what happened to it. */
export function DeltaStrip({ delta, fromLabel }: { delta: ScriptDelta; fromLabel: string }) {
  const shown = ORDER.filter(
    (change) =>
      change === "kept" || [...delta.strip.from, ...delta.strip.to].some((scene) => scene.change === change),
  );
  return (
    <figure className="flex flex-col gap-2" data-testid="delta-strip">
      <StripRow label={fromLabel} scenes={delta.strip.from} />
      <StripRow label="This draft" scenes={delta.strip.to} />
      <figcaption className="flex flex-col gap-1.5 text-xs text-muted-foreground">
        <span className="flex flex-wrap gap-x-3 gap-y-1">
          {shown.map((change) => (
            <span key={change} className="flex items-center gap-1">
              <span aria-hidden className={cn("size-2.5 rounded-sm", CHANGE_COLORS[change])} />
              {STRIP_LABELS[change]}
            </span>
          ))}
        </span>
        <span>{stripWords(delta)}</span>
      </figcaption>
    </figure>
  );
}
