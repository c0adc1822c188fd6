import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { Category, ScriptAnalysis } from "../../domain/analysis";
import type { DeckBuildout } from "../../domain/deck-buildout";
import type { StoryFingerprint } from "../../domain/story-fingerprint";

/** One analysis version of a project (product.md §3 history record), owned by one session. */
export const historyRecords = pgTable(
  "history_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id").notNull(),
    projectId: text("project_id"),
    projectTitle: text("project_title"),
    pitchText: text("pitch_text").notNull(),
    genre: text("genre"),
    projectStage: text("project_stage").notNull(),
    mode: text("mode").notNull(),
    analysisType: text("analysis_type").notNull(),
    overallScore: numeric("overall_score", { precision: 4, scale: 1 }),
    overallSummary: text("overall_summary").notNull(),
    categories: jsonb("categories").$type<Category[]>().notNull(),
    keyTakeaways: jsonb("key_takeaways").$type<string[]>().notNull(),
    deckBuildout: jsonb("deck_buildout").$type<DeckBuildout | null>(),
    scriptAnalysis: jsonb("script_analysis").$type<ScriptAnalysis | null>(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("history_records_session_idx").on(table.sessionId, table.createdAt)],
);

/** Coupons live on the server (seeded with BETAOCT2025). */
export const coupons = pgTable("coupons", {
  code: text("code").primaryKey(),
  amountOffCents: integer("amount_off_cents").notNull(),
  active: integer("active").notNull().default(1),
});

/** Payment intents created through either provider, with what the server promised. */
export const paymentIntents = pgTable(
  "payment_intents",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    sessionId: text("session_id").notNull(),
    projectId: text("project_id").notNull(),
    tier: text("tier").notNull(),
    amountCents: integer("amount_cents").notNull(),
    originalAmountCents: integer("original_amount_cents").notNull(),
    couponCode: text("coupon_code"),
    status: text("status").notNull(),
    clientSecret: text("client_secret"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("payment_intents_session_idx").on(table.sessionId)],
);

/**
 * What a session has paid for, per project. Written once per (session, project, tier). A tier149
 * purchase counts its outline generations and keeps the story it first generated; a refund or
 * dispute revokes it.
 */
export const entitlements = pgTable(
  "entitlements",
  {
    sessionId: text("session_id").notNull(),
    projectId: text("project_id").notNull(),
    tier: text("tier").notNull(),
    source: text("source").notNull(),
    paymentIntentId: text("payment_intent_id"),
    generationsUsed: integer("generations_used").notNull().default(0),
    storyFingerprint: jsonb("story_fingerprint").$type<StoryFingerprint | null>(),
    /** Generations under way: counted in generationsUsed only once stored; a killed one's lease runs out. */
    generationsLeased: integer("generations_leased").notNull().default(0),
    leaseStory: jsonb("lease_story").$type<StoryFingerprint | null>(),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true, mode: "date" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    revokedReason: text("revoked_reason"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.projectId, table.tier] }),
    index("entitlements_payment_intent_idx").on(table.paymentIntentId),
  ],
);

/**
 * "Open your projects on another device": a secret link that binds another browser to the session
 * that made it. One live link per session; replacing it revokes the old one.
 */
export const recoveryLinks = pgTable(
  "recovery_links",
  {
    token: text("token").primaryKey(),
    sessionId: text("session_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("recovery_links_session_idx").on(table.sessionId)],
);

/** A read-only link to one report version, for anyone who has it, until its owner revokes it. */
export const shareLinks = pgTable(
  "share_links",
  {
    token: text("token").primaryKey(),
    sessionId: text("session_id").notNull(),
    historyId: uuid("history_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("share_links_session_idx").on(table.sessionId, table.historyId)],
);

/**
 * Rate-limit windows shared by every instance on one PostgreSQL (decision 019): one row per key
 * (route and session, or address), counted with an atomic upsert. Unused on embedded PGlite.
 */
export const rateLimitWindows = pgTable("rate_limit_windows", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetsAt: timestamp("resets_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * Uploads being read, on any instance (decision 019): the per-visitor and per-address caps count
 * these rows. A row is deleted when its reading ends, and lapses at `expires_at` if its server dies.
 */
export const uploadAdmissions = pgTable(
  "upload_admissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id").notNull(),
    address: text("address").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    index("upload_admissions_session_idx").on(table.sessionId),
    index("upload_admissions_address_idx").on(table.address),
  ],
);
