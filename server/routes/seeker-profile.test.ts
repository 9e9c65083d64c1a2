import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APPLY_RESUME_MAX_BYTES } from '../../src/domain/constants';
import { media } from '../db/schema';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { GIF, multipart, PNG } from '../test/images';
import { apply, applyForm, createJob, PDF, postApply, seekerByEmail, signInSeeker } from '../test/workspace-fixtures';

const t = setupTestApp();

const PROFILE = '/api/seeker/profile/';
const get = (token: string | undefined, url = PROFILE) => t.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const patch = (token: string, payload: object) => t.inject({ method: 'PATCH', url: PROFILE, headers: bearer(token), payload });
const put = (token: string, what: 'photo' | 'resume', parts: Parameters<typeof multipart>[0]) =>
  t.inject({ method: 'PUT', url: `${PROFILE}${what}/`, ...multipart(parts, bearer(token)) });
const remove = (token: string, what: 'photo' | 'resume') => t.inject({ method: 'DELETE', url: `${PROFILE}${what}/`, headers: bearer(token) });

/** Signs the job seeker in, after the wait before another code may be sent to the same address. */
async function signIn(email: string): Promise<string> {
  t.clock.advance(120_000);
  return signInSeeker(t, email);
}

/** An employer with a job, and a job seeker who applied to it and signed in. */
async function applicant() {
  const employer = await registerEmployer(t, { fullName: 'Himal Traders' });
  const job = await createJob(t, employer.token, { title: 'Accountant', skills: ['Tally'] });
  const applied = await apply(t, job.id, { full_name: 'Sita Sharma', skills: 'Tally, Microsoft Excel (Advanced)' });
  const token = await signIn(applied.email);
  return { employer, job, applied, token };
}

const EDIT = {
  full_name: 'Sita Sharma Koirala', phone: '+977 9851000000', headline: 'Accountant, 5 years in trading firms',
  about: 'I keep the books of small firms.', skills: ['tally', 'SQL', 'Tally'],
  experience: [{ title: 'Accountant', company: 'Himal Traders', start_year: 2020, end_year: null }],
  education: [{ level: '+2', institution: 'Trinity', year: 2014 }, { level: 'Master', institution: 'Tribhuvan University', year: 2019 }],
  expected_salary: 55_000, province: 'Gandaki', district: 'Kaski', open_to_work: false,
};

describe('the job seeker’s own profile', () => {
  it('starts as the application wrote it, updated on the day they applied', async () => {
    const { applied, token } = await applicant();
    const res = await get(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: applied.email, full_name: 'Sita Sharma', phone: '9841234567', skills: ['Tally', 'Microsoft Excel (Advanced)'],
      province: 'Bagmati', district: 'Lalitpur', experience: [], education: [], photo_url: null,
      resume: { name: 'resume.pdf', size: PDF.length, uploaded_at: expect.any(String) },
    });
    expect(res.json().profile_updated_at).toBe(res.json().resume.uploaded_at);
  });

  it('saves every field, keeps skills as the list writes them, and tells employers when it changed', async () => {
    const { employer, applied, token } = await applicant();
    t.clock.advance(86_400_000);
    const res = await patch(token, EDIT);
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ ...EDIT, skills: ['Tally', 'SQL'], profile_updated_at: t.clock.now().toISOString() });
    expect((await get(token)).json()).toEqual(saved);

    const detail = (await get(employer.token, `/api/applications/${applied.id}/`)).json();
    expect(detail).toMatchObject({
      profile_updated_at: t.clock.now().toISOString(), experience: EDIT.experience, education: EDIT.education, phone: '+977 9851000000',
      // The highest schooling is what employers filter and match on.
      job_seeker: { full_name: 'Sita Sharma Koirala', education_level: 'Master', district: 'Kaski', open_to_work: false },
    });
    const seeker = (await seekerByEmail(t, applied.email))!;
    expect((await get(employer.token, `/api/employer/jobseekers/${seeker.id}/`)).json()).toMatchObject({
      profile_updated_at: t.clock.now().toISOString(), expected_salary: 55_000, about: EDIT.about,
    });
  });

  it('is changed only by the job seeker: an employer’s change to the application leaves the date; applying again moves it', async () => {
    const { employer, applied, token } = await applicant();
    const before = (await get(token)).json().profile_updated_at as string;
    t.clock.advance(3_600_000);
    const moved = await t.inject({ method: 'PATCH', url: `/api/applications/${applied.id}/status/`, headers: bearer(employer.token), payload: { status: 'shortlisted' } });
    expect(moved.statusCode).toBe(200);
    expect((await get(employer.token, `/api/applications/${applied.id}/`)).json().profile_updated_at).toBe(before);

    const other = await createJob(t, employer.token, { title: 'Cashier' });
    t.clock.advance(3_600_000);
    const again = await postApply(t, other.id, await applyForm(t, other.id, { email: applied.email, full_name: 'Sita S.' }));
    expect(again.statusCode).toBe(201);
    expect((await get(token)).json()).toMatchObject({ full_name: 'Sita S.', profile_updated_at: t.clock.now().toISOString() });
  });

  it('answers every failing field at once in the product’s words, and changes nothing', async () => {
    const { token } = await applicant();
    const res = await patch(token, {
      full_name: ' ', phone: 'call me', district: 'Kaski', skills: ['Tally', 'Juggling'], expected_salary: -5,
      experience: [{ title: '', company: 'X', start_year: 2021, end_year: 2019 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      full_name: ['Full name is required'],
      phone: ['Enter a valid phone number.'],
      district: ['Kaski is not in Bagmati Province'],
      skills: ['“Juggling” is not in the skills list. Choose skills from the list.'],
      expected_salary: ['Ensure this value is greater than or equal to 0.'],
      experience: ['Job 1: job title is required', 'Job 1: the end year cannot be before the start year'],
    });
    expect((await get(token)).json()).toMatchObject({ full_name: 'Sita Sharma', district: 'Lalitpur' });
  });

  it('answers in Nepali when asked', async () => {
    const { token } = await applicant();
    const res = await t.inject({ method: 'PATCH', url: PROFILE, headers: { ...bearer(token), 'accept-language': 'ne' }, payload: { phone: 'x' } });
    expect(res.json()).toEqual({ phone: ['मान्य फोन नम्बर लेख्नुहोस्।'] });
  });

  it('keeps a skill the application had even though it is not in the list', async () => {
    const employer = await registerEmployer(t, { fullName: 'Kathmandu Kitchens' });
    const job = await createJob(t, employer.token, { title: 'Cook' });
    const applied = await apply(t, job.id, { skills: 'Momo folding' });
    const token = await signIn(applied.email);
    expect((await patch(token, { headline: 'Cook' })).statusCode).toBe(200);
    expect((await patch(token, { skills: ['momo folding', 'bookkeeping'] })).json().skills).toEqual(['Momo folding', 'Bookkeeping']);
  });
});

describe('the job seeker’s photo', () => {
  it('goes through the image pipeline, replaces the last one and can be removed', async () => {
    const { employer, applied, token } = await applicant();
    const first = await put(token, 'photo', { photo: { data: PNG, filename: 'me.png', type: 'image/png' } });
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().photo_url as string;
    expect(firstUrl).toMatch(/^\/api\/media\/[0-9a-f-]+\.(png|jpg)$/);
    expect((await t.inject({ method: 'GET', url: `${firstUrl}?size=sm` })).statusCode).toBe(200);
    expect((await get(employer.token, `/api/applications/${applied.id}/`)).json().job_seeker.photo_url).toBe(firstUrl);

    const second = await put(token, 'photo', { photo: { data: PNG, filename: 'me2.png', type: 'image/png' } });
    expect(second.json().photo_url).not.toBe(firstUrl);
    expect((await t.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

    const removed = await remove(token, 'photo');
    expect(removed.json().photo_url).toBeNull();
    expect((await t.inject({ method: 'GET', url: second.json().photo_url })).statusCode).toBe(404);
  });

  it('refuses what is not a PNG, JPEG or WebP by content, and other fields', async () => {
    const { token } = await applicant();
    const gif = await put(token, 'photo', { photo: { data: GIF, filename: 'me.png', type: 'image/png' } });
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toEqual({ photo: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] });
    const pdf = await put(token, 'photo', { photo: { data: PDF, filename: 'me.jpg', type: 'image/jpeg' }, caption: 'hi' });
    expect(pdf.json()).toEqual({ photo: [expect.stringContaining('Upload a valid image')], caption: ['Unknown field.'] });
    expect((await put(token, 'photo', {})).json()).toEqual({ photo: ['No file was submitted.'] });
    expect((await get(token)).json().photo_url).toBeNull();
  });

  it('goes with the job seeker’s data when they delete it', async () => {
    const { token } = await applicant();
    const url = (await put(token, 'photo', { photo: { data: PNG, filename: 'me.png', type: 'image/png' } })).json().photo_url as string;
    const id = /media\/([0-9a-f-]+)\./.exec(url)![1]!;
    expect((await t.inject({ method: 'POST', url: '/api/seeker/privacy/delete/', headers: bearer(token), payload: { confirm: true } })).statusCode).toBe(200);
    expect(await t.database.db.select().from(media).where(eq(media.id, id))).toEqual([]);
  });
});

describe('the job seeker’s résumé', () => {
  it('takes a PDF by content and size, as applying does; the employer keeps the one sent with the application', async () => {
    const { employer, applied, token } = await applicant();
    const res = await put(token, 'resume', { resume: { data: PDF, filename: 'C:\\docs\\Sita CV.pdf', type: 'application/pdf' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().resume).toEqual({ name: 'Sita CV.pdf', size: PDF.length, uploaded_at: t.clock.now().toISOString() });
    const sent = await t.inject({ method: 'GET', url: `/api/applications/${applied.id}/resume/`, headers: bearer(employer.token) });
    expect(sent.statusCode).toBe(200);

    const png = await put(token, 'resume', { resume: { data: PNG, filename: 'cv.pdf', type: 'application/pdf' } });
    expect(png.json()).toEqual({ resume: ['Upload your résumé as a PDF file.'] });
    const big = Buffer.concat([PDF, Buffer.alloc(APPLY_RESUME_MAX_BYTES)]);
    expect((await put(token, 'resume', { resume: { data: big, filename: 'cv.pdf', type: 'application/pdf' } })).json())
      .toEqual({ resume: ['The résumé must be at most 5 MB.'] });
    expect((await put(token, 'resume', {})).json()).toEqual({ resume: ['Please attach your résumé (PDF).'] });

    const removed = await remove(token, 'resume');
    expect(removed.json().resume).toBeNull();
    expect((await t.inject({ method: 'GET', url: `/api/applications/${applied.id}/resume/`, headers: bearer(employer.token) })).statusCode).toBe(200);
  });
});

describe('whose profile it is', () => {
  it('is only ever the token’s own: another seeker reads and changes theirs', async () => {
    const a = await applicant();
    const b = await applicant();
    expect((await get(b.token)).json().email).toBe(b.applied.email);
    expect((await patch(b.token, { headline: 'B was here' })).statusCode).toBe(200);
    await put(b.token, 'photo', { photo: { data: PNG, filename: 'b.png', type: 'image/png' } });
    await remove(b.token, 'resume');
    const mine = (await get(a.token)).json();
    expect(mine).toMatchObject({ email: a.applied.email, headline: '', photo_url: null, resume: { name: 'resume.pdf' } });
  });

  it('is closed to employers’ tokens and to no token at all', async () => {
    const { employer } = await applicant();
    for (const [method, url] of [
      ['GET', PROFILE], ['PATCH', PROFILE], ['PUT', `${PROFILE}photo/`], ['DELETE', `${PROFILE}photo/`],
      ['PUT', `${PROFILE}resume/`], ['DELETE', `${PROFILE}resume/`],
    ] as const) {
      const payload = method === 'PATCH' ? { headline: 'x' } : undefined;
      expect((await t.inject({ method, url, headers: bearer(employer.token), ...(payload && { payload }) })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.inject({ method, url, ...(payload && { payload }) })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
