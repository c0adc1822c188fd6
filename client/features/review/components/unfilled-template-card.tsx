import { PencilLine } from "lucide-react";
import { useLocation } from "wouter";
import type { PromptAnswers } from "#domain/questionnaire";
import { fillUnansweredFromTemplate } from "#domain/template-fill";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../../components/ui/card";
import { useWizard } from "../../../lib/wizard/wizard-context";

/**
 * A template analysed with its placeholders left is not scored: the review names what is left to
 * fill and takes the writer to the questionnaire, the template's parts written into its blank answers.
 */
export function UnfilledTemplateCard({
  placeholders,
  summary,
}: {
  placeholders: readonly string[];
  summary: string;
}) {
  const { currentProject: project, store } = useWizard();
  const [, navigate] = useLocation();
  const fillIn = () => {
    const answers = project.promptAnswers as PromptAnswers;
    const { answers: next } = fillUnansweredFromTemplate(answers, project.genre);
    store.updateProject({ promptAnswers: next, questionnaireStep: 0 });
    store.saveProject();
    navigate("/prompts");
  };
  return (
    <Card data-testid="unfilled-template">
      <CardHeader className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">Placeholders left to fill</h2>
        <p className="leading-relaxed">{summary}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-wrap gap-2" aria-label="Placeholders left to fill">
          {placeholders.map((placeholder) => (
            <li
              key={placeholder}
              className="max-w-full rounded-md border bg-muted px-2 py-1 text-sm break-words"
            >
              {placeholder}
            </li>
          ))}
        </ul>
        <div>
          <Button onClick={fillIn}>
            <PencilLine aria-hidden />
            Fill In the Questionnaire
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
