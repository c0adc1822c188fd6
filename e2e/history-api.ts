/** Real records for the dashboard tests: POST /api/analyze through the page's own session. */
import { expect, type Page } from "@playwright/test";
import type { AnalysisResult } from "../domain/analysis";
import type { HistoryRecord } from "../domain/history";
import type { ProjectStage } from "../domain/stages";

export const DECK_PITCH = `THE LAST LIGHTHOUSE - a limited drama series for a premium streamer.
Logline: When a reclusive lighthouse keeper finds a drowned girl alive on his rocks, he must hide her from the
island town that wants her gone before the storm season ends. Elias Marr, 58, a former navy diver, has not spoken
to anyone in ten years. The harbour master knows what Elias did the night his crew drowned.
Tone: windswept, tender, eerie, hopeful. It is The Banshees of Inisherin meets The Shape of Water.
Audience: adults 25-54 who love prestige folk-horror and character dramas. Why now: coastal towns are emptying
as the fishing industry collapses. Team: director Aoife Byrne, writer Sam Keane, producer Niamh Doyle.`;

export const IDEA_PITCH = `Night Shift is a workplace comedy about the overnight crew of a 24-hour laundromat in Cleveland.
Dana, 34, a failed stand-up comic, takes the job to pay off her debts and discovers her coworkers are running a
secret talent agency for the strange customers who come in after midnight. Think Superstore meets Barry.`;

export const SCRIPT_TEXT = `EXT. LIGHTHOUSE ROCKS - DAWN

Waves break over black rock. ELIAS MARR (58), soaked, drags a GIRL (12) out of the surf.

                    ELIAS
          Breathe. Come on. Breathe.

She coughs up seawater and opens her eyes.

INT. LIGHTHOUSE - KITCHEN - DAY

Elias wraps the girl in a blanket. A knock at the door. The HARBOUR MASTER (60s) waits outside.

                    HARBOUR MASTER
          The whole town saw the light go out last night, Elias.

                    ELIAS
          Storm took the lamp. I fixed it.

The girl hides under the table, watching him lie.`;

interface AnalyzeInput {
  pitchText: string;
  projectStage: ProjectStage;
  projectTitle: string;
  projectId: string;
  genre?: string | null;
  mode?: "analyze" | "generate";
}

export async function analyze(page: Page, input: AnalyzeInput): Promise<AnalysisResult> {
  const mode = input.mode ?? "analyze";
  const response = await page.request.post("/api/analyze", {
    data: {
      ...input,
      genre: input.genre ?? null,
      mode,
      analysisType: mode === "generate" || input.projectStage === "deck" ? "both" : "creative",
      ...(mode === "generate" ? { generateDeckBuildout: true, promptAnswers: {} } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

export async function listHistory(page: Page): Promise<HistoryRecord[]> {
  const response = await page.request.get("/api/history");
  expect(response.status()).toBe(200);
  return response.json();
}
