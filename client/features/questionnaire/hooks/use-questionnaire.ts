import { useEffect } from "react";
import { genreTemplate } from "#domain/genre-templates";
import { templateKeyForGenre } from "#domain/genres";
import {
  buildCombinedText,
  capAnswer,
  hasEnoughQuestionnaireContent,
  type PromptAnswers,
  QUESTIONNAIRE_STEPS,
  type QuestionKey,
} from "#domain/questionnaire";
import { fillUnansweredFromTemplate, templateFillsAnswers } from "#domain/template-fill";
import { useInlineFailure } from "../../../components/inline-error";
import { toast } from "../../../hooks/use-toast";
import { useRunAnalysis } from "../../../lib/analysis/use-run-analysis";
import { useWizard } from "../../../lib/wizard/wizard-context";

/**
 * The questionnaire's state lives in the wizard project (answers and the current step), so a
 * reload or a failed request resumes exactly where the user was.
 */
export function useQuestionnaire() {
  const { currentProject: project, store } = useWizard();
  const analysis = useRunAnalysis();
  const invalid = useInlineFailure();
  const stored = project.promptAnswers as PromptAnswers;
  // It starts with what the user already gave: the project's title answers the first question
  // until the user writes (or clears) an answer of their own.
  const answers: PromptAnswers =
    stored.projectTitle === undefined && project.title.trim()
      ? { projectTitle: project.title, ...stored }
      : stored;
  const step = Math.min(Math.max(project.questionnaireStep ?? 0, 0), QUESTIONNAIRE_STEPS - 1);
  const isEnhancing = project.enhanceWithPrompts === true;
  const isLast = step === QUESTIONNAIRE_STEPS - 1;

  useEffect(() => {
    // Opened directly: with no file and no path chosen, this is the idea path.
    if (!store.getState().currentProject.projectStage) store.setStage("idea");
  }, [store]);

  const setAnswer = (key: QuestionKey, value: string) => {
    const capped = capAnswer(key, value);
    store.setPromptAnswer(key, capped);
    if (key === "projectTitle") store.updateProject({ title: capped });
  };
  const goTo = (next: number) => store.updateProject({ questionnaireStep: next });

  const finish = () => {
    if (analysis.isPending) return;
    invalid.clear();
    if (!hasEnoughQuestionnaireContent(project.uploadedText, answers)) {
      const failure = {
        title: "Content Required",
        description: "Please provide more detailed responses to continue.",
      };
      invalid.show(failure);
      toast({ ...failure, variant: "destructive" });
      return;
    }
    const pitchText = buildCombinedText(project.uploadedText, answers);
    const genre = project.genre || null;
    // What is sent is what is kept, the title it started with included, whatever the answer.
    if (answers !== stored) store.updateProject({ promptAnswers: answers });
    if (isEnhancing) {
      void analysis.run({
        pitchText,
        genre,
        analysisType: "both",
        promptAnswers: answers as Record<string, string>,
        mode: "generate",
        generateDeckBuildout: true,
      });
      return;
    }
    store.updateProject({ pitchText });
    void analysis.run({ pitchText, genre, analysisType: "creative", mode: "analyze" });
  };

  const fillsAnswers = templateFillsAnswers(project);

  /** With its own material, the project keeps it and its report: the template fills blank answers. */
  const fillFromTemplate = () => {
    const { answers: next, filled } = fillUnansweredFromTemplate(answers, project.genre);
    store.updateProject({ promptAnswers: next });
    toast({
      title: "Template Loaded",
      description:
        filled.length > 0
          ? `The ${project.genre} template filled ${filled.length} unanswered questions. Replace the [bracketed] parts with your story.`
          : `Every question the ${project.genre} template covers already has your answer.`,
    });
  };

  /**
   * product.md §4 Load Template. The plain idea questionnaire: the genre's template becomes
   * the pitch text and is analysed at once. A script or deck (or an enhancement) fills instead.
   */
  const loadTemplate = () => {
    const key = templateKeyForGenre(project.genre);
    if (!key || analysis.isPending) return;
    invalid.clear();
    if (fillsAnswers) {
      fillFromTemplate();
      return;
    }
    const pitchText = genreTemplate(key);
    store.updateProject({ pitchText });
    toast({ title: "Template Loaded", description: `Analyzing the ${project.genre} template now.` });
    void analysis.run({ pitchText, genre: project.genre, analysisType: "creative", mode: "analyze" });
  };

  return {
    project,
    answers,
    step,
    isLast,
    isEnhancing,
    isPending: analysis.isPending,
    /** What the server reports it is doing with the analysis now. */
    analysisStep: analysis.step,
    /** The last refusal (too little content) or failed analysis, beside the buttons until the next try. */
    failure: invalid.failure ?? analysis.failure,
    canLoadTemplate: !!templateKeyForGenre(project.genre),
    templateFillsAnswers: fillsAnswers,
    setAnswer,
    setGenre: (genre: string) => store.updateProject({ genre }),
    back: () => goTo(step - 1),
    next: () => (isLast ? finish() : goTo(step + 1)),
    loadTemplate,
  };
}
