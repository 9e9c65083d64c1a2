CREATE TABLE "media_variants" (
	"media_id" uuid NOT NULL,
	"size" text NOT NULL,
	"format" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_variants_media_id_size_format_pk" PRIMARY KEY("media_id","size","format")
);
--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "size" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "sha256" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;