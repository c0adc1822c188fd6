import type { ProjectStage } from "#domain/stages";

const HEADINGS: Record<ProjectStage, { title: string; subtitle: string }> = {
  script: {
    title: "Your Script Analysis Is Ready",
    subtitle:
      "Here's what's working in your script, what could be stronger, and how to turn it into a pitch that sells.",
  },
  deck: {
    title: "Deck Assessment Complete",
    subtitle:
      "See how your deck scores on story, clarity and market readiness, with specific fixes for each part of it.",
  },
  idea: {
    title: "Your Idea Development Report Is Ready",
    subtitle:
      "We've shaped your answers into a development report: where your concept shines and what to build next.",
  },
};

/** product.md §2: heading by stage (script, deck, otherwise idea), each with its own subtitle. */
export function ReviewHeading({ stage, projectTitle }: { stage: ProjectStage; projectTitle: string }) {
  const { title, subtitle } = HEADINGS[stage];
  return (
    <header className="flex flex-col gap-2 text-center">
      {projectTitle && (
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{projectTitle}</p>
      )}
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mx-auto max-w-2xl text-muted-foreground">{subtitle}</p>
    </header>
  );
}
