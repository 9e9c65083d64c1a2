// The demo employer's hiring team (docs/teams.md), so that a newcomer can sign in as each role: an admin, a recruiter
// and a hiring manager beside the owner, all with the demo password. The recruiter books the upcoming interviews
// with the hiring manager on the jobs assigned to them; one interview ended yesterday, the recruiter has sent their
// scorecard and the hiring manager still owes theirs; a comment asks them for it. The activity log holds what that
// would have recorded. Times are relative to `now`.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { addDays, kathmanduDate, kathmanduInstant } from '../../src/domain/calendar';
import type { Role } from '../../src/domain/team/roles';
import type { Db } from '../db/client';
import { applications, calendarEvents, jobSeekers, jobs } from '../db/schema';
import { createRepositories, type Repositories } from '../repositories/repositories';
import { interviewTitle, moveToInterview } from '../services/calendar';
import { criteriaOf } from '../services/scorecards';

const DAY_MS = 24 * 60 * 60_000;

export const DEMO_TEAM = [
  { role: 'admin', email: 'demo.admin@jagir.example', fullName: 'Anita Gurung', joinedDaysAgo: 40 },
  { role: 'recruiter', email: 'demo.recruiter@jagir.example', fullName: 'Bikash Thapa', joinedDaysAgo: 32 },
  { role: 'hiring_manager', email: 'demo.manager@jagir.example', fullName: 'Ramesh Karki', joinedDaysAgo: 12 },
] as const satisfies readonly { role: Role; email: string; fullName: string; joinedDaysAgo: number }[];

type Joined = { userId: string; fullName: string };

export async function stageDemoTeam(db: Db, companyId: string, passwordHash: string, now: Date): Promise<void> {
  // Read first: inside the transaction only its repositories (PGlite runs one statement at a time).
  const upcoming = await db.select({ id: calendarEvents.id, jobId: applications.jobId, applicationId: applications.id }).from(calendarEvents)
    .innerJoin(applications, eq(applications.id, calendarEvents.applicationId))
    .where(and(eq(calendarEvents.companyId, companyId), eq(calendarEvents.kind, 'interview'), eq(calendarEvents.status, 'scheduled')))
    .orderBy(asc(calendarEvents.startsAt));
  const managerJobs = [...new Set(upcoming.map((e) => e.jobId))].slice(0, 2);
  const booked = new Set(upcoming.map((e) => e.applicationId));
  const candidates = managerJobs.length
    ? await db.select({ id: applications.id, jobId: applications.jobId, status: applications.status, name: jobSeekers.fullName, title: jobs.title })
      .from(applications).innerJoin(jobSeekers, eq(jobSeekers.id, applications.jobSeekerId)).innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.companyId, companyId), inArray(applications.jobId, managerJobs), inArray(applications.status, ['shortlisted', 'interview'])))
      .orderBy(asc(applications.createdAt))
    : [];
  const chosen = candidates.find((c) => !booked.has(c.id));

  await createRepositories(db).transaction(async (repos) => {
    const joined = new Map<Role, Joined>();
    for (const m of DEMO_TEAM) {
      const at = new Date(now.getTime() - m.joinedDaysAgo * DAY_MS);
      const userId = await repos.users.create({ email: m.email, passwordHash, now: at });
      await repos.memberships.add(companyId, { userId, role: m.role, fullName: m.fullName, invitedBy: null, jobIds: [], now: at });
      joined.set(m.role, { userId, fullName: m.fullName });
      await repos.activity.append(companyId, {
        actor: { userId, name: m.fullName }, sessionId: null, action: 'member.joined', subjectType: 'member', subjectId: userId,
        data: { role: m.role, new_account: true }, at,
      });
    }
    const recruiter = joined.get('recruiter')!;
    const manager = joined.get('hiring_manager')!;

    // The upcoming interviews: booked by the recruiter; the hiring manager sits in on those of two jobs, theirs.
    await repos.memberships.assignJobs(companyId, manager.userId, managerJobs, new Date(now.getTime() - 12 * DAY_MS));
    for (const e of upcoming) {
      await repos.events.update(companyId, e.id, { createdBy: recruiter.userId });
      const withManager = managerJobs.includes(e.jobId);
      await repos.scorecards.setInterviewers(companyId, e.id, withManager ? [recruiter.userId, manager.userId] : [recruiter.userId]);
    }
    if (chosen) await endedInterview(repos, companyId, chosen, { recruiter, manager }, now);
  });
}

/** Yesterday's interview on one of the hiring manager's jobs: the recruiter's scorecard in, the manager's owed. */
async function endedInterview(
  repos: Repositories, companyId: string, chosen: { id: string; jobId: string; status: string; name: string; title: string },
  team: { recruiter: Joined; manager: Joined }, now: Date,
): Promise<void> {
  const yesterday = addDays(kathmanduDate(now), -1);
  const startsAt = kathmanduInstant(yesterday, '14:00');
  const endsAt = kathmanduInstant(yesterday, '14:45');
  const bookedAt = new Date(startsAt.getTime() - 3 * DAY_MS);
  if (chosen.status === 'shortlisted') {
    const row = await repos.applications.lockForUpdate(companyId, chosen.id);
    await moveToInterview(repos.applications, row!, { userId: team.recruiter.userId, now: bookedAt });
  }
  const eventId = await repos.events.create(companyId, {
    kind: 'interview', applicationId: chosen.id, title: interviewTitle(chosen.name, chosen.title), startsAt, endsAt,
    location: '', meetingUrl: '', notes: 'Panel: Bikash (recruiting) and Ramesh (the team the role reports to).',
    status: 'done', sequence: 0, createdBy: team.recruiter.userId, createdAt: bookedAt, updatedAt: endsAt,
  });
  await repos.scorecards.setInterviewers(companyId, eventId, [team.recruiter.userId, team.manager.userId]);
  const actor = (m: Joined) => ({ userId: m.userId, name: m.fullName });
  await repos.activity.append(companyId, {
    actor: actor(team.recruiter), sessionId: null, action: 'createCalendarEvent', subjectType: 'event', subjectId: eventId,
    applicationId: chosen.id, data: { kind: 'interview', application: chosen.id }, at: bookedAt,
  });

  const scorecard = await criteriaOf(repos, companyId, chosen.jobId);
  const criteria = scorecard?.criteria ?? [];
  if (criteria.length) {
    const submittedAt = new Date(endsAt.getTime() + 40 * 60_000);
    const card = await repos.scorecards.upsert(companyId, {
      applicationId: chosen.id, userId: team.recruiter.userId, authorName: team.recruiter.fullName,
      ratings: criteria.map((c, i) => ({ criterion: c.name, rating: [3, 4, 3, 2][i % 4]! })),
      recommendation: 'yes', notes: 'Clear answers and good examples from the last job. Check references before an offer.', now: submittedAt,
    });
    await repos.activity.append(companyId, {
      actor: actor(team.recruiter), sessionId: null, action: 'submitScorecard', subjectType: 'scorecard', subjectId: card.id,
      applicationId: chosen.id, data: { recommendation: 'yes' }, at: submittedAt,
    });
  }
  const firstName = chosen.name.split(' ')[0];
  const commentedAt = new Date(endsAt.getTime() + 60 * 60_000);
  const comment = await repos.comments.create(companyId, {
    applicationId: chosen.id, userId: team.recruiter.userId, authorName: team.recruiter.fullName,
    body: `@${team.manager.fullName} could you add your scorecard today? I think ${firstName} fits the team; I'd like to decide by Friday.`,
    mentions: [team.manager.userId], now: commentedAt,
  });
  await repos.activity.append(companyId, {
    actor: actor(team.recruiter), sessionId: null, action: 'createApplicationComment', subjectType: 'comment', subjectId: comment.id,
    applicationId: chosen.id, data: { mentions: [team.manager.userId] }, at: commentedAt,
  });
}
