ALTER TABLE "media" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD COLUMN "experience" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD COLUMN "education" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD COLUMN "photo_media_id" uuid;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD COLUMN "resume_id" uuid;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD COLUMN "profile_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "job_seeker_id" uuid;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD CONSTRAINT "job_seekers_photo_media_id_media_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD CONSTRAINT "job_seekers_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_job_seeker_id_job_seekers_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_job_seeker_idx" ON "media" USING btree ("job_seeker_id");--> statement-breakpoint
-- Profiles written before this were the job seekers' own, by applying; their last résumé is the profile's.
UPDATE "job_seekers" SET "profile_updated_at" = "updated_at" WHERE "deleted_at" IS NULL;--> statement-breakpoint
UPDATE "job_seekers" s SET "resume_id" = (SELECT r."id" FROM "resumes" r WHERE r."job_seeker_id" = s."id" ORDER BY r."created_at" DESC LIMIT 1);
