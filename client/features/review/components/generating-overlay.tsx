import { Loader2 } from "lucide-react";

/** product.md §2: the loading overlay while the deck build-out is generated. */
export function GeneratingOverlay() {
  return (
    <div
      className="fixed inset-0 z-[60] flex items-center justify-center bg-background/85 p-4 backdrop-blur-sm"
      role="status"
      aria-live="polite"
      data-testid="generating-overlay"
    >
      <div className="flex max-w-sm flex-col items-center gap-4 rounded-lg border bg-card p-8 text-center shadow-xl">
        <Loader2 aria-hidden className="size-10 animate-spin text-primary" />
        <p className="text-lg font-semibold">Generating your complete deck buildout...</p>
        <p className="text-sm text-muted-foreground">
          This may take a minute or two. Please keep this page open.
        </p>
      </div>
    </div>
  );
}
