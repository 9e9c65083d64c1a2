DROP INDEX "jobs_company_created_idx";--> statement-breakpoint
DROP INDEX "jobs_public_published_idx";--> statement-breakpoint
DROP INDEX "jobs_public_district_idx";--> statement-breakpoint
DROP INDEX "jobs_public_province_idx";--> statement-breakpoint
DROP INDEX "jobs_public_category_idx";--> statement-breakpoint
CREATE INDEX "jobs_company_created_idx" ON "jobs" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_public_published_idx" ON "jobs" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deadline","province","district","category","employment_type","job_level","remote_allowed") WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_public_district_idx" ON "jobs" USING btree ("district","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deadline","province","category","employment_type","job_level","remote_allowed") WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_public_province_idx" ON "jobs" USING btree ("province","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deadline","district","category","employment_type","job_level","remote_allowed") WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_public_category_idx" ON "jobs" USING btree ("category","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deadline","province","district","employment_type","job_level","remote_allowed") WHERE "jobs"."status" = 'published';