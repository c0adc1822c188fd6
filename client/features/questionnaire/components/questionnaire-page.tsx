import { ArrowLeft, ArrowRight, Loader2, Sparkles } from "lucide-react";
import { useRef } from "react";
import { useLocation } from "wouter";
import { progressStageLabel, QUESTIONNAIRE_STEPS, QUESTIONS } from "#domain/questionnaire";
import { InlineError } from "../../../components/inline-error";
import { LoadingPanel } from "../../../components/loading-panel";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { Progress } from "../../../components/ui/progress";
import { useQuestionnaire } from "../hooks/use-questionnaire";
import { GenreBar } from "./genre-bar";
import { QuestionField } from "./question-field";

export function QuestionnairePage() {
  const q = useQuestionnaire();
  const [, navigate] = useLocation();
  const moved = useRef(false);
  const question = QUESTIONS[q.step] ?? QUESTIONS[0]!;
  const number = q.step + 1;

  const back = () => {
    moved.current = true;
    if (q.step === 0) navigate("/pricing");
    else q.back();
  };
  const next = () => {
    moved.current = true;
    q.next();
  };
  const finalLabel = q.isEnhancing ? "Generate My Deck" : "Continue";
  const pendingLabel = q.isEnhancing ? "Generating Deck..." : "Analyzing...";

  return (
    <div className="mx-auto max-w-2xl px-4 pt-8 pb-16 sm:pt-12">
      <header className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Answer a few quick questions</h1>
        <p className="mt-3 text-muted-foreground">No file needed. We'll help shape your concept.</p>
        {q.isEnhancing && (
          <p className="mx-auto mt-3 flex max-w-lg items-start justify-center gap-2 text-sm text-secondary-foreground">
            <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />
            Your answers are added to your uploaded material to generate your complete deck.
          </p>
        )}
      </header>

      <div className="mt-8 grid gap-2">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="font-semibold text-primary" data-testid="progress-stage">
            {progressStageLabel(q.step)}
          </span>
          <span className="tabular-nums text-muted-foreground" data-testid="question-counter">
            {number} / {QUESTIONNAIRE_STEPS}
          </span>
        </div>
        <Progress value={(number / QUESTIONNAIRE_STEPS) * 100} aria-label="Questionnaire progress" />
      </div>

      <Card className="mt-6">
        <CardContent className="grid gap-6 p-5 sm:p-8">
          <p
            className="text-xs font-semibold tracking-wider text-muted-foreground uppercase"
            data-testid="question-section"
          >
            {question.section}
          </p>
          {q.isPending ? (
            <LoadingPanel
              phase={q.isEnhancing ? "generate" : "analyze"}
              stage={q.project.projectStage}
              step={q.analysisStep}
            />
          ) : (
            <QuestionField
              key={question.key}
              question={question}
              value={q.answers[question.key] ?? ""}
              onChange={(value) => q.setAnswer(question.key, value)}
              onSubmit={next}
              autoFocus={moved.current}
            />
          )}
          {!q.isPending && <InlineError failure={q.failure} testId="continue-error" />}
          <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
            <Button type="button" variant="outline" onClick={back} disabled={q.isPending}>
              <ArrowLeft aria-hidden />
              Back
            </Button>
            <Button type="button" onClick={next} disabled={q.isPending} className="sm:min-w-44">
              {q.isPending ? (
                <>
                  <Loader2 className="animate-spin" aria-hidden />
                  {pendingLabel}
                </>
              ) : (
                <>
                  {q.isLast ? finalLabel : "Next"}
                  <ArrowRight aria-hidden />
                </>
              )}
            </Button>
          </div>
        </CardContent>
      </Card>

      <div className="mt-6">
        <GenreBar
          genre={q.project.genre}
          onGenre={q.setGenre}
          canLoadTemplate={q.canLoadTemplate}
          templateFillsAnswers={q.templateFillsAnswers}
          onLoadTemplate={q.loadTemplate}
          disabled={q.isPending}
        />
      </div>
    </div>
  );
}
