import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Toaster } from "../components/ui/toaster";
import { createQueryClient } from "../lib/query-client";
import { WizardProvider } from "../lib/wizard/wizard-context";
import { Header } from "./header";
import { AppRoutes } from "./routes";
import { ThemeProvider } from "./theme";

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <WizardProvider>
          <div className="flex min-h-screen flex-col">
            <Header />
            <main className="flex-1">
              <AppRoutes />
            </main>
          </div>
          <Toaster />
        </WizardProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
