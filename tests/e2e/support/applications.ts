import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl, authHeader, uniqueEmail } from './accounts';
import { latestMailSeq, waitForOtp } from './mail';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** The date `days` from now in Kathmandu (the server's day for deadlines). */
const kathmanduDayIn = (days: number) => new Date(Date.now() + (5 * 60 + 45) * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A published Staff Nurse job of the employer in Lalitpur, made through the API; its id. */
export async function publishJob(request: APIRequestContext, token: string, title = `Ward Nurse ${randomBytes(3).toString('hex')}`): Promise<string> {
  const created = await request.post(apiUrl('/api/employer/jobs/'), {
    headers: authHeader(token),
    data: {
      title,
      description: 'Care for patients on the medical ward of a busy hospital in Lalitpur, in rotating shifts with a team of twelve nurses.',
      requirements: 'Registered with the Nepal Nursing Council; two years on a ward.',
      category: 'Healthcare', job_level: 'Mid', employment_type: 'Full Time', vacancies: 2,
      province: 'Bagmati', district: 'Lalitpur', address: 'Patan Dhoka, Lalitpur-11', remote_allowed: false,
      salary_min: 35_000, salary_max: 50_000, salary_negotiable: false, show_salary: true,
      experience_min_years: 1, education_level: 'Bachelor', skills: ['Patient care'], deadline: kathmanduDayIn(30), status: 'published',
    },
  });
  expect(created.status(), `create job answered: ${await created.text()}`).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Applies through the public flow, with the OTP from the SMTP peer; the application id and the seeker's e-mail. */
export async function applyToJob(request: APIRequestContext, jobId: string, fullName: string): Promise<{ applicationId: string; email: string }> {
  const email = uniqueEmail('seeker');
  const after = latestMailSeq();
  const sent = await request.post(apiUrl(`/api/jobs/${jobId}/apply/send-otp/`), { data: { email } });
  expect(sent.ok(), `apply send-otp answered ${sent.status()}`).toBe(true);
  const applied = await request.post(apiUrl(`/api/jobs/${jobId}/apply/`), {
    multipart: {
      full_name: fullName, email, otp_code: await waitForOtp(email, { after }), phone: '+977 9841000000', headline: 'Staff nurse',
      skills: 'Patient care', province: 'Bagmati', district: 'Lalitpur', experience_years: '3', education_level: 'Bachelor',
      cover_letter: 'I have three years on a medical ward.', resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.status(), `apply answered: ${await applied.text()}`).toBe(201);
  return { applicationId: ((await applied.json()) as { application: { id: string } }).application.id, email };
}

/** A published job of the employer with one application, made through the API. */
export async function jobWithApplication(request: APIRequestContext, token: string, fullName = 'Anjali Tamang'): Promise<{ jobId: string; applicationId: string }> {
  const jobId = await publishJob(request, token);
  const { applicationId } = await applyToJob(request, jobId, fullName);
  return { jobId, applicationId };
}
