// Candidate search (ranked by match score for one of the caller's jobs, with the reasons), one job seeker's
// profile, and the values the filters offer.
import type { FastifyInstance } from 'fastify';
import type { components, operations } from '../../src/api/schema.gen';
import { EDUCATION_LEVELS } from '../../src/domain/job-fields';
import { DISTRICTS } from '../../src/domain/nepal-locations';
import { PROVINCES } from '../../src/domain/nepal-provinces';
import type { ApplicationStatus } from '../../src/machines/application-status.machine';
import { SKILLS } from '../data/skills';
import { notFound } from '../lib/api-error';
import { resumeUrl, seekerForMatch, seekerOwnEntries, seekerSummary } from '../services/applications';
import { candidatesByIds, jobToMatch, seekerQueryOf } from '../services/candidates';
import { scorerFor } from '../services/matching';
import { pageOf, pageWindow } from '../services/pagination';
import type { SeekerOrdering } from '../services/seeker-index';

type Schemas = components['schemas'];
type SearchQuery = NonNullable<operations['searchJobseekers']['parameters']['query']>;

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

export default async function candidateRoutes(app: FastifyInstance) {
  const { companyOf, seekers, matchJobs } = app.workspace;
  const { config } = app.deps;
  const { repos } = app;

  app.get<{ Querystring: SearchQuery }>('/api/employer/jobseekers/', async (req) => {
    const companyId = await companyOf(req);
    const job = req.query.job ? await matchJobs.get(companyId, req.query.job) : undefined;
    const { offset, limit } = pageWindow(req.query);
    const ordering = (req.query.ordering === '-match_score' && !job ? undefined : req.query.ordering) as SeekerOrdering | undefined;
    const found = await seekers.search({ ...seekerQueryOf(req.query), job, ordering, offset, limit });
    const score = job ? scorerFor(job) : undefined;
    const results: Schemas['Candidate'][] = (await candidatesByIds(repos.savedApplicants, seekers, companyId, found.ids, req.query.job)).map((c) => ({
      job_seeker: seekerSummary(c.seeker),
      match: score ? score(seekerForMatch(c.seeker)) : null,
      saved_id: c.savedId,
      application_id: c.applicationId,
    }));
    return pageOf(req, found.count, results, req.query);
  });

  app.get('/api/employer/jobseekers/filter-options/', async (req) => {
    const companyId = await companyOf(req);
    const own = await repos.jobs.notClosed(companyId);
    return {
      provinces: PROVINCE_NAMES,
      districts: DISTRICTS.map((d) => ({ name: d.name, province: PROVINCE_OF.get(d.province_id)! })),
      skills: SKILL_NAMES,
      education_levels: [...EDUCATION_LEVELS],
      experience_ranges: EXPERIENCE_RANGES,
      jobs: own.map((j) => ({
        id: j.id, title: j.title, status: j.status as Schemas['JobStatus'], district: j.district,
        created_at: j.createdAt.toISOString(), published_at: j.publishedAt?.toISOString() ?? null,
      })),
    };
  });

  app.get<{ Params: { id: string }; Querystring: { job?: string } }>('/api/employer/jobseekers/:id/', async (req) => {
    const companyId = await companyOf(req);
    const job = await jobToMatch(repos.jobs, companyId, req.query.job);
    const seeker = await repos.jobSeekers.find(req.params.id);
    if (!seeker) throw notFound();
    const saved = await repos.savedApplicants.ofSeeker(companyId, seeker.id);
    const applied = await repos.applications.ofSeeker(companyId, seeker.id);
    const contact = applied.length > 0;
    return {
      job_seeker: seekerSummary(seeker),
      about: seeker.about,
      ...seekerOwnEntries(seeker),
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
