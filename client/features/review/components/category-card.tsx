import {
  CheckCircle2,
  LayoutGrid,
  Lightbulb,
  type LucideIcon,
  Sparkles,
  TrendingUp,
  Wrench,
} from "lucide-react";
import type { Category } from "#domain/analysis";
import { type IconKind, iconKindForCategory } from "#domain/categories";
import { ScoreValue } from "./score-value";

/** product.md §2's three icon kinds. */
const ICONS: Record<IconKind, LucideIcon> = { spark: Sparkles, structure: LayoutGrid, market: TrendingUp };

const LISTS = [
  { field: "strengths", title: "Strengths", icon: CheckCircle2, tone: "text-green-700 dark:text-green-400" },
  {
    field: "improvements",
    title: "Areas to Improve",
    icon: Wrench,
    tone: "text-amber-700 dark:text-amber-400",
  },
  { field: "suggestions", title: "Suggestions", icon: Lightbulb, tone: "text-primary" },
] as const;

export function CategoryCard({ category }: { category: Category }) {
  const kind = iconKindForCategory(category.category);
  const Icon = ICONS[kind];
  return (
    <article
      className="flex flex-col gap-4 rounded-lg border bg-background/60 p-4 sm:p-5"
      data-testid="category"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground"
            data-icon-kind={kind}
          >
            <Icon aria-hidden className="size-5" />
          </span>
          <h3 className="text-base font-semibold leading-tight">{category.category}</h3>
        </div>
        {category.notRated ? (
          <span className="shrink-0 text-base font-semibold text-muted-foreground">Not rated</span>
        ) : (
          <ScoreValue score={category.score} className="text-xl" />
        )}
      </header>
      {category.notRated && (
        <p className="text-sm leading-relaxed text-muted-foreground" data-testid="category-not-rated">
          {category.notRated}
        </p>
      )}
      {!category.notRated && (
        <div className="grid gap-4 md:grid-cols-3">
          {LISTS.map(({ field, title, icon: ListIcon, tone }) => (
            <div key={field} className="flex flex-col gap-2">
              <h4 className={`flex items-center gap-1.5 text-sm font-semibold ${tone}`}>
                <ListIcon aria-hidden className="size-4" />
                {title}
              </h4>
              {category[field].length > 0 ? (
                <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed">
                  {category[field].map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">Nothing noted here.</p>
              )}
            </div>
          ))}
        </div>
      )}
    </article>
  );
}
