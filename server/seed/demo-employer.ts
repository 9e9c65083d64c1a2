// What the demo employer has been doing before a newcomer's first login, so that no screen opens empty: a paid plan
// that covers its jobs (with its payments and invoices), featured jobs, interviews in the coming days, conversations
// with candidates who have replied, saved candidates with notes and answered support tickets. Everything is written
// through the repositories and services the API uses, and everything it says agrees with the generated data
// (names, jobs, districts, years, skills, expected salaries, interview times). Times are relative to `now`.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { addDays, kathmanduDate, kathmanduInstant, kathmanduTime, weekday } from '../../src/domain/calendar';
import { formatNpr } from '../../src/domain/format';
import { PLANS, priceWithVat, type Plan } from '../../src/domain/plans';
import type { Db } from '../db/client';
import { applicationEvents, applications, companies, jobs, jobSeekers } from '../db/schema';
import { createRepositories, type Repositories } from '../repositories/repositories';
import { grantPayment, invoiceNumber } from '../services/billing';
import { interviewTitle, moveToInterview } from '../services/calendar';
import { syncInterviewReminders } from '../services/interview-reminders';
import { scorerFor } from '../services/matching';
import { employerName, openTicket, replyToTicket, STAFF_DEFAULT_NAME } from '../services/support';
import { GENERIC_SKILLS } from './professions';
import { createRng, type Rng } from './rng';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Active (published) jobs the demo employer can still add on its plan: a newcomer's first job must publish. */
export const DEMO_PLAN_SLACK = 5;
/** Upcoming interviews in the demo employer's calendar, one per working day from today. */
const UPCOMING_INTERVIEWS = 5;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Interview times, Kathmandu. */
const SLOTS = ['10:00', '11:30', '14:00', '15:30'];

/** "Thursday 17 April". */
const dayText = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
};
/** "11:30 am", "2:00 pm". */
const timeText = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
};
const firstName = (fullName: string) => fullName.split(' ')[0]!;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The smallest paid plan whose active-job limit covers `active` with room for `DEMO_PLAN_SLACK` more. */
export function planFor(active: number): Plan {
  const plan = PLANS.find((p) => p.pricePaisa > 0 && p.limits.activeJobs >= active + DEMO_PLAN_SLACK);
  if (!plan) throw new RangeError(`No plan allows ${active} active jobs`);
  return plan;
}

interface Candidate {
  applicationId: string;
  status: string;
  jobId: string;
  jobTitle: string;
  jobOpen: boolean;
  jobDeadline: string;
  jobDistrict: string;
  jobProvince: string;
  jobSkills: string[];
  salaryMinPaisa: number | null;
  salaryMaxPaisa: number | null;
  seekerId: string;
  name: string;
  district: string;
  province: string;
  skills: string[];
  years: number;
  education: string;
  expectedSalaryPaisa: number | null;
  score: number;
  /** When the application reached each status. */
  reached: Map<string, Date>;
}

interface Company { id: string; userId: string; name: string; address: string; website: string }

async function readCompany(db: Db, companyId: string): Promise<Company> {
  const [company] = await db.select({
    id: companies.id, userId: companies.userId, name: companies.fullName, address: companies.address, website: companies.website,
  }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new Error('The demo company is missing');
  return company;
}

/** The company's applications with their job, applicant, match score (the API's) and status history. */
async function readCandidates(db: Db, companyId: string, today: string): Promise<Candidate[]> {
  const rows = await db.select({
    applicationId: applications.id, status: applications.status, createdAt: applications.createdAt,
    job: {
      id: jobs.id, title: jobs.title, status: jobs.status, deadline: jobs.deadline, skills: jobs.skills, province: jobs.province,
      district: jobs.district, remoteAllowed: jobs.remoteAllowed, experienceMinYears: jobs.experienceMinYears,
      educationLevel: jobs.educationLevel, salaryMinPaisa: jobs.salaryMinPaisa, salaryMaxPaisa: jobs.salaryMaxPaisa,
    },
    seeker: {
      id: jobSeekers.id, fullName: jobSeekers.fullName, skills: jobSeekers.skills, province: jobSeekers.province,
      district: jobSeekers.district, experienceYears: jobSeekers.experienceYears, educationLevel: jobSeekers.educationLevel,
      expectedSalaryPaisa: jobSeekers.expectedSalaryPaisa,
    },
  }).from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(jobSeekers, eq(jobSeekers.id, applications.jobSeekerId))
    .where(eq(applications.companyId, companyId))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const events = rows.length === 0 ? [] : await db.select({ applicationId: applicationEvents.applicationId, to: applicationEvents.toStatus, at: applicationEvents.at })
    .from(applicationEvents).where(inArray(applicationEvents.applicationId, rows.map((r) => r.applicationId)))
    .orderBy(asc(applicationEvents.seq));
  const reached = new Map<string, Map<string, Date>>();
  for (const e of events) {
    const of = reached.get(e.applicationId) ?? new Map<string, Date>();
    of.set(e.to, e.at);
    reached.set(e.applicationId, of);
  }
  const scorers = new Map<string, ReturnType<typeof scorerFor>>();
  return rows.map((r) => {
    const score = (scorers.get(r.job.id) ?? scorers.set(r.job.id, scorerFor(r.job)).get(r.job.id)!)({
      skills: r.seeker.skills, province: r.seeker.province, district: r.seeker.district,
      experienceYears: r.seeker.experienceYears, educationLevel: r.seeker.educationLevel,
    }).score;
    return {
      applicationId: r.applicationId, status: r.status, jobId: r.job.id, jobTitle: r.job.title,
      jobOpen: r.job.status === 'published' && r.job.deadline !== null && r.job.deadline >= today, jobDeadline: r.job.deadline ?? '',
      jobDistrict: r.job.district ?? '', jobProvince: r.job.province ?? '', jobSkills: r.job.skills, salaryMinPaisa: r.job.salaryMinPaisa, salaryMaxPaisa: r.job.salaryMaxPaisa,
      seekerId: r.seeker.id, name: r.seeker.fullName, district: r.seeker.district, province: r.seeker.province,
      skills: r.seeker.skills, years: r.seeker.experienceYears, education: r.seeker.educationLevel,
      expectedSalaryPaisa: r.seeker.expectedSalaryPaisa, score,
      reached: reached.get(r.applicationId) ?? new Map([['applied', r.createdAt]]),
    };
  });
}

const best = (list: Candidate[]) => [...list].sort((a, b) => b.score - a.score || a.applicationId.localeCompare(b.applicationId));

/** The paid plan with two monthly payments (the second a renewal), each with its invoice; billing details first. */
async function payForPlan(repos: Repositories, rng: Rng, company: Company, plan: Plan, now: Date) {
  const domain = new URL(company.website || 'https://company.example').hostname;
  const pan = `${rng.pick(['3', '6'])}${Array.from({ length: 8 }, () => rng.int(0, 9)).join('')}`;
  await repos.billing.saveDetails(company.id, {
    legalName: company.name, panNumber: pan, address: company.address, billingEmail: `accounts@${domain}`,
  }, earlier(now, 38, '10:50'));
  const price = priceWithVat(plan.pricePaisa);
  const pay = async (gateway: 'khalti' | 'esewa', at: Date) => {
    const token = () => Array.from({ length: 22 }, () => rng.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'])).join('');
    const payment = await repos.billing.createPayment(company.id, {
      plan: plan.id, gateway, reference: gateway === 'khalti' ? token() : rng.uuid(),
      subtotalPaisa: price.subtotal, vatPaisa: price.vat, totalPaisa: price.total, status: 'pending', createdAt: new Date(at.getTime() - 3 * MINUTE_MS),
    });
    await grantPayment(repos.billing, company.id, payment.id, gateway === 'khalti' ? token() : `000${rng.int(1_000, 9_999)}${rng.int(100, 999)}`, at);
  };
  // The first month began 38 days ago; it was renewed two days before it ran out, so the plan runs three more weeks.
  await pay('khalti', earlier(now, 38, '11:15'));
  await pay('esewa', earlier(now, 10, '14:40'));
  const { rows } = await repos.billing.invoicesPage(company.id, { offset: 0, limit: 10 });
  return rows.map((r) => r.invoice);
}

interface Booked { candidate: Candidate; date: string; time: string; place: string; startsAt: Date; invitedAt: Date }

/**
 * Interviews at the working days' slots from today (Saturday off), for the fittest candidates at the interview
 * stage of open jobs; a few shortlisted ones are moved there first when too few are.
 */
async function scheduleInterviews(repos: Repositories, rng: Rng, company: Company, candidates: Candidate[], now: Date): Promise<Booked[]> {
  let waiting = best(candidates.filter((c) => c.status === 'interview' && c.jobOpen));
  if (waiting.length < UPCOMING_INTERVIEWS) {
    for (const c of best(candidates.filter((x) => x.status === 'shortlisted' && x.jobOpen)).slice(0, UPCOMING_INTERVIEWS - waiting.length)) {
      const row = await repos.applications.lockForUpdate(company.id, c.applicationId);
      const at = new Date(now.getTime() - 2 * DAY_MS);
      await moveToInterview(repos.applications, row!, { userId: company.userId, now: at });
      c.status = 'interview';
      c.reached.set('interview', at);
    }
    waiting = best(candidates.filter((c) => c.status === 'interview' && c.jobOpen));
  }
  // One job's candidates are not all seen the same week: at most two per job.
  const perJob = new Map<string, number>();
  const chosen = waiting.filter((c) => {
    const n = perJob.get(c.jobId) ?? 0;
    perJob.set(c.jobId, n + 1);
    return n < 2;
  }).slice(0, UPCOMING_INTERVIEWS);
  const today = kathmanduDate(now);
  const slots: { date: string; time: string }[] = [];
  for (let d = 0; slots.length < chosen.length && d < 14; d += 1) {
    const date = addDays(today, d);
    if (weekday(date) === 6) continue;
    const time = SLOTS[slots.length % SLOTS.length]!;
    if (kathmanduInstant(date, time).getTime() < now.getTime() + 2 * HOUR_MS) continue;
    slots.push({ date, time });
  }
  const meetingBase = `https://meet.jit.si/${company.name.replace(/[^A-Za-z0-9]+/g, '')}`;
  const booked: Booked[] = [];
  for (const [i, candidate] of chosen.entries()) {
    const { date, time } = slots[i]!;
    const startsAt = kathmanduInstant(date, time);
    // Candidates from another province are interviewed by video call.
    const remote = candidate.province !== candidate.jobProvince;
    const meetingUrl = remote ? `${meetingBase}-${date.replace(/-/g, '')}` : '';
    // Booked when the application moved to the interview stage, or in the last few days (the invitations).
    const moved = candidate.reached.get('interview')?.getTime() ?? 0;
    const bookedAt = new Date(Math.min(now.getTime() - HOUR_MS, Math.max(moved + HOUR_MS, earlier(now, 2, '11:10').getTime())));
    const eventId = await repos.events.create(company.id, {
      kind: 'interview', applicationId: candidate.applicationId, title: interviewTitle(candidate.name, candidate.jobTitle),
      startsAt, endsAt: new Date(startsAt.getTime() + 45 * MINUTE_MS),
      location: remote ? '' : company.address, meetingUrl,
      notes: remote
        ? `Video interview: ${candidate.name} lives in ${candidate.district}. Ask whether they can move to ${candidate.jobDistrict}.`
        : 'Bring: citizenship certificate, academic certificates and experience letters.',
      status: 'scheduled', sequence: 0, createdAt: bookedAt, updatedAt: bookedAt,
    });
    // Their reminders, as booking them through the API would have scheduled (docs/decisions.md "Reminders").
    await syncInterviewReminders(repos.queue, company.id, { id: eventId, kind: 'interview', status: 'scheduled', startsAt }, now);
    booked.push({ candidate, date, time, place: remote ? `by video call (${meetingUrl})` : `at our office in ${company.address}`, startsAt, invitedAt: bookedAt });
  }
  // Interviews already held with the candidates who were then offered the job or hired.
  const held = [...candidates.filter((c) => (c.status === 'offered' || c.status === 'hired') && c.reached.has('interview'))]
    .sort((a, b) => b.reached.get('interview')!.getTime() - a.reached.get('interview')!.getTime()).slice(0, 3);
  for (const candidate of held) {
    const from = candidate.reached.get('interview')!.getTime();
    const to = (candidate.reached.get('offered') ?? candidate.reached.get('hired'))!.getTime();
    const date = kathmanduDate(new Date(from + (to - from) / 2));
    const startsAt = kathmanduInstant(date, rng.pick(SLOTS));
    if (startsAt.getTime() <= from || startsAt.getTime() + HOUR_MS >= to) continue;
    await repos.events.create(company.id, {
      kind: 'interview', applicationId: candidate.applicationId, title: interviewTitle(candidate.name, candidate.jobTitle),
      startsAt, endsAt: new Date(startsAt.getTime() + 45 * MINUTE_MS), location: company.address, meetingUrl: '',
      notes: '', status: 'done', sequence: 0, createdAt: new Date(from), updatedAt: new Date(to),
    });
  }
  // A meeting of the hiring team at the end of the week.
  const review = slots.find((s) => weekday(s.date) === 5) ?? slots[slots.length - 1];
  if (review) {
    const startsAt = kathmanduInstant(review.date, '16:30');
    await repos.events.create(company.id, {
      kind: 'event', applicationId: null, title: 'Hiring review: this week\'s interviews', startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR_MS), location: company.address, meetingUrl: '',
      notes: `Decide on the ${plural(booked.filter((b) => b.startsAt < startsAt).length, 'candidate', 'candidates')} interviewed this week.`, status: 'scheduled', sequence: 0,
      createdAt: new Date(now.getTime() - 3 * DAY_MS), updatedAt: new Date(now.getTime() - 3 * DAY_MS),
    });
  }
  return booked;
}

type Line = { from: 'employer' | 'job_seeker'; body: string; at: Date };

/**
 * A moment before now at a Kathmandu time of day, `daysBack` days ago; a day earlier when that moment has not come
 * yet today (a demo seeded at 7 in the morning has no message from 9:30 today).
 */
function earlier(now: Date, daysBack: number, time: string): Date {
  const at = kathmanduInstant(addDays(kathmanduDate(now), -daysBack), time);
  return at.getTime() < now.getTime() - 5 * MINUTE_MS ? at : new Date(at.getTime() - DAY_MS);
}

/** `minutes` before now, or in the evening before when that falls in the night (nobody writes at 3 in the morning). */
function lately(now: Date, minutes: number, evening: string): Date {
  const at = new Date(now.getTime() - minutes * MINUTE_MS);
  const hour = Number(kathmanduTime(at).slice(0, 2));
  return hour >= 7 && hour < 22 ? at : earlier(now, 0, evening);
}

/**
 * A conversation with the candidate about their application, the lines in order (their times ascending), each
 * side reading the other's messages before answering; the candidate's last line stays unread when `unread` is set.
 */
async function converse(repos: Repositories, rng: Rng, companyId: string, candidate: Candidate, lines: Line[], o: { unread: boolean; now: Date }) {
  for (let i = 1; i < lines.length; i += 1) {
    if (lines[i]!.at <= lines[i - 1]!.at) throw new Error(`Demo messages out of order: ${lines[i - 1]!.at.toISOString()} then ${lines[i]!.at.toISOString()}`);
  }
  const id = await repos.conversations.insertIfNew(companyId, { jobSeekerId: candidate.seekerId, applicationId: candidate.applicationId, now: lines[0]!.at });
  if (!id) return;
  const conversation = { id, companyId };
  for (const [i, line] of lines.entries()) {
    const before = lines[i - 1];
    if (before && before.from !== line.from) {
      // Whoever answers has read what the other side wrote.
      const readAt = new Date(Math.max(before.at.getTime() + MINUTE_MS, line.at.getTime() - rng.int(5, 40) * MINUTE_MS));
      await repos.conversations.markRead(companyId, conversation, before.from, readAt);
    }
    await repos.conversations.addMessage(companyId, conversation, { sender: line.from, body: line.body, clientKey: rng.uuid(), now: line.at });
  }
  const last = lines[lines.length - 1]!;
  if (last.from === 'employer' || !o.unread) {
    const readAt = new Date(Math.min(o.now.getTime(), last.at.getTime() + rng.int(10, 50) * MINUTE_MS));
    await repos.conversations.markRead(companyId, conversation, last.from, readAt);
  }
}

async function startConversations(
  repos: Repositories, rng: Rng, company: Company, candidates: Candidate[], booked: Booked[], now: Date,
) {
  const talked = new Set<string>();
  // Two invited candidates who wrote back this morning (unread). The invitation went out two days ago.
  const invitedAt = earlier(now, 2, '11:20');
  const invited = [...booked].sort((a, b) => Number(b.invitedAt <= invitedAt) - Number(a.invitedAt <= invitedAt)).slice(0, 2);
  for (const [i, b] of invited.entries()) {
    const c = b.candidate;
    talked.add(c.seekerId);
    const when = `${dayText(b.date)} at ${timeText(b.time)}`;
    const lines: Line[] = [
      { from: 'employer', at: new Date(invitedAt.getTime() + i * 25 * MINUTE_MS), body: `Namaste ${firstName(c.name)}, thank you for applying for the ${c.jobTitle} position. We would like to meet you for an interview on ${when} ${b.place}. Please let us know if this time suits you.` },
      { from: 'job_seeker', at: earlier(now, 2, i === 0 ? '13:05' : '17:40'), body: `Namaste, thank you for the invitation. ${when} suits me. Should I bring any documents?` },
      { from: 'employer', at: earlier(now, 1, i === 0 ? '10:15' : '10:30'), body: 'Yes, please bring your citizenship certificate, academic certificates and any experience letters.' },
      i === 0
        ? { from: 'job_seeker', at: lately(now, rng.int(60, 150), '20:10'), body: `Thank you, I will bring them. See you on ${WEEKDAYS[weekday(b.date)]}.` }
        : { from: 'job_seeker', at: lately(now, rng.int(170, 260), '19:25'), body: `Noted, thank you. Whom should I ask for when I arrive${b.place.startsWith('by video') ? ' on the call' : ' at the office'}?` },
    ];
    await converse(repos, rng, company.id, c, lines, { unread: true, now });
  }
  // A shortlisted candidate answering about salary and notice (unread), in agreement with their profile.
  const shortlisted = best(candidates.filter((c) => c.status === 'shortlisted' && c.jobOpen && !talked.has(c.seekerId) && c.expectedSalaryPaisa))[0];
  if (shortlisted) {
    talked.add(shortlisted.seekerId);
    const c = shortlisted;
    const join = c.years === 0 ? 'I can join right away.' : 'I can join within 15 days, after handing over at my current job.';
    await converse(repos, rng, company.id, c, [
      { from: 'employer', at: earlier(now, 1, '15:10'), body: `Namaste ${firstName(c.name)}, your application for ${c.jobTitle} is on our shortlist. What salary do you expect, and how soon could you join?` },
      { from: 'job_seeker', at: lately(now, rng.int(20, 50), '21:05'), body: `Thank you for considering me. I expect ${formatNpr(c.expectedSalaryPaisa!)} a month. ${join}` },
    ], { unread: true, now });
  }
  // An offer made and accepted last week, all read.
  // Whose expected salary the job's range covers, so that accepting the offer is what they would do.
  const offered = best(candidates.filter((c) => c.status === 'offered' && !talked.has(c.seekerId) && c.reached.get('offered')! < earlier(now, 6, '09:00')
    && (c.salaryMaxPaisa === null || (c.expectedSalaryPaisa ?? 0) <= c.salaryMaxPaisa)))[0];
  if (offered) {
    talked.add(offered.seekerId);
    const c = offered;
    const salary = c.salaryMinPaisa !== null && c.salaryMaxPaisa !== null
      ? Math.min(c.salaryMaxPaisa, Math.max(c.salaryMinPaisa, c.expectedSalaryPaisa ?? c.salaryMinPaisa))
      : c.expectedSalaryPaisa ?? 0;
    let joining = kathmanduDate(new Date(now.getTime() + 7 * DAY_MS));
    while (weekday(joining) !== 0) joining = addDays(joining, 1);
    await converse(repos, rng, company.id, c, [
      { from: 'employer', at: earlier(now, 5, '12:30'), body: `Congratulations ${firstName(c.name)}! We are pleased to offer you the ${c.jobTitle} position at ${formatNpr(salary)} a month. Could you join on ${dayText(joining)}?` },
      { from: 'job_seeker', at: earlier(now, 5, '18:05'), body: `Thank you so much! I accept the offer and will join on ${dayText(joining)}.` },
      { from: 'employer', at: earlier(now, 4, '09:50'), body: 'Wonderful. Please come to the office at 9:30 am on your first day; we will have your appointment letter ready.' },
    ], { unread: false, now });
  }
  return talked;
}

/** How someone says the education they have just finished. */
const STUDIES: Record<string, string> = {
  'SEE/SLC': 'the SEE', '+2': 'the +2', Bachelor: 'a bachelor\'s degree', Master: 'a master\'s degree', PhD: 'a PhD',
};

interface Prospect { seekerId: string; jobId: string; note: string }

/**
 * People the candidate search finds for open jobs who have not applied: open to work, in the job's province, with
 * the job's main skill, with a couple of years more than it asks for. Read before the demo's writes begin.
 */
async function findProspects(db: Db, candidates: Candidate[], count: number): Promise<Prospect[]> {
  const excluded = new Set(candidates.map((c) => c.seekerId));
  const openJobs = [...new Map(best(candidates.filter((c) => c.jobOpen)).map((c) => [c.jobId, c])).values()];
  const found: Prospect[] = [];
  for (const job of openJobs) {
    if (found.length === count) break;
    const [row] = await db.select({ province: jobs.province, skills: jobs.skills, minimum: jobs.experienceMinYears }).from(jobs).where(eq(jobs.id, job.jobId));
    // Two of the job's main skills (one when it names only one).
    const main = row?.skills.filter((k) => !GENERIC_SKILLS.has(k)).slice(0, 2) ?? [];
    if (!row?.province || main.length === 0) continue;
    const [seeker] = await db.select({ id: jobSeekers.id, district: jobSeekers.district, headline: jobSeekers.headline }).from(jobSeekers)
      .where(and(
        eq(jobSeekers.province, row.province), eq(jobSeekers.openToWork, true), sql`${jobSeekers.skills} @> ARRAY[${sql.join(main.map((k) => sql`${k}`), sql`, `)}]::text[]`,
        sql`${jobSeekers.experienceYears} >= ${row.minimum ?? 0}`,
        excluded.size ? notInArray(jobSeekers.id, [...excluded]) : undefined,
      )).orderBy(sql`abs(${jobSeekers.experienceYears} - ${(row.minimum ?? 0) + 2})`, asc(jobSeekers.id)).limit(1);
    if (!seeker) continue;
    excluded.add(seeker.id);
    found.push({ seekerId: seeker.id, jobId: job.jobId, note: `Has not applied yet. ${seeker.headline}, lives in ${seeker.district}. Invite to apply for ${job.jobTitle}.` });
  }
  return found;
}

/** Saved candidates with notes: strong applicants not yet interviewed, and people who have not applied yet. */
async function saveCandidates(repos: Repositories, rng: Rng, company: Company, candidates: Candidate[], prospects: Prospect[], talked: Set<string>, now: Date) {
  // Only people not yet further along (or turned down) with any of the company's jobs.
  const further = new Set(candidates.filter((c) => c.status !== 'applied' && c.status !== 'shortlisted').map((c) => c.seekerId));
  const strong = best(candidates.filter((c) => c.jobOpen && !further.has(c.seekerId) && !talked.has(c.seekerId)));
  const seen = new Set<string>();
  const picks = strong.filter((c) => !seen.has(c.seekerId) && seen.add(c.seekerId)).slice(0, 3);
  for (const [i, c] of picks.entries()) {
    const shared = c.skills.filter((s) => c.jobSkills.includes(s)).slice(0, 2);
    const background = c.years === 0 ? `fresher who has just finished ${STUDIES[c.education] ?? 'their studies'}` : `${plural(c.years, 'year', 'years')} of experience`;
    const note = `Strong fit for ${c.jobTitle}: ${background}, lives in ${c.district}, good with ${shared.join(' and ')}. Call before the shortlist closes.`;
    await repos.savedApplicants.insertIfNew(company.id, { jobSeekerId: c.seekerId, jobId: c.jobId, note, now: new Date(now.getTime() - (i + 1) * 20 * HOUR_MS) });
  }
  for (const p of prospects) {
    await repos.savedApplicants.insertIfNew(company.id, { jobSeekerId: p.seekerId, jobId: p.jobId, note: p.note, now: new Date(now.getTime() - rng.int(2, 6) * DAY_MS) });
  }
}

/** An answered question about featured jobs, and a closed one about the renewal's invoice. */
async function askSupport(repos: Repositories, company: Company, plan: Plan, featured: number, renewal: { number: number; totalPaisa: number; issuedAt: Date } | undefined, now: Date) {
  const { name } = await employerName(repos.supportTickets, company.userId);
  const question = await openTicket(repos.supportTickets, {
    userId: company.userId, authorName: name, subject: 'How many jobs can we feature?', category: 'jobs', attachments: [],
    message: `Namaste, we are on the ${plan.name} plan and have featured ${plural(featured, 'job', 'jobs')}. How many more can we feature, and where do featured jobs show?`,
    now: earlier(now, 2, '11:40'),
  });
  await replyToTicket(repos.supportTickets, question, {
    author: 'staff', authorName: STAFF_DEFAULT_NAME, attachments: [], now: earlier(now, 2, '15:05'),
    message: `Namaste! The ${plan.name} plan lets you feature up to ${plural(plan.limits.featuredJobs, 'published job', 'published jobs')} at a time, so you can feature ${plan.limits.featuredJobs - featured} more. Featured jobs are shown first in the public job list, before the newest jobs.`,
  });
  if (!renewal) return;
  const invoice = invoiceNumber(renewal.number);
  const asked = earlier(now, 9, '10:20');
  const ticket = await openTicket(repos.supportTickets, {
    userId: company.userId, authorName: name, subject: 'VAT invoice for our renewal', category: 'billing', attachments: [],
    message: `Our accounts team needs the VAT invoice for the renewal we paid with eSewa (${formatNpr(renewal.totalPaisa)}). Where can we download it?`,
    now: asked,
  });
  await replyToTicket(repos.supportTickets, ticket, {
    author: 'staff', authorName: STAFF_DEFAULT_NAME, attachments: [], close: true, now: earlier(now, 9, '12:35'),
    message: `Namaste! Invoice ${invoice} for that payment is on the Payment page under Invoices, where you can download it as a PDF. I am closing this ticket; reply if you need anything else.`,
  });
}

/** Gives the demo company (already loaded with its jobs and applications) what an employer's first weeks leave behind. */
export async function stageDemoEmployer(db: Db, companyId: string, now: Date): Promise<void> {
  const rng = createRng('demo-employer');
  const company = await readCompany(db, companyId);
  const candidates = await readCandidates(db, companyId, kathmanduDate(now));
  const prospects = await findProspects(db, candidates, 2);
  // Only the transaction's repositories from here: PGlite runs one statement at a time.
  await createRepositories(db).transaction(async (repos) => {
    const { active } = await repos.billing.jobUsage(companyId, kathmanduDate(now));
    const plan = planFor(active);
    const invoices = await payForPlan(repos, rng, company, plan, now);

    // The open jobs with the most applicants are featured, within the plan.
    // Not an internship, nor a job about to close.
    const soon = addDays(kathmanduDate(now), 10);
    const open = [...new Map(candidates.filter((c) => c.jobOpen && c.jobDeadline >= soon && !c.jobTitle.endsWith(' Intern')).map((c) => [c.jobId, 0])).keys()];
    const applicants = (jobId: string) => candidates.filter((c) => c.jobId === jobId).length;
    const featured = open.sort((a, b) => applicants(b) - applicants(a) || a.localeCompare(b)).slice(0, Math.min(2, plan.limits.featuredJobs));
    for (const jobId of featured) await repos.jobs.update(companyId, jobId, { featured: true });

    const booked = await scheduleInterviews(repos, rng, company, candidates, now);
    const talked = await startConversations(repos, rng, company, candidates, booked, now);
    await saveCandidates(repos, rng, company, candidates, prospects, talked, now);
    const renewal = invoices.find((i) => i.plan === plan.id && i.issuedAt.getTime() === Math.max(...invoices.map((x) => x.issuedAt.getTime())));
    await askSupport(repos, company, plan, featured.length, renewal, now);
  });
}
