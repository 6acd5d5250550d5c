ALTER TABLE "leads" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_slot_start_idx" ON "leads" USING btree ("slot_start");