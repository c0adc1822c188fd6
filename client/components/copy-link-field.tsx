import { Check, Copy } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "./ui/button";
import { Input } from "./ui/input";

/** A link in a read-only field with a Copy button that says when it copied. */
export function CopyLinkField({ label, url, testId }: { label: string; url: string; testId?: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission: select the text so the writer can copy it by hand.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={url}
          data-testid={testId}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()} className="shrink-0">
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? "Link copied" : ""}
      </p>
    </div>
  );
}
