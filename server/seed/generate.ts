/**
 * A deterministic generator of realistic Nepali companies, jobs, job seekers and applications for demos, tests
 * and benchmarks. It yields plain rows in batches and knows nothing of the database: the seed command maps the
 * rows to inserts. One seed and one `now` always give the same rows.
 */
import { INDUSTRIES, type Industry } from '../../src/domain/constants';
import {
  EDUCATION_LEVELS, JOB_LEVELS, type EducationLevel, type EmploymentType, type JobLevel,
  type JobStatus,
} from '../../src/domain/job-fields';
import { DISTRICTS, PROVINCES, type District } from '../../src/domain/nepal-locations';
import {
  allowedTransitions, nextStatus, type ApplicationEvent, type ApplicationStatus, type StatusActor,
} from '../../src/machines/application-status.machine';
import {
  BENEFITS, COMMUNITIES_BY_PROVINCE, COMPANY_NAMING, COMPANY_PREFIXES, DISTRICT_POPULATION, EMPLOYER_HUBS,
  FIRST_NAMES, LOCALITIES, REJECTION_REASONS, SURNAMES, type Community,
} from './nepali-data';
import {
  EXPERIENCE_BY_LEVEL, INTERN_STIPEND, MINIMUM_WAGE_NPR, PAY_BANDS, PROFESSIONS, type Profession,
} from './professions';
import { createRng, weightedTable, type Rng } from './rng';

// ---- Rows ----

export interface CompanyRow {
  id: string;
  /** The employer account that owns the company. */
  userId: string;
  name: string;
  email: string;
  industry: Industry;
  description: string;
  website: string;
  address: string;
  province: string;
  district: string;
  /** Permanent Account Number: 9 digits. */
  pan: string;
  contactName: string;
  contactNumber: string;
  createdAt: Date;
}

export interface JobRow {
  id: string;
  companyId: string;
  title: string;
  description: string;
  requirements: string;
  category: Industry;
  jobLevel: JobLevel;
  employmentType: EmploymentType;
  vacancies: number;
  province: string;
  district: string;
  address: string;
  remoteAllowed: boolean;
  /** Monthly, in paisa (docs/decisions.md: money is stored as integer paisa); null when negotiable. */
  salaryMinPaisa: number | null;
  salaryMaxPaisa: number | null;
  salaryNegotiable: boolean;
  showSalary: boolean;
  experienceMinYears: number;
  educationLevel: EducationLevel;
  skills: string[];
  /** `YYYY-MM-DD`, Kathmandu. */
  deadline: string;
  status: JobStatus;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  viewsCount: number;
}

export interface JobSeekerRow {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  headline: string;
  province: string;
  district: string;
  skills: string[];
  experienceYears: number;
  educationLevel: EducationLevel;
  /** Monthly, in paisa. */
  expectedSalaryPaisa: number;
  openToWork: boolean;
  about: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface StatusChangeRow {
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  by: StatusActor;
  reason: string | null;
  at: Date;
}

export interface ApplicationRow {
  id: string;
  jobId: string;
  jobSeekerId: string;
  coverLetter: string;
  status: ApplicationStatus;
  createdAt: Date;
  updatedAt: Date;
  /** Oldest first; the first entry is the application itself (null → applied). */
  history: StatusChangeRow[];
}

/** What generating jobs needs to know of each company. */
export type CompanyRef = Pick<CompanyRow, 'id' | 'name' | 'industry' | 'province' | 'district' | 'address'>;
/** What generating applications needs to know of each job and job seeker. */
export type JobRef = Pick<JobRow, 'id' | 'title' | 'status' | 'skills' | 'publishedAt' | 'deadline' | 'viewsCount'>;
export type JobSeekerRef = Pick<JobSeekerRow, 'id' | 'fullName' | 'skills' | 'experienceYears'>;

export interface GenerateOptions {
  /** The moment the data set is generated at: every date is relative to it. */
  now: Date;
  /** Rows per yielded batch (default 1,000). */
  batchSize?: number;
}

// ---- Helpers ----

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Kathmandu is UTC+05:45 all year. */
const KATHMANDU_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DEFAULT_BATCH = 1_000;

const PROVINCE_NAME = new Map(PROVINCES.map((p) => [p.id, p.name]));
const provinceName = (d: District) => PROVINCE_NAME.get(d.province_id)!;

const ktmDate = (ms: number) => new Date(ms + KATHMANDU_OFFSET_MS).toISOString().slice(0, 10);
/** The last instant of a Kathmandu day. */
const endOfKtmDay = (date: string) => Date.parse(`${date}T23:59:59.999Z`) - KATHMANDU_OFFSET_MS;
const daysAgo = (now: Date, rng: Rng, min: number, max: number) =>
  new Date(now.getTime() - (min + rng.next() * (max - min)) * DAY_MS);
const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const slug = (text: string) => text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const digits = (rng: Rng, count: number) => {
  let text = '';
  for (let i = 0; i < count; i += 1) text += rng.int(0, 9);
  return text;
};

function* inBatches<T>(n: number, size: number, make: (index: number) => T): Generator<T[]> {
  let batch: T[] = [];
  for (let i = 0; i < n; i += 1) {
    batch.push(make(i));
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

// Weighted tables, built once.
const SEEKER_DISTRICTS = weightedTable(DISTRICTS.map((d) => [d, DISTRICT_POPULATION[d.name]! * (1 + ((EMPLOYER_HUBS[d.name] ?? 1) - 1) / 4)] as const));
const EMPLOYER_DISTRICTS = weightedTable(DISTRICTS.map((d) => [d, DISTRICT_POPULATION[d.name]! * (EMPLOYER_HUBS[d.name] ?? 1)] as const));
const INDUSTRY_TABLE = weightedTable(INDUSTRIES.map((i) => [i, COMPANY_NAMING[i].weight] as const));
const COMMUNITY_TABLES = new Map(PROVINCES.map((p) => [
  p.name, weightedTable(Object.entries(COMMUNITIES_BY_PROVINCE[p.name]!) as [Community, number][]),
]));
const EMPLOYMENT_TABLE = weightedTable<EmploymentType>([
  ['Full Time', 70], ['Part Time', 8], ['Contract', 10], ['Internship', 6], ['Temporary', 3], ['Freelance', 3],
]);
const LEVEL_WEIGHTS: Record<JobLevel, number> = { Entry: 35, Mid: 38, Senior: 20, Executive: 7 };
const VACANCIES_TABLE = weightedTable<readonly [number, number]>([[[1, 1], 60], [[2, 3], 28], [[4, 10], 10], [[11, 30], 2]]);
const EXPERIENCE_TABLE = weightedTable<readonly [number, number]>([[[0, 0], 22], [[1, 2], 28], [[3, 5], 25], [[6, 10], 17], [[11, 25], 8]]);
const REMOTE_CHANCE: Partial<Record<Industry, number>> = { Technology: 0.3, Media: 0.2, Other: 0.05 };
const PHONE_PREFIXES = ['980', '981', '982', '984', '985', '986', '988'];
const MAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];

function personName(rng: Rng, province: string): { first: string; last: string } {
  const community = rng.weighted(COMMUNITY_TABLES.get(province)!);
  const [men, women] = FIRST_NAMES[community];
  return { first: rng.pick(rng.chance(0.5) ? men : women), last: rng.pick(SURNAMES[community]) };
}

const mobile = (rng: Rng) => `${rng.pick(PHONE_PREFIXES)}${digits(rng, 7)}`;

function address(rng: Rng, district: District): string {
  const known = LOCALITIES[district.name];
  if (known && rng.chance(0.85)) return rng.pick(known);
  return `${district.headquarter}-${rng.int(1, 12)}, ${district.name}`;
}

function levelsUpTo(top: JobLevel | undefined) {
  const allowed = JOB_LEVELS.slice(0, JOB_LEVELS.indexOf(top ?? 'Executive') + 1);
  return weightedTable(allowed.map((l) => [l, LEVEL_WEIGHTS[l]] as const));
}
const LEVEL_TABLES = new Map(
  Object.values(PROFESSIONS).flat().map((p) => [p, levelsUpTo(p.top)]),
);

/** One level below or above, staying between SEE/SLC and PhD. */
function nearbyEducation(rng: Rng, level: EducationLevel): EducationLevel {
  const ladder = EDUCATION_LEVELS.filter((l) => l !== 'Not required');
  const base = level === 'Not required' ? (rng.chance(0.6) ? 0 : 1) : ladder.indexOf(level);
  const shift = rng.chance(0.2) ? 1 : rng.chance(0.15) ? -1 : 0;
  return ladder[Math.min(ladder.length - 1, Math.max(0, base + shift))]!;
}

function salaryBand(level: JobLevel, profession: Profession): [number, number] {
  const [lo, hi] = PAY_BANDS[level];
  return [Math.max(MINIMUM_WAGE_NPR, roundTo(lo * profession.pay, 500)), roundTo(hi * profession.pay, 1_000)];
}

// ---- Companies ----

export function* companies(rng: Rng, n: number, options: GenerateOptions): Generator<CompanyRow[]> {
  const names = new Set<string>();
  const pans = new Set<string>();
  const nameFor = (industry: Industry, town: string) => {
    const naming = COMPANY_NAMING[industry];
    for (let attempt = 0; ; attempt += 1) {
      const lead = naming.townOnly || rng.chance(0.35) ? town : rng.pick(COMPANY_PREFIXES);
      // After a few clashes add a word, then a branch number, so every name stays unique.
      const middle = attempt >= 5 ? ` ${rng.pick(COMPANY_PREFIXES)}` : '';
      const trade = rng.pick(naming.trades);
      const suffix = rng.pick(naming.suffixes);
      const branch = attempt >= 20 ? ` (Branch ${attempt - 19})` : '';
      const base = `${lead}${middle} ${trade}${branch}`;
      if (!names.has(slug(base))) {
        names.add(slug(base));
        return { name: suffix ? `${base} ${suffix}` : base, slug: slug(base) };
      }
    }
  };
  const panFor = () => {
    for (;;) {
      const pan = `${rng.pick(['3', '6'])}${digits(rng, 8)}`;
      if (!pans.has(pan)) {
        pans.add(pan);
        return pan;
      }
    }
  };
  yield* inBatches(n, options.batchSize ?? DEFAULT_BATCH, () => {
    const industry = rng.weighted(INDUSTRY_TABLE);
    const district = rng.weighted(EMPLOYER_DISTRICTS);
    const province = provinceName(district);
    const { name, slug: domain } = nameFor(industry, district.headquarter);
    const contact = personName(rng, province);
    const place = address(rng, district);
    const staff = rng.pick(['5–10', '10–50', '50–200', '200+']);
    return {
      id: rng.uuid(),
      userId: rng.uuid(),
      name,
      email: `${rng.pick(['hr', 'careers', 'info', 'jobs'])}@${domain}.example`,
      industry,
      description: `${name} is based in ${place} and has ${staff} staff. We work in ${industry === 'Other' ? 'services' : industry.toLowerCase()} across ${province} Province.`,
      website: `https://${domain}.example`,
      address: place,
      province,
      district: district.name,
      pan: panFor(),
      contactName: `${contact.first} ${contact.last}`,
      contactNumber: mobile(rng),
      createdAt: daysAgo(options.now, rng, 30, 5 * 365),
    };
  });
}

// ---- Jobs ----

function jobTitle(rng: Rng, profession: Profession, level: JobLevel, type: EmploymentType): string {
  if (type === 'Internship') return `${profession.title} Intern`;
  if (level === 'Senior') return `Senior ${profession.title}`;
  if (level === 'Executive') return `Lead ${profession.title}`;
  if (level === 'Entry' && !profession.title.startsWith('Junior') && rng.chance(0.25)) return `Junior ${profession.title}`;
  return profession.title;
}

export function* jobs(
  rng: Rng,
  n: number,
  options: GenerateOptions & { companies: readonly CompanyRef[] },
): Generator<JobRow[]> {
  if (options.companies.length === 0) throw new RangeError('Jobs need at least one company');
  const now = options.now.getTime();
  // A few companies hire a lot; most post a handful of jobs.
  const companyTable = weightedTable(options.companies.map((c) => [c, rng.chance(0.1) ? rng.int(5, 25) : rng.int(1, 4)] as const));
  yield* inBatches(n, options.batchSize ?? DEFAULT_BATCH, () => {
    const company = rng.weighted(companyTable);
    const category = rng.chance(0.85) ? company.industry : rng.weighted(INDUSTRY_TABLE);
    const profession = rng.pick(PROFESSIONS[category]);
    const employmentType = rng.weighted(EMPLOYMENT_TABLE);
    const jobLevel = employmentType === 'Internship' ? 'Entry' : rng.weighted(LEVEL_TABLES.get(profession)!);
    const title = jobTitle(rng, profession, jobLevel, employmentType);
    const skills = [...profession.skills, ...rng.sample(profession.extras, rng.int(0, 2))];
    const [expLo, expHi] = EXPERIENCE_BY_LEVEL[jobLevel];
    const experienceMinYears = employmentType === 'Internship' ? 0 : rng.int(expLo, expHi);
    const educationLevel: EducationLevel = rng.chance(0.08) ? 'Not required' : rng.chance(0.12) ? nearbyEducation(rng, profession.education) : profession.education;

    const sameDistrict = rng.chance(0.75);
    const district = sameDistrict ? DISTRICTS.find((d) => d.name === company.district)! : rng.weighted(EMPLOYER_DISTRICTS);
    const remoteAllowed = rng.chance(REMOTE_CHANCE[category] ?? 0.02);

    const salaryNegotiable = rng.chance(0.12);
    let salaryMin: number | null = null;
    let salaryMax: number | null = null;
    if (!salaryNegotiable) {
      const [lo, hi] = employmentType === 'Internship' ? INTERN_STIPEND : salaryBand(jobLevel, profession);
      salaryMin = roundTo(lo + (hi - lo) * rng.next() * 0.7, 500);
      salaryMax = Math.max(salaryMin, roundTo(salaryMin * (1.15 + rng.next() * 0.45), 1_000));
    }
    const [vacLo, vacHi] = rng.weighted(VACANCIES_TABLE);
    const vacancies = rng.int(vacLo, vacHi);

    // Most published jobs are open; some have passed their deadline; closed ones are older.
    const roll = rng.next();
    const status: JobStatus = roll < 0.07 ? 'draft' : roll < 0.85 ? 'published' : 'closed';
    let createdAt: Date;
    let publishedAt: Date | null = null;
    let deadline: string;
    if (status === 'draft') {
      createdAt = daysAgo(options.now, rng, 0, 30);
      deadline = ktmDate(now + rng.int(10, 60) * DAY_MS);
    } else if (status === 'published') {
      const open = rng.chance(0.9);
      createdAt = daysAgo(options.now, rng, open ? 0 : 45, open ? 40 : 120);
      publishedAt = new Date(Math.min(now, createdAt.getTime() + rng.next() * 2 * DAY_MS));
      deadline = open
        ? ktmDate(now + rng.int(1, 45) * DAY_MS)
        : ktmDate(Math.min(now - DAY_MS, publishedAt.getTime() + rng.int(15, 40) * DAY_MS));
    } else {
      createdAt = daysAgo(options.now, rng, 40, 365);
      publishedAt = new Date(createdAt.getTime() + rng.next() * 2 * DAY_MS);
      deadline = ktmDate(Math.min(now - DAY_MS, publishedAt.getTime() + rng.int(15, 40) * DAY_MS));
    }
    const touched = publishedAt ?? createdAt;
    const updatedAt = new Date(Math.min(now, touched.getTime() + rng.next() * 5 * DAY_MS));
    const liveDays = publishedAt ? Math.max(1, (Math.min(now, endOfKtmDay(deadline)) - publishedAt.getTime()) / DAY_MS) : 0;
    const viewsCount = publishedAt ? Math.round(liveDays * rng.int(3, 40)) : 0;

    const [b1, b2] = rng.sample(BENEFITS, 2);
    const description = [
      `${company.name} is looking for ${title.match(/^[AEIOU]/) ? 'an' : 'a'} ${title} (${plural(vacancies, 'vacancy', 'vacancies')}) to join the team in ${district.name}.`,
      `You will work with ${skills.slice(0, 3).join(', ')} every day.`,
      remoteAllowed ? 'Remote work is possible for this role.' : '',
      `We offer ${b1} and ${b2}.`,
    ].filter(Boolean).join(' ');
    const requirements = [
      educationLevel === 'Not required' ? '- No formal education required' : `- ${educationLevel} or above in a related field`,
      experienceMinYears === 0 ? '- Freshers are welcome to apply' : `- At least ${plural(experienceMinYears, 'year', 'years')} of experience as ${profession.title}`,
      `- Working knowledge of ${skills.join(', ')}`,
      skills.some((s) => s.includes('Licence')) ? '- A valid driving licence' : '- Good communication in Nepali and English',
    ].join('\n');

    return {
      id: rng.uuid(),
      companyId: company.id,
      title,
      description,
      requirements,
      category,
      jobLevel,
      employmentType,
      vacancies,
      province: provinceName(district),
      district: district.name,
      address: sameDistrict ? company.address : address(rng, district),
      remoteAllowed,
      salaryMinPaisa: salaryMin === null ? null : salaryMin * 100,
      salaryMaxPaisa: salaryMax === null ? null : salaryMax * 100,
      salaryNegotiable,
      showSalary: !salaryNegotiable && rng.chance(0.8),
      experienceMinYears,
      educationLevel,
      skills,
      deadline,
      status,
      createdAt,
      updatedAt,
      publishedAt,
      viewsCount,
    };
  });
}

// ---- Job seekers ----

function headlineFor(rng: Rng, title: string, years: number): string {
  if (years === 0) return rng.chance(0.5) ? `Fresh graduate looking for ${title} roles` : `Aspiring ${title}`;
  return rng.chance(0.6) ? `${title} with ${plural(years, 'year', 'years')} of experience` : `Experienced ${title}`;
}

function levelForYears(years: number, top: JobLevel | undefined): JobLevel {
  const level: JobLevel = years <= 1 ? 'Entry' : years <= 4 ? 'Mid' : years <= 8 ? 'Senior' : 'Executive';
  const cap = JOB_LEVELS.indexOf(top ?? 'Executive');
  return JOB_LEVELS[Math.min(JOB_LEVELS.indexOf(level), cap)]!;
}

export function* jobSeekers(rng: Rng, n: number, options: GenerateOptions): Generator<JobSeekerRow[]> {
  const now = options.now.getTime();
  yield* inBatches(n, options.batchSize ?? DEFAULT_BATCH, (index) => {
    const profession = rng.pick(PROFESSIONS[rng.weighted(INDUSTRY_TABLE)]);
    const district = rng.weighted(SEEKER_DISTRICTS);
    const province = provinceName(district);
    const { first, last } = personName(rng, province);
    const [expLo, expHi] = rng.weighted(EXPERIENCE_TABLE);
    const experienceYears = rng.int(expLo, expHi);
    // The profession's main skill always; most of the others; some extras, languages and soft skills.
    const skills = [
      profession.skills[0]!,
      ...profession.skills.slice(1).filter(() => rng.chance(0.8)),
      ...profession.extras.filter(() => rng.chance(0.35)),
      ...(rng.chance(0.3) ? ['English'] : []),
      ...(rng.chance(0.25) ? [rng.pick(['Communication', 'Team Leadership', 'Problem Solving', 'Time Management'])] : []),
    ].filter((s, i, all) => all.indexOf(s) === i);
    const [lo, hi] = salaryBand(levelForYears(experienceYears, profession.top), profession);
    const expected = roundTo(lo + (hi - lo) * (0.3 + rng.next() * 0.5), 1_000);
    const createdAt = new Date(now - rng.int(1, 900) * DAY_MS - rng.int(0, DAY_MS - 1));
    const fullName = `${first} ${last}`;
    return {
      id: rng.uuid(),
      fullName,
      email: `${slug(first).replace(/-/g, '')}.${slug(last).replace(/-/g, '')}${index + 1}@${rng.pick(MAIL_DOMAINS)}`,
      phone: mobile(rng),
      headline: headlineFor(rng, profession.title, experienceYears),
      province,
      district: district.name,
      skills,
      experienceYears,
      educationLevel: nearbyEducation(rng, profession.education),
      expectedSalaryPaisa: expected * 100,
      openToWork: rng.chance(0.85),
      about: `I am from ${district.name} and work as ${profession.title.match(/^[AEIOU]/) ? 'an' : 'a'} ${profession.title}. I am good at ${skills.slice(0, 3).join(', ')}.`,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + rng.next() * (now - createdAt.getTime())),
    };
  });
}

// ---- Applications ----

interface Step {
  from: ApplicationStatus;
  to: ApplicationStatus;
  by: StatusActor;
  event: ApplicationEvent;
}

/** Walks the application-status machine, so every generated history is one the server would accept. */
function walk(events: ApplicationEvent[]): Step[] {
  let status: ApplicationStatus = 'applied';
  return events.map((event) => {
    const to = nextStatus(status, event);
    if (to === null) throw new Error(`The status machine refuses ${event.type} from ${status}`);
    const by = allowedTransitions(status).find((t) => t.event === event.type)!.by;
    const step = { from: status, to, by, event };
    status = to;
    return step;
  });
}

const FORWARD: ApplicationEvent[] = [
  { type: 'application.shortlist' }, { type: 'application.scheduleInterview' }, { type: 'application.offer' },
  { type: 'application.hire' },
];
/** The stage (applied, shortlisted, interview, offered) at which applications are rejected or withdrawn. */
const STAGE_TABLE = weightedTable([[0, 55], [1, 25], [2, 15], [3, 5]] as const);
const pathTo = (status: ApplicationStatus, stage: number): Step[] => {
  switch (status) {
    case 'rejected': return walk([...FORWARD.slice(0, stage), { type: 'application.reject', reason: REJECTION_REASONS[0] }]);
    case 'withdrawn': return walk([...FORWARD.slice(0, stage), { type: 'application.withdraw' }]);
    default: return walk(FORWARD.slice(0, ['applied', 'shortlisted', 'interview', 'offered', 'hired'].indexOf(status)));
  }
};
const PATHS = new Map(
  (['applied', 'shortlisted', 'interview', 'offered', 'hired', 'rejected', 'withdrawn'] as const).map(
    (status) => [status, [0, 1, 2, 3].map((stage) => pathTo(status, stage))],
  ),
);
/** Where applications stand while a job is open, and once it has closed. */
const OPEN_STATUS = weightedTable<ApplicationStatus>([
  ['applied', 55], ['shortlisted', 18], ['interview', 10], ['offered', 3], ['hired', 1], ['rejected', 10], ['withdrawn', 3],
]);
const CLOSED_STATUS = weightedTable<ApplicationStatus>([
  ['applied', 15], ['shortlisted', 10], ['interview', 8], ['offered', 4], ['hired', 8], ['rejected', 50], ['withdrawn', 5],
]);

export function* applications(
  rng: Rng,
  n: number,
  options: GenerateOptions & { jobs: readonly JobRef[]; seekers: readonly JobSeekerRef[] },
): Generator<ApplicationRow[]> {
  const now = options.now.getTime();
  const today = ktmDate(now);
  const open = options.jobs.filter((j) => j.status !== 'draft' && j.publishedAt !== null);
  const seekers = options.seekers;
  if (n > open.length * seekers.length) {
    throw new RangeError(`Cannot make ${n} distinct applications from ${open.length} open jobs and ${seekers.length} job seekers`);
  }
  // Popular jobs (more views) get more applications.
  const jobTable = weightedTable(open.map((j, i) => [i, j.viewsCount + 10] as const));
  // Job seekers by their main skill, so most applicants fit the job they apply to.
  const byMainSkill = new Map<string, number[]>();
  seekers.forEach((s, i) => {
    const key = s.skills[0]?.toLowerCase() ?? '';
    const list = byMainSkill.get(key);
    if (list) list.push(i);
    else byMainSkill.set(key, [i]);
  });
  const taken = new Set<number>();
  /** A (job, job seeker) pair not used yet. */
  const freshPair = (): [number, number] => {
    for (let attempt = 0; ; attempt += 1) {
      const jobIndex = attempt < 50 ? rng.weighted(jobTable) : rng.int(0, open.length - 1);
      const fitting = byMainSkill.get(open[jobIndex]!.skills[0]?.toLowerCase() ?? '');
      const seekerIndex = fitting && attempt < 10 && rng.chance(0.65) ? rng.pick(fitting) : rng.int(0, seekers.length - 1);
      const pair = jobIndex * seekers.length + seekerIndex;
      if (!taken.has(pair)) {
        taken.add(pair);
        return [jobIndex, seekerIndex];
      }
    }
  };

  yield* inBatches(n, options.batchSize ?? DEFAULT_BATCH, () => {
    const [jobIndex, seekerIndex] = freshPair();
    const job = open[jobIndex]!;
    const seeker = seekers[seekerIndex]!;

    const start = job.publishedAt!.getTime();
    const end = Math.min(now, endOfKtmDay(job.deadline));
    const createdAt = start + rng.next() * Math.max(0, end - start);
    const stillOpen = job.status === 'published' && job.deadline >= today;
    // An application of the last hour has had no decision yet.
    const status = now - createdAt < HOUR_MS ? 'applied' : rng.weighted(stillOpen ? OPEN_STATUS : CLOSED_STATUS);
    const steps = PATHS.get(status)![rng.weighted(STAGE_TABLE)]!;
    // Employers decide within days to weeks, not spread over all the time since.
    const span = Math.min(now - createdAt, steps.length * (3 + rng.next() * 7) * DAY_MS);
    const history: StatusChangeRow[] = [
      { from: null, to: 'applied', by: 'job_seeker', reason: null, at: new Date(createdAt) },
      ...steps.map((step, i) => ({
        from: step.from,
        to: step.to,
        by: step.by,
        reason: step.event.type === 'application.reject' ? rng.pick(REJECTION_REASONS) : null,
        at: new Date(createdAt + (span * (i + 1 + rng.next() * 0.9)) / (steps.length + 1)),
      })),
    ];
    const years = seeker.experienceYears;
    return {
      id: rng.uuid(),
      jobId: job.id,
      jobSeekerId: seeker.id,
      coverLetter: rng.chance(0.55)
        ? `Dear Hiring Manager,\n\nI would like to apply for the ${job.title} position. ${years === 0 ? 'I am a fresh graduate and eager to learn.' : `I have ${plural(years, 'year', 'years')} of experience.`} I am good at ${seeker.skills.slice(0, 2).join(' and ')}.\n\nSincerely,\n${seeker.fullName}`
        : '',
      status,
      createdAt: new Date(createdAt),
      updatedAt: history[history.length - 1]!.at,
      history,
    };
  });
}

// ---- The whole data set ----

export interface DatasetOptions {
  seed: number | string;
  now: Date;
  companies: number;
  jobs: number;
  seekers: number;
  applications: number;
  batchSize?: number;
}

export type DatasetBatch =
  | { table: 'companies'; rows: CompanyRow[] }
  | { table: 'jobs'; rows: JobRow[] }
  | { table: 'jobSeekers'; rows: JobSeekerRow[] }
  | { table: 'applications'; rows: ApplicationRow[] };

/**
 * Every table in the order the rows can be inserted (companies, jobs, job seekers, applications). Each table has
 * its own random stream, so changing how many jobs are made leaves the companies as they were.
 */
export function* dataset(options: DatasetOptions): Generator<DatasetBatch> {
  const { seed, now, batchSize } = options;
  const stream = (table: string) => createRng(`${seed}:${table}`);
  const companyRefs: CompanyRef[] = [];
  for (const rows of companies(stream('companies'), options.companies, { now, batchSize })) {
    for (const c of rows) companyRefs.push({ id: c.id, name: c.name, industry: c.industry, province: c.province, district: c.district, address: c.address });
    yield { table: 'companies', rows };
  }
  const jobRefs: JobRef[] = [];
  for (const rows of jobs(stream('jobs'), options.jobs, { now, batchSize, companies: companyRefs })) {
    for (const j of rows) jobRefs.push({ id: j.id, title: j.title, status: j.status, skills: j.skills, publishedAt: j.publishedAt, deadline: j.deadline, viewsCount: j.viewsCount });
    yield { table: 'jobs', rows };
  }
  const seekerRefs: JobSeekerRef[] = [];
  for (const rows of jobSeekers(stream('jobSeekers'), options.seekers, { now, batchSize })) {
    for (const s of rows) seekerRefs.push({ id: s.id, fullName: s.fullName, skills: s.skills, experienceYears: s.experienceYears });
    yield { table: 'jobSeekers', rows };
  }
  for (const rows of applications(stream('applications'), options.applications, { now, batchSize, jobs: jobRefs, seekers: seekerRefs })) {
    yield { table: 'applications', rows };
  }
}
