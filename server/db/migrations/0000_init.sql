CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"amount_off_cents" integer NOT NULL,
	"active" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"session_id" text NOT NULL,
	"project_id" text NOT NULL,
	"tier" text NOT NULL,
	"source" text NOT NULL,
	"payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlements_session_id_project_id_tier_pk" PRIMARY KEY("session_id","project_id","tier")
);
--> statement-breakpoint
CREATE TABLE "history_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"project_id" text,
	"project_title" text,
	"pitch_text" text NOT NULL,
	"genre" text,
	"project_stage" text NOT NULL,
	"mode" text NOT NULL,
	"analysis_type" text NOT NULL,
	"overall_score" numeric(4, 1),
	"overall_summary" text NOT NULL,
	"categories" jsonb NOT NULL,
	"key_takeaways" jsonb NOT NULL,
	"deck_buildout" jsonb,
	"script_analysis" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"project_id" text NOT NULL,
	"tier" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"original_amount_cents" integer NOT NULL,
	"coupon_code" text,
	"status" text NOT NULL,
	"client_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "history_records_session_idx" ON "history_records" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_intents_session_idx" ON "payment_intents" USING btree ("session_id");