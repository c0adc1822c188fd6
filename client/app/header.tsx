import { LayoutDashboard, Moon, Sun } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../components/ui/button";
import { useRuntimeConfig } from "../lib/runtime-config";
import { useTheme } from "./theme";

export function Header() {
  const { theme, toggleTheme } = useTheme();
  const { productName } = useRuntimeConfig();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link
          href="/"
          className="flex items-center gap-2 text-lg font-bold tracking-tight"
          aria-label={`${productName} home`}
        >
          <img src="/favicon.svg" alt="" className="size-7" />
          <span>{productName}</span>
        </Link>
        <nav className="flex items-center gap-2">
          <Button asChild variant="ghost">
            <Link href="/dashboard">
              <LayoutDashboard aria-hidden />
              <span>Dashboard</span>
            </Link>
          </Button>
          <Button
            variant="outline"
            size="icon"
            onClick={toggleTheme}
            aria-label={theme === "light" ? "Switch to dark theme" : "Switch to light theme"}
            data-testid="theme-toggle"
          >
            {theme === "light" ? <Moon aria-hidden /> : <Sun aria-hidden />}
          </Button>
        </nav>
      </div>
    </header>
  );
}
