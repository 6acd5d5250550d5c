CREATE TABLE "chat_guest_leads" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"guest_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guest_id" text NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "darky_custom_intents" (
	"locale" text NOT NULL,
	"intent" text NOT NULL,
	"answer" text NOT NULL,
	"label" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "darky_custom_intents_locale_check" CHECK ("darky_custom_intents"."locale" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "darky_training_examples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"intent" text NOT NULL,
	"utterance" text NOT NULL,
	"normalized" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "darky_training_examples_locale_check" CHECK ("darky_training_examples"."locale" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "darky_unanswered" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guest_id" text NOT NULL,
	"locale" text NOT NULL,
	"text" text NOT NULL,
	"normalized" text NOT NULL,
	"guessed_intent" text,
	"score" double precision NOT NULL,
	"outcome" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_intent" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "darky_unanswered_outcome_check" CHECK ("darky_unanswered"."outcome" in ('fallback', 'clarify', 'llm')),
	CONSTRAINT "darky_unanswered_status_check" CHECK ("darky_unanswered"."status" in ('open', 'assigned', 'dismissed')),
	CONSTRAINT "darky_unanswered_locale_check" CHECK ("darky_unanswered"."locale" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "lead_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"operator_id" text,
	"operator_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_status_changes_status_check" CHECK ("lead_status_changes"."status" in ('contacted', 'won', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "operator_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'member' NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_role_check" CHECK ("operators"."role" in ('owner', 'member'))
);
--> statement-breakpoint
ALTER TABLE "chat_events" ADD COLUMN "path" text;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_notices" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_guest_leads" ADD CONSTRAINT "chat_guest_leads_guest_id_chat_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."chat_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_page_views" ADD CONSTRAINT "chat_page_views_guest_id_chat_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."chat_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "darky_unanswered" ADD CONSTRAINT "darky_unanswered_guest_id_chat_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."chat_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD CONSTRAINT "lead_status_changes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_accounts" ADD CONSTRAINT "operator_accounts_user_id_operators_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_user_id_operators_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_guest_leads_guest_id_idx" ON "chat_guest_leads" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "chat_page_views_guest_id_idx" ON "chat_page_views" USING btree ("guest_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "darky_custom_intents_pk" ON "darky_custom_intents" USING btree ("locale","intent");--> statement-breakpoint
CREATE UNIQUE INDEX "darky_training_examples_utterance_idx" ON "darky_training_examples" USING btree ("locale","normalized");--> statement-breakpoint
CREATE INDEX "darky_unanswered_status_idx" ON "darky_unanswered" USING btree ("status","locale","created_at");--> statement-breakpoint
CREATE INDEX "darky_unanswered_created_at_idx" ON "darky_unanswered" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lead_status_changes_lead_idx" ON "lead_status_changes" USING btree ("lead_id","id");--> statement-breakpoint
CREATE INDEX "operator_accounts_user_idx" ON "operator_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "operator_audit_log_created_at_idx" ON "operator_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operator_audit_log_target_idx" ON "operator_audit_log" USING btree ("target");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_sessions_token_idx" ON "operator_sessions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "operator_sessions_user_idx" ON "operator_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email_idx" ON "operators" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_slot_start_idx" ON "leads" USING btree ("slot_start");