ALTER TABLE "entitlements" ADD COLUMN "generations_leased" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "lease_story" jsonb;--> statement-breakpoint
ALTER TABLE "entitlements" ADD COLUMN "lease_expires_at" timestamp with time zone;