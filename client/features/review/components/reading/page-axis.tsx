import { fractionOf, pageTicks } from "#domain/reading-charts";

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/** Page numbers under a drawing; a label never sticks out past either end. */
export function PageAxis({ pages, most = 7 }: { pages: number; most?: number }) {
  return (
    <div aria-hidden className="relative h-4 text-[11px] leading-4 text-muted-foreground tabular-nums">
      {pageTicks(pages, most).map((page) => {
        const at = fractionOf(page - 1, pages);
        const shift = at < 0.04 ? "" : at > 0.96 ? "-translate-x-full" : "-translate-x-1/2";
        return (
          <span
            key={page}
            className={`absolute top-0 whitespace-nowrap ${shift}`}
            style={{ left: percent(at) }}
          >
            {page === 1 ? "p. 1" : page}
          </span>
        );
      })}
    </div>
  );
}

export { percent };
