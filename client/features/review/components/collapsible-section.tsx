import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "../../../components/ui/collapsible";

interface CollapsibleSectionProps {
  title: ReactNode;
  defaultOpen?: boolean;
  headingLevel?: "h2" | "h3";
  children: ReactNode;
  testId?: string;
}

/** A titled block whose body opens and closes; the title is a real button inside a heading. */
export function CollapsibleSection({
  title,
  defaultOpen = false,
  headingLevel: Heading = "h3",
  children,
  testId,
}: CollapsibleSectionProps) {
  return (
    <Collapsible defaultOpen={defaultOpen} className="rounded-lg border bg-card" data-testid={testId}>
      <Heading className="text-lg font-semibold">
        <CollapsibleTrigger className="group flex w-full cursor-pointer items-center justify-between gap-3 rounded-lg px-5 py-4 text-left hover:bg-muted/60">
          <span>{title}</span>
          <ChevronDown
            aria-hidden
            className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
          />
        </CollapsibleTrigger>
      </Heading>
      <CollapsibleContent className="px-5 pb-5">{children}</CollapsibleContent>
    </Collapsible>
  );
}
