CREATE TABLE "darky_wait_notice_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notice_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "darky_wait_notice_deliveries_status_check" CHECK ("darky_wait_notice_deliveries"."status" in ('pending', 'delivered', 'dead'))
);
--> statement-breakpoint
CREATE TABLE "darky_wait_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guest_id" text NOT NULL,
	"waiting_since" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"path" text,
	"noticed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "darky_wait_notice_deliveries" ADD CONSTRAINT "darky_wait_notice_deliveries_notice_id_darky_wait_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."darky_wait_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "darky_wait_notices" ADD CONSTRAINT "darky_wait_notices_guest_id_chat_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."chat_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "darky_wait_notice_deliveries_channel_idx" ON "darky_wait_notice_deliveries" USING btree ("notice_id","channel");--> statement-breakpoint
CREATE INDEX "darky_wait_notice_deliveries_due_idx" ON "darky_wait_notice_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "darky_wait_notices_episode_idx" ON "darky_wait_notices" USING btree ("guest_id","waiting_since");