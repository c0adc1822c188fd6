import { useLocation } from "wouter";
import { type HistoryGroup, pickVersionToOpen } from "#domain/history";
import { projectFromHistory } from "#domain/history-project";
import { useWizardStore } from "../../../lib/wizard/wizard-context";

/** product.md §4 Return to Project: load the chosen version as the current project, then /review. */
export function useOpenProject() {
  const store = useWizardStore();
  const [, navigate] = useLocation();
  return (group: HistoryGroup) => {
    const record = pickVersionToOpen(group);
    const { currentProject, savedProjects } = store.getState();
    const known = record.projectId
      ? [currentProject, ...savedProjects].find((project) => project.id === record.projectId)
      : undefined;
    store.loadProject(projectFromHistory(record, group, known));
    navigate("/review");
  };
}
