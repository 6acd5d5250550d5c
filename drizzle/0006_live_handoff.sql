CREATE TABLE "darky_handoffs" (
	"guest_id" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'darky' NOT NULL,
	"operator_id" text,
	"operator_name" text,
	"locale" text DEFAULT 'es' NOT NULL,
	"reason" text,
	"misses" integer DEFAULT 0 NOT NULL,
	"waiting_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "darky_handoffs_state_check" CHECK ("darky_handoffs"."state" in ('darky', 'waiting', 'person', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "chat_events" DROP CONSTRAINT "chat_events_by_check";--> statement-breakpoint
ALTER TABLE "chat_events" ADD COLUMN "operator_name" text;--> statement-breakpoint
ALTER TABLE "darky_handoffs" ADD CONSTRAINT "darky_handoffs_guest_id_chat_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."chat_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "darky_handoffs_state_idx" ON "darky_handoffs" USING btree ("state","waiting_since");--> statement-breakpoint
ALTER TABLE "chat_events" ADD CONSTRAINT "chat_events_by_check" CHECK ("chat_events"."by" in ('user', 'bot', 'operator'));