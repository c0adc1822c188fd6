import { useLocation } from "wouter";
import type { HistoryGroup, HistoryRecord } from "#domain/history";
import { projectFromHistory } from "#domain/history-project";
import { useWizardStore } from "../../../lib/wizard/wizard-context";

/** Opens one chosen version of a project (any of them, not only the one Return to Project picks). */
export function useOpenVersion() {
  const store = useWizardStore();
  const [, navigate] = useLocation();
  return (group: HistoryGroup, record: HistoryRecord) => {
    const { currentProject, savedProjects } = store.getState();
    const known = record.projectId
      ? [currentProject, ...savedProjects].find((project) => project.id === record.projectId)
      : undefined;
    store.loadProject(projectFromHistory(record, group, known));
    navigate("/review");
  };
}
