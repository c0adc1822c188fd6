import type { FastifyInstance } from "fastify";
import {
  CreateRecoveryLinkRequestSchema,
  CreateShareLinkRequestSchema,
  OpenRecoveryLinkRequestSchema,
  type OpenRecoveryLinkResponse,
  RECOVERY_LINK_INVALID_MESSAGE,
  RECOVERY_TRIES_MESSAGE,
  SHARE_LINK_NOT_FOUND_MESSAGE,
  SHARE_VERSION_NOT_FOUND_MESSAGE,
} from "../../domain/project-links";
import type { Database } from "../db/connect";
import { AppError } from "../errors";
import {
  currentRecoveryLink,
  ensureRecoveryLink,
  moveSessionInto,
  recoveryLinkOwner,
  revokeRecoveryLinks,
} from "../links/recovery-links";
import { ensureShareLink, listShareLinks, readSharedReport, revokeShareLink } from "../links/share-links";
import { parseRequestBody } from "./parse-request-body";
import { retryAfterSeconds } from "./rate-limits";
import { adoptSession } from "./session";

/** Tries at opening a recovery link, per address, in RECOVERY_TRIES_WINDOW_MS. */
export const RECOVERY_TRIES_PER_WINDOW = 20;
const RECOVERY_TRIES_WINDOW_MS = 10 * 60 * 1000;
const SMALL_BODY = { bodyLimit: 4 * 1024 };

export interface LinkRoutesOptions {
  db: Database;
}

/** Recovery links (projects on another device) and read-only share links to one report version. */
export async function linkRoutes(app: FastifyInstance, { db }: LinkRoutesOptions) {
  app.get("/api/recovery-link", async (request) => ({
    link: await currentRecoveryLink(db, request.sessionId),
  }));

  app.post("/api/recovery-link", SMALL_BODY, async (request) => {
    const { replace } = parseRequestBody(CreateRecoveryLinkRequestSchema, request.body ?? {}, {
      subject: "the link request",
    });
    return ensureRecoveryLink(db, request.sessionId, { replace });
  });

  app.delete("/api/recovery-link", async (request) => {
    await revokeRecoveryLinks(db, request.sessionId);
    return { revoked: true };
  });

  const checkTries = app.createRateLimit({
    max: RECOVERY_TRIES_PER_WINDOW,
    timeWindow: RECOVERY_TRIES_WINDOW_MS,
    keyGenerator: (request) => `recovery:${request.ip}`,
  });
  app.post("/api/recovery-link/open", SMALL_BODY, async (request, reply) => {
    const tries = await checkTries(request);
    if (!tries.isAllowed && tries.isExceeded) {
      reply.header("retry-after", retryAfterSeconds(tries.ttl));
      throw new AppError("rate_limited", RECOVERY_TRIES_MESSAGE);
    }
    const { token } = parseRequestBody(OpenRecoveryLinkRequestSchema, request.body, {
      subject: "the link",
      fields: { token: RECOVERY_LINK_INVALID_MESSAGE },
    });
    const owner = await recoveryLinkOwner(db, token);
    if (!owner) throw new AppError("not_found", RECOVERY_LINK_INVALID_MESSAGE);
    const versions = await moveSessionInto(db, request.sessionId, owner);
    adoptSession(request, reply, owner);
    const answer: OpenRecoveryLinkResponse = { opened: true, versions };
    return answer;
  });

  app.get("/api/share-links", async (request) => ({ links: await listShareLinks(db, request.sessionId) }));

  app.post("/api/share-links", SMALL_BODY, async (request) => {
    const { historyId } = parseRequestBody(CreateShareLinkRequestSchema, request.body, {
      subject: "the share request",
      fields: { historyId: SHARE_VERSION_NOT_FOUND_MESSAGE },
    });
    const link = await ensureShareLink(db, request.sessionId, historyId);
    if (!link) throw new AppError("not_found", SHARE_VERSION_NOT_FOUND_MESSAGE);
    return link;
  });

  app.delete<{ Params: { token: string } }>("/api/share-links/:token", async (request) => {
    if (!(await revokeShareLink(db, request.sessionId, request.params.token)))
      throw new AppError("not_found", SHARE_LINK_NOT_FOUND_MESSAGE);
    return { revoked: true };
  });

  app.get<{ Params: { token: string } }>("/api/shared/:token", async (request, reply) => {
    const report = await readSharedReport(db, request.params.token);
    if (!report) throw new AppError("not_found", SHARE_LINK_NOT_FOUND_MESSAGE);
    // Whoever holds the link reads it; no cache keeps it after it is turned off.
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
    return report;
  });
}
