ALTER TABLE "entitlements" ADD COLUMN "generations_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "story_fingerprint" jsonb;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
CREATE INDEX "entitlements_payment_intent_idx" ON "entitlements" USING btree ("payment_intent_id");