import type { FastifyInstance } from "fastify";
import type { HistoryRecord } from "../../domain/history";

export const PITCH =
  "A lighthouse keeper on a storm-battered island hides a drowned girl who came back to life from the town that wants her gone.";

export const VALID_ANALYZE = {
  pitchText: PITCH,
  genre: "Drama",
  analysisType: "creative",
  mode: "analyze",
  projectStage: "idea",
};

export function sessionIdOf(cookie: string): string {
  return cookie.split("=")[1]!.split(".")[0]!;
}

export async function postAnalyze(app: FastifyInstance, cookie: string, payload: unknown) {
  return app.inject({
    method: "POST",
    url: "/api/analyze",
    headers: { cookie, "content-type": "application/json" },
    payload: JSON.stringify(payload),
  });
}

export async function historyOf(app: FastifyInstance, cookie: string): Promise<HistoryRecord[]> {
  const response = await app.inject({ method: "GET", url: "/api/history", headers: { cookie } });
  return response.json();
}

/** The body of a paid generation (the $149 outline) for a project, as the review page sends it. */
export function generationBody(pitchText: string, projectId: string, projectStage = "idea") {
  return {
    pitchText,
    genre: "Drama",
    analysisType: "both",
    projectStage,
    projectId,
    promptAnswers: {},
    mode: "generate",
    generateDeckBuildout: true,
  };
}
