/** Members of a company's hiring team made through the real invitation flow (docs/teams.md "Invitations"). */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STRONG_PASSWORD, apiUrl, authHeader, uniqueEmail, type Employer } from './accounts';
import { latestMailSeq, mailTo } from './mail';
import { loginForm } from './fixtures';

export type InvitedRole = 'admin' | 'recruiter' | 'hiring_manager';

export interface Member {
  email: string;
  password: string;
  fullName: string;
  userId: string;
}

/** The join link's token in the newest invitation mail to `address` after `after`. */
async function waitForInvitationToken(address: string, after: number): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(() => {
      const newest = mailTo(address, after).at(-1);
      token = newest && /\/join\/([A-Za-z0-9_-]+)/.exec(newest.text)?.[1];
      return token;
    }, { message: `an invitation mail to ${address}`, timeout: 15_000 })
    .toBeTruthy();
  return token!;
}

/** The owner invites a new person with `role` (a hiring manager with `jobIds`), who joins with a name and password. */
export async function addMember(
  request: APIRequestContext, owner: Pick<Employer, 'token'>, role: InvitedRole,
  { fullName, jobIds = [] }: { fullName: string; jobIds?: string[] },
): Promise<Member> {
  const email = uniqueEmail(role.replace('_', '-'));
  const after = latestMailSeq();
  const invited = await request.post(apiUrl('/api/employer/team/invitations/'), {
    headers: authHeader(owner.token),
    data: { email, role, ...(role === 'hiring_manager' ? { job_ids: jobIds } : {}) },
  });
  expect(invited.status(), `invite answered: ${await invited.text()}`).toBe(201);
  const token = await waitForInvitationToken(email, after);
  const joined = await request.post(apiUrl(`/api/team/invitations/${token}/accept/`), {
    data: { full_name: fullName, password: STRONG_PASSWORD, password_confirm: STRONG_PASSWORD },
  });
  expect(joined.status(), `accept answered: ${await joined.text()}`).toBe(201);
  const { user } = (await joined.json()) as { user: { id: string } };
  return { email, password: STRONG_PASSWORD, fullName, userId: user.id };
}

/** Signs in on the login page; where the portal lands depends on the role, so this waits only for the answer. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const form = loginForm(page);
  await page.goto('/login');
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login/') && r.request().method() === 'POST');
  await form.signIn.click();
  expect((await answer).status(), 'login call status').toBe(200);
  await expect(page).toHaveURL(/\/employer\//);
}
