import type { ReactNode } from "react";
import { cn } from "../../../../lib/cn";

interface ChartFigureProps {
  id: string;
  title: string;
  /** What the picture shows, in words: read by everyone, and its text alternative. */
  summary: ReactNode;
  /** The same numbers as a table, behind "Show as table". */
  table?: ReactNode;
  /** How to reach more than the drawing shows (tap, hover, keys). */
  hint?: string;
  children: ReactNode;
  className?: string;
}

/** One picture of the reading: a titled figure, its words, the drawing, and its data table. */
export function ChartFigure({ id, title, summary, table, hint, children, className }: ChartFigureProps) {
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className={cn("flex min-w-0 flex-col gap-4 rounded-lg border bg-card p-4 sm:p-5", className)}
      data-testid={id}
    >
      <figcaption className="flex flex-col gap-1">
        <h4 id={`${id}-title`} className="text-base font-semibold">
          {title}
        </h4>
        <p className="text-sm leading-relaxed text-muted-foreground">{summary}</p>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </figcaption>
      {children}
      {table && (
        <details className="group text-sm">
          <summary className="w-fit cursor-pointer rounded font-medium text-primary hover:underline">
            Show as table
          </summary>
          <div className="mt-3">{table}</div>
        </details>
      )}
    </figure>
  );
}

/**
 * A compact data table in its own box: a table wider than a phone scrolls inside the box (which
 * keyboard users can focus to scroll) instead of pushing the page sideways; `isTall` caps its height.
 */
export function DataTable({
  caption,
  head,
  rows,
  isTall = false,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  isTall?: boolean;
}) {
  return (
    <section
      className={cn("overflow-auto", isTall && "max-h-96 rounded border")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label={caption}
    >
      <table className="w-full border-collapse text-left text-xs sm:text-sm">
        <caption className="mb-2 text-left font-medium text-foreground">{caption}</caption>
        <thead>
          <tr className="border-b">
            {head.map((cell) => (
              <th
                key={cell}
                scope="col"
                className="px-1 py-1.5 align-bottom font-semibold text-muted-foreground sm:px-2"
              >
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-b border-border/60 last:border-0">
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-1 py-1.5 font-medium wrap-break-word sm:px-2">
                    {cell}
                  </th>
                ) : (
                  <td key={j} className="px-1 py-1.5 tabular-nums sm:px-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function Swatch({ className }: { className: string }) {
  return <span aria-hidden className={cn("inline-block size-3 shrink-0 rounded-sm", className)} />;
}

/** A titled legend of colour swatches and their words. */
export function Legend({
  title,
  items,
}: {
  title: string;
  items: readonly { label: string; swatch: ReactNode }[];
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs">
      <span className="font-medium text-foreground">{title}</span>
      <ul aria-label={title} className="contents text-muted-foreground">
        {items.map((item) => (
          <li key={item.label} className="flex items-center gap-1.5 text-muted-foreground">
            {item.swatch}
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
