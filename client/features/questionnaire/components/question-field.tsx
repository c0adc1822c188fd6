import { isNearCap, QUESTION_CAPS, type Question } from "#domain/questionnaire";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { cn } from "../../../lib/cn";

interface QuestionFieldProps {
  question: Question;
  value: string;
  onChange: (value: string) => void;
  /** Enter in a one-line answer, or Ctrl/Cmd+Enter in a long one, moves on. */
  onSubmit: () => void;
  /** Focus the answer when it appears after Back/Next (not on the first page load). */
  autoFocus: boolean;
}

export function QuestionField({ question, value, onChange, onSubmit, autoFocus }: QuestionFieldProps) {
  const cap = QUESTION_CAPS[question.key];
  const near = isNearCap(question.key, value);
  const id = `answer-${question.key}`;
  const shared = {
    id,
    value,
    maxLength: cap,
    placeholder: question.placeholder,
    "aria-describedby": `${id}-help ${id}-count`,
  };
  return (
    <div className="grid gap-3">
      <Label htmlFor={id} className="text-xl leading-snug font-semibold text-pretty sm:text-2xl">
        {question.label}
      </Label>
      <p id={`${id}-help`} className="text-sm text-muted-foreground">
        {question.help}
      </p>
      {question.multiline ? (
        <Textarea
          {...shared}
          rows={6}
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              onSubmit();
            }
          }}
        />
      ) : (
        <Input
          {...shared}
          autoFocus={autoFocus}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              onSubmit();
            }
          }}
        />
      )}
      <p
        id={`${id}-count`}
        data-testid="answer-counter"
        data-near-cap={near || undefined}
        className={cn(
          "justify-self-end text-xs tabular-nums",
          near ? "font-semibold text-destructive dark:text-red-400" : "text-muted-foreground",
        )}
      >
        {value.length} / {cap}
      </p>
    </div>
  );
}
