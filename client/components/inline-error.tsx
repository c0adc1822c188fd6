import { useCallback, useState } from "react";

/** An error's title and sentence, as its toast shows them. */
export interface InlineFailure {
  title: string;
  description: string;
}

/**
 * The error beside the control it concerns: it stays after its 5-second toast has gone, until the
 * visitor's next try clears it (product.md §8).
 */
export function InlineError({
  failure,
  testId = "inline-error",
}: {
  failure: InlineFailure | null;
  testId?: string;
}) {
  if (!failure) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      className="rounded-md border border-destructive/50 p-3 text-sm text-destructive break-words dark:text-red-300"
    >
      <strong className="font-semibold">{failure.title}:</strong> {failure.description}
    </p>
  );
}

/** The last failure of one action: `show` with its toast, `clear` when the action is tried again. */
export function useInlineFailure() {
  const [failure, setFailure] = useState<InlineFailure | null>(null);
  const clear = useCallback(() => setFailure(null), []);
  return { failure, show: setFailure, clear };
}
