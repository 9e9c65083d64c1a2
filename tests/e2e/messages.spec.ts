/**
 * Messages against the real server: the employer writes to an applicant from the application, writes two more
 * offline (pending, kept across a reload), and each of the three is delivered exactly once when the network
 * returns; the job seeker reads them through the private link mailed to them, and their reply appears on the
 * employer's open page without a reload.
 */
import { randomBytes } from 'node:crypto';
import { apiUrl, authHeader } from './support/accounts';
import { applyToJob, publishJob } from './support/applications';
import { expect, logInThroughUi, test } from './support/fixtures';
import { latestMailSeq, mailTo } from './support/mail';
import { serviceWorkerReady } from './support/service-worker';


test('messages written offline are kept across a reload and each is delivered once; a reply arrives live', async ({ page, context, employer, request }) => {
  const token = await logInThroughUi(page, employer);
  const jobId = await publishJob(request, token, 'Staff Nurse');
  const name = `Gita Rai ${randomBytes(2).toString('hex')}`;
  const { applicationId, email } = await applyToJob(request, jobId, name);
  await serviceWorkerReady(page);

  // "Message" on the application opens the conversation.
  await page.goto(`/employer/job/${jobId}/candidates?application=${applicationId}`);
  await page.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(/\/employer\/messages\?c=[0-9a-f-]{36}$/);
  const conversationId = new URL(page.url()).searchParams.get('c')!;
  const thread = page.getByRole('region', { name: `Conversation with ${name}` });
  const composer = thread.getByLabel('Your message');
  const bubbles = thread.getByRole('listitem').filter({ hasText: /\S/ });

  await composer.fill('Namaste! Are you free for an interview on Sunday?');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(bubbles.filter({ hasText: 'Are you free for an interview' })).toContainText('Sent');

  await context.setOffline(true);
  await expect(thread.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  for (const text of ['The interview is at 10 am.', 'Please bring your council registration.']) {
    await composer.fill(text);
    await thread.getByRole('button', { name: 'Send' }).click();
    await expect(bubbles.filter({ hasText: text })).toContainText('Pending: will be sent when you are back online');
  }

  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker(), 'the page reloads offline from the service worker').toBe(true);
  await expect(bubbles.filter({ hasText: 'Please bring your council registration.' })).toContainText('Pending');
  await expect(bubbles.filter({ hasText: 'The interview is at 10 am.' })).toContainText('Pending');

  await context.setOffline(false);
  await expect(thread.getByText(/Pending|Sending/)).toHaveCount(0);
  for (const text of ['Are you free for an interview', 'The interview is at 10 am.', 'Please bring your council registration.']) {
    await expect(bubbles.filter({ hasText: text })).toHaveCount(1);
    await expect(bubbles.filter({ hasText: text })).toContainText('Sent');
  }

  // Exactly once on the server, and one e-mail per message.
  const stored = await request.get(apiUrl(`/api/employer/conversations/${conversationId}/messages/`), { headers: authHeader(token) });
  const { results } = (await stored.json()) as { results: { body: string; client_key: string }[] };
  expect(results.map((m) => m.body).reverse()).toEqual([
    'Namaste! Are you free for an interview on Sunday?', 'The interview is at 10 am.', 'Please bring your council registration.',
  ]);
  expect(new Set(results.map((m) => m.client_key)).size).toBe(3);
  await expect.poll(() => mailTo(email).filter((m) => m.subject.startsWith('New message from')).length).toBe(3);

  // The job seeker's private page shows each message once; their reply reaches the employer's open page.
  const link = /\/reply#[A-Za-z0-9_-]+/.exec(mailTo(email).at(-1)!.text)?.[0];
  expect(link, 'the e-mail carries a reply link').toBeTruthy();
  const seeker = await context.newPage();
  await seeker.goto(link!);
  await expect(seeker.getByRole('heading', { level: 1, name: 'Your conversation' })).toBeVisible();
  for (const text of ['Are you free for an interview', 'The interview is at 10 am.', 'Please bring your council registration.']) {
    await expect(seeker.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  }
  await seeker.getByLabel('Your reply').fill('Yes, Sunday at 10 works for me.');
  await seeker.getByRole('button', { name: 'Send reply' }).click();
  await expect(seeker.getByText('Reply sent.')).toBeVisible();

  await expect(bubbles.filter({ hasText: 'Yes, Sunday at 10 works for me.' })).toBeVisible();
  // Seen on the open page, the reply is read: the employer's messages show the seeker read them too.
  await expect(bubbles.filter({ hasText: 'Please bring your council registration.' })).toContainText('Read');
  await seeker.close();
});

/** A surname no other test uses, so search finds exactly this run's person. */
const uniqueSurname = () => `Zq${randomBytes(4).toString('hex').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

test('a conversation started from candidate search; a reply shows in the navigation badge until read', async ({ page, employer, request }) => {
  const jobId = await publishJob(request, employer.token, 'Staff Nurse');
  const surname = uniqueSurname();
  const name = `Pooja ${surname}`;
  const { email } = await applyToJob(request, jobId, name);
  await logInThroughUi(page, employer);

  await page.goto(`/employer/candidates?q=${surname}`);
  await expect(page.getByText('1 candidate', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Message ${name}` }).click();
  await expect(page).toHaveURL(/\/employer\/messages\?c=[0-9a-f-]{36}$/);
  const thread = page.getByRole('region', { name: `Conversation with ${name}` });
  const after = latestMailSeq();
  await thread.getByLabel('Your message').fill('Hello Pooja, we liked your profile.');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('listitem').filter({ hasText: 'we liked your profile' })).toContainText('Sent');

  // The job seeker replies while the employer is elsewhere: the navigation shows it without a reload.
  await page.getByRole('link', { name: 'Overview' }).click();
  // Until the overview is shown, the open conversation would read the reply as it arrives.
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect.poll(() => mailTo(email, after).length).toBe(1);
  const token = /\/reply#([A-Za-z0-9_-]+)/.exec(mailTo(email, after)[0]!.text)![1]!;
  const replied = await request.post(apiUrl('/api/replies/messages/'), {
    data: { token, body: 'Thank you! I am interested.', client_key: crypto.randomUUID() },
  });
  expect(replied.status()).toBe(201);
  const nav = page.getByRole('navigation', { name: 'Employer', exact: true });
  await expect(nav.getByRole('link', { name: /^Messages\W+1 unread$/ })).toBeVisible();

  await nav.getByRole('link', { name: /^Messages/ }).click();
  const item = page.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: new RegExp(name) });
  await expect(item).toContainText('Thank you! I am interested.');
  await expect(item.getByLabel('1 unread message')).toBeVisible();
  await item.click();
  await expect(thread.getByRole('listitem').filter({ hasText: 'Thank you! I am interested.' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
});
