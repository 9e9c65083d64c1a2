CREATE SEQUENCE "public"."job_seekers_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "application_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"job_seeker_id" uuid NOT NULL,
	"cover_letter" text DEFAULT '' NOT NULL,
	"resume_id" uuid,
	"status" text DEFAULT 'applied' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_seekers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"province" text NOT NULL,
	"district" text NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"skill_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"education_level" text NOT NULL,
	"education_rank" smallint NOT NULL,
	"expected_salary_paisa" bigint,
	"open_to_work" boolean DEFAULT true NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"change_seq" bigint DEFAULT nextval('job_seekers_change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"category" text,
	"job_level" text,
	"employment_type" text,
	"vacancies" integer,
	"province" text,
	"district" text,
	"address" text DEFAULT '' NOT NULL,
	"remote_allowed" boolean DEFAULT false NOT NULL,
	"salary_min_paisa" bigint,
	"salary_max_paisa" bigint,
	"salary_negotiable" boolean DEFAULT false NOT NULL,
	"show_salary" boolean DEFAULT true NOT NULL,
	"experience_min_years" integer,
	"education_level" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"deadline" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"views_count" integer DEFAULT 0 NOT NULL,
	"applications_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_seeker_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_applicants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_seeker_id" uuid NOT NULL,
	"job_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swipe_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key" uuid NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"job_seeker_id" uuid NOT NULL,
	"job_id" uuid,
	"application_id" uuid,
	"saved_id" uuid,
	"changed" boolean DEFAULT false NOT NULL,
	"status" text,
	"reason" text,
	"undoes_key" uuid,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_seeker_id_job_seekers_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_job_seeker_id_job_seekers_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_applicants" ADD CONSTRAINT "saved_applicants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_applicants" ADD CONSTRAINT "saved_applicants_job_seeker_id_job_seekers_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_applicants" ADD CONSTRAINT "saved_applicants_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_decisions" ADD CONSTRAINT "swipe_decisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_decisions" ADD CONSTRAINT "swipe_decisions_job_seeker_id_job_seekers_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_decisions" ADD CONSTRAINT "swipe_decisions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipe_decisions" ADD CONSTRAINT "swipe_decisions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_seeker_key" ON "applications" USING btree ("job_id","job_seeker_id");--> statement-breakpoint
CREATE INDEX "applications_company_created_idx" ON "applications" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_company_status_idx" ON "applications" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "applications_job_status_created_idx" ON "applications" USING btree ("job_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_job_seeker_idx" ON "applications" USING btree ("job_seeker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_seekers_email_key" ON "job_seekers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "job_seekers_change_seq_idx" ON "job_seekers" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "jobs_company_created_idx" ON "jobs" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_company_status_deadline_idx" ON "jobs" USING btree ("company_id","status","deadline");--> statement-breakpoint
CREATE INDEX "jobs_public_published_idx" ON "jobs" USING btree ("published_at" DESC NULLS LAST) WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_public_district_idx" ON "jobs" USING btree ("district","published_at" DESC NULLS LAST) WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_public_province_idx" ON "jobs" USING btree ("province","published_at" DESC NULLS LAST) WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_public_category_idx" ON "jobs" USING btree ("category","published_at" DESC NULLS LAST) WHERE "jobs"."status" = 'published';--> statement-breakpoint
CREATE INDEX "resumes_job_seeker_idx" ON "resumes" USING btree ("job_seeker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_applicants_company_seeker_key" ON "saved_applicants" USING btree ("company_id","job_seeker_id");--> statement-breakpoint
CREATE INDEX "saved_applicants_company_created_idx" ON "saved_applicants" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "swipe_decisions_company_key" ON "swipe_decisions" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "swipe_decisions_deck_idx" ON "swipe_decisions" USING btree ("company_id","mode","job_id","job_seeker_id");--> statement-breakpoint
-- Written by hand below (drizzle-kit does not model functions, triggers or expression indexes).
-- JavaScript's Math.round (halves go up) for the match score; Postgres's round(float8) sends halves to even.
CREATE FUNCTION js_round(x float8) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (CASE WHEN x - floor(x) >= 0.5 THEN ceil(x) ELSE floor(x) END)::integer $$;--> statement-breakpoint
-- The words public job search looks in ('simple': no stemming, so Nepali place names match as typed).
CREATE FUNCTION job_search_document(title text, skills text[], category text, district text, province text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || coalesce(array_to_string(skills, ' '), '')
    || ' ' || coalesce(category, '') || ' ' || coalesce(district, '') || ' ' || coalesce(province, '')) $$;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin (job_search_document("title", "skills", "category", "district", "province"));--> statement-breakpoint
-- Every change to a job seeker gets a new change_seq, so the candidate index can fetch just what changed.
CREATE FUNCTION job_seekers_touch_change_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('job_seekers_change_seq');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER job_seekers_change_seq BEFORE UPDATE ON job_seekers
  FOR EACH ROW EXECUTE FUNCTION job_seekers_touch_change_seq();
