/**
 * Writes made offline (docs/offline.md "Writing offline"): they wait in the workspace outbox, visible as pending,
 * survive a reload while offline, and reach the server exactly once when the connection is back, also when the
 * server committed a write and its answer was lost on the way.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { apiUrl, authHeader } from './support/accounts';
import { jobWithApplication } from './support/applications';
import { expect, logInThroughUi, test, toast } from './support/fixtures';
import { serviceWorkerReady } from './support/service-worker';

async function jobsTitled(request: APIRequestContext, token: string, title: string): Promise<{ id: string; title: string; status: string }[]> {
  const response = await request.get(apiUrl(`/api/employer/jobs/?search=${encodeURIComponent(title)}`), { headers: authHeader(token) });
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as { results: { id: string; title: string; status: string }[] };
  return list.results.filter((job) => job.title === title);
}

/** Answers to writes on `path` that ran on the server (not replays of a kept answer). */
function appliedWrites(page: Page, method: string, path: RegExp): Response[] {
  const applied: Response[] = [];
  page.on('response', (response) => {
    if (response.request().method() === method && path.test(new URL(response.url()).pathname)
      && response.ok() && response.headers()['idempotent-replayed'] !== 'true') applied.push(response);
  });
  return applied;
}

test('a job draft saved offline waits, survives a reload offline and is created exactly once when back online', async ({
  page, context, employer, request,
}) => {
  test.setTimeout(90_000);
  const title = `Offline Draft ${randomBytes(3).toString('hex')}`;
  const creates = appliedWrites(page, 'POST', /^\/api\/employer\/jobs\/$/);
  await logInThroughUi(page, employer);
  await page.goto('/employer/jobs/new');
  await serviceWorkerReady(page);

  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Job Title' }).fill(title);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page, 'Saved on this device')).toBeVisible();
  await expect(page).toHaveURL(/\/employer\/jobs$/);
  const pending = page.getByRole('list', { name: 'New jobs waiting to be sent' }).getByRole('listitem').filter({ hasText: title });
  await expect(pending.getByText('Waiting to be sent')).toBeVisible();
  await expect(page.getByText('1 change waiting to be sent')).toBeVisible();

  await page.reload();
  await expect(pending.getByText('Waiting to be sent')).toBeVisible();
  await expect(page.getByText('1 change waiting to be sent')).toBeVisible();
  expect(await jobsTitled(request, employer.token, title)).toEqual([]);

  await context.setOffline(false);
  await expect(toast(page, `Sent: ${title}`)).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect(page.getByText('change waiting to be sent')).toHaveCount(0);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  const jobs = await jobsTitled(request, employer.token, title);
  expect(jobs).toHaveLength(1);
  expect(jobs[0]!.status).toBe('draft');
  expect(creates).toHaveLength(1);
});

test('a status change made offline is applied once when back online', async ({ page, context, employer, request }) => {
  test.setTimeout(90_000);
  const { jobId, applicationId } = await jobWithApplication(request, employer.token);
  const changes = appliedWrites(page, 'PATCH', /^\/api\/applications\/[^/]+\/status\/$/);
  await logInThroughUi(page, employer);
  await page.goto(`/employer/job/${jobId}/candidates?application=${applicationId}`);
  await expect(page.getByRole('button', { name: 'Shortlist' })).toBeVisible();
  await serviceWorkerReady(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Shortlist' }).click();
  await expect(toast(page, 'Saved on this device')).toBeVisible();
  await expect(page.getByText('Waiting to be sent', { exact: true })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Waiting to be sent', { exact: true })).toHaveCount(0);
  await expect(page.getByText('change waiting to be sent')).toHaveCount(0);
  const application = await request.get(apiUrl(`/api/applications/${applicationId}/`), { headers: authHeader(employer.token) });
  expect(((await application.json()) as { status: string }).status).toBe('shortlisted');
  expect(changes).toHaveLength(1);
});

test('a write the server committed whose answer was lost is sent again and applied once', async ({ page, employer, request }) => {
  test.setTimeout(90_000);
  const title = `Lost Answer ${randomBytes(3).toString('hex')}`;
  const keys: string[] = [];
  const replayed: boolean[] = [];
  await logInThroughUi(page, employer);
  await page.goto('/employer/jobs/new');
  await page.route('**/api/employer/jobs/', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    const response = await route.fetch();
    replayed.push(response.headers()['idempotent-replayed'] === 'true');
    // The first answer never reaches the page: the server has the job, the phone does not know it.
    if (keys.length === 1) return route.abort('connectionreset');
    return route.fulfill({ response });
  });

  await page.getByRole('textbox', { name: 'Job Title' }).fill(title);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page, `Sent: ${title}`)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(replayed).toEqual([false, true]);
  expect(await jobsTitled(request, employer.token, title)).toHaveLength(1);
});

test('a status change someone else overtook shows what changed; applying mine anyway sends it over the current status', async ({
  page, context, employer, request,
}) => {
  test.setTimeout(90_000);
  const { jobId, applicationId } = await jobWithApplication(request, employer.token);
  const move = (status: string) =>
    request.patch(apiUrl(`/api/applications/${applicationId}/status/`), { headers: authHeader(employer.token), data: { status } });
  expect((await move('shortlisted')).ok()).toBe(true);
  await logInThroughUi(page, employer);
  await page.goto(`/employer/job/${jobId}/candidates?application=${applicationId}`);
  await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
  await serviceWorkerReady(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('textbox', { name: 'Reason for rejecting' }).fill('Salary expectations too high');
  await page.getByRole('button', { name: 'Reject Application' }).click();
  await expect(page.getByText('Waiting to be sent', { exact: true })).toBeVisible();
  // Meanwhile a colleague moves the applicant on.
  expect((await move('interview')).ok()).toBe(true);

  await context.setOffline(false);
  await expect(page.getByText('Someone else moved this applicant to Interview.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply mine anyway' }).click();
  await expect(page.getByText('Someone else moved this applicant')).toHaveCount(0);
  await expect(page.getByText('change waiting to be sent')).toHaveCount(0);
  const application = await request.get(apiUrl(`/api/applications/${applicationId}/`), { headers: authHeader(employer.token) });
  expect(((await application.json()) as { status: string }).status).toBe('rejected');
});

const api = async <T>(request: APIRequestContext, token: string, path: string): Promise<T> => {
  const response = await request.get(apiUrl(path), { headers: authHeader(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
};

/** Goes offline, reloads (the page opens from the service worker) and checks what still waits. */
async function reloadOffline(page: Page, waiting: number) {
  await page.reload();
  await expect(page.getByText(waiting === 1 ? '1 change waiting to be sent' : `${waiting} changes waiting to be sent`)).toBeVisible();
}

async function backOnline(page: Page, context: { setOffline(offline: boolean): Promise<void> }) {
  await context.setOffline(false);
  await expect(page.getByText(/changes? waiting to be sent/)).toHaveCount(0);
}

test('saving a candidate, a saved note and a removal made offline wait across a reload and are applied once', async ({
  page, context, employer, request,
}) => {
  test.setTimeout(120_000);
  const surname = `Offline${randomBytes(3).toString('hex')}`;
  const kept = `Sita ${surname}`;
  const dropped = `Gita ${surname}`;
  await jobWithApplication(request, employer.token, kept);
  const second = await jobWithApplication(request, employer.token, dropped);
  const seekerOf = async (applicationId: string) =>
    (await api<{ job_seeker: { id: string } }>(request, employer.token, `/api/applications/${applicationId}/`)).job_seeker.id;
  // The second one is saved already.
  expect((await request.post(apiUrl('/api/employer/save-applicant/'), {
    headers: authHeader(employer.token), data: { job_seeker: await seekerOf(second.applicationId), job: second.jobId },
  })).ok()).toBe(true);
  const saves = appliedWrites(page, 'POST', /^\/api\/employer\/save-applicant\/$/);
  const notes = appliedWrites(page, 'PATCH', /^\/api\/employer\/saved-applicants\/[^/]+\/$/);
  const removals = appliedWrites(page, 'DELETE', /^\/api\/employer\/saved-applicants\/[^/]+\/remove\/$/);
  await logInThroughUi(page, employer);
  await page.goto(`/employer/candidates?q=${encodeURIComponent(kept)}`);
  await expect(page.getByRole('button', { name: `Save ${kept}` })).toBeVisible();
  await serviceWorkerReady(page);

  await context.setOffline(true);
  await expect(page.getByText('You are offline. Changes are kept on this device and sent when you reconnect.')).toBeVisible();
  await page.getByRole('button', { name: `Save ${kept}` }).click();
  await expect(toast(page, 'Saved on this device')).toBeVisible();
  await expect(page.getByText('Waiting to be sent', { exact: true })).toBeVisible();
  await reloadOffline(page, 1);
  await backOnline(page, context);
  expect(saves).toHaveLength(1);

  await page.goto('/employer/saved');
  const keptItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: kept }) });
  await expect(keptItem).toBeVisible();
  await context.setOffline(true);
  await keptItem.getByRole('textbox', { name: `Note about ${kept}` }).fill('Prefers morning shifts');
  await keptItem.getByRole('button', { name: 'Save Note' }).click();
  await expect(keptItem.getByText('Waiting to be sent', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${dropped} from saved` }).click();
  await expect(page.getByRole('heading', { name: dropped })).toHaveCount(0);
  await reloadOffline(page, 2);
  await backOnline(page, context);

  const list = await api<{ count: number; results: { job_seeker: { full_name: string }; note: string }[] }>(
    request, employer.token, '/api/employer/saved-applicants/?page_size=100');
  const mine = list.results.filter((saved) => saved.job_seeker.full_name.endsWith(surname));
  expect(mine.map((saved) => [saved.job_seeker.full_name, saved.note])).toEqual([[kept, 'Prefers morning shifts']]);
  expect(notes).toHaveLength(1);
  expect(removals).toHaveLength(1);
  expect(saves).toHaveLength(1);
});

test('calendar events and support replies made offline wait across a reload and are applied once', async ({
  page, context, employer, request,
}) => {
  test.setTimeout(120_000);
  const tag = randomBytes(3).toString('hex');
  const tomorrow = new Date(Date.now() + (5 * 60 + 45) * 60_000 + 86_400_000).toISOString().slice(0, 10);
  const existing = await request.post(apiUrl('/api/employer/events/'), {
    headers: authHeader(employer.token),
    data: {
      kind: 'event', title: `Team meeting ${tag}`, starts_at: `${tomorrow}T03:15:00.000Z`, ends_at: `${tomorrow}T04:15:00.000Z`,
      location: '', meeting_url: '', notes: '',
    },
  });
  expect(existing.status(), await existing.text()).toBe(201);
  const eventId = ((await existing.json()) as { id: string }).id;
  const ticket = await request.post(apiUrl('/api/employer/support/tickets/'), {
    headers: authHeader(employer.token),
    multipart: { subject: `Invoice question ${tag}`, category: 'billing', message: 'Where do I find last month\'s invoice?' },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  const ticketId = ((await ticket.json()) as { id: string }).id;
  const creates = appliedWrites(page, 'POST', /^\/api\/employer\/events\/$/);
  const replies = appliedWrites(page, 'POST', /^\/api\/employer\/support\/tickets\/[^/]+\/replies\/$/);
  await logInThroughUi(page, employer);

  // A new event and marking another done.
  await page.goto(`/employer/calendar?view=agenda&date=${tomorrow}&event=${eventId}`);
  await expect(page.getByRole('button', { name: 'Mark as done' })).toBeVisible();
  await serviceWorkerReady(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText('Waiting to be sent', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New event' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(`Site visit ${tag}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const pendingEvents = page.getByRole('list', { name: 'New events waiting to be sent' });
  await expect(pendingEvents.getByText(`Site visit ${tag}`)).toBeVisible();
  await reloadOffline(page, 2);
  await expect(pendingEvents.getByText(`Site visit ${tag}`)).toBeVisible();
  await backOnline(page, context);
  expect((await api<{ status: string }>(request, employer.token, `/api/employer/events/${eventId}/`)).status).toBe('done');
  const from = `${tomorrow}T00:00:00.000Z`;
  const events = await api<{ results: { title: string }[] }>(request, employer.token,
    `/api/employer/events/?from=${encodeURIComponent(`${tomorrow}T00:00:00.000Z`)}&to=${encodeURIComponent(new Date(Date.parse(from) + 2 * 86_400_000).toISOString())}`);
  expect(events.results.filter((event) => event.title === `Site visit ${tag}`)).toHaveLength(1);
  expect(creates).toHaveLength(1);

  // A reply and closing the ticket.
  await page.goto(`/employer/support?ticket=${ticketId}`);
  await expect(page.getByRole('button', { name: 'Close Ticket' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Your reply' }).fill('Found it under Billing, thank you.');
  await page.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Found it under Billing, thank you.')).toBeVisible();
  await page.getByRole('button', { name: 'Close Ticket' }).click();
  await expect(page.getByText('Waiting to be sent', { exact: true })).toHaveCount(2);
  await reloadOffline(page, 2);
  await backOnline(page, context);
  const sent = await api<{ status: string; messages: { message: string }[] }>(request, employer.token, `/api/employer/support/tickets/${ticketId}/`);
  expect(sent.messages.filter((m) => m.message === 'Found it under Billing, thank you.')).toHaveLength(1);
  expect(sent.status).toBe('closed');
  expect(replies).toHaveLength(1);

  // A new ticket (text only: attachments need a connection).
  const tickets = appliedWrites(page, 'POST', /^\/api\/employer\/support\/tickets\/$/);
  await page.goto('/employer/support?new=true');
  await expect(page.getByRole('button', { name: 'Send Ticket' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Subject' }).fill(`Job posting help ${tag}`);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('jobs');
  await page.getByRole('textbox', { name: 'Message' }).fill('How do I feature a job?');
  await page.getByRole('button', { name: 'Send Ticket' }).click();
  const pendingTickets = page.getByRole('list', { name: 'New tickets waiting to be sent' });
  await expect(pendingTickets.getByText(`Job posting help ${tag}`)).toBeVisible();
  await reloadOffline(page, 1);
  await expect(pendingTickets.getByText(`Job posting help ${tag}`)).toBeVisible();
  await backOnline(page, context);
  const list = await api<{ results: { subject: string }[] }>(request, employer.token, '/api/employer/support/tickets/?page_size=100');
  expect(list.results.filter((t) => t.subject === `Job posting help ${tag}`)).toHaveLength(1);
  expect(tickets).toHaveLength(1);
});

test('settings changed offline wait across a reload and are applied once; online-only actions say why they are off', async ({
  page, context, employer, request,
}) => {
  test.setTimeout(120_000);
  const hr = appliedWrites(page, 'PATCH', /^\/api\/profile\/hr\/$/);
  const billing = appliedWrites(page, 'PATCH', /^\/api\/employer\/billing\/details\/$/);
  await logInThroughUi(page, employer);

  await page.goto('/employer/profile-settings');
  await expect(page.getByRole('textbox', { name: 'Contact Person' })).toBeVisible();
  await serviceWorkerReady(page);
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Contact Person' }).fill('Ramesh Shrestha');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Waiting to be sent', { exact: true })).toBeVisible();
  await reloadOffline(page, 1);
  await backOnline(page, context);
  expect((await api<{ contact_name: string }>(request, employer.token, '/api/profile/hr/')).contact_name).toBe('Ramesh Shrestha');
  expect(hr).toHaveLength(1);

  const company = appliedWrites(page, 'PATCH', /^\/api\/profile\/company\/$/);
  await page.goto('/employer/company-settings');
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Company Name' }).fill('Himal Traders');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Waiting to be sent', { exact: true })).toBeVisible();
  await reloadOffline(page, 1);
  await backOnline(page, context);
  expect((await api<{ full_name: string }>(request, employer.token, '/api/profile/company/')).full_name).toBe('Himal Traders');
  expect(company).toHaveLength(1);

  await page.goto('/employer/billing-settings');
  await expect(page.getByRole('textbox', { name: 'Legal Name' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Legal Name' }).fill('Himal Traders Pvt. Ltd.');
  await page.getByRole('textbox', { name: 'PAN/VAT Number' }).fill('301234567');
  await page.getByRole('textbox', { name: 'Billing Address' }).fill('New Road, Kathmandu-22');
  await page.getByRole('textbox', { name: 'Billing E-mail' }).fill('accounts@himal.example');
  await page.getByRole('button', { name: 'Save Billing Details' }).click();
  await expect(page.getByText('Waiting to be sent', { exact: true })).toBeVisible();
  await reloadOffline(page, 1);
  await backOnline(page, context);
  expect((await api<{ legal_name: string }>(request, employer.token, '/api/employer/billing/details/')).legal_name).toBe('Himal Traders Pvt. Ltd.');
  expect(billing).toHaveLength(1);

  await page.goto('/employer/notification-settings');
  const weekly = page.getByRole('switch', { name: 'Weekly summary' });
  await expect(weekly).toBeVisible();
  const before = await weekly.isChecked();
  await context.setOffline(true);
  await weekly.click();
  await expect(page.getByText('Waiting to be sent', { exact: true })).toBeVisible();
  await reloadOffline(page, 1);
  await backOnline(page, context);
  expect((await api<{ weekly_summary: boolean }>(request, employer.token, '/api/settings/notifications/')).weekly_summary).toBe(!before);

  await page.goto('/employer/security-settings');
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  await expect(page.getByText('Needs a connection: you are offline.').first()).toBeVisible();
  await context.setOffline(false);
});

test('a swipe decision made offline waits across a reload and is applied once; one undone offline is never sent', async ({
  page, context, employer, request,
}) => {
  test.setTimeout(120_000);
  const surname = `Deck${randomBytes(3).toString('hex')}`;
  const { jobId, applicationId } = await jobWithApplication(request, employer.token, `Kamala ${surname}`);
  const decisions = appliedWrites(page, 'POST', /^\/api\/employer\/swipe\/decisions\/$/);
  await logInThroughUi(page, employer);
  await page.goto(`/employer/swipe?mode=applicants&job=${jobId}`);
  await expect(page.getByRole('button', { name: `Shortlist Kamala ${surname}` })).toBeVisible();
  await serviceWorkerReady(page);

  await context.setOffline(true);
  // Decided, undone and decided again: only the last one is ever sent.
  await page.getByRole('button', { name: `Pass on Kamala ${surname}` }).click();
  await expect(page.getByText('1 decision waiting to be sent')).toBeVisible();
  await page.getByRole('button', { name: 'Undo the last decision' }).click();
  await expect(page.getByText('decision waiting to be sent')).toHaveCount(0);
  await page.getByRole('button', { name: `Shortlist Kamala ${surname}` }).click();
  await expect(page.getByText('1 decision waiting to be sent')).toBeVisible();
  await reloadOffline(page, 1);
  await backOnline(page, context);

  const application = await api<{ status: string }>(request, employer.token, `/api/applications/${applicationId}/`);
  expect(application.status).toBe('shortlisted');
  expect(decisions).toHaveLength(1);
});
