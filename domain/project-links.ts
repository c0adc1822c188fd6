import { z } from "zod";
import { HistoryRecordSchema } from "./history";

/** A link's secret: 32 random bytes, base64url (43 characters); unguessable. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** /recover#<token>: the token stays in the fragment, so no server log or referrer ever holds it. */
export const RECOVER_PATH = "/recover";
export const SHARE_PATH = "/share";

export const RECOVERY_LINK_INVALID_MESSAGE =
  "This link to open your projects does not work any more: it was replaced or turned off. Make a new one on the device that has your projects.";
export const RECOVERY_TRIES_MESSAGE =
  "Too many tries with links to open projects from this address. Please wait ten minutes and try again.";
export const SHARE_LINK_NOT_FOUND_MESSAGE =
  "This shared report is not available. Its owner may have turned the link off.";
export const SHARE_VERSION_NOT_FOUND_MESSAGE = "That report version was not found, so it cannot be shared.";

export const RecoveryLinkSchema = z.object({ token: z.string(), createdAt: z.string() });
export type RecoveryLink = z.infer<typeof RecoveryLinkSchema>;

export const CreateRecoveryLinkRequestSchema = z.object({ replace: z.boolean().optional() });
export const OpenRecoveryLinkRequestSchema = z.object({ token: z.string().max(200) });
export interface OpenRecoveryLinkResponse {
  opened: true;
  /** Versions this browser now sees (its own earlier ones included). */
  versions: number;
}

export const ShareLinkSchema = z.object({ token: z.string(), historyId: z.string(), createdAt: z.string() });
export type ShareLink = z.infer<typeof ShareLinkSchema>;
export const CreateShareLinkRequestSchema = z.object({ historyId: z.string().uuid() });

/** One report version as a share link shows it: no material, no ids, nothing to pay or edit. */
export const SharedReportSchema = HistoryRecordSchema.pick({
  projectTitle: true,
  genre: true,
  projectStage: true,
  mode: true,
  overallScore: true,
  overallSummary: true,
  categories: true,
  keyTakeaways: true,
  deckBuildout: true,
  scriptAnalysis: true,
  createdAt: true,
});
export type SharedReport = z.infer<typeof SharedReportSchema>;

export const recoverUrl = (origin: string, token: string) => `${origin}${RECOVER_PATH}#${token}`;
export const shareUrl = (origin: string, token: string) => `${origin}${SHARE_PATH}/${token}`;
