import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from "react";
import type { WizardState } from "../../../domain/project";
import { createWizardStore, type WizardStore } from "./wizard-store";

const WizardContext = createContext<WizardStore | null>(null);

function browserStorage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function WizardProvider({ children, store }: { children: ReactNode; store?: WizardStore }) {
  const [value] = useState(() => store ?? createWizardStore(browserStorage()));
  return <WizardContext.Provider value={value}>{children}</WizardContext.Provider>;
}

export function useWizardStore(): WizardStore {
  const store = useContext(WizardContext);
  if (!store) throw new Error("useWizardStore must be used inside WizardProvider");
  return store;
}

/** The wizard state, re-rendering on every change, plus the store's actions. */
export function useWizard(): WizardState & { store: WizardStore } {
  const store = useWizardStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, store };
}
