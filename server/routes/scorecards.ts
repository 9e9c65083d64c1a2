// Interview scorecards (docs/teams.md "Interview scorecards"): a job's criteria, and the team's scorecards on an
// application. The policy has checked the role and a hiring manager's job before a handler runs.
import type { FastifyInstance } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { notFound } from '../lib/api-error';
import {
  checkedCriteria, checkedRatings, criteriaOf, scorecardView, skillCriteria, summarise,
} from '../services/scorecards';

type Schemas = components['schemas'];
type Params = { Params: { id: string } };

export default async function scorecardRoutes(app: FastifyInstance) {
  const { clock } = app.deps;
  const { repos } = app;

  app.get<Params>('/api/employer/jobs/:id/scorecard/', async (req) => {
    const found = await criteriaOf(repos, req.member!.companyId, req.params.id);
    if (!found) throw notFound();
    return found;
  });

  app.put<Params & { Body: Schemas['JobScorecardUpdate'] }>('/api/employer/jobs/:id/scorecard/', async (req) => {
    const companyId = req.member!.companyId;
    const job = await repos.jobs.find(companyId, req.params.id);
    if (!job) throw notFound();
    const list = checkedCriteria(req.body.criteria);
    // The job's skills as they are (a reset): nothing is stored, so the criteria follow later changes of the skills.
    const skills = skillCriteria(job.skills);
    const isSkills = list.length === skills.length && list.every((c, i) => c.source === 'skill' && c.name === skills[i]!.name);
    await repos.transaction((tx) => tx.scorecards.replaceCriteria(companyId, req.params.id, isSkills ? [] : list));
    return (await criteriaOf(repos, companyId, req.params.id))!;
  });

  /** The application's job and its criteria, or 404 for another company's application. */
  const criteriaOfApplication = async (companyId: string, applicationId: string) => {
    const jobId = await repos.memberships.jobOf(companyId, 'application', applicationId);
    const found = jobId && await criteriaOf(repos, companyId, jobId);
    if (!found) throw notFound();
    return found.criteria;
  };

  app.get<Params>('/api/applications/:id/scorecards/', async (req): Promise<Schemas['ApplicationScorecards']> => {
    const companyId = req.member!.companyId;
    const criteria = await criteriaOfApplication(companyId, req.params.id);
    const [cards, pending] = await Promise.all([
      repos.scorecards.ofApplication(companyId, req.params.id),
      repos.scorecards.pending(companyId, req.params.id, clock.now()),
    ]);
    return {
      criteria,
      scorecards: cards.map(scorecardView),
      summary: summarise(criteria, cards),
      pending: pending.map((p) => ({
        member: { user_id: p.userId, full_name: p.fullName }, event_id: p.eventId, ended_at: p.endedAt.toISOString(),
      })),
    };
  });

  app.put<Params & { Body: Schemas['ScorecardSubmit'] }>('/api/applications/:id/scorecards/mine/', async (req) => {
    const member = req.member!;
    const criteria = await criteriaOfApplication(member.companyId, req.params.id);
    const ratings = checkedRatings(criteria, req.body.ratings);
    const row = await repos.scorecards.upsert(member.companyId, {
      applicationId: req.params.id, userId: member.userId, authorName: member.fullName, ratings,
      recommendation: req.body.recommendation, notes: req.body.notes?.trim() ?? '', now: clock.now(),
    });
    return scorecardView(row);
  });
}
