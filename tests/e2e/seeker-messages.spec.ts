/**
 * Messages in the job seeker's own space end to end (docs/seekers.md "Messages"): an employer writes to an
 * applicant through the API, the applicant signs in with the code the real SMTP peer received, sees the message
 * (and the unread count in the bar), opens it and replies; the employer reads the reply through the API.
 */
import { apiUrl, authHeader } from './support/accounts';
import { applyToJob, publishJob } from './support/applications';
import { expect, test } from './support/fixtures';
import { signInAsSeeker } from './support/seeker';

test('a job seeker reads an employer\'s message in their space and replies there', async ({ page, request, employer }) => {
  const title = `Ward Nurse ${Date.now().toString(36)}`;
  const jobId = await publishJob(request, employer.token, title);
  const { applicationId, email } = await applyToJob(request, jobId, 'Sita Sharma');
  const detail = await (await request.get(apiUrl(`/api/applications/${applicationId}/`), { headers: authHeader(employer.token) })).json() as {
    job_seeker: { id: string };
  };
  const started = await request.post(apiUrl('/api/employer/conversations/'), {
    headers: authHeader(employer.token), data: { job_seeker: detail.job_seeker.id, application: applicationId },
  });
  expect(started.status()).toBe(201);
  const conversationId = ((await started.json()) as { id: string }).id;
  const sent = await request.post(apiUrl(`/api/employer/conversations/${conversationId}/messages/`), {
    headers: authHeader(employer.token), data: { body: 'Namaste Sita! Can you come for an interview on Sunday at 10?', client_key: crypto.randomUUID() },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/seeker/login');
  await signInAsSeeker(page, email);
  const bar = page.getByRole('navigation', { name: 'Your job search' });
  await expect(bar.getByRole('link', { name: /^Messages ?, 1 unread$/ })).toBeVisible();
  await bar.getByRole('link', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(/\/seeker\/messages$/);

  const row = page.getByRole('listitem').filter({ hasText: employer.companyName });
  await expect(row).toContainText(`About ${title}`);
  await expect(row).toContainText('Can you come for an interview on Sunday at 10?');
  await expect(row.locator('.seeker-unread')).toHaveText('1 new');

  await row.getByRole('link', { name: employer.companyName }).click();
  await expect(page).toHaveURL(new RegExp(`/seeker/messages/${conversationId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Messages with ${employer.companyName}` })).toBeVisible();
  await expect(page.getByText('Namaste Sita! Can you come for an interview on Sunday at 10?')).toBeVisible();
  // Opening it read it: the bar's count goes.
  await expect(bar.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  await page.getByLabel('Your reply').fill('Yes, Sunday at 10 works for me. Thank you!');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent.')).toBeVisible();
  await expect(page.getByLabel('Your reply')).toHaveValue('');
  const mine = page.locator('.seeker-thread__message.is-mine');
  await expect(mine).toContainText('Yes, Sunday at 10 works for me. Thank you!');
  await expect(mine).toContainText('You');

  // The employer reads the reply, and sees that the job seeker read their message.
  const thread = await request.get(apiUrl(`/api/employer/conversations/${conversationId}/messages/`), { headers: authHeader(employer.token) });
  const messages = ((await thread.json()) as { results: { sender: string; body: string; read_at: string | null }[] }).results;
  expect(messages.map((m) => [m.sender, m.body])).toEqual([
    ['job_seeker', 'Yes, Sunday at 10 works for me. Thank you!'],
    ['employer', 'Namaste Sita! Can you come for an interview on Sunday at 10?'],
  ]);
  expect(messages[1]!.read_at).not.toBeNull();
  const list = await request.get(apiUrl('/api/employer/conversations/'), { headers: authHeader(employer.token) });
  expect(((await list.json()) as { results: { id: string; unread_count: number }[] }).results).toContainEqual(
    expect.objectContaining({ id: conversationId, unread_count: 1 }),
  );

  // Going back to the list shows the reply as the last message, nothing new.
  await page.getByRole('link', { name: 'All messages' }).click();
  await expect(row).toContainText('You: Yes, Sunday at 10 works for me. Thank you!');
  await expect(row.locator('.seeker-unread')).toHaveCount(0);

  // The employer answers; the seeker's next page shows it without waiting for a reload.
  await request.post(apiUrl(`/api/employer/conversations/${conversationId}/messages/`), {
    headers: authHeader(employer.token), data: { body: 'Great, see you on Sunday.', client_key: crypto.randomUUID() },
  });
  await bar.getByRole('link', { name: 'My applications' }).click();
  await bar.getByRole('link', { name: /^Messages/ }).click();
  await expect(row.locator('.seeker-unread')).toHaveText('1 new');
  await row.getByRole('link', { name: employer.companyName }).click();
  await expect(page.getByText('Great, see you on Sunday.')).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
});

test('a reply that fails to send stays in the box with the reason', async ({ page, request, employer }) => {
  const jobId = await publishJob(request, employer.token, `Cashier ${Date.now().toString(36)}`);
  const { applicationId, email } = await applyToJob(request, jobId, 'Hari Shrestha');
  const detail = await (await request.get(apiUrl(`/api/applications/${applicationId}/`), { headers: authHeader(employer.token) })).json() as {
    job_seeker: { id: string };
  };
  const started = await request.post(apiUrl('/api/employer/conversations/'), {
    headers: authHeader(employer.token), data: { job_seeker: detail.job_seeker.id, application: applicationId },
  });
  const conversationId = ((await started.json()) as { id: string }).id;

  await page.goto('/seeker/login');
  await signInAsSeeker(page, email);
  await page.goto(`/seeker/messages/${conversationId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Messages with ${employer.companyName}` })).toBeVisible();
  await page.context().setOffline(true);
  await page.getByLabel('Your reply').fill('Is the job still open?');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.locator('.field-error')).toBeVisible();
  await expect(page.getByLabel('Your reply')).toHaveValue('Is the job still open?');
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent.')).toBeVisible();
  await expect(page.locator('.seeker-thread__message.is-mine')).toHaveText(/Is the job still open\?/);
});
