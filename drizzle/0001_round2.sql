CREATE TABLE "darky_lead_dialogues" (
	"guest_id" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_scores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"game" text NOT NULL,
	"nickname" text NOT NULL,
	"score" integer NOT NULL,
	"ticks" integer NOT NULL,
	"locale" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_scores_score_check" CHECK ("game_scores"."score" >= 0),
	CONSTRAINT "game_scores_locale_check" CHECK ("game_scores"."locale" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"charge_id" text,
	"failure_code" text,
	"card_last4" text,
	"payer_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requires_3ds_at" timestamp with time zone,
	"succeeded_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_status_check" CHECK ("payment_attempts"."status" in ('created', 'requires_3ds', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"concept" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"client_name" text,
	"client_email" text,
	"note" text,
	"locale" text DEFAULT 'es' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"charging_attempt_id" uuid,
	"charging_until" timestamp with time zone,
	"receipt_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "payment_links_status_check" CHECK ("payment_links"."status" in ('open', 'paid', 'expired', 'cancelled')),
	CONSTRAINT "payment_links_currency_check" CHECK ("payment_links"."currency" in ('PEN', 'USD')),
	CONSTRAINT "payment_links_amount_check" CHECK ("payment_links"."amount_cents" between 100 and 10000000),
	CONSTRAINT "payment_links_locale_check" CHECK ("payment_links"."locale" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "payment_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notices_status_check" CHECK ("payment_notices"."status" in ('pending', 'delivered', 'dead'))
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_link_id_payment_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."payment_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notices" ADD CONSTRAINT "payment_notices_link_id_payment_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."payment_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "darky_lead_dialogues_started_at_idx" ON "darky_lead_dialogues" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_scores_run_id_idx" ON "game_scores" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "game_scores_board_idx" ON "game_scores" USING btree ("game","score","created_at");--> statement-breakpoint
CREATE INDEX "game_scores_created_at_idx" ON "game_scores" USING btree ("game","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_idempotency_key_idx" ON "payment_attempts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_success_idx" ON "payment_attempts" USING btree ("link_id") WHERE "payment_attempts"."status" = 'succeeded';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_charge_id_idx" ON "payment_attempts" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_link_idx" ON "payment_attempts" USING btree ("link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_code_idx" ON "payment_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_receipt_number_idx" ON "payment_links" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "payment_links_created_at_idx" ON "payment_links" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notices_link_channel_idx" ON "payment_notices" USING btree ("link_id","channel");--> statement-breakpoint
CREATE INDEX "payment_notices_due_idx" ON "payment_notices" USING btree ("status","next_attempt_at");