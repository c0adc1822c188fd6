import { FileText } from "lucide-react";
import { type ScriptAnalysis, STORY_SECTION_ID } from "#domain/analysis";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { ProductionBreakdownSection } from "./breakdown/production-breakdown";
import { CollapsibleSection } from "./collapsible-section";
import { ReadingChartsLazy } from "./reading/reading-charts-lazy";

const DEFAULT_INTRO = "A close read of your script: its story, its characters and what will make it sell.";

function paragraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** product.md §2 script analysis: intro, overall summary, collapsible sections with 'story' open. */
export function ScriptReport({
  analysis,
  projectTitle,
}: {
  analysis: ScriptAnalysis;
  projectTitle?: string | null;
}) {
  return (
    <section aria-labelledby="script-report-title" className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2 text-primary">
            <FileText aria-hidden className="size-5" />
            <h2 id="script-report-title" className="text-2xl font-semibold tracking-tight text-foreground">
              Script Analysis Report
            </h2>
          </div>
          <p className="text-muted-foreground">{analysis.intro?.trim() || DEFAULT_INTRO}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            Overall Summary
          </h3>
          {paragraphs(analysis.overallSummary).map((p, i) => (
            <p key={i} className="leading-relaxed">
              {p}
            </p>
          ))}
        </CardContent>
      </Card>
      <ReadingChartsLazy reading={analysis.reading} />
      {analysis.breakdown && (
        <ProductionBreakdownSection
          breakdown={analysis.breakdown}
          projectTitle={projectTitle ?? "Untitled"}
        />
      )}
      {analysis.sections.map((section) => (
        <CollapsibleSection
          key={section.id}
          title={section.section}
          defaultOpen={section.id === STORY_SECTION_ID}
          testId={`script-section-${section.id}`}
        >
          <div className="flex flex-col gap-3">
            {paragraphs(section.content).map((p, i) => (
              <p key={i} className="leading-relaxed text-card-foreground/90">
                {p}
              </p>
            ))}
          </div>
        </CollapsibleSection>
      ))}
    </section>
  );
}
