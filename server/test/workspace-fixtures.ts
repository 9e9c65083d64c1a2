// Test data for the workspace's tests: jobs through the API, job seekers straight into the database, applications
// through the public apply flow (code from the captured mail, a real PDF).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { educationRank, type EducationLevel } from '../../src/domain/job-fields';
import { kathmanduToday } from '../../src/domain/job-rules';
import { jobSeekers } from '../db/schema';
import { skillKeys } from '../lib/match-inputs';
import { INDEX_REFRESH_MS } from '../services/seeker-index';
import { bearer, uniqueEmail, type TestApp } from './app';
import { multipart } from './images';

type JobWrite = components['schemas']['JobWrite'];

/** A small but complete PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** `days` after the test clock's Kathmandu date, as `YYYY-MM-DD`. */
export function dayFrom(t: TestApp, days: number): string {
  const today = Date.parse(`${kathmanduToday(t.clock.now())}T00:00:00Z`);
  return new Date(today + days * 86_400_000).toISOString().slice(0, 10);
}

/** A job that may be published. */
export function fullJob(t: TestApp, overrides: Partial<JobWrite> = {}): JobWrite {
  return {
    title: 'Senior React Developer',
    description: 'Build the Jagir portal with us.',
    requirements: '- 3 years of React\n- Good English',
    category: 'Technology',
    job_level: 'Senior',
    employment_type: 'Full Time',
    vacancies: 2,
    province: 'Bagmati',
    district: 'Kathmandu',
    address: 'Putalisadak, Kathmandu',
    remote_allowed: false,
    salary_min: 80_000,
    salary_max: 1_20_000,
    salary_negotiable: false,
    show_salary: true,
    experience_min_years: 3,
    education_level: 'Bachelor',
    skills: ['React', 'TypeScript', 'Node.js'],
    deadline: dayFrom(t, 20),
    status: 'published',
    ...overrides,
  };
}

export async function createJob(t: TestApp, token: string, overrides: Partial<JobWrite> = {}) {
  const res = await t.inject({ method: 'POST', url: '/api/employer/jobs/', headers: bearer(token), payload: fullJob(t, overrides) });
  if (res.statusCode !== 201) throw new Error(`create job: ${res.statusCode} ${res.body}`);
  return res.json() as components['schemas']['Job'];
}

export interface SeekerFields {
  fullName?: string;
  email?: string;
  headline?: string;
  province?: string;
  district?: string;
  skills?: string[];
  experienceYears?: number;
  educationLevel?: EducationLevel;
  openToWork?: boolean;
}

/** A job seeker written straight into the database; the clock moves on so the candidate index reads it. */
export async function addSeeker(t: TestApp, o: SeekerFields = {}): Promise<string> {
  const skills = o.skills ?? ['React'];
  const educationLevel = o.educationLevel ?? 'Bachelor';
  const now = t.clock.now();
  const [row] = await t.database.db.insert(jobSeekers).values({
    fullName: o.fullName ?? 'Sita Sharma', email: o.email ?? uniqueEmail('seeker'), phone: '9801234567',
    headline: o.headline ?? 'Frontend developer', province: o.province ?? 'Bagmati', district: o.district ?? 'Kathmandu',
    skills, skillKeys: skillKeys(skills), experienceYears: o.experienceYears ?? 3, educationLevel,
    educationRank: educationRank(educationLevel), openToWork: o.openToWork ?? true, about: 'About me', createdAt: now, updatedAt: now,
  }).returning({ id: jobSeekers.id });
  t.clock.advance(INDEX_REFRESH_MS);
  return row!.id;
}

export async function seekerByEmail(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(jobSeekers).where(eq(jobSeekers.email, email));
  return row;
}

/** Signs the job seeker of `email` in through the code e-mailed to them; returns their token. */
export async function signInSeeker(t: TestApp, email: string): Promise<string> {
  expect((await t.inject({ method: 'POST', url: '/api/seeker/auth/send-otp/', payload: { email } })).statusCode).toBe(200);
  const res = await t.inject({ method: 'POST', url: '/api/seeker/auth/verify-otp/', payload: { email, otp_code: t.mailer.lastCode(email) } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}

export interface ApplyFields {
  full_name?: string;
  email?: string;
  phone?: string;
  skills?: string;
  province?: string;
  district?: string;
  experience_years?: string;
  education_level?: string;
  cover_letter?: string;
  headline?: string;
}

/** Asks for a code and returns the form fields with it (the e-mail verified). */
export async function applyForm(t: TestApp, jobId: string, o: ApplyFields = {}): Promise<Record<string, string>> {
  const email = o.email ?? uniqueEmail('applicant');
  const sent = await t.inject({ method: 'POST', url: `/api/jobs/${jobId}/apply/send-otp/`, payload: { email } });
  if (sent.statusCode !== 200) throw new Error(`apply send-otp: ${sent.statusCode} ${sent.body}`);
  return {
    full_name: 'Ram Bahadur Thapa', phone: '9841234567', skills: 'React, TypeScript', province: 'Bagmati',
    district: 'Lalitpur', experience_years: '4', education_level: 'Bachelor', cover_letter: 'I would like to join.',
    ...o, email, otp_code: t.mailer.lastCode(email),
  };
}

export function postApply(t: TestApp, jobId: string, fields: Record<string, string>, resume: Buffer | null = PDF) {
  return t.inject({
    method: 'POST', url: `/api/jobs/${jobId}/apply/`,
    ...multipart({ ...fields, ...(resume && { resume: { data: resume, filename: 'cv.pdf', type: 'application/pdf' } }) }),
  });
}

/** Applies for a job through the public flow; returns the application id and the job seeker's e-mail. */
export async function apply(t: TestApp, jobId: string, o: ApplyFields = {}) {
  const fields = await applyForm(t, jobId, o);
  const res = await postApply(t, jobId, fields);
  if (res.statusCode !== 201) throw new Error(`apply: ${res.statusCode} ${res.body}`);
  // The resend wait is per e-mail; later codes for other e-mails need no wait.
  return { id: (res.json() as { application: { id: string } }).application.id, email: fields.email! };
}
