import type { AnalysisResult, Category } from "#domain/analysis";
import { type CategoryGroup, groupForCategory, groupTitle, scoreLabel } from "#domain/categories";
import { questionnaireCreditSentence } from "#domain/questionnaire-credit";
import type { ProjectStage } from "#domain/stages";
import { Card, CardContent } from "../../../components/ui/card";
import { CategoryCard } from "./category-card";
import { CollapsibleSection } from "./collapsible-section";
import { ScoreValue } from "./score-value";

const GROUPS: readonly CategoryGroup[] = ["one", "two"];

/** product.md §2 idea/deck analysis: overall score with its label and summary, then two groups. */
export function ScoreReport({ result, stage }: { result: AnalysisResult; stage: ProjectStage }) {
  const byGroup = (group: CategoryGroup): Category[] =>
    result.categories.filter((c) => groupForCategory(c.category) === group);
  return (
    <section aria-label="Analysis report" className="flex flex-col gap-4">
      <Card>
        <CardContent className="flex flex-col items-center gap-5 p-6 sm:flex-row sm:items-start sm:gap-8">
          <div className="flex shrink-0 flex-col items-center gap-1 rounded-lg bg-muted px-6 py-4 text-center">
            <p className="text-sm font-semibold text-muted-foreground">{scoreLabel(stage)}</p>
            {result.overallScore === null ? (
              <p className="text-lg font-semibold">Not scored</p>
            ) : (
              <ScoreValue score={result.overallScore} className="text-5xl" />
            )}
          </div>
          <div className="flex flex-col gap-2">
            <h2 className="text-xl font-semibold">Overall Assessment</h2>
            {result.questionnaireCredit && result.questionnaireCredit.length > 0 && (
              <p className="text-sm leading-relaxed text-muted-foreground" data-testid="questionnaire-credit">
                {questionnaireCreditSentence(result.questionnaireCredit)}
              </p>
            )}
            <p className="leading-relaxed">{result.overallSummary}</p>
          </div>
        </CardContent>
      </Card>
      {GROUPS.map((group) => {
        const categories = byGroup(group);
        if (categories.length === 0) return null;
        return (
          <CollapsibleSection
            key={group}
            title={groupTitle(group, stage)}
            defaultOpen
            headingLevel="h2"
            testId={`category-group-${group}`}
          >
            <div className="flex flex-col gap-4">
              {categories.map((category, i) => (
                <CategoryCard key={`${category.category}-${i}`} category={category} />
              ))}
            </div>
          </CollapsibleSection>
        );
      })}
    </section>
  );
}
