// Who is told of a new application (docs/teams.md "Who is told"): every member who can see its job, each by their
// own settings, through a real SMTP server.
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../test/app';
import { smtpTee } from '../test/smtp-tee';
import { createTeam, type Team } from '../test/team';
import { apply } from '../test/workspace-fixtures';

const tee = smtpTee();
const t = setupTestApp({ mailer: tee.mailer });
tee.bind(t);
let team: Team;

beforeAll(async () => {
  team = await createTeam(t);
}, 60_000);

/** The team's addresses that received a mail with this subject since `from`. */
function teamMailed(from: number, subject: string): string[] {
  const team_ = Object.values(team.members).map((m) => m.email);
  return tee.peer().received.slice(from)
    .filter((m) => m.header('subject') === subject)
    .flatMap((m) => m.to).filter((to) => team_.includes(to)).sort();
}

describe('a new application', () => {
  it('is mailed to each member who can see its job and wants it, one mail each', async () => {
    const { members } = team;
    const off = await t.inject({
      method: 'PATCH', url: '/api/settings/notifications/', headers: bearer(await members.recruiter.token()), payload: { new_applications: false },
    });
    expect(off.statusCode).toBe(200);

    let from = tee.peer().received.length;
    await apply(t, team.assigned.jobId, { full_name: 'Gita Rai' });
    expect(teamMailed(from, 'New application for Frontend Developer'))
      .toEqual([members.owner.email, members.admin.email, members.hiring_manager.email].sort());
    const mail = tee.peer().received.slice(from).find((m) => m.to.includes(members.hiring_manager.email))!;
    expect(mail.to).toEqual([members.hiring_manager.email]);
    expect(mail.body).toContain('Gita Rai applied for Frontend Developer.');
    expect(mail.body).toContain(`/employer/job/${team.assigned.jobId}/candidates`);

    // The hiring manager is not assigned to this job: not told.
    from = tee.peer().received.length;
    await apply(t, team.unassigned.jobId);
    expect(teamMailed(from, 'New application for Accountant')).toEqual([members.owner.email, members.admin.email].sort());
  });
});
