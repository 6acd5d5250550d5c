CREATE TABLE "lead_work" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text,
	"call_back_on" date,
	"merged_into" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(first_name || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(message, ''), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC')) || ' ' || regexp_replace(phone, '\D', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "lead_work" ADD CONSTRAINT "lead_work_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_work" ADD CONSTRAINT "lead_work_owner_id_operators_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_work" ADD CONSTRAINT "lead_work_merged_into_leads_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_work_owner_idx" ON "lead_work" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "lead_work_call_back_idx" ON "lead_work" USING btree ("call_back_on");