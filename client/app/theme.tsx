import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { DEFAULT_THEME, STORAGE_KEYS, type Theme } from "../../domain/constants";
import { readStorage, writeStorage } from "../lib/storage";

interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
}
const ThemeContext = createContext<ThemeContextValue | null>(null);

function readTheme(): Theme {
  const stored = readStorage(STORAGE_KEYS.theme);
  return stored === "dark" || stored === "light" ? stored : DEFAULT_THEME;
}

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

/** Light by default, stored under `theme`; public/theme-init.js applies it before the first paint. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(readTheme);
  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next: Theme = current === "light" ? "dark" : "light";
      writeStorage(STORAGE_KEYS.theme, next);
      applyTheme(next);
      return next;
    });
  }, []);
  return <ThemeContext.Provider value={{ theme, toggleTheme }}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside ThemeProvider");
  return value;
}
