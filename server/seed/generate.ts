/**
 * A deterministic generator of realistic Nepali companies, jobs, job seekers and applications for demos, tests
 * and benchmarks. It yields plain rows in batches and knows nothing of the database: the seed command maps the
 * rows to inserts. One seed and one `now` always give the same rows.
 */
import { INDUSTRIES, type Industry } from '../../src/domain/constants';
import {
  EDUCATION_LEVELS, educationRank, JOB_LEVELS, type EducationLevel, type EmploymentType, type JobLevel,
  type JobStatus,
} from '../../src/domain/job-fields';
import { DISTRICTS, type District } from '../../src/domain/nepal-locations';
import { PROVINCES } from '../../src/domain/nepal-provinces';
import { MATCH_WEIGHTS } from '../../src/domain/match-score';
import {
  allowedTransitions, nextStatus, type ApplicationEvent, type ApplicationStatus, type StatusActor,
} from '../../src/machines/application-status.machine';
import {
  BENEFITS, COMMUNITIES_BY_PROVINCE, COMPANY_NAMING, COMPANY_PREFIXES, DISTRICT_POPULATION, EMPLOYER_HUBS,
  FIRST_NAMES, LOCALITIES, REJECTION_REASONS, SURNAMES, type Community,
} from './nepali-data';
import {
  CATEGORY_OF, EXPERIENCE_BY_LEVEL, GENERIC_SKILLS, INTERN_STIPEND, MINIMUM_WAGE_NPR, PAY_BANDS, PROFESSION_BY_TITLE, PROFESSIONS,
  TRADES, type Profession,
} from './professions';
import { createRng, weightedTable, type Rng, type WeightedTable } from './rng';

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
  /** What kind of company it is: a key of TRADES (not stored; its jobs are drawn from the trade's hires). */
  trade: string;
  /** How many people work there (not stored; bigger companies post more jobs). */
  staff: StaffBand;
}

export type StaffBand = '5–10' | '10–50' | '50–200' | '200+';

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
  /** The profession's title, without level words (not stored). */
  profession: string;
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
  /** The profession's title (not stored; the headline and about say it). */
  profession: string;
  /** The kind of place they last worked at, e.g. "a garment factory" (not stored; about and cover letters say it). */
  workplace: string;
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
export type CompanyRef = Pick<CompanyRow, 'id' | 'name' | 'industry' | 'province' | 'district' | 'address' | 'trade' | 'staff'>;
/** What generating applications needs to know of each job (and the name of its company) and job seeker. */
export type JobRef = Pick<JobRow,
  | 'id' | 'title' | 'status' | 'skills' | 'publishedAt' | 'deadline' | 'viewsCount' | 'profession' | 'province' | 'district'
  | 'remoteAllowed' | 'experienceMinYears' | 'educationLevel' | 'salaryMaxPaisa' | 'vacancies'> & { companyName: string };
export type JobSeekerRef = Pick<JobSeekerRow,
  | 'id' | 'fullName' | 'skills' | 'experienceYears' | 'profession' | 'workplace' | 'province' | 'district' | 'educationLevel'
  | 'expectedSalaryPaisa'>;

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
const STAFF_TABLE = weightedTable<StaffBand>([['5–10', 35], ['10–50', 40], ['50–200', 17], ['200+', 8]]);
/** How many jobs a company of each size posts, against the others (a range; each company draws once). */
const HIRING_BY_STAFF: Record<StaffBand, readonly [number, number]> = { '5–10': [1, 2], '10–50': [1, 4], '50–200': [3, 8], '200+': [6, 18] };
/**
 * Published jobs one company has at a time, at most: more are closed (filled). Keeps every company within what a paid
 * plan allows, as the demo employer's plan must (src/domain/plans.ts).
 */
export const MAX_PUBLISHED_PER_COMPANY = 30;

const professionOf = (title: string) => {
  const profession = PROFESSION_BY_TITLE.get(title);
  if (!profession) throw new Error(`Unknown profession ${title}`);
  return profession;
};
/** Whom each kind of company hires. */
const HIRE_TABLES = new Map(Object.entries(TRADES).map(([name, trade]) => [
  name, weightedTable(Object.entries(trade.hires).map(([title, weight]) => [professionOf(title), weight] as const)),
]));
/** How much each profession is hired for by companies of the given trades and weights, adding up to 1. */
function demandOf(companies: Iterable<readonly [trade: string, weight: number]>): Map<Profession, number> {
  const demand = new Map<Profession, number>();
  let sum = 0;
  for (const [name, companyWeight] of companies) {
    const hires = Object.entries(TRADES[name]!.hires);
    const total = hires.reduce((acc, [, w]) => acc + w, 0);
    for (const [title, weight] of hires) {
      const profession = professionOf(title);
      demand.set(profession, (demand.get(profession) ?? 0) + companyWeight * (weight / total));
      sum += companyWeight * (weight / total);
    }
  }
  for (const [profession, d] of demand) demand.set(profession, d / sum);
  return demand;
}
/** Over all companies there could be: each industry's share of companies spread over its trades. */
const MARKET_DEMAND = demandOf(Object.values(COMPANY_NAMING).flatMap((naming) =>
  naming.trades.map((name) => [name, naming.weight / naming.trades.length] as const)));
/** The kinds of places each profession works at: the trades that hire it. */
const WORKPLACES = new Map([...PROFESSION_BY_TITLE.values()].map((profession) => [profession, weightedTable(
  Object.values(TRADES).filter((trade) => trade.hires[profession.title]).map((trade) => [trade.workplace, trade.hires[profession.title]!] as const),
)]));
const coreSkills = (p: Profession) => p.skills.filter((s) => !GENERIC_SKILLS.has(s));
/** Other professions sharing a core skill with each one, weighted by how many they share: who else applies. */
const RELATED = new Map([...PROFESSION_BY_TITLE.values()].map((profession) => {
  const mine = new Set(coreSkills(profession));
  const others = [...PROFESSION_BY_TITLE.values()]
    .map((other) => [other, other === profession ? 0 : coreSkills(other).filter((s) => mine.has(s)).length] as const)
    .filter(([, shared]) => shared > 0);
  return [profession, others.length ? weightedTable(others) : undefined] as const;
}));

/** "a" or "an" before a word. */
const withArticle = (text: string) => `${/^[AEIOU]/i.test(text) && !/^(Uni|Use)/i.test(text) ? 'an' : 'a'} ${text}`;
/** "A, B and C". */
const listOf = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

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
        return { name: suffix ? `${base} ${suffix}` : base, slug: slug(base), trade };
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
    const { name, slug: domain, trade } = nameFor(industry, district.headquarter);
    const contact = personName(rng, province);
    const place = address(rng, district);
    const staff = rng.weighted(STAFF_TABLE);
    return {
      id: rng.uuid(),
      userId: rng.uuid(),
      name,
      email: `${rng.pick(['hr', 'careers', 'info', 'jobs'])}@${domain}.example`,
      industry,
      description: `${name} ${TRADES[trade]!.does}. We are based in ${place}, ${province} Province, and have ${staff} staff.`,
      website: `https://${domain}.example`,
      address: place,
      province,
      district: district.name,
      pan: panFor(),
      contactName: `${contact.first} ${contact.last}`,
      contactNumber: mobile(rng),
      createdAt: daysAgo(options.now, rng, 30, 5 * 365),
      trade,
      staff,
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
  // Bigger companies post more jobs.
  const companyTable = weightedTable(options.companies.map((c) => [c, rng.int(...HIRING_BY_STAFF[c.staff])] as const));
  /** Per company: how many jobs are published, the titles it has used, and those of its published jobs. */
  const published = new Map<string, number>();
  const usedTitles = new Map<string, Set<string>>();
  const livePosts = new Map<string, Set<string>>();
  yield* inBatches(n, options.batchSize ?? DEFAULT_BATCH, () => {
    const company = rng.weighted(companyTable);
    const trade = TRADES[company.trade]!;
    // Most published jobs are open; some have passed their deadline; closed ones are older; a company at its
    // limit of published jobs has closed (filled) the rest.
    const roll = rng.next();
    const busy = (published.get(company.id) ?? 0) >= MAX_PUBLISHED_PER_COMPANY;
    let status: JobStatus = roll < 0.07 ? 'draft' : roll < 0.96 && !busy ? 'published' : 'closed';
    // A title the company has not used yet where there is one: not the same post advertised over and over.
    const titles = usedTitles.get(company.id) ?? new Set<string>();
    const live = livePosts.get(company.id) ?? new Set<string>();
    let profession: Profession;
    let employmentType: EmploymentType;
    let jobLevel: JobLevel;
    let title: string;
    for (let attempt = 0; ; attempt += 1) {
      profession = rng.weighted(HIRE_TABLES.get(company.trade)!);
      employmentType = rng.weighted(EMPLOYMENT_TABLE);
      jobLevel = employmentType === 'Internship' ? 'Entry' : rng.weighted(LEVEL_TABLES.get(profession)!);
      title = jobTitle(rng, profession, jobLevel, employmentType);
      if (!titles.has(title) || attempt >= 5) break;
    }
    // One published post per title: a second one is an earlier round of hiring, now closed.
    if (status === 'published' && live.has(title)) status = 'closed';
    if (status === 'published') {
      published.set(company.id, (published.get(company.id) ?? 0) + 1);
      livePosts.set(company.id, live.add(title));
    }
    usedTitles.set(company.id, titles.add(title));
    const open = status === 'published' && rng.chance(0.9);
    const category = CATEGORY_OF.get(profession)!;
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

    let createdAt: Date;
    let publishedAt: Date | null = null;
    let deadline: string;
    if (status === 'draft') {
      createdAt = daysAgo(options.now, rng, 0, 30);
      deadline = ktmDate(now + rng.int(10, 60) * DAY_MS);
    } else if (status === 'published') {
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
      `${company.name} ${trade.does}.`,
      `We are looking for ${withArticle(title)} (${plural(vacancies, 'vacancy', 'vacancies')}) to join our team in ${district.name}.`,
      `As ${withArticle(title)}, you will ${employmentType === 'Internship' ? 'learn to ' : ''}${profession.duty}, working with ${listOf(skills.slice(0, 3))} every day.`,
      remoteAllowed ? 'Remote work is possible for this role.' : '',
      `We offer ${b1} and ${b2}.`,
    ].filter(Boolean).join(' ');
    const requirements = [
      educationLevel === 'Not required' ? '- No formal education required' : `- ${educationLevel} or above in a related field`,
      experienceMinYears === 0 ? '- Freshers are welcome to apply' : `- At least ${plural(experienceMinYears, 'year', 'years')} of experience as ${withArticle(profession.title)}`,
      `- Working knowledge of ${listOf(skills)}`,
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
      profession: profession.title,
    };
  });
}

// ---- Job seekers ----

function headlineFor(rng: Rng, profession: Profession, years: number): string {
  const { title } = profession;
  if (years === 0) {
    if (rng.chance(0.5)) return `Aspiring ${title}`;
    const graduate = profession.education === 'Bachelor' || profession.education === 'Master';
    return graduate ? `Fresh graduate looking for ${title} roles` : `Looking for a first job as ${withArticle(title)}`;
  }
  const withYears = `${title} with ${plural(years, 'year', 'years')} of experience`;
  if (years <= 2 && !title.startsWith('Junior') && rng.chance(0.3)) return `Junior ${title}`;
  if (years >= 5 && JOB_LEVELS.indexOf(profession.top ?? 'Executive') >= JOB_LEVELS.indexOf('Senior') && rng.chance(0.3)) {
    return `Senior ${withYears}`;
  }
  if (years >= 5 && rng.chance(0.2)) return `Experienced ${title}`;
  return withYears;
}

/** The most years anyone still calls themselves this: a junior post or one hired only at entry level is left earlier. */
const mostYears = (profession: Profession) =>
  profession.title.startsWith('Junior') ? 3 : { Entry: 4, Mid: 12, Senior: 20, Executive: 25 }[profession.top ?? 'Executive'];

/** How someone says the education they have just finished. */
const STUDIES: Record<EducationLevel, string> = {
  'SEE/SLC': 'my SEE', '+2': 'my +2', Bachelor: 'my bachelor\'s degree', Master: 'my master\'s degree', PhD: 'my PhD',
  'Not required': 'my studies',
};

function levelForYears(years: number, top: JobLevel | undefined): JobLevel {
  const level: JobLevel = years <= 1 ? 'Entry' : years <= 4 ? 'Mid' : years <= 8 ? 'Senior' : 'Executive';
  const cap = JOB_LEVELS.indexOf(top ?? 'Executive');
  return JOB_LEVELS[Math.min(JOB_LEVELS.indexOf(level), cap)]!;
}

/** The share of job seekers drawn from the market as a whole rather than from the companies of the data set. */
const MARKET_SHARE = 0.3;

/**
 * Job seekers, by profession as many as are hired for it: mostly by the given companies (a company of 200+ staff
 * more than one of 5), the rest by the market as a whole, so that every job finds people who do that work.
 */
export function* jobSeekers(
  rng: Rng, n: number, options: GenerateOptions & { companies?: readonly Pick<CompanyRef, 'trade' | 'staff'>[] },
): Generator<JobSeekerRow[]> {
  const now = options.now.getTime();
  const local = options.companies?.length
    ? demandOf(options.companies.map((c) => [c.trade, (HIRING_BY_STAFF[c.staff][0] + HIRING_BY_STAFF[c.staff][1]) / 2] as const))
    : MARKET_DEMAND;
  const professions = weightedTable([...MARKET_DEMAND].map(([p, d]) => [p, MARKET_SHARE * d + (1 - MARKET_SHARE) * (local.get(p) ?? 0)] as const));
  yield* inBatches(n, options.batchSize ?? DEFAULT_BATCH, (index) => {
    const profession = rng.weighted(professions);
    const district = rng.weighted(SEEKER_DISTRICTS);
    const province = provinceName(district);
    const { first, last } = personName(rng, province);
    const [expLo, expHi] = rng.weighted(EXPERIENCE_TABLE);
    const experienceYears = Math.min(rng.int(expLo, expHi), mostYears(profession));
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
    const educationLevel = nearbyEducation(rng, profession.education);
    const workplace = rng.weighted(WORKPLACES.get(profession)!);
    const strengths = listOf(skills.slice(0, 3));
    return {
      id: rng.uuid(),
      fullName,
      email: `${slug(first).replace(/-/g, '')}.${slug(last).replace(/-/g, '')}${index + 1}@${rng.pick(MAIL_DOMAINS)}`,
      phone: mobile(rng),
      headline: headlineFor(rng, profession, experienceYears),
      province,
      district: district.name,
      skills,
      experienceYears,
      educationLevel,
      expectedSalaryPaisa: expected * 100,
      openToWork: rng.chance(0.85),
      about: experienceYears === 0
        ? `I am from ${district.name} and have just finished ${STUDIES[educationLevel]}. I am looking for my first job as ${withArticle(profession.title)}. I know ${strengths}.`
        : `${withArticle(profession.title).replace(/^a/, 'A')} from ${district.name} with ${plural(experienceYears, 'year', 'years')} of experience, most recently at ${workplace}. I am good at ${strengths}.`,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + rng.next() * (now - createdAt.getTime())),
      profession: profession.title,
      workplace,
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
/** How well an applicant fits the job, by match score: strong (80 and up), fair (50 to 79), weak (below 50). */
type Fit = 'strong' | 'fair' | 'weak';
const fitOf = (score: number): Fit => (score >= 80 ? 'strong' : score >= 50 ? 'fair' : 'weak');
/** Where applications stand while a job is open, and once it has closed: employers move the fitting ones on. */
const STATUS_TABLES: Record<'open' | 'closed', Record<Fit, WeightedTable<ApplicationStatus>>> = {
  open: {
    strong: weightedTable([['applied', 42], ['shortlisted', 25], ['interview', 16], ['offered', 5], ['hired', 2], ['rejected', 6], ['withdrawn', 4]]),
    fair: weightedTable([['applied', 58], ['shortlisted', 16], ['interview', 8], ['offered', 2], ['hired', 1], ['rejected', 12], ['withdrawn', 3]]),
    weak: weightedTable([['applied', 55], ['shortlisted', 4], ['interview', 1], ['rejected', 38], ['withdrawn', 2]]),
  },
  closed: {
    strong: weightedTable([['applied', 8], ['shortlisted', 8], ['interview', 10], ['offered', 8], ['hired', 20], ['rejected', 40], ['withdrawn', 6]]),
    fair: weightedTable([['applied', 15], ['shortlisted', 10], ['interview', 8], ['offered', 3], ['hired', 5], ['rejected', 54], ['withdrawn', 5]]),
    weak: weightedTable([['applied', 20], ['shortlisted', 2], ['rejected', 76], ['withdrawn', 2]]),
  },
};
/** The stage (applied, shortlisted, interview, offered) at which applications are rejected or withdrawn. */
const STAGE_TABLES: Record<Fit, WeightedTable<number>> = {
  strong: weightedTable([[0, 25], [1, 35], [2, 30], [3, 10]]),
  fair: weightedTable([[0, 55], [1, 25], [2, 15], [3, 5]]),
  weak: weightedTable([[0, 90], [1, 8], [2, 2]]),
};

type Reason = (typeof REJECTION_REASONS)[number];

/** A match score's points, part by part. */
export interface MatchPoints { skills: number; location: number; experience: number; education: number; score: number }

/**
 * The match score of src/domain/match-score.ts for a generated job and job seeker, as numbers only (the API's
 * scorer also writes each reason's text, which hundreds of thousands of applications do not need). Skills are
 * names from one list, so they compare as they are. generate.test.ts holds it to services/matching.ts' scorer.
 */
export function matchPoints(
  job: Pick<JobRef, 'skills' | 'province' | 'district' | 'remoteAllowed' | 'experienceMinYears' | 'educationLevel'>,
  seeker: Pick<JobSeekerRef, 'skills' | 'province' | 'district' | 'experienceYears' | 'educationLevel'>,
): MatchPoints {
  const w = MATCH_WEIGHTS;
  let held = 0;
  for (const skill of job.skills) if (seeker.skills.includes(skill)) held += 1;
  const skills = job.skills.length === 0 ? w.skills : Math.round((w.skills * held) / job.skills.length);
  const location = seeker.district === job.district ? w.location.sameDistrict : seeker.province === job.province
    ? w.location.sameProvince : job.remoteAllowed ? w.location.remoteAllowed : w.location.elsewhere;
  const experience = job.experienceMinYears <= 0 ? w.experience
    : Math.round(w.experience * Math.min(1, Math.max(0, seeker.experienceYears) / job.experienceMinYears));
  const gap = job.educationLevel === 'Not required' ? 0 : educationRank(job.educationLevel) - educationRank(seeker.educationLevel as EducationLevel);
  const education = gap <= 0 ? w.education.meets : gap === 1 ? w.education.oneLevelBelow : w.education.below;
  return { skills, location, experience, education, score: skills + location + experience + education };
}
/** A licence or registration the job asks for (a driving licence, the nursing council's). */
const licenceOf = (skills: readonly string[]) => skills.find((s) => /Licen[cs]e/.test(s));

/** Why an employer turned the application down at `stage`, in agreement with the applicant's data. */
function rejectionReason(rng: Rng, stage: number, match: MatchPoints, job: JobRef, seeker: JobSeekerRef): Reason {
  const reasons: Reason[] = [];
  if (stage === 0) {
    if (match.skills < 30) reasons.push('Skills do not match the requirements');
    if (seeker.experienceYears < job.experienceMinYears) reasons.push('Not enough experience for this role');
    if (match.location === 0) reasons.push('Lives too far from the workplace');
  }
  if (job.salaryMaxPaisa !== null && seeker.expectedSalaryPaisa > job.salaryMaxPaisa) reasons.push('Salary expectation is above our budget');
  const licence = licenceOf(job.skills);
  if (licence && !seeker.skills.includes(licence)) reasons.push('Required licence or certificate missing');
  if (stage === 2) reasons.push('Did not attend the interview');
  if (reasons.length === 0 || stage > 0) reasons.push('Another candidate was a better fit', 'Position has been filled');
  return rng.pick(reasons);
}

/** A cover letter that says what the applicant's profile says: years, work, skills (the job's), where they live. */
function coverLetter(rng: Rng, job: JobRef, seeker: JobSeekerRef): string {
  const years = seeker.experienceYears;
  const jobSkills = new Set(job.skills);
  const shared = seeker.skills.filter((s) => jobSkills.has(s));
  const named = [...shared.filter((s) => !GENERIC_SKILLS.has(s)), ...shared.filter((s) => GENERIC_SKILLS.has(s))].slice(0, 3);
  const background = years === 0
    ? `I have just finished ${STUDIES[seeker.educationLevel as EducationLevel]} and am looking for my first job as ${withArticle(seeker.profession)}.`
    : `I have ${plural(years, 'year', 'years')} of experience as ${withArticle(seeker.profession)}, most recently at ${seeker.workplace}.`;
  const change = seeker.profession === job.profession ? ''
    : years === 0 ? ` I would be just as glad to start as ${withArticle(job.title)}.` : ` I would now like to bring that experience to ${withArticle(job.title)} role.`;
  const skills = years === 0 ? `During my studies I worked with ${listOf(named)}.` : `In my work I use ${listOf(named)} every day.`;
  const place = seeker.district === job.district
    ? `I live in ${seeker.district} and can join at short notice.`
    : job.remoteAllowed
      ? `I live in ${seeker.district} and would like to work remotely.`
      : seeker.province === job.province
        ? `I live in ${seeker.district} and can travel to ${job.district} or move there.`
        : `I live in ${seeker.district} and am ready to move to ${job.district} for this job.`;
  const opening = rng.pick([
    `I would like to apply for the ${job.title} position at ${job.companyName}.`,
    `I am writing to apply for the ${job.title} vacancy at ${job.companyName}.`,
    `I saw your ${job.title} vacancy on Jagir and would like to apply.`,
  ]);
  const closing = rng.pick([
    'Thank you for considering my application. I look forward to hearing from you.',
    'I would be glad to meet you for an interview at your convenience.',
    'Thank you for your time.',
  ]);
  return `Dear Hiring Manager,\n\n${opening} ${background}${change} ${skills} ${place}\n\n${closing}\n\nSincerely,\n${seeker.fullName}`;
}

/**
 * How far an applicant's years are from what suits the job: short of the minimum counts double; beyond it, more than
 * a few years (two for a fresher's job, up to six for a senior one) looks over-qualified.
 */
const experienceGap = (years: number, minimum: number) =>
  years < minimum ? 2 * (minimum - years) : Math.max(0, years - minimum - Math.min(6, 2 + minimum));
/** Seasoned people do not apply for a fresher's job (nor ten years beyond what a job asks). */
const overQualified = (years: number, minimum: number) => years > (minimum === 0 ? 4 : minimum + 10);

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
  // Job seekers by profession, and by profession and province: most applicants do the work the job is for and live nearby.
  const byProfession = new Map<string, number[]>();
  const byProfessionProvince = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, index: number) => {
    const list = map.get(key);
    if (list) list.push(index);
    else map.set(key, [index]);
  };
  seekers.forEach((s, i) => {
    add(byProfession, s.profession, i);
    add(byProfessionProvince, `${s.profession}|${s.province}`, i);
  });
  const nearby = (profession: string, province: string) => byProfessionProvince.get(`${profession}|${province}`) ?? byProfession.get(profession);
  /** Where an applicant for the job comes from: their profession (or a related one), nearby or anywhere. */
  const poolFor = (job: JobRef): number[] | undefined => {
    const roll = rng.next();
    if (roll < 0.5) return nearby(job.profession, job.province);
    if (roll < 0.82) return byProfession.get(job.profession);
    const related = RELATED.get(PROFESSION_BY_TITLE.get(job.profession)!);
    const other = related ? rng.weighted(related).title : job.profession;
    return rng.chance(0.5) ? nearby(other, job.province) : byProfession.get(other);
  };
  // The job's skills that say something (not languages or soft skills): an applicant has at least one.
  const coreOf: (Set<string> | undefined)[] = [];
  const core = (jobIndex: number) => (coreOf[jobIndex] ??= new Set(open[jobIndex]!.skills.filter((s) => !GENERIC_SKILLS.has(s))));
  const fits = (jobIndex: number, seekerIndex: number) => seekers[seekerIndex]!.skills.some((s) => core(jobIndex).has(s));

  const taken = new Set<number>();
  const take = (jobIndex: number, seekerIndex: number): [number, number] => {
    taken.add(jobIndex * seekers.length + seekerIndex);
    return [jobIndex, seekerIndex];
  };
  const free = (jobIndex: number, seekerIndex: number) => !taken.has(jobIndex * seekers.length + seekerIndex);
  /** A (job, job seeker) pair not used yet, the applicant fitting the job; any free pair once those run out. */
  const freshPair = (): [number, number] => {
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const jobIndex = rng.weighted(jobTable);
      const job = open[jobIndex]!;
      const pool = poolFor(job);
      if (!pool) continue;
      // Of a few who could apply, mostly the one whose experience suits the job best.
      const closest = rng.chance(0.8);
      let chosen = -1;
      let chosenGap = Infinity;
      for (let draw = 0; draw < 4; draw += 1) {
        const i = rng.pick(pool);
        if (!free(jobIndex, i) || !fits(jobIndex, i) || overQualified(seekers[i]!.experienceYears, job.experienceMinYears)) continue;
        const gap = closest ? experienceGap(seekers[i]!.experienceYears, job.experienceMinYears) : 0;
        if (gap < chosenGap) [chosen, chosenGap] = [i, gap];
      }
      if (chosen >= 0) return take(jobIndex, chosen);
    }
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const jobIndex = rng.int(0, open.length - 1);
      const seekerIndex = rng.int(0, seekers.length - 1);
      if (free(jobIndex, seekerIndex)) return take(jobIndex, seekerIndex);
    }
    for (let jobIndex = 0; ; jobIndex += 1) {
      for (let seekerIndex = 0; seekerIndex < seekers.length; seekerIndex += 1) if (free(jobIndex, seekerIndex)) return take(jobIndex, seekerIndex);
    }
  };
  /** Offers and hires per job, never more than its vacancies. */
  const offered = new Map<number, number>();
  const hired = new Map<number, number>();

  yield* inBatches(n, options.batchSize ?? DEFAULT_BATCH, () => {
    const [jobIndex, seekerIndex] = freshPair();
    const job = open[jobIndex]!;
    const seeker = seekers[seekerIndex]!;
    const match = matchPoints(job, seeker);
    // Less than half the years asked for is a weak fit whatever else fits: such applicants are seldom taken further.
    const fit = fitOf(2 * seeker.experienceYears < job.experienceMinYears ? Math.min(match.score, 49) : match.score);

    const start = job.publishedAt!.getTime();
    const end = Math.min(now, endOfKtmDay(job.deadline));
    const createdAt = start + rng.next() * Math.max(0, end - start);
    const stillOpen = job.status === 'published' && job.deadline >= today;
    // An application of the last hour has had no decision yet.
    let status = now - createdAt < HOUR_MS ? 'applied' : rng.weighted(STATUS_TABLES[stillOpen ? 'open' : 'closed'][fit]);
    let stage = rng.weighted(STAGE_TABLES[fit]);
    let filled = false;
    for (const [state, counts] of [['offered', offered], ['hired', hired]] as const) {
      if (status !== state) continue;
      if ((counts.get(jobIndex) ?? 0) < job.vacancies) counts.set(jobIndex, (counts.get(jobIndex) ?? 0) + 1);
      else if (stillOpen) status = 'interview';
      else [status, stage, filled] = ['rejected', 2, true];
    }
    const steps = PATHS.get(status)![stage]!;
    // Employers decide within days to weeks, not spread over all the time since.
    const span = Math.min(now - createdAt, steps.length * (3 + rng.next() * 7) * DAY_MS);
    const history: StatusChangeRow[] = [
      { from: null, to: 'applied', by: 'job_seeker', reason: null, at: new Date(createdAt) },
      ...steps.map((step, i) => ({
        from: step.from,
        to: step.to,
        by: step.by,
        reason: step.event.type !== 'application.reject' ? null : filled ? 'Position has been filled' : rejectionReason(rng, stage, match, job, seeker),
        at: new Date(createdAt + (span * (i + 1 + rng.next() * 0.9)) / (steps.length + 1)),
      })),
    ];
    return {
      id: rng.uuid(),
      jobId: job.id,
      jobSeekerId: seeker.id,
      coverLetter: rng.chance(0.55) ? coverLetter(rng, job, seeker) : '',
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
    for (const c of rows) {
      companyRefs.push({ id: c.id, name: c.name, industry: c.industry, province: c.province, district: c.district, address: c.address, trade: c.trade, staff: c.staff });
    }
    yield { table: 'companies', rows };
  }
  const companyName = new Map(companyRefs.map((c) => [c.id, c.name]));
  const jobRefs: JobRef[] = [];
  for (const rows of jobs(stream('jobs'), options.jobs, { now, batchSize, companies: companyRefs })) {
    for (const j of rows) {
      jobRefs.push({
        id: j.id, title: j.title, status: j.status, skills: j.skills, publishedAt: j.publishedAt, deadline: j.deadline,
        viewsCount: j.viewsCount, profession: j.profession, province: j.province, district: j.district, remoteAllowed: j.remoteAllowed,
        experienceMinYears: j.experienceMinYears, educationLevel: j.educationLevel, salaryMaxPaisa: j.salaryMaxPaisa,
        vacancies: j.vacancies, companyName: companyName.get(j.companyId)!,
      });
    }
    yield { table: 'jobs', rows };
  }
  const seekerRefs: JobSeekerRef[] = [];
  for (const rows of jobSeekers(stream('jobSeekers'), options.seekers, { now, batchSize, companies: companyRefs })) {
    for (const s of rows) {
      seekerRefs.push({
        id: s.id, fullName: s.fullName, skills: s.skills, experienceYears: s.experienceYears, profession: s.profession,
        workplace: s.workplace, province: s.province, district: s.district, educationLevel: s.educationLevel,
        expectedSalaryPaisa: s.expectedSalaryPaisa,
      });
    }
    yield { table: 'jobSeekers', rows };
  }
  for (const rows of applications(stream('applications'), options.applications, { now, batchSize, jobs: jobRefs, seekers: seekerRefs })) {
    yield { table: 'applications', rows };
  }
}
