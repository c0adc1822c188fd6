import { useEffect } from "react";
import { genreTemplate } from "../../../../domain/genre-templates";
import { templateKeyForGenre } from "../../../../domain/genres";
import {
  buildCombinedText,
  capAnswer,
  hasEnoughQuestionnaireContent,
  type PromptAnswers,
  QUESTIONNAIRE_STEPS,
  type QuestionKey,
} from "../../../../domain/questionnaire";
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
  const answers = project.promptAnswers as PromptAnswers;
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
    if (!hasEnoughQuestionnaireContent(project.uploadedText, answers)) {
      toast({
        title: "Content Required",
        description: "Please provide more detailed responses to continue.",
        variant: "destructive",
      });
      return;
    }
    const pitchText = buildCombinedText(project.uploadedText, answers);
    const genre = project.genre || null;
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

  /** product.md §4 Load Template: the genre's template becomes the pitch text and is analysed at once. */
  const loadTemplate = () => {
    const key = templateKeyForGenre(project.genre);
    if (!key || analysis.isPending) return;
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
    canLoadTemplate: !!templateKeyForGenre(project.genre),
    setAnswer,
    setGenre: (genre: string) => store.updateProject({ genre }),
    back: () => goTo(step - 1),
    next: () => (isLast ? finish() : goTo(step + 1)),
    loadTemplate,
  };
}
