CREATE TABLE "seeker_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_seeker_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seeker_sessions" ADD CONSTRAINT "seeker_sessions_job_seeker_id_job_seekers_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seeker_sessions_token_hash_key" ON "seeker_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "seeker_sessions_job_seeker_idx" ON "seeker_sessions" USING btree ("job_seeker_id");