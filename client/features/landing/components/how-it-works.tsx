import { TAGLINE } from "#domain/constants";

const STEPS = [
  { title: "Choose your path", text: "Tell us whether you're starting from a script, a deck or an idea." },
  {
    title: "Share your material",
    text: "Upload your file, or answer a few quick questions about your concept.",
  },
  {
    title: "Get your report",
    text: "See what works, what to fix and what to do next. Download it as a PDF.",
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="mx-auto mt-16 max-w-5xl border-t pt-12">
      <h2 id="how-it-works" className="text-center text-2xl font-bold tracking-tight">
        {TAGLINE}
      </h2>
      <ol className="mt-8 grid gap-6 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4 sm:flex-col sm:gap-3">
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary font-bold text-secondary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
