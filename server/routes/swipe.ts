// The swipe deck and its decisions. A decision is applied exactly once per idempotency key and employer: the key is
// stored in the same transaction as what the decision did, and the same key again answers the first result.
import { and, asc, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { components, operations } from '../../src/api/schema.gen';
import type { ApplicationStatus } from '../../src/machines/application-status.machine';
import type { Tx } from '../db/client';
import { applications, jobSeekers, savedApplicants, swipeDecisions } from '../db/schema';
import { ApiError, fieldError, notFound } from '../lib/api-error';
import {
  changeStatus, listApplications, lockApplication, recordStatus, seekerForMatch, seekerSummary,
} from '../services/applications';
import { checkSwipeLimit } from '../services/billing';
import { scoreSql, scorerFor } from '../services/matching';
import { candidatesByIds, jobToMatch, seekerQueryOf } from './candidates';
import { saveApplicant } from './saved-applicants';
import type { Workspace } from './workspace';

type Schemas = components['schemas'];
type DeckQuery = operations['getSwipeDeck']['parameters']['query'];
type DecisionRow = typeof swipeDecisions.$inferSelect;
type Mode = Schemas['SwipeMode'];

export const SWIPE_DECISION_MESSAGES = {
  undoesRequired: 'Say which decision to undo.',
  undoOfUndo: 'An undo cannot be undone.',
  alreadyUndone: 'This decision was already undone.',
  movedOn: 'The application has moved on since it was shortlisted; change its status instead.',
  noSuchSeeker: 'No job seeker with this id.',
  jobRequired: 'Choose the job whose applicants you are deciding on.',
  notAnApplicant: 'This job seeker has not applied for this job.',
  undoReason: 'Swipe undone',
} as const;
const M = SWIPE_DECISION_MESSAGES;

export function decisionView(d: DecisionRow): Schemas['SwipeDecision'] {
  return {
    key: d.key,
    kind: d.kind as Schemas['SwipeDecision']['kind'],
    mode: d.mode as Mode,
    candidate: d.jobSeekerId,
    job: d.jobId,
    application_id: d.applicationId,
    saved_id: d.savedId,
    status: d.status as ApplicationStatus | null,
    reason: d.reason,
    undoes: d.undoesKey,
    undone: d.undoneAt !== null,
    created_at: d.createdAt.toISOString(),
  };
}

/** Thrown inside the transaction when another request stored the same key first: everything is rolled back. */
class KeyTaken extends Error {}

export default async function swipeRoutes(app: FastifyInstance, ws: Workspace) {
  const { db, clock } = app.deps;
  const { companyOf, seekers, matchJobs } = ws;

  const findDecision = async (companyId: string, key: string) =>
    (await db.select().from(swipeDecisions).where(and(eq(swipeDecisions.companyId, companyId), eq(swipeDecisions.key, key))))[0];

  app.get<{ Params: { key: string } }>('/api/employer/swipe/decisions/:key/', async (req) => {
    const found = await findDecision(await companyOf(req), req.params.key);
    if (!found) throw notFound();
    return decisionView(found);
  });

  /** Takes back `original`; returns the status the application has afterwards (applicants). */
  async function undo(tx: Tx, original: DecisionRow, userId: string, now: Date): Promise<ApplicationStatus | null> {
    let status: ApplicationStatus | null = null;
    if (original.applicationId) {
      const row = await lockApplication(tx, original.companyId, original.applicationId);
      status = row.status as ApplicationStatus;
      if (original.kind === 'right' && original.changed) {
        // The one change outside the status machine: a swipe's shortlist taken back, kept in the history.
        if (row.status !== 'shortlisted') throw new ApiError(400, { non_field_errors: [M.movedOn] });
        await recordStatus(tx, row, 'applied', { reason: M.undoReason, userId, now });
        status = 'applied';
      }
    } else if (original.kind === 'right' && original.changed && original.savedId) {
      await tx.delete(savedApplicants).where(and(eq(savedApplicants.id, original.savedId), eq(savedApplicants.companyId, original.companyId)));
    }
    await tx.update(swipeDecisions).set({ undoneAt: now }).where(eq(swipeDecisions.id, original.id));
    return status;
  }

  async function decide(tx: Tx, companyId: string, body: Schemas['SwipeDecisionRequest'], userId: string, now: Date) {
    const base = { companyId, key: body.key, kind: body.kind, reason: body.reason?.trim() || null, createdAt: now };
    if (body.kind === 'undo') {
      if (!body.undoes) throw fieldError('undoes', M.undoesRequired);
      const [original] = await tx.select().from(swipeDecisions)
        .where(and(eq(swipeDecisions.companyId, companyId), eq(swipeDecisions.key, body.undoes))).for('update');
      if (!original) throw notFound();
      if (original.kind === 'undo') throw fieldError('undoes', M.undoOfUndo);
      if (original.undoneAt) throw fieldError('undoes', M.alreadyUndone);
      const status = await undo(tx, original, userId, now);
      return {
        ...base, mode: original.mode, jobSeekerId: original.jobSeekerId, jobId: original.jobId,
        applicationId: original.applicationId, savedId: original.savedId, status, undoesKey: original.key, changed: true,
      };
    }

    const [seeker] = await tx.select({ id: jobSeekers.id }).from(jobSeekers).where(eq(jobSeekers.id, body.candidate));
    if (!seeker) throw fieldError('candidate', M.noSuchSeeker);
    if (body.job) await jobToMatch(tx, companyId, body.job); // 404 for another employer's job
    const [application] = body.job
      ? await tx.select().from(applications).where(and(eq(applications.companyId, companyId),
        eq(applications.jobId, body.job), eq(applications.jobSeekerId, body.candidate)))
      : [];
    const mode: Mode = body.mode ?? (application ? 'applicants' : 'seekers');
    const about = { ...base, mode, jobSeekerId: body.candidate, jobId: body.job ?? null };

    if (mode === 'applicants') {
      if (!body.job) throw fieldError('job', M.jobRequired);
      if (!application) throw fieldError('candidate', M.notAnApplicant);
      const row = await lockApplication(tx, companyId, application.id);
      let status = row.status as ApplicationStatus;
      let changed = false;
      if (body.kind === 'right' && status !== 'shortlisted') {
        status = await changeStatus(tx, row, 'shortlisted', { userId, now });
        changed = true;
      }
      return { ...about, applicationId: row.id, savedId: null, status, changed };
    }
    if (body.kind === 'right') {
      const saved = await saveApplicant(tx, companyId, { jobSeekerId: body.candidate, now, ...(body.job && { jobId: body.job }) });
      return { ...about, applicationId: null, savedId: saved.id, status: null, changed: saved.created };
    }
    return { ...about, applicationId: null, savedId: null, status: null, changed: false };
  }

  app.post<{ Body: Schemas['SwipeDecisionRequest'] }>('/api/employer/swipe/decisions/', async (req, reply) => {
    const companyId = await companyOf(req);
    const replay = async () => reply.code(200).send(decisionView((await findDecision(companyId, req.body.key))!));
    if (await findDecision(companyId, req.body.key)) return replay();
    if (req.body.kind !== 'undo') await checkSwipeLimit(db, companyId, clock.now());
    try {
      const stored = await db.transaction(async (tx) => {
        const values = await decide(tx, companyId, req.body, req.auth.userId, clock.now());
        const [row] = await tx.insert(swipeDecisions).values(values).onConflictDoNothing().returning();
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
    const decided = (jobId: string | null, mode: Mode) => and(
      eq(swipeDecisions.companyId, companyId), eq(swipeDecisions.mode, mode), isNull(swipeDecisions.undoneAt),
      sql`${swipeDecisions.kind} <> 'undo'`, jobId ? eq(swipeDecisions.jobId, jobId) : isNull(swipeDecisions.jobId),
    );

    if (q.mode === 'applicants') {
      if (!q.job || !job) throw fieldError('job', M.jobRequired);
      const rows = await listApplications(db, and(
        eq(applications.jobId, q.job), eq(applications.status, 'applied'),
        notExists(db.select({ one: sql`1` }).from(swipeDecisions)
          .where(and(decided(q.job, 'applicants'), eq(swipeDecisions.jobSeekerId, applications.jobSeekerId)))),
      ), [desc(scoreSql(job)), asc(applications.createdAt), asc(applications.id)], limit, 0);
      const score = scorerFor(job);
      return {
        results: rows.map((r) => ({
          id: r.application.id, mode: 'applicants' as const, job_seeker: seekerSummary(r.seeker),
          application_id: r.application.id, match: score(seekerForMatch(r.seeker)),
        })),
      };
    }

    const excluded = await db.select({ id: swipeDecisions.jobSeekerId }).from(swipeDecisions).where(decided(q.job ?? null, 'seekers'))
      .union(db.select({ id: savedApplicants.jobSeekerId }).from(savedApplicants).where(eq(savedApplicants.companyId, companyId)));
    const found = await seekers.search({ ...seekerQueryOf(q), job, exclude: new Set(excluded.map((e) => e.id)), offset: 0, limit });
    const score = job ? scorerFor(job) : undefined;
    return {
      results: (await candidatesByIds(app, ws, companyId, found.ids, q.job)).map((c) => ({
        id: c.seeker.id, mode: 'seekers' as const, job_seeker: seekerSummary(c.seeker),
        application_id: c.applicationId, match: score ? score(seekerForMatch(c.seeker)) : null,
      })),
    };
  });
}
