import { FileText, Lightbulb, Presentation } from "lucide-react";
import { Link } from "wouter";
import { MODE_BANNERS, type ProjectStage } from "../../domain/stages";

const ICONS: Record<ProjectStage, typeof FileText> = {
  script: FileText,
  deck: Presentation,
  idea: Lightbulb,
};

/** product.md §2: 'Script Analysis Mode', 'Deck Analysis Mode' or 'Idea Development Mode' by stage. */
export function ModeBanner({ stage, canChange = true }: { stage: ProjectStage; canChange?: boolean }) {
  const Icon = ICONS[stage];
  return (
    <div
      data-testid="mode-banner"
      className="flex items-center justify-center gap-3 rounded-full border border-primary/30 bg-secondary px-4 py-2 text-sm text-secondary-foreground"
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className="font-semibold">{MODE_BANNERS[stage]}</span>
      {canChange && (
        <Link href="/" className="font-medium underline underline-offset-4 hover:no-underline">
          Change
        </Link>
      )}
    </div>
  );
}
