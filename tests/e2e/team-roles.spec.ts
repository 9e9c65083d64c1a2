// The portal as each member of a hiring team sees it (docs/teams.md "Roles"): members are invited and join through
// the real invitation flow, then sign in on the login page.
import { apiUrl, authHeader } from './support/accounts';
import { applyToJob, publishJob } from './support/applications';
import { expect, test } from './support/fixtures';
import { addMember, signIn } from './support/team';
import type { Page } from '@playwright/test';

// The sidebar shows every entry and the member's name on a wide screen.
test.use({ viewport: { width: 1366, height: 768 } });

const employerNav = (page: Page) => page.getByRole('navigation', { name: 'Employer', exact: true });
const navEntries = (page: Page) => employerNav(page).getByRole('link');

test('an owner sees the whole workspace, named with their role', async ({ page, employer }) => {
  await signIn(page, employer);

  await expect(page).toHaveURL(/\/employer\/overview$/);
  await expect(navEntries(page)).toHaveText(['Overview', 'Jobs', 'Candidates', 'Saved', 'Messages', 'Calendar', 'Swipe', 'Payment', 'Support', 'Team', 'Settings']);
  await expect(employerNav(page)).toContainText('· Owner');
  await page.goto('/settings/billing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing Settings');
  await expect(page.getByText('Only the company’s owner or an admin can manage billing.')).toHaveCount(0);
});

test('a recruiter runs the hiring but not billing or the company profile', async ({ page, employer, request }) => {
  const recruiter = await addMember(request, employer, 'recruiter', { fullName: 'Gita Karki' });
  await signIn(page, recruiter);

  await expect(page).toHaveURL(/\/employer\/overview$/);
  await expect(navEntries(page)).toHaveText(['Overview', 'Jobs', 'Candidates', 'Saved', 'Messages', 'Calendar', 'Swipe', 'Support', 'Team', 'Settings']);
  await expect(employerNav(page)).toContainText('Gita Karki · Recruiter');

  // Billing, reached by its address, explains itself under its one heading.
  await page.goto('/settings/billing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing Settings');
  await expect(page.getByText('Only the company’s owner or an admin can manage billing.')).toBeVisible();
  await expect(page.getByText(`You are signed in as Gita Karki, Recruiter at ${employer.companyName}.`)).toBeVisible();
  await page.goto('/employer/payment');
  await expect(page.getByText('Only the company’s owner or an admin can manage billing.')).toBeVisible();

  // The company profile reads, but does not change.
  await page.goto('/settings/company');
  const name = page.getByRole('textbox', { name: 'Company Name', exact: true });
  await expect(name).toHaveValue(employer.companyName);
  await expect(name).toBeDisabled();
  await expect(page.getByText('Only the company’s owner or an admin can change the company profile, the HR contact and the logo.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

  // The team's page is one entry away.
  await employerNav(page).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/settings\/team$/);
  await expect(employerNav(page).getByRole('link', { name: 'Team' })).toHaveAttribute('data-status', 'active');
  await expect(employerNav(page).getByRole('link', { name: 'Settings' })).not.toHaveClass(/is-section-active/);

  // Jobs are theirs to run.
  await page.goto('/employer/jobs');
  await expect(page.getByRole('link', { name: 'Post a Job' })).toBeVisible();

  // The settings hub has no billing for them.
  await page.goto('/employer/settings');
  await expect(page.getByText(`You are signed in as Gita Karki, Recruiter at ${employer.companyName}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: /Billing Settings/ })).toHaveCount(0);
});

test('an admin manages billing and the company', async ({ page, employer, request }) => {
  const admin = await addMember(request, employer, 'admin', { fullName: 'Bikash Shrestha' });
  await signIn(page, admin);

  await expect(navEntries(page)).toHaveText(['Overview', 'Jobs', 'Candidates', 'Saved', 'Messages', 'Calendar', 'Swipe', 'Payment', 'Support', 'Team', 'Settings']);
  await expect(employerNav(page)).toContainText('Bikash Shrestha · Admin');
  await page.goto('/settings/company');
  await expect(page.getByRole('textbox', { name: 'Company Name', exact: true })).toBeEditable();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
});

test('a hiring manager starts at their jobs and only reviews', async ({ page, employer, request }) => {
  const theirs = await publishJob(request, employer.token, 'Ward Nurse');
  await publishJob(request, employer.token, 'Night Pharmacist');
  const { applicationId } = await applyToJob(request, theirs, 'Anjali Tamang');
  const manager = await addMember(request, employer, 'hiring_manager', { fullName: 'Ram Thapa', jobIds: [theirs] });
  await signIn(page, manager);

  // Their home is their jobs list: no company figures.
  await expect(page).toHaveURL(/\/employer\/jobs$/);
  await expect(navEntries(page)).toHaveText(['Jobs', 'Calendar', 'Support', 'Team', 'Settings']);
  await expect(employerNav(page)).toContainText('Ram Thapa · Hiring manager');
  await expect(page.getByRole('link', { name: 'Ward Nurse', exact: true })).toBeVisible();
  // Only the jobs assigned to them: the company's other job is not listed.
  await expect(page.getByRole('link', { name: 'Night Pharmacist', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Post a Job' })).toHaveCount(0);
  await expect(page.getByText('Only the company’s owner, an admin or a recruiter can post, edit, close or feature jobs.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Close Ward Nurse/ })).toHaveCount(0);

  // The overview sends them to their jobs; sourcing and messages explain themselves.
  await page.goto('/employer/overview');
  await expect(page).toHaveURL(/\/employer\/jobs$/);
  await page.goto('/employer/candidates');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Candidates');
  await expect(page.getByText('Only the company’s owner, an admin or a recruiter can search, save and swipe candidates.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your jobs' }).click();
  await expect(page).toHaveURL(/\/employer\/jobs$/);
  await page.goto('/employer/messages');
  await expect(page.getByText('Only the company’s owner, an admin or a recruiter can message candidates.')).toBeVisible();
  await page.goto('/employer/jobs/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post a Job');
  await expect(page.getByText('Only the company’s owner, an admin or a recruiter can post, edit, close or feature jobs.')).toBeVisible();

  // The job's page: no job actions; the calendar: no booking.
  await page.goto(`/employer/job-details?id=${theirs}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ward Nurse');
  await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Job' })).toHaveCount(0);
  // An applicant of their job: they review, but neither move the application, book an interview nor write to them.
  await page.goto(`/employer/job/${theirs}/candidates?application=${applicationId}`);
  const panel = page.getByRole('complementary', { name: 'Anjali Tamang' });
  await expect(panel.getByRole('heading', { name: 'Anjali Tamang' })).toBeVisible();
  await expect(panel.getByText('Only the company’s owner, an admin or a recruiter can move applicants or book interviews.')).toBeVisible();
  await expect(panel.getByText('Only the company’s owner, an admin or a recruiter can message candidates.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Shortlist' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'Message' })).toHaveCount(0);

  await page.goto('/employer/calendar');
  await expect(page.getByText('Only the company’s owner, an admin or a recruiter can move applicants or book interviews.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New event' })).toHaveCount(0);
});

test('a person removed from the team is told they belong to no company, and can sign out', async ({ page, employer, request }) => {
  const recruiter = await addMember(request, employer, 'recruiter', { fullName: 'Sunita Gurung' });
  const removed = await request.delete(apiUrl(`/api/employer/team/members/${recruiter.userId}/`), { headers: authHeader(employer.token) });
  expect(removed.status(), `remove answered: ${await removed.text()}`).toBe(204);

  await signIn(page, recruiter);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are no longer part of a company');
  await expect(page.getByText(`The account ${recruiter.email} is not a member of any company`)).toBeVisible();
  await expect(employerNav(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Delete your account' })).toHaveAttribute('href', '/settings/security#security-delete');

  // Deleting the account is one link away, and the account's own page opens.
  await page.getByRole('link', { name: 'Delete your account' }).click();
  await expect(page.getByRole('heading', { name: 'Delete Account' })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
