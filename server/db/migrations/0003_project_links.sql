CREATE TABLE "recovery_links" (
	"token" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"token" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"history_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "recovery_links_session_idx" ON "recovery_links" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "share_links_session_idx" ON "share_links" USING btree ("session_id","history_id");