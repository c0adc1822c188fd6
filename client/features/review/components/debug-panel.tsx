import { useState } from "react";
import { PROMPT_RESET_RELOAD_DELAY_MS } from "#domain/constants";
import type { Project } from "#domain/project";
import { Button } from "../../../components/ui/button";
import { useWizardStore } from "../../../lib/wizard/wizard-context";

function flag(value: boolean | null): string {
  return value === null ? "undecided" : String(value);
}

/** product.md §2/§6: the hidden, low-opacity debug toggle, open to anyone. */
export function DebugPanel({ project }: { project: Project }) {
  const store = useWizardStore();
  const [isOpen, setOpen] = useState(false);
  const answers = Object.values(project.promptAnswers).filter((v) => v?.trim()).length;
  const resetPrompts = () => {
    store.updateProject({ enhanceWithPrompts: null, promptAnswers: {} });
    store.saveProject();
    setTimeout(() => window.location.reload(), PROMPT_RESET_RELOAD_DELAY_MS);
  };
  const rows: [string, string][] = [
    ["paidAtTier29", flag(project.paidAtTier29)],
    ["paidAtTier149", flag(project.paidAtTier149)],
    ["paidAtTier249", flag(project.paidAtTier249)],
    ["enhanceWithPrompts", flag(project.enhanceWithPrompts)],
    ["promptAnswers", `${answers} answered`],
  ];
  return (
    <div className="flex flex-col items-center gap-3">
      <button
        type="button"
        onClick={() => setOpen((open) => !open)}
        aria-expanded={isOpen}
        data-debug-toggle
        className="rounded px-2 py-1 text-xs text-muted-foreground opacity-30 hover:opacity-100 focus-visible:opacity-100"
      >
        {isOpen ? "Hide Debug" : "Show Debug"}
      </button>
      {isOpen && (
        <div
          className="w-full max-w-md rounded-lg border border-dashed p-4 text-sm"
          data-testid="debug-panel"
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 font-mono">
            {rows.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="text-muted-foreground">{name}</dt>
                <dd data-testid={`debug-${name}`}>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => store.markTierPaid("tier149", false)}>
              Reset Tier 149 Flag
            </Button>
            <Button size="sm" variant="outline" onClick={resetPrompts}>
              Reset Prompt State
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
