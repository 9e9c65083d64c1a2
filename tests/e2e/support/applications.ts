import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl, authHeader, uniqueEmail } from './accounts';
import { latestMailSeq, waitForOtp } from './mail';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A published job of the employer with one application (from Anjali Tamang), made through the API. */
export async function jobWithApplication(request: APIRequestContext, token: string): Promise<{ jobId: string; applicationId: string }> {
  const kathmanduDay = new Date(Date.now() + (5 * 60 + 45) * 60_000 + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post(apiUrl('/api/employer/jobs/'), {
    headers: authHeader(token),
    data: {
      title: `Ward Nurse ${randomBytes(3).toString('hex')}`,
      description: 'Care for patients on the medical ward of a busy hospital in Lalitpur, in rotating shifts with a team of twelve nurses.',
      requirements: 'Registered with the Nepal Nursing Council; two years on a ward.',
      category: 'Healthcare', job_level: 'Mid', employment_type: 'Full Time', vacancies: 2,
      province: 'Bagmati', district: 'Lalitpur', address: 'Patan Dhoka, Lalitpur-11', remote_allowed: false,
      salary_min: 35_000, salary_max: 50_000, salary_negotiable: false, show_salary: true,
      experience_min_years: 2, education_level: 'Bachelor', skills: ['Patient care'], deadline: kathmanduDay, status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const jobId = ((await created.json()) as { id: string }).id;
  const email = uniqueEmail('offline-seeker');
  const after = latestMailSeq();
  expect((await request.post(apiUrl(`/api/jobs/${jobId}/apply/send-otp/`), { data: { email } })).ok()).toBe(true);
  const otp = await waitForOtp(email, { after });
  const applied = await request.post(apiUrl(`/api/jobs/${jobId}/apply/`), {
    multipart: {
      full_name: 'Anjali Tamang', email, otp_code: otp, phone: '+977 9841000000', headline: 'Staff nurse',
      skills: 'Patient care', province: 'Bagmati', district: 'Lalitpur', experience_years: '3', education_level: 'Bachelor',
      cover_letter: 'I have three years on a medical ward.', resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  return { jobId, applicationId: ((await applied.json()) as { application: { id: string } }).application.id };
}
