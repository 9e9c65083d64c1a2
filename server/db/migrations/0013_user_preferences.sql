ALTER TABLE "job_seekers" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digits" text DEFAULT 'devanagari' NOT NULL;--> statement-breakpoint
-- Custom SQL (keep when squashing): the session cache (server/services/session-cache.ts) carries the account's
-- language and digits, so a change of either is heard like an email change.
CREATE TRIGGER users_locale_changed AFTER UPDATE OF locale, digits ON users
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_ended();
