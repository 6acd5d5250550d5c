CREATE TABLE "darky_conversation_states" (
	"guest_id" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "darky_conversation_states" ADD CONSTRAINT "darky_conversation_states_guest_id_chat_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."chat_guests"("id") ON DELETE cascade ON UPDATE no action;