// The one database schema, used with PGlite and with PostgreSQL alike.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, bigint, boolean, customType, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

import type { SeekerEducation, SeekerExperience } from '../../src/domain/seeker-profile';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

/** An account. E-mail is stored lower-cased; the company name lives on `companies`. */
export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  userType: text('user_type').notNull().default('employer'),
  profilePictureId: uuid('profile_picture_id'),
  /** The language the account chose (docs/i18n.md); null: never chosen, the request's Accept-Language decides. */
  locale: text('locale').$type<'en' | 'ne'>(),
  /** How numbers are written in Nepali: 'devanagari' or 'latin'. */
  digits: text('digits').$type<'devanagari' | 'latin'>().notNull().default('devanagari'),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
}, (t) => [uniqueIndex('users_email_key').on(t.email)]);

/** One company per employer account, with its HR contact. */
export const companies = pgTable('companies', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  industryType: text('industry_type').notNull(),
  description: text('description').notNull().default(''),
  website: text('website').notNull().default(''),
  address: text('address').notNull().default(''),
  logoId: uuid('logo_id'),
  contactName: text('contact_name').notNull().default(''),
  contactNumber: text('contact_number').notNull().default(''),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
}, (t) => [uniqueIndex('companies_user_id_key').on(t.userId)]);

/** A signed-in session; only the SHA-256 of the token is kept. */
export const sessions = pgTable('sessions', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  userAgent: text('user_agent').notNull().default(''),
  ip: text('ip').notNull().default(''),
  createdAt: time('created_at').notNull(),
  lastUsedAt: time('last_used_at').notNull(),
}, (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)]);

/** One-time codes sent by e-mail; the code itself is kept only as a keyed hash. */
export const otps = pgTable('otps', {
  id: id(),
  email: text('email').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  createdAt: time('created_at').notNull(),
  expiresAt: time('expires_at').notNull(),
  verifiedAt: time('verified_at'),
  consumedAt: time('consumed_at'),
}, (t) => [index('otps_email_purpose_idx').on(t.email, t.purpose, t.createdAt)]);

/** Failed logins, for the lockout window. */
export const loginFailures = pgTable('login_failures', {
  id: id(),
  email: text('email').notNull(),
  ip: text('ip').notNull(),
  at: time('at').notNull(),
}, (t) => [index('login_failures_email_idx').on(t.email, t.at), index('login_failures_ip_idx').on(t.ip, t.at)]);

/**
 * Hits on a public write in one fixed window, per limit and subject (docs/decisions.md "Rate limits"). The key is a
 * hash of the limit's name and the address or e-mail it counts, not the address itself; rows whose window
 * has passed are deleted.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: time('reset_at').notNull(),
}, (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)]);

/**
 * Uploaded images, served at /api/media/<id>.<ext> from their re-encoded variants. `ext` and `mime` name the
 * fallback format (PNG or JPEG). `bytes` (with `size` and `sha256`) is the original as uploaded, kept only by rows
 * stored before images were re-encoded, until their first request re-encodes them (docs/decisions.md Images).
 */
export const media = pgTable('media', {
  id: id(),
  /** The member who uploaded it; null for a job seeker's own photo, whose owner is `job_seeker_id`. */
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
  jobSeekerId: uuid('job_seeker_id').references((): AnyPgColumn => jobSeekers.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  mime: text('mime').notNull(),
  ext: text('ext').notNull(),
  size: integer('size'),
  sha256: text('sha256'),
  bytes: bytea('bytes'),
  createdAt: time('created_at').notNull(),
}, (t) => [index('media_owner_id_idx').on(t.ownerId), index('media_job_seeker_idx').on(t.jobSeekerId)]);

/** An image at one size (sm, md, lg, xl) in one format (webp, png or jpg); `sha256` is its ETag. */
export const mediaVariants = pgTable('media_variants', {
  mediaId: uuid('media_id').notNull().references(() => media.id, { onDelete: 'cascade' }),
  size: text('size').notNull(),
  format: text('format').notNull(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
}, (t) => [primaryKey({ columns: [t.mediaId, t.size, t.format] })]);

/** Messages from the public contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip').notNull().default(''),
  mailed: boolean('mailed').notNull().default(false),
  createdAt: time('created_at').notNull(),
});

// ---- Employer workspace ----

const day = (name: string) => date(name, { mode: 'string' });
const paisa = (name: string) => bigint(name, { mode: 'number' });

/**
 * A job. In a draft every field but the title may be null. Money is monthly paisa. Migration 0001 also makes
 * `jobs_search_idx`, a full-text index on `job_search_document(title, skills, category, district, province)`.
 */
export const jobs = pgTable('jobs', {
  id: id(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  requirements: text('requirements').notNull().default(''),
  category: text('category'),
  jobLevel: text('job_level'),
  employmentType: text('employment_type'),
  vacancies: integer('vacancies'),
  province: text('province'),
  district: text('district'),
  address: text('address').notNull().default(''),
  remoteAllowed: boolean('remote_allowed').notNull().default(false),
  salaryMinPaisa: paisa('salary_min_paisa'),
  salaryMaxPaisa: paisa('salary_max_paisa'),
  salaryNegotiable: boolean('salary_negotiable').notNull().default(false),
  showSalary: boolean('show_salary').notNull().default(true),
  experienceMinYears: integer('experience_min_years'),
  educationLevel: text('education_level'),
  skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
  deadline: day('deadline'),
  status: text('status').notNull().default('draft'),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
  publishedAt: time('published_at'),
  viewsCount: integer('views_count').notNull().default(0),
  /** Kept in step with `applications` in the same transactions. */
  applicationsCount: integer('applications_count').notNull().default(0),
  /** Shown first to job seekers; how many a company may have is its plan's. */
  featured: boolean('featured').notNull().default(false),
}, (t) => {
  // The public list: read in its order (featured first, then newest, the id breaking ties; NULLS FIRST as ORDER BY
  // ... DESC has it, or the index cannot give the order), stopping at the page; every filter's column follows, so
  // the count and the filters are read from the index alone. Without these a page sorted every open job. A function: drizzle's desc() marks the column until the next on() reads the mark.
  const publicOrder = () =>
    [t.featured.desc().nullsFirst(), t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
  const filters = [t.deadline, t.province, t.district, t.category, t.employmentType, t.jobLevel, t.remoteAllowed];
  const published = sql`${t.status} = 'published'`;
  return [
    // The job list's default order with its tie-break, so a page is read in index order (no bitmap scan and sort).
    index('jobs_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('jobs_company_status_deadline_idx').on(t.companyId, t.status, t.deadline),
    index('jobs_public_published_idx').on(...publicOrder(), ...filters).where(published),
    ...(['district', 'province', 'category'] as const).map((name) => index(`jobs_public_${name}_idx`)
      .on(t[name], ...publicOrder(), ...filters.filter((c) => c !== t[name])).where(published)),
  ];
});

/**
 * Someone who applied for a job (no account: the e-mail is verified with a code when applying). `skill_keys`
 * holds the skills trimmed and lower-cased, as the match score compares them; `education_rank` is
 * `educationRank(education_level)`. Candidate search runs on an in-memory index fed by `change_seq`
 * (server/services/seeker-index.ts), which a trigger sets from a sequence on every insert and update.
 */
export const jobSeekersChangeSeq = pgSequence('job_seekers_change_seq');

export const jobSeekers = pgTable('job_seekers', {
  id: id(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  headline: text('headline').notNull().default(''),
  photoUrl: text('photo_url'),
  province: text('province').notNull(),
  district: text('district').notNull(),
  skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
  skillKeys: text('skill_keys').array().notNull().default(sql`'{}'::text[]`),
  experienceYears: integer('experience_years').notNull().default(0),
  educationLevel: text('education_level').notNull(),
  educationRank: smallint('education_rank').notNull(),
  expectedSalaryPaisa: paisa('expected_salary_paisa'),
  openToWork: boolean('open_to_work').notNull().default(true),
  /** The language of the request the job seeker applied with: their e-mails are written in it. */
  locale: text('locale').$type<'en' | 'ne'>().notNull().default('en'),
  about: text('about').notNull().default(''),
  /** Whether the job seeker gets e-mails when an application moves (docs/seekers.md "E-mails"); off by one click in any of them. */
  statusEmails: boolean('status_emails').notNull().default(true),
  /** The job seeker's own entries (docs/seekers.md "Profile"): jobs held and schooling, newest first as they order them. */
  experience: jsonb('experience').$type<SeekerExperience[]>().notNull().default(sql`'[]'::jsonb`),
  education: jsonb('education').$type<SeekerEducation[]>().notNull().default(sql`'[]'::jsonb`),
  /** The photo they uploaded themselves (`photo_url` names it); replaced or removed only by them. */
  photoMediaId: uuid('photo_media_id').references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
  /** The résumé their profile offers: the last one they uploaded or applied with. */
  resumeId: uuid('resume_id').references((): AnyPgColumn => resumes.id, { onDelete: 'set null' }),
  /** When the job seeker last changed their profile themselves (editing it, or applying again); never set by anyone else. */
  profileUpdatedAt: time('profile_updated_at'),
  /** Set when the job seeker deleted their data (docs/seekers.md "Privacy"): the row stays, emptied, so employers' pipelines keep their counts. */
  deletedAt: time('deleted_at'),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
  changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(sql`nextval('job_seekers_change_seq')`),
}, (t) => [
  uniqueIndex('job_seekers_email_key').on(t.email),
  index('job_seekers_change_seq_idx').on(t.changeSeq),
]);

/** PDF résumés sent with applications. */
export const resumes = pgTable('resumes', {
  id: id(),
  jobSeekerId: uuid('job_seeker_id').notNull().references(() => jobSeekers.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: time('created_at').notNull(),
}, (t) => [index('resumes_job_seeker_idx').on(t.jobSeekerId)]);

/** An application; `company_id` is the job's, copied so every employer query is one index away. */
export const applications = pgTable('applications', {
  id: id(),
  jobId: uuid('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  jobSeekerId: uuid('job_seeker_id').notNull().references(() => jobSeekers.id, { onDelete: 'cascade' }),
  coverLetter: text('cover_letter').notNull().default(''),
  resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
  status: text('status').notNull().default('applied'),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
}, (t) => [
  uniqueIndex('applications_job_seeker_key').on(t.jobId, t.jobSeekerId),
  // Newest first with the id as tie-break, so a page is read in index order; counts per status and date come
  // from the index alone (index-only scans), not from heap pages scattered over the table.
  index('applications_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('applications_company_status_idx').on(t.companyId, t.status, t.createdAt),
  index('applications_job_status_created_idx').on(t.jobId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  index('applications_job_seeker_idx').on(t.jobSeekerId),
]);

/**
 * A job seeker's signed-in session (docs/seekers.md "Sessions"): its own table, so a seeker's token is never an
 * employer's and the other way round; only the SHA-256 of the token is kept, as in `sessions`.
 */
export const seekerSessions = pgTable('seeker_sessions', {
  id: id(),
  jobSeekerId: uuid('job_seeker_id').notNull().references(() => jobSeekers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  userAgent: text('user_agent').notNull().default(''),
  ip: text('ip').notNull().default(''),
  createdAt: time('created_at').notNull(),
  lastUsedAt: time('last_used_at').notNull(),
}, (t) => [uniqueIndex('seeker_sessions_token_hash_key').on(t.tokenHash), index('seeker_sessions_job_seeker_idx').on(t.jobSeekerId)]);

/**
 * A job seeker's saved search (docs/seekers.md "Finding jobs"): the public list's filters, and how often new jobs
 * matching them are e-mailed. `last_sent_at` is the publication time up to which jobs were told: the next alert
 * tells only jobs published after it.
 */
export const savedSearches = pgTable('saved_searches', {
  id: id(),
  jobSeekerId: uuid('job_seeker_id').notNull().references(() => jobSeekers.id, { onDelete: 'cascade' }),
  filters: jsonb('filters').$type<Record<string, string | boolean>>().notNull(),
  frequency: text('frequency').$type<'daily' | 'weekly'>().notNull(),
  lastSentAt: time('last_sent_at').notNull(),
  createdAt: time('created_at').notNull(),
}, (t) => [index('saved_searches_job_seeker_idx').on(t.jobSeekerId, t.createdAt)]);

/**
 * What a job seeker consented to and when (docs/seekers.md "Privacy"): `purpose` is `apply` or `seeker_sign_in`,
 * `privacy_version` the privacy text they were shown (PRIVACY_VERSION).
 */
export const seekerConsents = pgTable('seeker_consents', {
  id: id(),
  jobSeekerId: uuid('job_seeker_id').notNull().references(() => jobSeekers.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  privacyVersion: text('privacy_version').notNull(),
  applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
  at: time('at').notNull(),
}, (t) => [index('seeker_consents_job_seeker_idx').on(t.jobSeekerId, t.at)]);

/** Every status an application has had: who moved it, when and why (the first row is the application itself). */
export const applicationEvents = pgTable('application_events', {
  id: id(),
  /** Order of writing: changes made within one instant stay in order. */
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  applicationId: uuid('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  actor: text('actor').notNull(),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason'),
  at: time('at').notNull(),
}, (t) => [index('application_events_application_idx').on(t.applicationId, t.seq)]);

/** A job seeker an employer keeps an eye on; one entry per employer and job seeker. */
export const savedApplicants = pgTable('saved_applicants', {
  id: id(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  jobSeekerId: uuid('job_seeker_id').notNull().references(() => jobSeekers.id, { onDelete: 'cascade' }),
  jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
  note: text('note').notNull().default(''),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
}, (t) => [
  uniqueIndex('saved_applicants_company_seeker_key').on(t.companyId, t.jobSeekerId),
  index('saved_applicants_company_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
]);

/**
 * Swipe decisions, applied once per (employer, key). `changed` tells whether a right swipe changed anything (made
 * the saved entry, or moved the application to shortlisted), so that its undo takes back only what it did.
 */
export const swipeDecisions = pgTable('swipe_decisions', {
  id: id(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  key: uuid('key').notNull(),
  kind: text('kind').notNull(),
  mode: text('mode').notNull(),
  jobSeekerId: uuid('job_seeker_id').notNull().references(() => jobSeekers.id, { onDelete: 'cascade' }),
  jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
  applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
  savedId: uuid('saved_id'),
  changed: boolean('changed').notNull().default(false),
  status: text('status'),
  reason: text('reason'),
  undoesKey: uuid('undoes_key'),
  undoneAt: time('undone_at'),
  createdAt: time('created_at').notNull(),
}, (t) => [
  uniqueIndex('swipe_decisions_company_key').on(t.companyId, t.key),
  index('swipe_decisions_deck_idx').on(t.companyId, t.mode, t.jobId, t.jobSeekerId),
]);

// ---- messages (tables below this line belong to messages) ----
/** One conversation per company and job seeker, optionally about one of the seeker's applications. */
export const conversations = pgTable('conversations', {
  id: id(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  jobSeekerId: uuid('job_seeker_id').notNull().references(() => jobSeekers.id, { onDelete: 'cascade' }),
  applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
  createdAt: time('created_at').notNull(),
  /** The last message's time (or the start): the list's order. */
  updatedAt: time('updated_at').notNull(),
}, (t) => [
  uniqueIndex('conversations_company_seeker_key').on(t.companyId, t.jobSeekerId),
  index('conversations_company_updated_idx').on(t.companyId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
]);

/** A message; `client_key` is the sender's idempotency key (one message per key in a conversation). */
export const messages = pgTable('messages', {
  id: id(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  conversationId: uuid('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
  sender: text('sender').notNull(),
  /** The member who wrote an employer's message (null for the job seeker's, and for those sent before teams). */
  senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  clientKey: uuid('client_key'),
  createdAt: time('created_at').notNull(),
  /** When the other side read it. */
  readAt: time('read_at'),
}, (t) => [
  uniqueIndex('messages_conversation_client_key').on(t.conversationId, t.clientKey),
  index('messages_conversation_seq_idx').on(t.conversationId, t.seq.desc().nullsFirst()),
  index('messages_unread_idx').on(t.conversationId).where(sql`read_at is null and sender = 'job_seeker'`),
]);

/** Private reply links mailed to job seekers: one per mail, only the token's SHA-256 kept. */
export const messageReplyTokens = pgTable('message_reply_tokens', {
  id: id(),
  conversationId: uuid('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: time('created_at').notNull(),
}, (t) => [uniqueIndex('message_reply_tokens_hash_key').on(t.tokenHash)]);


// ---- calendar (tables below this line belong to calendar) ----
/** An interview (tied to an application) or a free event in the company's calendar; cancelled ones stay. */
export const calendarEvents = pgTable('calendar_events', {
  id: id(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  startsAt: time('starts_at').notNull(),
  endsAt: time('ends_at').notNull(),
  location: text('location').notNull().default(''),
  meetingUrl: text('meeting_url').notNull().default(''),
  notes: text('notes').notNull().default(''),
  status: text('status').notNull().default('scheduled'),
  /** Grows on every change the candidate is told about (iCalendar SEQUENCE). */
  sequence: integer('sequence').notNull().default(0),
  /** The member who booked it (null for events booked before teams). */
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
}, (t) => [
  index('calendar_events_company_start_idx').on(t.companyId, t.startsAt),
  index('calendar_events_application_idx').on(t.applicationId),
]);

/** The company's private subscription feed: only the token's SHA-256 is kept; a new token replaces the old. */
export const calendarFeeds = pgTable('calendar_feeds', {
  companyId: uuid('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: time('created_at').notNull(),
}, (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)]);

// ---- billing (tables below this line belong to billing) ----

/** The company's paid plan; no row, or a period that has ended, means the free plan. */
export const subscriptions = pgTable('subscriptions', {
  companyId: uuid('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  periodStart: time('period_start').notNull(),
  periodEnd: time('period_end').notNull(),
  updatedAt: time('updated_at').notNull(),
});

/**
 * A checkout: amounts in paisa; `reference` is what the gateway knows it by (Khalti's pidx, eSewa's
 * transaction_uuid, the test gateway's token), unique per gateway. `status` goes pending → completed | failed once;
 * only the request that moves it to completed grants the plan.
 */
export const payments = pgTable('payments', {
  id: id(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  gateway: text('gateway').notNull(),
  reference: text('reference').notNull(),
  subtotalPaisa: bigint('subtotal_paisa', { mode: 'number' }).notNull(),
  vatPaisa: bigint('vat_paisa', { mode: 'number' }).notNull(),
  totalPaisa: bigint('total_paisa', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('pending'),
  /** The gateway's transaction id once verified. */
  gatewayTransaction: text('gateway_transaction'),
  /** The test gateway's own record of what the payer chose (no other gateway writes it). */
  testOutcome: text('test_outcome'),
  failureReason: text('failure_reason'),
  createdAt: time('created_at').notNull(),
  completedAt: time('completed_at'),
}, (t) => [
  uniqueIndex('payments_gateway_reference_key').on(t.gateway, t.reference),
  index('payments_company_created_idx').on(t.companyId, t.createdAt.desc()),
]);

/** One invoice per completed payment, numbered in order; the billing details are copied as they were then. */
export const invoices = pgTable('invoices', {
  id: id(),
  number: integer('number').generatedAlwaysAsIdentity(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  paymentId: uuid('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull(),
  periodStart: time('period_start').notNull(),
  periodEnd: time('period_end').notNull(),
  subtotalPaisa: bigint('subtotal_paisa', { mode: 'number' }).notNull(),
  vatPaisa: bigint('vat_paisa', { mode: 'number' }).notNull(),
  totalPaisa: bigint('total_paisa', { mode: 'number' }).notNull(),
  legalName: text('legal_name').notNull(),
  panNumber: text('pan_number').notNull(),
  address: text('address').notNull(),
  billingEmail: text('billing_email').notNull(),
  issuedAt: time('issued_at').notNull(),
}, (t) => [
  uniqueIndex('invoices_number_key').on(t.number),
  uniqueIndex('invoices_payment_key').on(t.paymentId),
  index('invoices_company_number_idx').on(t.companyId, t.number.desc().nullsFirst()),
]);

/** What invoices are made out to; no row means the company's name and address with no PAN yet. */
export const billingDetails = pgTable('billing_details', {
  companyId: uuid('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  panNumber: text('pan_number').notNull().default(''),
  address: text('address').notNull().default(''),
  billingEmail: text('billing_email').notNull().default(''),
  updatedAt: time('updated_at').notNull(),
});

// ---- support (tables below this line belong to support) ----

/** A support ticket an employer opened; `number` is the short id quoted in e-mails. */
export const supportTickets = pgTable('support_tickets', {
  id: id(),
  number: integer('number').generatedAlwaysAsIdentity(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  category: text('category').notNull(),
  status: text('status').notNull().default('open'),
  lastReplyBy: text('last_reply_by').notNull().default('employer'),
  messageCount: integer('message_count').notNull().default(0),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
}, (t) => [
  uniqueIndex('support_tickets_number_key').on(t.number),
  index('support_tickets_user_idx').on(t.userId, t.updatedAt),
  index('support_tickets_status_idx').on(t.status, t.updatedAt),
]);

/** The messages of a ticket, the first one written when it was opened. */
export const supportMessages = pgTable('support_messages', {
  id: id(),
  ticketId: uuid('ticket_id').notNull().references(() => supportTickets.id, { onDelete: 'cascade' }),
  author: text('author').notNull(),
  authorName: text('author_name').notNull(),
  body: text('body').notNull(),
  createdAt: time('created_at').notNull(),
}, (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.createdAt)]);

/** Files sent with a message: images or PDF by content, served only to the ticket's owner. */
export const supportAttachments = pgTable('support_attachments', {
  id: id(),
  ticketId: uuid('ticket_id').notNull().references(() => supportTickets.id, { onDelete: 'cascade' }),
  messageId: uuid('message_id').notNull().references(() => supportMessages.id, { onDelete: 'cascade' }),
  /** Order within the message, as uploaded. */
  position: smallint('position').notNull().default(0),
  filename: text('filename').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: time('created_at').notNull(),
}, (t) => [index('support_attachments_message_idx').on(t.messageId), index('support_attachments_ticket_idx').on(t.ticketId)]);

// ---- settings (tables below this line belong to settings) ----

/** Which e-mails an account wants; no row means the defaults (docs/decisions.md Notification settings). */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  newApplications: boolean('new_applications').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  interviewReminders: boolean('interview_reminders').notNull().default(true),
  weeklySummary: boolean('weekly_summary').notNull().default(false),
  /** A teammate mentions you in a comment on an application. */
  mentions: boolean('mentions').notNull().default(true),
  /** An interview you took part in has ended and your scorecard is still missing. */
  scorecardReminders: boolean('scorecard_reminders').notNull().default(true),
  updatedAt: time('updated_at').notNull(),
});

// ---- idempotency (docs/decisions.md "Idempotency") ----

/**
 * The first answer to a workspace write sent with an `Idempotency-Key`, per company and key, kept 24 hours so a
 * repeat of that write is answered from here instead of running again. A row without `status_code` is a write still
 * running: its claim holds until `locked_until` (a process that died mid-write gives the key up then). The request's
 * fingerprint (method, path and body) tells a repeat from another request reusing the key.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  /** Who holds the claim while the write runs; only that request may record its answer or give the key up. */
  claim: uuid('claim').notNull(),
  /** SHA-256 of the request; null until known (a multipart form is fingerprinted as its handler reads it). */
  fingerprint: text('fingerprint'),
  statusCode: smallint('status_code'),
  headers: jsonb('headers').$type<Record<string, string>>(),
  body: bytea('body'),
  lockedUntil: time('locked_until').notNull(),
  createdAt: time('created_at').notNull(),
  expiresAt: time('expires_at').notNull(),
}, (t) => [
  primaryKey({ columns: [t.companyId, t.key] }),
  index('idempotency_keys_expires_at_idx').on(t.expiresAt),
]);

// ---- push notifications (docs/offline.md "Notifications") ----

/**
 * Keys the server makes for itself on first start and every process then shares (the VAPID key pair). A row is
 * written once with `ON CONFLICT DO NOTHING` and read back, so processes starting together end with one value.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: time('created_at').notNull(),
});

/**
 * One browser's Web Push subscription for one signed-in session. The endpoint is the push service's address for
 * that browser, so it is unique: the same browser subscribing again (for any account) replaces its row. Ending
 * the session (logout, revoked, password changed) removes it, so a shared phone stops getting the account's news.
 */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: id(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  sessionId: uuid('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  /** "Chrome on Android", from the User-Agent when it subscribed. */
  label: text('label').notNull().default(''),
  newApplication: boolean('new_application').notNull().default(true),
  newMessage: boolean('new_message').notNull().default(true),
  interviewReminder: boolean('interview_reminder').notNull().default(true),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
  lastSuccessAt: time('last_success_at'),
}, (t) => [
  uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
  index('push_subscriptions_company_user_idx').on(t.companyId, t.userId),
  index('push_subscriptions_session_idx').on(t.sessionId),
]);

// ---- job queue (docs/decisions.md "Reminders") ----

/**
 * Work the server does later, on whichever process claims it first (docs/decisions.md "Reminders"): a row is due at
 * `run_at`, claimed with `FOR UPDATE SKIP LOCKED` and held by `claim` until `locked_until`; `dedupe_key` makes
 * scheduling the same work twice one row. `steps` are the parts already done (e.g. one e-mail of several), so a
 * retry after a crash or a failure does only the rest.
 */
export const queueJobs = pgTable('queue_jobs', {
  id: id(),
  kind: text('kind').notNull(),
  dedupeKey: text('dedupe_key').notNull(),
  /** The company whose work it is; its jobs go with it. */
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  /** pending, running, done, skipped, cancelled or failed. */
  status: text('status').notNull().default('pending'),
  runAt: time('run_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  claim: uuid('claim'),
  lockedUntil: time('locked_until'),
  steps: jsonb('steps').$type<string[]>().notNull().default([]),
  lastError: text('last_error'),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
}, (t) => [
  uniqueIndex('queue_jobs_kind_dedupe_key_key').on(t.kind, t.dedupeKey),
  index('queue_jobs_due_idx').on(t.runAt).where(sql`${t.status} in ('pending', 'running')`),
  index('queue_jobs_company_idx').on(t.companyId),
]);

// ---- hiring teams (docs/teams.md) ----

/**
 * Who acts for which company, and as what: owner, admin, recruiter or hiring_manager (src/domain/team/roles.ts).
 * One person belongs to one company. `companies.user_id` stays the owner's id (transferring ownership moves it).
 */
export const companyMembers = pgTable('company_members', {
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: text('role').notNull(),
  /** The member's own name, shown to the team and, for messages, to candidates. */
  fullName: text('full_name').notNull().default(''),
  invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
}, (t) => [
  primaryKey({ columns: [t.companyId, t.userId] }),
  uniqueIndex('company_members_user_key').on(t.userId),
]);

/** The jobs a hiring manager may see (other roles see every job of the company). */
export const jobAssignments = pgTable('job_assignments', {
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  jobId: uuid('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: time('created_at').notNull(),
}, (t) => [
  primaryKey({ columns: [t.jobId, t.userId] }),
  index('job_assignments_user_idx').on(t.userId),
]);

/**
 * An invitation to join a company: only the SHA-256 of the link's token is kept; single use, valid until
 * `expires_at`; resending replaces the token and the date. Accepted or revoked ones stay for the record.
 */
export const teamInvitations = pgTable('team_invitations', {
  id: id(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  role: text('role').notNull(),
  /** For a hiring manager: the jobs they will be assigned to on joining. */
  jobIds: jsonb('job_ids').$type<string[]>().notNull().default([]),
  tokenHash: text('token_hash').notNull(),
  invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: time('created_at').notNull(),
  sentAt: time('sent_at').notNull(),
  expiresAt: time('expires_at').notNull(),
  acceptedAt: time('accepted_at'),
  acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  revokedAt: time('revoked_at'),
}, (t) => [
  uniqueIndex('team_invitations_token_hash_key').on(t.tokenHash),
  index('team_invitations_company_idx').on(t.companyId, t.createdAt),
  // One open invitation per company and e-mail.
  uniqueIndex('team_invitations_open_key').on(t.companyId, t.email).where(sql`accepted_at is null and revoked_at is null`),
]);

/** The members who interview at a calendar event (an interview): they owe a scorecard once it has ended. */
export const eventInterviewers = pgTable('event_interviewers', {
  eventId: uuid('event_id').notNull().references(() => calendarEvents.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.eventId, t.userId] }),
  index('event_interviewers_user_idx').on(t.userId),
]);

/** A job's scorecard: the criteria interviewers rate, in order (from the job's skills, or custom). */
export const scorecardCriteria = pgTable('scorecard_criteria', {
  id: id(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  jobId: uuid('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** skill or custom. */
  source: text('source').notNull(),
  position: smallint('position').notNull(),
}, (t) => [uniqueIndex('scorecard_criteria_job_name_key').on(t.jobId, t.name)]);

/**
 * One member's scorecard for one application: ratings 1–4 by criterion name (a criterion renamed later keeps the
 * ratings given under its old name), an overall recommendation (strong_no, no, yes, strong_yes) and notes.
 */
export const scorecards = pgTable('scorecards', {
  id: id(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  applicationId: uuid('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The author's name when written, kept if the member leaves. */
  authorName: text('author_name').notNull(),
  ratings: jsonb('ratings').$type<{ criterion: string; rating: number }[]>().notNull(),
  recommendation: text('recommendation').notNull(),
  notes: text('notes').notNull().default(''),
  createdAt: time('created_at').notNull(),
  updatedAt: time('updated_at').notNull(),
}, (t) => [
  uniqueIndex('scorecards_application_user_key').on(t.applicationId, t.userId),
  index('scorecards_company_idx').on(t.companyId),
]);

/** The team's comments on an application: never shown to the candidate. `mentions` are member user ids. */
export const applicationComments = pgTable('application_comments', {
  id: id(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  applicationId: uuid('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  body: text('body').notNull(),
  mentions: jsonb('mentions').$type<string[]>().notNull().default([]),
  createdAt: time('created_at').notNull(),
}, (t) => [index('application_comments_application_idx').on(t.applicationId, t.seq)]);

/**
 * Append-only record of every change the team makes (docs/teams.md "Activity log"): who (user id and the name then),
 * from which session, what (`action`, an operation of openapi/openapi.yaml or a named event), to what (`subject_*`,
 * and the application it concerns, for its timeline) and when. A trigger refuses UPDATE and any DELETE except the
 * cascade of the company's own deletion.
 */
export const activityLog = pgTable('activity_log', {
  id: id(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  actorUserId: uuid('actor_user_id'),
  actorName: text('actor_name').notNull().default(''),
  sessionId: uuid('session_id'),
  action: text('action').notNull(),
  subjectType: text('subject_type').notNull(),
  subjectId: text('subject_id'),
  applicationId: uuid('application_id'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  at: time('at').notNull(),
}, (t) => [
  index('activity_log_company_seq_idx').on(t.companyId, t.seq.desc().nullsFirst()),
  index('activity_log_application_idx').on(t.applicationId, t.seq).where(sql`application_id is not null`),
]);
