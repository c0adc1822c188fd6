import type { ReactNode } from "react";

/** Small presentational pieces of the build-out view. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</h4>
      <div className="leading-relaxed">{children}</div>
    </div>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">None yet.</p>;
  return (
    <ul className="flex list-disc flex-col gap-1.5 pl-5">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <div className="flex flex-col gap-3">
      {items.map((p, i) => (
        <p key={i} className="leading-relaxed">
          {p}
        </p>
      ))}
    </div>
  );
}

export function NumberedSection({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      className="flex flex-col gap-4 border-t pt-6 first:border-t-0 first:pt-0"
      data-testid="buildout-section"
    >
      <h3 className="flex items-center gap-3 text-lg font-semibold">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
          {number}
        </span>
        {title}
      </h3>
      <div className="flex flex-col gap-4 sm:pl-10">{children}</div>
    </section>
  );
}
