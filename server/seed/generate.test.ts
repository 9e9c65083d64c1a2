import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../../src/domain/constants';
import { EDUCATION_LEVELS, EMPLOYMENT_TYPES, JOB_LEVELS } from '../../src/domain/job-fields';
import { isDistrictInProvince, kathmanduToday, validateJobDraft, validateJobForPublishing } from '../../src/domain/job-rules';
import { DISTRICTS, PROVINCES } from '../../src/domain/nepal-locations';
import { nextStatus, type ApplicationEvent, type ApplicationStatus } from '../../src/machines/application-status.machine';
import { SKILLS } from '../data/skills';
import {
  applications, companies, dataset, jobSeekers, jobs, type ApplicationRow, type CompanyRow, type DatasetOptions,
  type JobRow, type JobSeekerRow,
} from './generate';
import { COMMUNITIES_BY_PROVINCE, DISTRICT_POPULATION, LOCALITIES } from './nepali-data';
import { PROFESSIONS } from './professions';
import { createRng } from './rng';

const now = new Date('2025-04-14T04:15:00Z');
const small: DatasetOptions = { seed: 7, now, companies: 150, jobs: 1_200, seekers: 2_500, applications: 5_000, batchSize: 500 };

function collect(options: DatasetOptions) {
  const out = { companies: [] as CompanyRow[], jobs: [] as JobRow[], jobSeekers: [] as JobSeekerRow[], applications: [] as ApplicationRow[] };
  for (const batch of dataset(options)) (out[batch.table] as unknown[]).push(...batch.rows);
  return out;
}

const data = collect(small);
const skillNames = new Set(SKILLS.map((s) => s.name));
const districtNames = new Set(DISTRICTS.map((d) => d.name));

/** The API's job body (snake_case, salary in NPR) for a generated row. */
const asJobBody = (j: JobRow) => ({
  title: j.title, description: j.description, requirements: j.requirements, category: j.category,
  job_level: j.jobLevel, employment_type: j.employmentType, vacancies: j.vacancies, province: j.province,
  district: j.district, address: j.address, remote_allowed: j.remoteAllowed,
  salary_min: j.salaryMinPaisa === null ? null : j.salaryMinPaisa / 100,
  salary_max: j.salaryMaxPaisa === null ? null : j.salaryMaxPaisa / 100,
  salary_negotiable: j.salaryNegotiable, show_salary: j.showSalary, experience_min_years: j.experienceMinYears,
  education_level: j.educationLevel, skills: j.skills, deadline: j.deadline, status: j.status,
});

describe('word lists', () => {
  it('give every one of the 77 districts a population, and every province its communities', () => {
    expect(Object.keys(DISTRICT_POPULATION).sort()).toEqual([...districtNames].sort());
    expect(Object.keys(COMMUNITIES_BY_PROVINCE).sort()).toEqual(PROVINCES.map((p) => p.name).sort());
    expect(Object.keys(LOCALITIES).filter((d) => !districtNames.has(d))).toEqual([]);
  });

  it('use only skills from the skills list, for every category', () => {
    expect(Object.keys(PROFESSIONS)).toEqual([...INDUSTRIES]);
    const unknown = Object.values(PROFESSIONS).flat().flatMap((p) => [...p.skills, ...p.extras]).filter((s) => !skillNames.has(s));
    expect(unknown).toEqual([]);
  });
});

describe('dataset', () => {
  it('makes exactly the rows asked for, in batches of the size asked for', () => {
    const sizes: Record<string, number[]> = {};
    for (const batch of dataset({ ...small, companies: 120, jobs: 250, seekers: 300, applications: 1_001, batchSize: 100 })) {
      (sizes[batch.table] ??= []).push(batch.rows.length);
    }
    expect(sizes).toEqual({
      companies: [100, 20],
      jobs: [100, 100, 50],
      jobSeekers: [100, 100, 100],
      applications: [...Array(10).fill(100), 1],
    });
  });

  it('gives the same rows for the same seed and other rows for another seed', () => {
    const again = collect(small);
    const other = collect({ ...small, seed: 8 });

    expect(JSON.stringify(again)).toBe(JSON.stringify(data));
    expect(other.companies[0]).not.toEqual(data.companies[0]);
    expect(other.jobSeekers[0]).not.toEqual(data.jobSeekers[0]);
  });

  it('keeps companies and job seekers the same when only the number of jobs changes', () => {
    const moreJobs = collect({ ...small, jobs: 1_300 });

    expect(moreJobs.companies).toEqual(data.companies);
    expect(moreJobs.jobSeekers).toEqual(data.jobSeekers);
  });

  it('gives every row a unique id', () => {
    const ids = [...data.companies, ...data.jobs, ...data.jobSeekers, ...data.applications].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('companies', () => {
  it('have unique names, e-mails and 9-digit PANs, on reserved example domains', () => {
    const { companies: rows } = data;
    expect(new Set(rows.map((c) => c.name)).size).toBe(rows.length);
    expect(new Set(rows.map((c) => c.email)).size).toBe(rows.length);
    expect(new Set(rows.map((c) => c.pan)).size).toBe(rows.length);
    for (const c of rows) {
      expect(c.pan).toMatch(/^[36]\d{8}$/);
      expect(c.email).toMatch(/^[a-z]+@[a-z0-9-]+\.example$/);
      expect(c.contactNumber).toMatch(/^98\d{8}$/);
      expect(INDUSTRIES).toContain(c.industry);
    }
  });

  it('are in a real district of the province they name', () => {
    for (const c of data.companies) expect(isDistrictInProvince(c.district, c.province)).toBe(true);
  });

  it('stay unique even when many more are made than there are name patterns', () => {
    const names = new Set<string>();
    for (const batch of companies(createRng(1), 20_000, { now })) for (const c of batch) names.add(c.name);
    expect(names.size).toBe(20_000);
  });
});

describe('jobs', () => {
  it('use the choice lists, real districts of their province, and known skills', () => {
    for (const j of data.jobs) {
      expect(isDistrictInProvince(j.district, j.province)).toBe(true);
      expect(INDUSTRIES).toContain(j.category);
      expect(JOB_LEVELS).toContain(j.jobLevel);
      expect(EMPLOYMENT_TYPES).toContain(j.employmentType);
      expect(EDUCATION_LEVELS).toContain(j.educationLevel);
      expect(j.skills.filter((s) => !skillNames.has(s))).toEqual([]);
      expect(j.vacancies).toBeGreaterThanOrEqual(1);
    }
  });

  it('have salary min ≤ max in whole rupees, or no figures when negotiable', () => {
    for (const j of data.jobs) {
      if (j.salaryNegotiable) {
        expect([j.salaryMinPaisa, j.salaryMaxPaisa, j.showSalary]).toEqual([null, null, false]);
      } else {
        expect(j.salaryMinPaisa).not.toBeNull();
        expect(j.salaryMinPaisa!).toBeLessThanOrEqual(j.salaryMaxPaisa!);
        expect(j.salaryMinPaisa! % 100).toBe(0);
        expect(j.salaryMinPaisa!).toBeGreaterThanOrEqual(8_000 * 100);
      }
    }
  });

  it('are mostly published, with open deadlines after now, and drafts never published', () => {
    const today = kathmanduToday(now);
    const published = data.jobs.filter((j) => j.status === 'published');
    const open = published.filter((j) => j.deadline > today);

    expect(published.length / data.jobs.length).toBeGreaterThan(0.7);
    expect(open.length / published.length).toBeGreaterThan(0.8);
    for (const j of data.jobs) {
      expect(j.publishedAt === null).toBe(j.status === 'draft');
      expect(j.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      if (j.publishedAt) expect(j.publishedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      if (j.status === 'closed') expect(j.deadline < today).toBe(true);
    }
  });

  it('pass the job rules: open published jobs as publishable, the others as drafts', () => {
    const today = kathmanduToday(now);
    const failures = data.jobs.flatMap((j) => {
      const result = j.status === 'published' && j.deadline >= today
        ? validateJobForPublishing(asJobBody(j), now)
        : validateJobDraft(asJobBody(j));
      return result.ok ? [] : [{ title: j.title, errors: result.errors }];
    });
    expect(failures).toEqual([]);
  });

  it('belong to generated companies', () => {
    const companyIds = new Set(data.companies.map((c) => c.id));
    expect(data.jobs.filter((j) => !companyIds.has(j.companyId))).toEqual([]);
  });
});

describe('job seekers', () => {
  it('have Nepali mobile numbers, unique e-mails, known skills and a real district of their province', () => {
    const { jobSeekers: rows } = data;
    expect(new Set(rows.map((s) => s.email)).size).toBe(rows.length);
    for (const s of rows) {
      expect(s.phone).toMatch(/^98\d{8}$/);
      expect(s.email).toMatch(/^[a-z]+\.[a-z]+\d+@example\.(com|net|org)$/);
      expect(isDistrictInProvince(s.district, s.province)).toBe(true);
      expect(s.skills.length).toBeGreaterThan(0);
      expect(s.skills.filter((k) => !skillNames.has(k))).toEqual([]);
      expect(s.experienceYears).toBeGreaterThanOrEqual(0);
      expect(s.educationLevel).not.toBe('Not required');
      expect(Number.isInteger(s.expectedSalaryPaisa) && s.expectedSalaryPaisa > 0).toBe(true);
      expect(s.updatedAt.getTime()).toBeGreaterThanOrEqual(s.createdAt.getTime());
    }
  });

  it('live where people live: many more in Kathmandu than in Manang', () => {
    const rows = [...jobSeekers(createRng(3), 20_000, { now })].flat();
    const count = (d: string) => rows.filter((s) => s.district === d).length;
    expect(count('Kathmandu')).toBeGreaterThan(50 * Math.max(1, count('Manang')));
    expect(new Set(rows.map((s) => s.district)).size).toBeGreaterThan(70);
  });
});

describe('applications', () => {
  const jobsById = new Map(data.jobs.map((j) => [j.id, j]));
  const seekerIds = new Set(data.jobSeekers.map((s) => s.id));

  it('never pair the same job and job seeker twice', () => {
    const pairs = data.applications.map((a) => `${a.jobId}/${a.jobSeekerId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('are for published or closed jobs, by generated job seekers, after the job was published', () => {
    for (const a of data.applications) {
      const job = jobsById.get(a.jobId)!;
      expect(job.status).not.toBe('draft');
      expect(seekerIds.has(a.jobSeekerId)).toBe(true);
      expect(a.createdAt.getTime()).toBeGreaterThanOrEqual(job.publishedAt!.getTime());
      expect(a.updatedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('have a history the status machine accepts, in time order, ending at the status', () => {
    const eventFor: Record<ApplicationStatus, (reason: string | null) => ApplicationEvent | null> = {
      applied: () => ({ type: 'application.reconsider' }),
      shortlisted: () => ({ type: 'application.shortlist' }),
      interview: () => ({ type: 'application.scheduleInterview' }),
      offered: () => ({ type: 'application.offer' }),
      hired: () => ({ type: 'application.hire' }),
      rejected: (reason) => ({ type: 'application.reject', reason: reason ?? '' }),
      withdrawn: () => ({ type: 'application.withdraw' }),
    };
    for (const a of data.applications) {
      const [first, ...rest] = a.history;
      expect(first).toMatchObject({ from: null, to: 'applied', by: 'job_seeker', at: a.createdAt });
      let status: ApplicationStatus = 'applied';
      let at = a.createdAt.getTime();
      for (const step of rest) {
        expect(step.from).toBe(status);
        expect(nextStatus(status, eventFor[step.to](step.reason)!)).toBe(step.to);
        expect(step.by).toBe(step.to === 'withdrawn' ? 'job_seeker' : 'employer');
        expect(step.at.getTime()).toBeGreaterThan(at);
        status = step.to;
        at = step.at.getTime();
      }
      expect(status).toBe(a.status);
      expect(a.updatedAt).toEqual(a.history[a.history.length - 1]!.at);
    }
  });

  it('have a realistic spread of statuses', () => {
    const share = (s: ApplicationStatus) => data.applications.filter((a) => a.status === s).length / data.applications.length;
    expect(share('applied')).toBeGreaterThan(0.3);
    expect(share('rejected')).toBeGreaterThan(0.05);
    expect(share('hired')).toBeGreaterThan(0);
    expect(share('hired')).toBeLessThan(0.1);
  });

  it('mostly come from job seekers whose main skill the job asks for', () => {
    const seekers = new Map(data.jobSeekers.map((s) => [s.id, s]));
    const fitting = data.applications.filter((a) => jobsById.get(a.jobId)!.skills.includes(seekers.get(a.jobSeekerId)!.skills[0]!));
    expect(fitting.length / data.applications.length).toBeGreaterThan(0.4);
  });

  it('refuses to make more distinct pairs than exist', () => {
    const job = data.jobs.find((j) => j.status === 'published')!;
    const seeker = data.jobSeekers[0]!;
    const make = () => [...applications(createRng(1), 2, { now, jobs: [job], seekers: [seeker] })];
    expect(make).toThrow(RangeError);
  });

  it('can use every pair when asked for all of them', () => {
    const someJobs = data.jobs.filter((j) => j.status !== 'draft').slice(0, 3);
    const someSeekers = data.jobSeekers.slice(0, 4);
    const rows = [...applications(createRng(2), 12, { now, jobs: someJobs, seekers: someSeekers })].flat();
    expect(new Set(rows.map((a) => `${a.jobId}/${a.jobSeekerId}`)).size).toBe(12);
  });
});

describe('jobs generator', () => {
  it('needs companies', () => {
    expect(() => [...jobs(createRng(1), 1, { now, companies: [] })]).toThrow(RangeError);
  });
});
