// A hiring team end to end (docs/teams.md "Invitations"): the owner invites a recruiter from Settings → Team, the
// recruiter joins through the e-mailed link and works in the workspace, the owner removes them, and the recruiter's
// next step finds them signed out.
import { expect as pollExpect } from '@playwright/test';
import { STRONG_PASSWORD, uniqueEmail } from './support/accounts';
import { expect, logInThroughUi, test } from './support/fixtures';
import { latestMailSeq, mailTo } from './support/mail';

async function invitationLink(address: string, after: number): Promise<string> {
  let link: string | undefined;
  await pollExpect.poll(() => {
    const mail = mailTo(address, after).at(-1);
    link = mail && /https?:\/\/[^\s"<>]+\/join\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    return link;
  }, { message: `an invitation e-mail to ${address}`, timeout: 15_000 }).toBeTruthy();
  return link!;
}

test('the owner invites a recruiter, who joins by the link, works, and is signed out once removed', async ({ page, employer, browser }) => {
  await logInThroughUi(page, employer);
  await page.goto('/settings/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const members = page.getByTestId('member');
  await expect(members).toHaveCount(1);
  await expect(members.first().getByText('You', { exact: true })).toBeVisible();

  // Invite: e-mail and role (Recruiter is the default).
  const address = uniqueEmail('recruiter');
  const after = latestMailSeq();
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByRole('textbox', { name: 'Email' }).fill(address);
  await expect(invite.getByRole('combobox', { name: 'Role' })).toHaveValue('recruiter');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/employer/team/invitations/') && r.request().method() === 'POST');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByTestId('invitation').filter({ hasText: address })).toBeVisible();

  const link = await invitationLink(address, after);
  const mail = mailTo(address, after).at(-1)!;
  expect(mail.subject).toContain(employer.companyName);

  // The recruiter, on their own device.
  const theirs = await browser.newContext();
  const recruiter = await theirs.newPage();
  await recruiter.goto(new URL(link).pathname);
  await expect(recruiter.getByRole('heading', { level: 1, name: 'Join your team on Jagir' })).toBeVisible();
  await expect(recruiter.getByText(new RegExp(`to join ${employer.companyName} as a Recruiter`))).toBeVisible();
  await recruiter.getByRole('textbox', { name: 'Your Name' }).fill('Hari Thapa');
  await recruiter.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await recruiter.getByLabel('Confirm Password', { exact: true }).fill(STRONG_PASSWORD);
  await recruiter.getByRole('button', { name: 'Create account and join' }).click();
  await expect(recruiter).toHaveURL(/\/employer\/overview$/);
  await expect(recruiter.getByRole('navigation', { name: 'Employer', exact: true })).toBeVisible();

  // A recruiter sees the team, without the controls of owners and admins.
  await recruiter.getByRole('navigation', { name: 'Employer', exact: true }).getByRole('link', { name: 'Settings' }).click();
  await recruiter.getByRole('link', { name: /^Team/ }).click();
  await expect(recruiter.getByTestId('member')).toHaveCount(2);
  await expect(recruiter.getByText('Only the owner and admins can invite, change or remove members.')).toBeVisible();
  await expect(recruiter.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);

  // The owner sees them joined, and removes them.
  await page.reload();
  await expect(page.getByTestId('invitation')).toHaveCount(0);
  const hari = page.getByTestId('member').filter({ hasText: 'Hari Thapa' });
  await expect(hari.getByText('Recruiter', { exact: true })).toBeVisible();
  await hari.getByRole('button', { name: 'Remove Hari Thapa from the team' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove Hari Thapa?' });
  const removed = page.waitForResponse((r) => r.url().includes('/api/employer/team/members/') && r.request().method() === 'DELETE');
  await dialog.getByRole('button', { name: 'Remove from team' }).click();
  expect((await removed).status()).toBe(204);
  await expect(page.getByTestId('member')).toHaveCount(1);

  // The recruiter's next step: signed out.
  await recruiter.getByRole('navigation', { name: 'Employer', exact: true }).getByRole('link', { name: 'Jobs' }).click();
  await expect(recruiter).toHaveURL(/\/login$/);
  await theirs.close();
});
