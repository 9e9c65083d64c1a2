/**
 * Interview scorecards against the real server (docs/teams.md "Interview scorecards"): the job's criteria edited on
 * its page, an interview booked with its interviewers, the caller's scorecard submitted from the application panel
 * and seen summarised. One member: the invitation flow is not there yet.
 */
import { apiUrl, authHeader } from './support/accounts';
import { jobWithApplication } from './support/applications';
import { expect, logInThroughUi, test, toast } from './support/fixtures';
import { typedBs } from './support/bs-date';

/** The Kathmandu date `days` from now (UTC+05:45). */
const kathmanduDay = (days: number) => new Date(Date.now() + (5 * 60 + 45) * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

test('criteria edited on the job, an interview booked with its interviewers, a scorecard submitted and summarised', async ({ page, employer, request }) => {
  const renamed = await request.patch(apiUrl('/api/employer/team/me/'), { headers: authHeader(employer.token), data: { full_name: 'Sita Rai' } });
  expect(renamed.ok()).toBe(true);
  const { jobId, applicationId } = await jobWithApplication(request, employer.token, 'Anjali Tamang');
  await logInThroughUi(page, employer);

  // The job's page: its skills are the criteria until the team changes them.
  await page.goto(`/employer/job-details?id=${jobId}`);
  const section = page.getByRole('region', { name: 'Scorecard' });
  await expect(section.getByRole('list', { name: 'Scorecard criteria' }).getByRole('listitem')).toHaveText([/Patient care/]);
  await expect(section.getByText('These are the job’s skills.', { exact: false })).toBeVisible();
  await section.getByRole('button', { name: 'Edit criteria' }).click();
  await section.getByRole('textbox', { name: 'New criterion' }).fill('Communication');
  await section.getByRole('button', { name: 'Add criterion' }).click();
  await section.getByRole('textbox', { name: 'New criterion' }).fill('communication');
  await section.getByRole('button', { name: 'Add criterion' }).click();
  await expect(section.getByText('“communication” is already in the list.')).toBeVisible();
  await section.getByRole('textbox', { name: 'New criterion' }).fill('Teamwork');
  await section.getByRole('button', { name: 'Add criterion' }).click();
  await section.getByRole('button', { name: 'Move Teamwork up' }).click();
  await section.getByRole('button', { name: 'Move Teamwork up' }).click();
  await expect(section.getByRole('button', { name: 'Move Teamwork up' })).toBeDisabled();
  await section.getByRole('button', { name: 'Remove Communication' }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/employer/jobs/${jobId}/scorecard/`) && r.request().method() === 'PUT');
  await section.getByRole('button', { name: 'Save criteria' }).click();
  expect((await saved).status()).toBe(200);
  await expect(toast(page, 'Scorecard criteria saved')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Scorecard criteria' }).getByRole('listitem')).toHaveText([/Teamwork/, /Patient care/]);
  await expect(section.getByText('Your team set these criteria.')).toBeVisible();

  // The application: book an interview with its interviewers.
  await page.goto(`/employer/job/${jobId}/candidates?application=${applicationId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Anjali Tamang' })).toBeVisible();
  await page.getByRole('button', { name: 'Schedule interview' }).click();
  const form = page.getByRole('form', { name: 'Schedule an interview' });
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill(typedBs(kathmanduDay(1)));
  await form.getByLabel('Starts (Nepal time)').fill('11:00');
  await form.getByLabel('Ends (Nepal time)').fill('11:30');
  const interviewers = form.getByRole('group', { name: 'Interviewers' });
  await expect(interviewers.getByRole('checkbox', { name: 'Sita Rai (you)' })).toBeChecked();
  await interviewers.getByRole('checkbox', { name: 'Sita Rai (you)' }).uncheck();
  await form.getByRole('button', { name: 'Book interview' }).click();
  await expect(interviewers.getByText('Choose at least one interviewer.')).toBeVisible();
  await interviewers.getByRole('checkbox', { name: 'Sita Rai (you)' }).check();
  const booked = page.waitForResponse((r) => r.url().endsWith('/api/employer/events/') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Book interview' }).click();
  const event = await (await booked).json() as { interviewers: { full_name: string }[] };
  expect(event.interviewers.map((m) => m.full_name)).toEqual(['Sita Rai']);

  // The scorecard: every criterion rated, a recommendation, notes.
  const scorecards = page.getByRole('region', { name: 'Scorecards' });
  const mine = scorecards.getByRole('form', { name: 'Your scorecard' });
  await expect(scorecards.getByText('No scorecards yet.')).toBeVisible();
  await mine.getByRole('group', { name: 'Teamwork' }).getByRole('radio', { name: '4 Excellent' }).check();
  await mine.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(mine.getByText('Rate every criterion.')).toBeVisible();
  await mine.getByRole('group', { name: 'Patient care' }).getByRole('radio', { name: '3 Good' }).check();
  await mine.getByRole('group', { name: 'Overall recommendation' }).getByRole('radio', { name: 'Strong yes' }).check();
  await mine.getByRole('textbox', { name: 'Notes' }).fill('Calm and kind with patients.');
  await mine.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(toast(page, 'Your scorecard is saved')).toBeVisible();

  await expect(scorecards.getByRole('heading', { name: 'Summary: 1 scorecard' })).toBeVisible();
  // On a phone, one card per member.
  const card = scorecards.getByRole('list', { name: 'The team’s scorecards' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Sita Rai (you)');
  await expect(card).toContainText('Calm and kind with patients.');
  await expect(mine.getByRole('button', { name: 'Update scorecard' })).toBeVisible();
  const list = await request.get(apiUrl(`/api/applications/${applicationId}/scorecards/`), { headers: authHeader(employer.token) });
  expect((await list.json() as { summary: unknown }).summary).toEqual({
    submitted: 1, recommendations: { strong_no: 0, no: 0, yes: 0, strong_yes: 1 },
    criteria: [{ criterion: 'Teamwork', average: 4, count: 1 }, { criterion: 'Patient care', average: 3, count: 1 }],
  });
});
