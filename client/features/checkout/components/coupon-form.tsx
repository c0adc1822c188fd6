import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { BETA_COUPON } from "#domain/pricing";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

interface CouponFormProps {
  appliedCode: string | null;
  error: string | null;
  isBusy: boolean;
  onApply(code: string): void;
  onRemove(): void;
  onEdit(): void;
}

/**
 * product.md §5: uppercased as typed; Apply disabled when empty or busy; hidden once a coupon
 * applies, until the coupon is removed.
 */
export function CouponForm({ appliedCode, error, isBusy, onApply, onRemove, onEdit }: CouponFormProps) {
  const [code, setCode] = useState("");
  const inputId = useId();
  const errorId = useId();

  if (appliedCode) {
    return (
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3 rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          <p className="flex min-w-0 items-center gap-2">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden />
            <span>
              Coupon <span className="font-semibold">{appliedCode}</span> applied
            </span>
          </p>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto shrink-0 p-0 text-secondary-foreground"
            onClick={() => {
              setCode("");
              onRemove();
            }}
            disabled={isBusy}
          >
            {isBusy ? "Removing..." : "Remove coupon"}
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(code);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-t pt-4" noValidate>
      <Label htmlFor={inputId}>Have a coupon code?</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            if (error) onEdit();
          }}
          placeholder={`e.g. ${BETA_COUPON.code}`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="uppercase placeholder:normal-case"
        />
        <Button type="submit" variant="outline" disabled={!code || isBusy}>
          {isBusy ? "Applying..." : "Apply"}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
