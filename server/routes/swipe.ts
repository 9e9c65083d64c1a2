// The swipe deck and its decisions. A decision is applied exactly once per idempotency key and employer: the key is
// stored in the same transaction as what the decision did, and the same key again answers the first result.
import type { FastifyInstance } from 'fastify';
import type { components, operations } from '../../src/api/schema.gen';
import { fieldError, notFound } from '../lib/api-error';
import { seekerForMatch, seekerSummary } from '../services/applications';
import { checkSwipeLimit } from '../services/billing';
import { candidatesByIds, seekerQueryOf } from '../services/candidates';
import { scorerFor } from '../services/matching';
import { decide, decisionView, SWIPE_DECISION_MESSAGES as M } from '../services/swipe';

type Schemas = components['schemas'];
type DeckQuery = operations['getSwipeDeck']['parameters']['query'];

/** Thrown inside the transaction when another request stored the same key first: everything is rolled back. */
class KeyTaken extends Error {}

export default async function swipeRoutes(app: FastifyInstance) {
  const { clock } = app.deps;
  const { repos } = app;
  const { companyOf, seekers, matchJobs } = app.workspace;

  app.get<{ Params: { key: string } }>('/api/employer/swipe/decisions/:key/', async (req) => {
    const found = await repos.swipeDecisions.find(await companyOf(req), req.params.key);
    if (!found) throw notFound();
    return decisionView(found);
  });

  app.post<{ Body: Schemas['SwipeDecisionRequest'] }>('/api/employer/swipe/decisions/', async (req, reply) => {
    const companyId = await companyOf(req);
    const replay = async () => reply.code(200).send(decisionView((await repos.swipeDecisions.find(companyId, req.body.key))!));
    if (await repos.swipeDecisions.find(companyId, req.body.key)) return replay();
    if (req.body.kind !== 'undo') await checkSwipeLimit(repos.billing, companyId, clock.now());
    try {
      const stored = await repos.transaction(async (tx) => {
        const values = await decide(tx, companyId, req.body, req.auth.userId, clock.now());
        const row = await tx.swipeDecisions.insertIfNew(companyId, values);
        if (!row) throw new KeyTaken();
        return row;
      });
      return reply.code(201).send(decisionView(stored));
    } catch (err) {
      if (err instanceof KeyTaken) return replay();
      throw err;
    }
  });

  app.get<{ Querystring: DeckQuery }>('/api/employer/swipe/deck/', async (req) => {
    const companyId = await companyOf(req);
    const q = req.query;
    const limit = q.limit ?? 20;
    const job = q.job ? await matchJobs.get(companyId, q.job) : undefined;

    if (q.mode === 'applicants') {
      if (!q.job || !job) throw fieldError('job', M.jobRequired);
      const rows = await repos.applications.undecided(companyId, q.job, job, limit);
      const score = scorerFor(job);
      return {
        results: rows.map((r) => ({
          id: r.application.id, mode: 'applicants' as const, job_seeker: seekerSummary(r.seeker),
          application_id: r.application.id, match: score(seekerForMatch(r.seeker)),
        })),
      };
    }

    const exclude = await repos.swipeDecisions.excludedFromDeck(companyId, q.job ?? null);
    const found = await seekers.search({ ...seekerQueryOf(q), job, exclude, offset: 0, limit });
    const score = job ? scorerFor(job) : undefined;
    return {
      results: (await candidatesByIds(repos.savedApplicants, seekers, companyId, found.ids, q.job)).map((c) => ({
        id: c.seeker.id, mode: 'seekers' as const, job_seeker: seekerSummary(c.seeker),
        application_id: c.applicationId, match: score ? score(seekerForMatch(c.seeker)) : null,
      })),
    };
  });
}
