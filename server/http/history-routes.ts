import type { FastifyInstance } from "fastify";
import type { Database } from "../db/connect";
import { AppError } from "../errors";
import { deleteHistoryRecord } from "../history/delete-history-record";
import { listHistory } from "../history/list-history";

export interface HistoryRoutesOptions {
  db: Database;
}

/** History belongs to the session: one visitor can never list or delete another's records. */
export async function historyRoutes(app: FastifyInstance, { db }: HistoryRoutesOptions) {
  app.get("/api/history", async (request) => listHistory(db, request.sessionId));

  app.delete<{ Params: { id: string } }>("/api/history/:id", async (request, reply) => {
    const deleted = await deleteHistoryRecord(db, request.sessionId, request.params.id);
    if (!deleted)
      throw new AppError("not_found", "That project version was not found. It may already be deleted.");
    return reply.status(200).send({ deleted: true, id: request.params.id });
  });
}
