// Candidate search (ranked by match score for one of the caller's jobs, with the reasons), one job seeker's
// profile, and the values the filters offer.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { components, operations } from '../../src/api/schema.gen';
import { EDUCATION_LEVELS, type EducationLevel } from '../../src/domain/job-fields';
import { DISTRICTS, PROVINCES } from '../../src/domain/nepal-locations';
import type { ApplicationStatus } from '../../src/machines/application-status.machine';
import { SKILLS } from '../data/skills';
import type { Db, Tx } from '../db/client';
import { Prebuilt } from '../db/prebuilt';
import { applications, jobs, jobSeekers, savedApplicants } from '../db/schema';
import { notFound } from '../lib/api-error';
import { jobForMatch, resumeUrl, seekerForMatch, seekerSummary, type SeekerRow } from '../services/applications';
import type { JobForMatch } from '../services/matching';
import { scorerFor } from '../services/matching';
import { pageOf, pageWindow } from '../services/pagination';
import type { SeekerOrdering, SeekerQuery } from '../services/seeker-index';
import type { Workspace } from './workspace';

type Schemas = components['schemas'];
type SearchQuery = NonNullable<operations['searchJobseekers']['parameters']['query']>;
export type SeekerFilters = Pick<SearchQuery, 'q' | 'skills' | 'province' | 'district' | 'experience_min' | 'experience_max' | 'education' | 'open_to_work'>;

const PROVINCE_NAMES = PROVINCES.map((p) => p.name);
const PROVINCE_OF = new Map(PROVINCES.map((p) => [p.id, p.name]));
const SKILL_NAMES = [...new Set(SKILLS.map((s) => s.name))].sort((a, b) => a.localeCompare(b));

export const EXPERIENCE_RANGES: Schemas['FilterOptions']['experience_ranges'] = [
  { label: 'Fresher (0 years)', min: 0, max: 0 },
  { label: '1–2 years', min: 1, max: 2 },
  { label: '3–5 years', min: 3, max: 5 },
  { label: '6–10 years', min: 6, max: 10 },
  { label: 'More than 10 years', min: 11, max: null },
];

/** The filters of a query string, as the candidate index takes them. */
export function seekerQueryOf(q: SeekerFilters): Omit<SeekerQuery, 'offset' | 'limit'> {
  return {
    q: q.q,
    skills: q.skills?.split(',').map((s) => s.trim()).filter(Boolean),
    province: q.province?.trim() || undefined,
    district: q.district?.trim() || undefined,
    experienceMin: q.experience_min,
    experienceMax: q.experience_max,
    education: q.education as EducationLevel | undefined,
    openToWork: q.open_to_work,
  };
}

/** One of the company's jobs, for scoring; 404 for anyone else's. Inside a transaction, read with it. */
export async function jobToMatch(db: Db | Tx, companyId: string, jobId: string | undefined): Promise<JobForMatch | undefined> {
  if (!jobId) return undefined;
  const [row] = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  if (!row) throw notFound();
  return jobForMatch(row);
}

/** The company's saved entries among some job seekers, and their applications to one job (with a job). */
const savedAndApplied = new Prebuilt((shape: 'saved' | 'saved and applied') => {
  const [company, ids, job] = [sql.placeholder('company'), sql.placeholder('ids'), sql.placeholder('job')];
  const among = sql`job_seeker_id = ANY(${ids}::uuid[])`;
  return sql`SELECT 's' AS kind, job_seeker_id, id FROM saved_applicants WHERE company_id = ${company} AND ${among}
    ${shape === 'saved and applied' ? sql`UNION ALL SELECT 'a', job_seeker_id, id FROM applications WHERE job_id = ${job} AND company_id = ${company} AND ${among}` : sql``}`;
});

/** Job seekers by id (in the order given) as the index shows them, with the company's saved entry and their application to `jobId`. */
export async function candidatesByIds(app: FastifyInstance, ws: Workspace, companyId: string, ids: string[], jobId: string | undefined) {
  if (!ids.length) return [];
  const rows = await savedAndApplied.rows<{ kind: 's' | 'a'; job_seeker_id: string; id: string }>(
    app.deps.db, jobId ? 'saved and applied' : 'saved', { company: companyId, ids, job: jobId ?? null });
  const saved = new Map<string, string>();
  const applied = new Map<string, string>();
  for (const row of rows) (row.kind === 's' ? saved : applied).set(row.job_seeker_id, row.id);
  return ids.flatMap((id) => {
    const seeker = ws.seekers.card(id);
    return seeker ? [{ seeker, savedId: saved.get(id) ?? null, applicationId: applied.get(id) ?? null }] : [];
  });
}

export default async function candidateRoutes(app: FastifyInstance, ws: Workspace) {
  const { companyOf, seekers, matchJobs } = ws;
  const { db, config } = app.deps;

  app.get<{ Querystring: SearchQuery }>('/api/employer/jobseekers/', async (req) => {
    const companyId = await companyOf(req);
    const job = req.query.job ? await matchJobs.get(companyId, req.query.job) : undefined;
    const { offset, limit } = pageWindow(req.query);
    const ordering = (req.query.ordering === '-match_score' && !job ? undefined : req.query.ordering) as SeekerOrdering | undefined;
    const found = await seekers.search({ ...seekerQueryOf(req.query), job, ordering, offset, limit });
    const score = job ? scorerFor(job) : undefined;
    const results: Schemas['Candidate'][] = (await candidatesByIds(app, ws, companyId, found.ids, req.query.job)).map((c) => ({
      job_seeker: seekerSummary(c.seeker),
      match: score ? score(seekerForMatch(c.seeker)) : null,
      saved_id: c.savedId,
      application_id: c.applicationId,
    }));
    return pageOf(req, found.count, results, req.query);
  });

  app.get('/api/employer/jobseekers/filter-options/', async (req) => {
    const companyId = await companyOf(req);
    const own = await db.select({ id: jobs.id, title: jobs.title, status: jobs.status }).from(jobs)
      .where(and(eq(jobs.companyId, companyId), ne(jobs.status, 'closed')))
      .orderBy(sql`${jobs.status} = 'published' DESC`, desc(jobs.createdAt)).limit(100);
    return {
      provinces: PROVINCE_NAMES,
      districts: DISTRICTS.map((d) => ({ name: d.name, province: PROVINCE_OF.get(d.province_id)! })),
      skills: SKILL_NAMES,
      education_levels: [...EDUCATION_LEVELS],
      experience_ranges: EXPERIENCE_RANGES,
      jobs: own.map((j) => ({ ...j, status: j.status as Schemas['JobStatus'] })),
    };
  });

  app.get<{ Params: { id: string }; Querystring: { job?: string } }>('/api/employer/jobseekers/:id/', async (req) => {
    const companyId = await companyOf(req);
    const job = await jobToMatch(db, companyId, req.query.job);
    const [seeker] = await db.select().from(jobSeekers).where(eq(jobSeekers.id, req.params.id)) as SeekerRow[];
    if (!seeker) throw notFound();
    const [saved] = await db.select().from(savedApplicants)
      .where(and(eq(savedApplicants.companyId, companyId), eq(savedApplicants.jobSeekerId, seeker.id)));
    const applied = await db.select({ application: applications, jobTitle: jobs.title }).from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.companyId, companyId), eq(applications.jobSeekerId, seeker.id)))
      .orderBy(desc(applications.createdAt));
    const contact = applied.length > 0;
    return {
      job_seeker: seekerSummary(seeker),
      about: seeker.about,
      expected_salary: seeker.expectedSalaryPaisa === null ? null : Math.round(seeker.expectedSalaryPaisa / 100),
      email: contact ? seeker.email : null,
      phone: contact ? seeker.phone : null,
      match: job ? scorerFor(job)(seekerForMatch(seeker)) : null,
      saved_id: saved?.id ?? null,
      saved_note: saved?.note ?? null,
      applications: applied.map(({ application: a, jobTitle }) => ({
        id: a.id, job: a.jobId, job_title: jobTitle, status: a.status as ApplicationStatus,
        resume_url: resumeUrl(config, a), created_at: a.createdAt.toISOString(),
      })),
    };
  });
}
