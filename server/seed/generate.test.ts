import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../../src/domain/constants';
import { EDUCATION_LEVELS, EMPLOYMENT_TYPES, JOB_LEVELS } from '../../src/domain/job-fields';
import { isDistrictInProvince, kathmanduToday, validateJobDraft, validateJobForPublishing } from '../../src/domain/job-rules';
import { DISTRICTS } from '../../src/domain/nepal-locations';
import { PROVINCES } from '../../src/domain/nepal-provinces';
import { nextStatus, type ApplicationEvent, type ApplicationStatus } from '../../src/machines/application-status.machine';
import { SKILLS } from '../data/skills';
import { scorerFor } from '../services/matching';
import {
  applications, companies, dataset, jobSeekers, jobs, matchPoints, MAX_PUBLISHED_PER_COMPANY, type ApplicationRow, type CompanyRow,
  type DatasetOptions, type JobRef, type JobRow, type JobSeekerRow,
} from './generate';
import { COMMUNITIES_BY_PROVINCE, COMPANY_NAMING, DISTRICT_POPULATION, LOCALITIES, REJECTION_REASONS } from './nepali-data';
import { GENERIC_SKILLS, PROFESSION_BY_TITLE, PROFESSIONS, TRADES } from './professions';
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

/** The professions a job title may name: itself, or without "Junior", "Senior", "Lead" or "Intern". */
const professionsOfTitle = (title: string) => [title, title.replace(/^(Junior|Senior|Lead) /, '').replace(/ Intern$/, '')];
/** The kind of company a name says (its trade: "Kathmandu Textiles Pvt. Ltd." is a textile company). */
function tradeOfName(company: Pick<CompanyRow, 'name' | 'industry'>): string {
  const found = COMPANY_NAMING[company.industry].trades.filter((t) => company.name.includes(` ${t}`));
  return found.sort((a, b) => b.length - a.length)[0]!;
}
const companyById = new Map(data.companies.map((c) => [c.id, c]));
const seekerById = new Map(data.jobSeekers.map((s) => [s.id, s]));
const jobById = new Map(data.jobs.map((j) => [j.id, j]));
/** What generating applications needs of a generated job. */
const refOf = (j: JobRow): JobRef => ({ ...j, companyName: companyById.get(j.companyId)!.name });
const scoreOf = (a: ApplicationRow) => {
  const s = seekerById.get(a.jobSeekerId)!;
  return scorerFor(jobById.get(a.jobId)!)({ ...s }).score;
};
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

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

  it('say whom every kind of company hires, only professions that exist, and every profession is hired somewhere', () => {
    const titles = Object.values(PROFESSIONS).flat().map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    const named = Object.values(COMPANY_NAMING).flatMap((n) => n.trades);
    expect(named.filter((t) => !TRADES[t])).toEqual([]);
    expect(Object.keys(TRADES).filter((t) => !named.includes(t))).toEqual([]);
    const hired = new Set(Object.values(TRADES).flatMap((t) => Object.keys(t.hires)));
    expect([...hired].filter((h) => !PROFESSION_BY_TITLE.has(h))).toEqual([]);
    expect(titles.filter((h) => !hired.has(h))).toEqual([]);
  });

  it('name every profession by a skill that says something about the work (not a language or soft skill)', () => {
    expect(Object.values(PROFESSIONS).flat().filter((p) => GENERIC_SKILLS.has(p.skills[0]!)).map((p) => p.title)).toEqual([]);
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

  it('fit what their company does: a textile company hires for garments, a hospital nurses and radiographers', () => {
    const hires = (j: JobRow) => TRADES[tradeOfName(companyById.get(j.companyId)!)]!.hires;
    const misfits = data.jobs.filter((j) => !professionsOfTitle(j.title).some((p) => hires(j)[p]))
      .map((j) => `${companyById.get(j.companyId)!.name}: ${j.title}`);
    expect(misfits).toEqual([]);
    const place = { province: 'Bagmati', district: 'Kathmandu', address: 'Balaju, Kathmandu', staff: '200+' } as const;
    const made = [...jobs(createRng(5), 400, { now, companies: [
      { ...place, id: 'textiles', name: 'Kathmandu Textiles Pvt. Ltd.', industry: 'Manufacturing', trade: 'Textiles' },
      { ...place, id: 'hospital', name: 'Kathmandu Hospital', industry: 'Healthcare', trade: 'Hospital' },
    ] })].flat();
    const professionsAt = (id: string) => new Set(made.filter((j) => j.companyId === id).map((j) => j.profession));
    expect([...professionsAt('textiles')].sort()).toEqual(expect.arrayContaining(['Garment Merchandiser', 'Quality Control Officer', 'Sewing Machine Operator', 'Accountant']));
    expect([...professionsAt('textiles')].filter((p) => ['Radiographer', 'Plumber', 'Montessori Teacher', 'Staff Nurse'].includes(p))).toEqual([]);
    expect([...professionsAt('hospital')]).toEqual(expect.arrayContaining(['Radiographer', 'Staff Nurse', 'Laboratory Technician']));
    expect([...professionsAt('hospital')].filter((p) => ['Sewing Machine Operator', 'Garment Merchandiser'].includes(p))).toEqual([]);
  });

  it('are one published post per title and company, and no company has more published than a plan allows', () => {
    const published = data.jobs.filter((j) => j.status === 'published');
    const posts = published.map((j) => `${j.companyId} ${j.title}`);
    expect(new Set(posts).size).toBe(posts.length);
    const perCompany = new Map<string, number>();
    for (const j of published) perCompany.set(j.companyId, (perCompany.get(j.companyId) ?? 0) + 1);
    expect(Math.max(...perCompany.values())).toBeLessThanOrEqual(MAX_PUBLISHED_PER_COMPANY);
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

  it('say the same years, place and work in their headline and about as in their profile', () => {
    const wrong = data.jobSeekers.filter((s) => {
      const years = [...`${s.headline} ${s.about}`.matchAll(/(\d+) years? of experience/g)].map((m) => Number(m[1]));
      const fresher = /Fresh graduate|Aspiring|first job|just finished/.test(`${s.headline} ${s.about}`);
      const senior = /^(Experienced|Senior) /.test(s.headline);
      return years.some((y) => y !== s.experienceYears) || fresher !== (s.experienceYears === 0) || (senior && s.experienceYears < 5)
        || !s.about.includes(s.district);
    }).map((s) => `${s.headline} (${s.experienceYears} years, ${s.district}): ${s.about}`);
    expect(wrong).toEqual([]);
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

  it('come from job seekers who have one of the skills the job asks for (not just a language or soft skill)', () => {
    const unrelated = data.applications.filter((a) => {
      const job = jobsById.get(a.jobId)!;
      return !seekerById.get(a.jobSeekerId)!.skills.some((s) => !GENERIC_SKILLS.has(s) && job.skills.includes(s));
    }).map((a) => `${seekerById.get(a.jobSeekerId)!.headline} for ${jobsById.get(a.jobId)!.title}`);
    expect(unrelated).toEqual([]);
  });

  it('mostly come from people who do that work, most of them from the job\'s province', () => {
    const share = (test: (a: ApplicationRow) => boolean) => data.applications.filter(test).length / data.applications.length;
    expect(share((a) => seekerById.get(a.jobSeekerId)!.profession === jobsById.get(a.jobId)!.profession)).toBeGreaterThan(0.7);
    expect(share((a) => seekerById.get(a.jobSeekerId)!.province === jobsById.get(a.jobId)!.province)).toBeGreaterThan(0.45);
  });

  it('come from people of about the experience asked: no seasoned hands applying for a fresher\'s job', () => {
    const seasoned = data.applications.filter((a) => jobsById.get(a.jobId)!.experienceMinYears === 0 && seekerById.get(a.jobSeekerId)!.experienceYears > 4);
    expect(seasoned.length / data.applications.length).toBeLessThan(0.01);
  });

  it('match their jobs in a realistic spread: some excellent, most middling, a few poor (the API\'s match score)', () => {
    const scores = data.applications.map(scoreOf).sort((a, b) => a - b);
    const share = (lo: number, hi: number) => scores.filter((x) => x >= lo && x < hi).length / scores.length;
    expect(share(80, 101)).toBeGreaterThan(0.1);
    expect(share(80, 101)).toBeLessThan(0.4);
    expect(share(50, 80)).toBeGreaterThan(0.45);
    expect(share(0, 50)).toBeGreaterThan(0.03);
    expect(share(0, 50)).toBeLessThan(0.25);
    expect(quantile(scores, 0.5)).toBeGreaterThanOrEqual(55);
    expect(quantile(scores, 0.5)).toBeLessThanOrEqual(80);
  });

  it('score applicants for their statuses exactly as the API\'s match score does', () => {
    const differ = data.applications.filter((a) => {
      const job = jobById.get(a.jobId)!;
      const seeker = seekerById.get(a.jobSeekerId)!;
      return matchPoints(job, seeker).score !== scoreOf(a);
    });
    expect(differ).toEqual([]);
  });

  it('move the better matches further: more of them shortlisted, fewer rejected', () => {
    const rate = (rows: ApplicationRow[], status: string) => rows.filter((a) => a.status === status).length / rows.length;
    const strong = data.applications.filter((a) => scoreOf(a) >= 80);
    const weak = data.applications.filter((a) => scoreOf(a) < 50);
    expect(rate(strong, 'shortlisted')).toBeGreaterThan(rate(weak, 'shortlisted'));
    expect(rate(strong, 'rejected')).toBeLessThan(rate(weak, 'rejected'));
  });

  it('have cover letters that say what the applicant\'s profile says: years, work, skills the job asks for, district', () => {
    const letters = data.applications.filter((a) => a.coverLetter);
    expect(letters.length / data.applications.length).toBeGreaterThan(0.4);
    const districts = [...districtNames];
    const wrong = letters.flatMap((a) => {
      const s = seekerById.get(a.jobSeekerId)!;
      const job = jobsById.get(a.jobId)!;
      // What the letter claims, without the titles and the company's name (which may name a skill or a town).
      const text = a.coverLetter.replaceAll(job.title, '').replaceAll(s.profession, '').replaceAll(companyById.get(job.companyId)!.name, '');
      const years = [...text.matchAll(/(\d+) years? of experience/g)].map((m) => Number(m[1]));
      const problems = [
        ...years.filter((y) => y !== s.experienceYears).map((y) => `claims ${y} years, has ${s.experienceYears}`),
        ...(s.experienceYears === 0 ? (/just finished/.test(text) ? [] : ['a fresher not saying so']) : years.length ? [] : ['no years']),
        ...(a.coverLetter.includes(`as ${s.profession.match(/^[AEIOU]/) ? 'an' : 'a'} ${s.profession}`) ? [] : [`not as ${s.profession}`]),
        ...(text.includes(`I live in ${s.district}`) ? [] : [`not living in ${s.district}`]),
        ...districts.filter((d) => new RegExp(`\\b${d}\\b`).test(text) && d !== s.district && d !== job.district).map((d) => `names ${d}`),
        ...[...skillNames].filter((k) => text.includes(k) && !GENERIC_SKILLS.has(k) && !(s.skills.includes(k) && job.skills.includes(k)))
          .filter((k) => ![...skillNames].some((longer) => longer !== k && longer.includes(k) && text.includes(longer)))
          .map((k) => `names ${k}`),
      ];
      return problems.length ? [`${s.fullName} for ${job.title}: ${problems.join('; ')}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('are turned down for reasons the applicant\'s data bears out', () => {
    const wrong = data.applications.flatMap((a) => a.history.filter((h) => h.to === 'rejected').flatMap((h) => {
      const s = seekerById.get(a.jobSeekerId)!;
      const job = jobsById.get(a.jobId)!;
      const match = scorerFor(job)({ ...s });
      const points = (kind: string) => match.reasons.find((r) => r.kind === kind)!.points;
      const holds: Record<(typeof REJECTION_REASONS)[number], boolean> = {
        'Not enough experience for this role': s.experienceYears < job.experienceMinYears,
        'Skills do not match the requirements': points('skills') < 30,
        'Position has been filled': true,
        'Lives too far from the workplace': points('location') === 0,
        'Salary expectation is above our budget': job.salaryMaxPaisa !== null && s.expectedSalaryPaisa > job.salaryMaxPaisa,
        'Did not attend the interview': h.from === 'interview',
        'Another candidate was a better fit': true,
        'Required licence or certificate missing': job.skills.some((k) => /Licen[cs]e/.test(k) && !s.skills.includes(k)),
      };
      return holds[h.reason as (typeof REJECTION_REASONS)[number]] ? [] : [`${h.reason}: ${s.headline} for ${job.title}`];
    }));
    expect(wrong).toEqual([]);
  });

  it('never offer or hire more people than the job has vacancies', () => {
    for (const status of ['offered', 'hired'] as const) {
      const perJob = new Map<string, number>();
      for (const a of data.applications) if (a.status === status) perJob.set(a.jobId, (perJob.get(a.jobId) ?? 0) + 1);
      expect([...perJob].filter(([id, n]) => n > jobsById.get(id)!.vacancies)).toEqual([]);
    }
  });

  it('refuses to make more distinct pairs than exist', () => {
    const job = refOf(data.jobs.find((j) => j.status === 'published')!);
    const seeker = data.jobSeekers[0]!;
    const make = () => [...applications(createRng(1), 2, { now, jobs: [job], seekers: [seeker] })];
    expect(make).toThrow(RangeError);
  });

  it('can use every pair when asked for all of them', () => {
    const someJobs = data.jobs.filter((j) => j.status !== 'draft').slice(0, 3).map(refOf);
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
