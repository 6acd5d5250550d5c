CREATE TABLE "chat_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guest_id" text NOT NULL,
	"by" text NOT NULL,
	"message" text NOT NULL,
	"action" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_events_by_check" CHECK ("chat_events"."by" in ('user', 'bot'))
);
--> statement-breakpoint
CREATE TABLE "chat_guests" (
	"id" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"last_seen_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "lead_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_deliveries_status_check" CHECK ("lead_deliveries"."status" in ('pending', 'delivered', 'dead'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"form_kind" text NOT NULL,
	"locale" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"phone" text NOT NULL,
	"service" text,
	"source" text,
	"message" text,
	"page" text,
	"referrer" text,
	"utm" jsonb,
	"ip" text,
	"user_agent" text,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_locale_check" CHECK ("leads"."locale" in ('es', 'en'))
);
--> statement-breakpoint
ALTER TABLE "chat_events" ADD CONSTRAINT "chat_events_guest_id_chat_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."chat_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_events_guest_id_idx" ON "chat_events" USING btree ("guest_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_deliveries_lead_channel_idx" ON "lead_deliveries" USING btree ("lead_id","channel");--> statement-breakpoint
CREATE INDEX "lead_deliveries_due_idx" ON "lead_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_dedupe_key_idx" ON "leads" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");