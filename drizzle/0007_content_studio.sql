CREATE TABLE "content_documents" (
	"path" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"draft" text,
	"publish_at" timestamp with time zone,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"body" text,
	"action" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_action_check" CHECK ("content_versions"."action" in ('seed', 'import', 'publish', 'restore', 'remove'))
);
--> statement-breakpoint
ALTER TABLE "operators" DROP CONSTRAINT "operators_role_check";--> statement-breakpoint
CREATE INDEX "content_versions_path_idx" ON "content_versions" USING btree ("path","id");--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_check" CHECK ("operators"."role" in ('owner', 'member', 'editor'));