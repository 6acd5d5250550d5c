CREATE TABLE "content_media" (
	"hash" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source_format" text NOT NULL,
	"source_bytes" integer NOT NULL,
	"alt_es" text NOT NULL,
	"alt_en" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_media_variants" (
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "content_media_variants_hash_width_format_pk" PRIMARY KEY("hash","width","format"),
	CONSTRAINT "content_media_variants_format_check" CHECK ("content_media_variants"."format" in ('avif', 'webp'))
);
--> statement-breakpoint
ALTER TABLE "content_media_variants" ADD CONSTRAINT "content_media_variants_hash_content_media_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."content_media"("hash") ON DELETE cascade ON UPDATE no action;