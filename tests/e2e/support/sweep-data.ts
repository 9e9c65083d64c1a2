/**
 * The data the visual sweep shows: one employer with a company profile and logo, jobs in every status, applicants
 * at several stages, a saved candidate, a conversation with a reply, interviews and an event, a support ticket,
 * a paid plan and a pending test payment. Made once per run through the real API (applicants apply with the OTP
 * from the SMTP peer) and kept beside the run's mail folder, so a worker restarted after a failure reuses it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { apiUrl, authHeader, createEmployer, STRONG_PASSWORD, uniqueEmail } from './accounts';
import { latestMailSeq, mailTo, waitForOtp } from './mail';
import { stackBaseUrl, stackMailDir } from './stack-env';

export interface SweepData {
  email: string;
  password: string;
  token: string;
  /** A published job with applicants at several stages. */
  jobId: string;
  /** The applicant the conversation is with (status: applied). */
  applicationId: string;
  conversationId: string;
  /** The job seeker's private reply link's fragment (`/reply#…`). */
  replyToken: string;
  /** An open invitation to the team, for a person without an account (`/join/…`). */
  joinToken: string;
  interviewId: string;
  ticketId: string;
  /** A completed test payment (its return page) and a pending one (the test gateway's page). */
  paidPaymentId: string;
  pendingPaymentId: string;
  /** The browser storage of a logged-in employer (Playwright storage state file). */
  storageStatePath: string;
  /** An application of the signed-in job seeker (in review), and that seeker's browser storage (docs/seekers.md). */
  seekerApplicationId: string;
  seekerStorageStatePath: string;
  /** That seeker's conversation with the employer (one message from the employer). */
  seekerConversationId: string;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** The Kathmandu date `days` from now (UTC+05:45), and an instant at `hour`:00 Kathmandu time on it. */
const kathmanduDay = (days: number) => new Date(Date.now() + (5 * 60 + 45) * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
const kathmanduAt = (days: number, hour: number) => new Date(`${kathmanduDay(days)}T${String(hour).padStart(2, '0')}:00:00+05:45`).toISOString();

async function ok<T>(what: string, response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

interface JobInput { title: string; status: 'published' | 'draft' | 'closed'; category: string; province: string; district: string; skills: string[] }

async function createJob(api: APIRequestContext, token: string, job: JobInput): Promise<string> {
  const created = await ok<{ id: string }>(`create job "${job.title}"`, await api.post(apiUrl('/api/employer/jobs/'), {
    headers: authHeader(token),
    data: {
      title: job.title,
      description: 'Care for patients on the medical ward of a busy hospital in Lalitpur. You will work in rotating shifts with a team of twelve nurses, keep patient records and teach new staff.',
      requirements: 'Registered with the Nepal Nursing Council; two years on a ward; able to work night shifts.',
      category: job.category, job_level: 'Mid', employment_type: 'Full Time', vacancies: 3,
      province: job.province, district: job.district, address: 'Patan Dhoka, Lalitpur-11', remote_allowed: false,
      salary_min: 35_000, salary_max: 50_000, salary_negotiable: false, show_salary: true,
      experience_min_years: 2, education_level: 'Bachelor', skills: job.skills, deadline: kathmanduDay(30),
      status: job.status === 'closed' ? 'published' : job.status,
    },
  }));
  if (job.status === 'closed') {
    await ok('close job', await api.patch(apiUrl(`/api/employer/jobs/${created.id}/`), { headers: authHeader(token), data: { status: 'closed' } }));
  }
  return created.id;
}

async function apply(api: APIRequestContext, jobId: string, fullName: string, years: number): Promise<{ id: string; seeker: string; email: string }> {
  const email = uniqueEmail('sweep-seeker');
  const after = latestMailSeq();
  await ok('apply send-otp', await api.post(apiUrl(`/api/jobs/${jobId}/apply/send-otp/`), { data: { email } }));
  const otp = await waitForOtp(email, { after });
  const applied = await ok<{ application: { id: string; job_seeker?: { id: string } | string } }>('apply', await api.post(apiUrl(`/api/jobs/${jobId}/apply/`), {
    multipart: {
      full_name: fullName, email, otp_code: otp, phone: '+977 9841000000', headline: 'Staff nurse, medical ward',
      skills: 'Patient care, IV therapy, Record keeping', province: 'Bagmati', district: 'Lalitpur',
      experience_years: String(years), education_level: 'Bachelor',
      cover_letter: `I am ${fullName}; I have ${years} years on a medical ward and would like to join your team.`,
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  }));
  const id = applied.application.id;
  const detail = await ok<{ job_seeker: { id: string } | string }>('application', await api.get(apiUrl(`/api/applications/${id}/`), { headers: authHeader(currentToken) }));
  const seeker = typeof detail.job_seeker === 'string' ? detail.job_seeker : detail.job_seeker.id;
  return { id, seeker, email };
}

/** Set while the data is made (apply needs the employer's token to read the job seeker's id). */
let currentToken = '';

async function setStatus(api: APIRequestContext, token: string, id: string, status: string, reason?: string): Promise<void> {
  await ok(`status ${status}`, await api.patch(apiUrl(`/api/applications/${id}/status/`), {
    headers: authHeader(token), data: reason ? { status, reason } : { status },
  }));
}

async function make(api: APIRequestContext, folder: string): Promise<SweepData> {
  const employer = await createEmployer(api, { companyName: 'Himalayan Tea Traders' });
  const token = employer.token;
  currentToken = token;
  const auth = authHeader(token);

  const logo = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#1f7a4d' } }).png().toBuffer();
  await ok('company profile', await api.patch(apiUrl('/api/profile/company/'), {
    headers: auth,
    multipart: {
      full_name: 'Himalayan Tea Traders', industry_type: 'Manufacturing', website: 'https://tea.example.np',
      description: 'Tea estates and a packing house in Ilam, selling orthodox tea across Nepal and abroad since 2052 BS.',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: logo },
    },
  }));
  await ok('hr profile', await api.patch(apiUrl('/api/profile/hr/'), { headers: auth, data: { contact_name: 'Sita Rai', contact_number: '+977 9800000000' } }));
  await ok('billing details', await api.patch(apiUrl('/api/employer/billing/details/'), {
    headers: auth, data: { legal_name: 'Himalayan Tea Traders Pvt. Ltd.', pan_number: '601234567', address: 'Ilam Bazaar, Ilam' },
  }));

  const jobId = await createJob(api, token, { title: 'Staff Nurse', status: 'published', category: 'Healthcare', province: 'Bagmati', district: 'Lalitpur', skills: ['Patient care', 'IV therapy'] });
  await createJob(api, token, { title: 'Senior Accountant for Finance and Administration (Kathmandu head office)', status: 'published', category: 'Finance', province: 'Bagmati', district: 'Kathmandu', skills: ['Tally', 'Excel', 'VAT returns'] });
  await createJob(api, token, { title: 'Tea Garden Supervisor', status: 'draft', category: 'Manufacturing', province: 'Koshi', district: 'Ilam', skills: ['Team leadership'] });
  await createJob(api, token, { title: 'Delivery Rider', status: 'closed', category: 'Transportation', province: 'Bagmati', district: 'Kathmandu', skills: ['Driving licence'] });

  const applied = await apply(api, jobId, 'Gita Rai', 3);
  const shortlisted = await apply(api, jobId, 'Pooja Shrestha', 5);
  const interviewed = await apply(api, jobId, 'Anjali Tamang Gurung', 2);
  const rejected = await apply(api, jobId, 'Ramesh Thapa', 1);
  await setStatus(api, token, shortlisted.id, 'shortlisted');
  await setStatus(api, token, rejected.id, 'rejected', 'Needs a council registration first.');
  await ok('save applicant', await api.post(apiUrl('/api/employer/save-applicant/'), {
    headers: auth, data: { job_seeker: shortlisted.seeker, job: jobId, note: 'Strong ICU experience; call after Dashain.' },
  }));

  const interview = await ok<{ id: string }>('interview', await api.post(apiUrl('/api/employer/events/'), {
    headers: auth,
    data: {
      kind: 'interview', application: interviewed.id, title: 'Interview: Anjali Tamang Gurung', starts_at: kathmanduAt(1, 10),
      ends_at: kathmanduAt(1, 11), location: 'Head office, Patan Dhoka', notes: 'Bring the council registration.',
    },
  }));
  await ok('event', await api.post(apiUrl('/api/employer/events/'), {
    headers: auth, data: { kind: 'event', title: 'Hiring team meeting', starts_at: kathmanduAt(2, 14), ends_at: kathmanduAt(2, 15), location: 'Meeting room 2' },
  }));

  // A message to the shortlisted applicant, read in their own space (docs/seekers.md "Messages"); written before the
  // conversation below so that one stays the employer's latest.
  const seekerConversation = await ok<{ id: string }>('seeker conversation', await api.post(apiUrl('/api/employer/conversations/'), {
    headers: auth, data: { job_seeker: shortlisted.seeker, application: shortlisted.id },
  }));
  await ok('message to the shortlisted', await api.post(apiUrl(`/api/employer/conversations/${seekerConversation.id}/messages/`), {
    headers: auth, data: { body: 'Namaste Pooja! Could you send us your council registration number before Friday?', client_key: crypto.randomUUID() },
  }));

  const conversation = await ok<{ id: string }>('conversation', await api.post(apiUrl('/api/employer/conversations/'), {
    headers: auth, data: { job_seeker: applied.seeker, application: applied.id },
  }));
  const after = latestMailSeq();
  await ok('message', await api.post(apiUrl(`/api/employer/conversations/${conversation.id}/messages/`), {
    headers: auth, data: { body: 'Namaste Gita! Are you free for an interview on Sunday at 10?', client_key: crypto.randomUUID() },
  }));
  let replyToken = '';
  for (let i = 0; i < 75 && !replyToken; i += 1) {
    replyToken = /\/reply#([A-Za-z0-9_-]+)/.exec(mailTo(applied.email, after).at(-1)?.text ?? '')?.[1] ?? '';
    if (!replyToken) await new Promise((r) => setTimeout(r, 200));
  }
  if (!replyToken) throw new Error(`no reply link mailed to ${applied.email}`);
  await ok('reply', await api.post(apiUrl('/api/replies/messages/'), {
    data: { token: replyToken, body: 'Yes, Sunday at 10 works for me. Thank you!', client_key: crypto.randomUUID() },
  }));

  // The team: a hiring manager who joined, and an open invitation (its link is the join page's).
  const joinLink = async (email: string, role: string, jobIds?: string[]) => {
    const before = latestMailSeq();
    await ok('invitation', await api.post(apiUrl('/api/employer/team/invitations/'), { headers: auth, data: { email, role, ...(jobIds ? { job_ids: jobIds } : {}) } }));
    let found = '';
    for (let i = 0; i < 75 && !found; i += 1) {
      found = /\/join\/([A-Za-z0-9_-]{43})/.exec(mailTo(email, before).at(-1)?.text ?? '')?.[1] ?? '';
      if (!found) await new Promise((r) => setTimeout(r, 200));
    }
    if (!found) throw new Error(`no invitation link mailed to ${email}`);
    return found;
  };
  const managerLink = await joinLink(uniqueEmail('sweep-manager'), 'hiring_manager', [jobId]);
  await ok('join', await api.post(apiUrl(`/api/team/invitations/${managerLink}/accept/`), {
    data: { full_name: 'Sunita Gurung', password: STRONG_PASSWORD, password_confirm: STRONG_PASSWORD },
  }));
  const joinToken = await joinLink(uniqueEmail('sweep-invitee'), 'recruiter');

  const ticket = await ok<{ id: string }>('support ticket', await api.post(apiUrl('/api/employer/support/tickets/'), {
    headers: auth,
    multipart: {
      // Long on purpose: a subject or file name is the user's text and must wrap, not run off a phone's screen.
      subject: 'Invoice for the Growth plan shows the wrong PAN number and our old address in Ilam Bazaar', category: 'billing',
      message: 'Our PAN is 601234567; the invoice for last month shows another one.',
      attachments: { name: 'tax-invoice-JGR-000001-himalayan-tea-traders-kartik-2083.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  }));

  const paid = await ok<{ payment: { id: string } }>('checkout', await api.post(apiUrl('/api/employer/billing/checkout/'), { headers: auth, data: { plan: 'starter', gateway: 'test' } }));
  const back = await ok<{ return_url: string }>('test pay', await api.post(apiUrl(`/api/employer/billing/test-gateway/${paid.payment.id}/`), { headers: auth, data: { action: 'pay' } }));
  await ok('confirm', await api.post(apiUrl('/api/employer/billing/payments/confirm/'), {
    headers: auth, data: { gateway: 'test', query: new URL(back.return_url, stackBaseUrl()).search.slice(1) },
  }));
  const pending = await ok<{ payment: { id: string } }>('checkout', await api.post(apiUrl('/api/employer/billing/checkout/'), { headers: auth, data: { plan: 'growth', gateway: 'test' } }));

  // What a browser that logged in holds: the session's token and user (docs/requirements.md §3).
  const storageStatePath = join(folder, 'visual-sweep-state.json');
  const origin = new URL(stackBaseUrl()).origin;
  writeFileSync(storageStatePath, JSON.stringify({
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'jagir.token', value: token }, { name: 'jagir.user', value: JSON.stringify(employer.user) }] }],
  }));

  // The shortlisted applicant signed in to their own space, with the code from the SMTP peer.
  const seekerMailAfter = latestMailSeq();
  await ok('seeker send-otp', await api.post(apiUrl('/api/seeker/auth/send-otp/'), { data: { email: shortlisted.email } }));
  const seekerCode = await waitForOtp(shortlisted.email, { after: seekerMailAfter });
  const seeker = await ok<{ token: string; seeker: unknown }>('seeker sign-in', await api.post(apiUrl('/api/seeker/auth/verify-otp/'), {
    data: { email: shortlisted.email, otp_code: seekerCode },
  }));
  const seekerStorageStatePath = join(folder, 'visual-sweep-seeker-state.json');
  writeFileSync(seekerStorageStatePath, JSON.stringify({
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'jagir.seeker', value: JSON.stringify({ token: seeker.token, seeker: seeker.seeker }) }] }],
  }));

  return {
    email: employer.email, password: employer.password, token, jobId, applicationId: applied.id, conversationId: conversation.id,
    replyToken, joinToken, interviewId: interview.id, ticketId: ticket.id, paidPaymentId: paid.payment.id, pendingPaymentId: pending.payment.id,
    storageStatePath, seekerApplicationId: shortlisted.id, seekerStorageStatePath, seekerConversationId: seekerConversation.id,
  };
}

/** This run's sweep data, made on first use. */
export async function sweepData(): Promise<SweepData> {
  const folder = dirname(stackMailDir());
  const file = join(folder, 'visual-sweep-data.json');
  const failure = join(folder, 'visual-sweep-data.error');
  // Made once: a failure is kept too, so the other workers fail at once with the same reason.
  if (existsSync(failure)) throw new Error(`the sweep's data could not be made: ${readFileSync(failure, 'utf8')}`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as SweepData;
  const api = await playwrightRequest.newContext();
  try {
    const data = await make(api, folder);
    writeFileSync(file, JSON.stringify(data));
    return data;
  } catch (error) {
    writeFileSync(failure, (error as Error).message);
    throw error;
  } finally {
    await api.dispose();
  }
}
