DROP INDEX "invoices_company_issued_idx";--> statement-breakpoint
DROP INDEX "applications_job_status_created_idx";--> statement-breakpoint
DROP INDEX "conversations_company_updated_idx";--> statement-breakpoint
DROP INDEX "messages_conversation_seq_idx";--> statement-breakpoint
DROP INDEX "saved_applicants_company_created_idx";--> statement-breakpoint
CREATE INDEX "invoices_company_number_idx" ON "invoices" USING btree ("company_id","number" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_job_status_created_idx" ON "applications" USING btree ("job_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_company_updated_idx" ON "conversations" USING btree ("company_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_conversation_seq_idx" ON "messages" USING btree ("conversation_id","seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_applicants_company_created_idx" ON "saved_applicants" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);