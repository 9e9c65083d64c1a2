/**
 * Writes the generator's batches into the database fast: each batch is one INSERT … SELECT from a JSON array
 * (one parameter, so no limit on rows per statement and the same SQL on PGlite and PostgreSQL), all in one
 * transaction so that a failed load leaves nothing behind.
 */
import { sql, type SQL } from 'drizzle-orm';
import { educationRank } from '../../src/domain/job-fields';
import type { Db, Tx } from '../db/client';
import { skillKeys } from '../lib/match-inputs';
import type {
  ApplicationRow, CompanyRow, DatasetBatch, JobRow, JobSeekerRow,
} from './generate';

/** Rows per INSERT statement. */
const CHUNK = 5_000;

export interface LoadOptions {
  /** Every generated employer account gets this password hash (a hash of a random, unknown password). */
  passwordHash: string;
}

export interface LoadCounts {
  companies: number;
  jobs: number;
  jobSeekers: number;
  applications: number;
  statusChanges: number;
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

async function insertJson(tx: Tx, table: string, columns: string, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    const query: SQL = sql`INSERT INTO ${sql.identifier(table)} (${sql.raw(columns)})
      SELECT ${sql.raw(columns)} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${json}::json)`;
    await tx.execute(query);
  }
}

const COLUMNS = {
  users: 'id, email, password_hash, user_type, created_at, updated_at',
  companies: 'id, user_id, full_name, industry_type, description, website, address, contact_name, contact_number, created_at, updated_at',
  company_members: 'company_id, user_id, role, full_name, created_at, updated_at',
  jobs: 'id, company_id, title, description, requirements, category, job_level, employment_type, vacancies, province, district, address, remote_allowed, salary_min_paisa, salary_max_paisa, salary_negotiable, show_salary, experience_min_years, education_level, skills, deadline, status, created_at, updated_at, published_at, views_count',
  job_seekers: 'id, full_name, email, phone, headline, province, district, skills, skill_keys, experience_years, education_level, education_rank, expected_salary_paisa, open_to_work, about, created_at, updated_at',
  applications: 'id, job_id, company_id, job_seeker_id, cover_letter, status, created_at, updated_at',
  application_events: 'application_id, from_status, to_status, actor, reason, at',
} as const;

function companyRows(rows: CompanyRow[], passwordHash: string) {
  return {
    users: rows.map((c) => ({
      id: c.userId, email: c.email, password_hash: passwordHash, user_type: 'employer',
      created_at: iso(c.createdAt), updated_at: iso(c.createdAt),
    })),
    companies: rows.map((c) => ({
      id: c.id, user_id: c.userId, full_name: c.name, industry_type: c.industry, description: c.description,
      website: c.website, address: c.address, contact_name: c.contactName, contact_number: c.contactNumber,
      created_at: iso(c.createdAt), updated_at: iso(c.createdAt),
    })),
    // Each company's account is its owner (docs/teams.md "Members").
    members: rows.map((c) => ({
      company_id: c.id, user_id: c.userId, role: 'owner', full_name: c.contactName,
      created_at: iso(c.createdAt), updated_at: iso(c.createdAt),
    })),
  };
}

const jobRow = (j: JobRow) => ({
  id: j.id, company_id: j.companyId, title: j.title, description: j.description, requirements: j.requirements,
  category: j.category, job_level: j.jobLevel, employment_type: j.employmentType, vacancies: j.vacancies,
  province: j.province, district: j.district, address: j.address, remote_allowed: j.remoteAllowed,
  salary_min_paisa: j.salaryMinPaisa, salary_max_paisa: j.salaryMaxPaisa, salary_negotiable: j.salaryNegotiable,
  show_salary: j.showSalary, experience_min_years: j.experienceMinYears, education_level: j.educationLevel,
  skills: j.skills, deadline: j.deadline, status: j.status, created_at: iso(j.createdAt), updated_at: iso(j.updatedAt),
  published_at: iso(j.publishedAt), views_count: j.viewsCount,
});

const seekerRow = (s: JobSeekerRow) => ({
  id: s.id, full_name: s.fullName, email: s.email, phone: s.phone, headline: s.headline, province: s.province,
  district: s.district, skills: s.skills, skill_keys: skillKeys(s.skills), experience_years: s.experienceYears,
  education_level: s.educationLevel, education_rank: educationRank(s.educationLevel),
  expected_salary_paisa: s.expectedSalaryPaisa, open_to_work: s.openToWork, about: s.about,
  created_at: iso(s.createdAt), updated_at: iso(s.updatedAt),
});

function applicationRows(rows: ApplicationRow[], companyOfJob: Map<string, string>) {
  return {
    applications: rows.map((a) => ({
      id: a.id, job_id: a.jobId, company_id: companyOfJob.get(a.jobId), job_seeker_id: a.jobSeekerId,
      cover_letter: a.coverLetter, status: a.status, created_at: iso(a.createdAt), updated_at: iso(a.updatedAt),
    })),
    events: rows.flatMap((a) => a.history.map((h) => ({
      application_id: a.id, from_status: h.from, to_status: h.to, actor: h.by, reason: h.reason, at: iso(h.at),
    }))),
  };
}

/** Loads a generated data set (see `dataset()` in generate.ts) in one transaction. */
export async function loadDataset(db: Db, batches: Iterable<DatasetBatch>, options: LoadOptions): Promise<LoadCounts> {
  const counts: LoadCounts = { companies: 0, jobs: 0, jobSeekers: 0, applications: 0, statusChanges: 0 };
  const companyOfJob = new Map<string, string>();
  await db.transaction(async (tx) => {
    for (const batch of batches) {
      switch (batch.table) {
        case 'companies': {
          const { users, companies, members } = companyRows(batch.rows, options.passwordHash);
          await insertJson(tx, 'users', COLUMNS.users, users);
          await insertJson(tx, 'companies', COLUMNS.companies, companies);
          await insertJson(tx, 'company_members', COLUMNS.company_members, members);
          counts.companies += batch.rows.length;
          break;
        }
        case 'jobs':
          for (const j of batch.rows) companyOfJob.set(j.id, j.companyId);
          await insertJson(tx, 'jobs', COLUMNS.jobs, batch.rows.map(jobRow));
          counts.jobs += batch.rows.length;
          break;
        case 'jobSeekers':
          await insertJson(tx, 'job_seekers', COLUMNS.job_seekers, batch.rows.map(seekerRow));
          counts.jobSeekers += batch.rows.length;
          break;
        case 'applications': {
          const { applications, events } = applicationRows(batch.rows, companyOfJob);
          await insertJson(tx, 'applications', COLUMNS.applications, applications);
          await insertJson(tx, 'application_events', COLUMNS.application_events, events);
          counts.applications += applications.length;
          counts.statusChanges += events.length;
          break;
        }
      }
    }
    // The counter the job list sorts by, for the jobs just loaded.
    await tx.execute(sql`UPDATE jobs SET applications_count = c.n
      FROM (SELECT job_id, count(*)::int AS n FROM applications GROUP BY job_id) c
      WHERE c.job_id = jobs.id AND jobs.applications_count <> c.n`);
  });
  // After a bulk load: statistics, hint bits and the visibility map at once (PGlite has no autovacuum to do it later).
  await db.execute(sql`VACUUM (ANALYZE)`);
  return counts;
}
