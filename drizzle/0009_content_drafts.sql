CREATE TABLE "content_drafts" (
	"collection" text NOT NULL,
	"key" text NOT NULL,
	"entry_values" text,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"schedule_problem" text,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_collection_key_pk" PRIMARY KEY("collection","key")
);
--> statement-breakpoint
ALTER TABLE "content_documents" DROP COLUMN "draft";--> statement-breakpoint
ALTER TABLE "content_documents" DROP COLUMN "publish_at";