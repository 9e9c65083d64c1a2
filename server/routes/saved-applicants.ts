// Job seekers the caller keeps an eye on, with a note and optionally a job. Saving twice is not an error.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import type { Db, Tx } from '../db/client';
import { jobs, jobSeekers, savedApplicants } from '../db/schema';
import { fieldError, notFound } from '../lib/api-error';
import { seekerSummary, type SeekerRow } from '../services/applications';
import { pageOf, pageWindow, type PageQuery } from '../services/pagination';
import type { Workspace } from './workspace';

type Schemas = components['schemas'];
type SavedRow = typeof savedApplicants.$inferSelect;

export const SAVED_MESSAGES = {
  noSuchSeeker: 'No job seeker with this id.',
  noSuchJob: 'No job of yours with this id.',
} as const;

export function savedView(row: { saved: SavedRow; seeker: SeekerRow; jobTitle: string | null }): Schemas['SavedApplicant'] {
  return {
    id: row.saved.id,
    job_seeker: seekerSummary(row.seeker),
    job: row.saved.jobId,
    job_title: row.jobTitle,
    note: row.saved.note,
    created_at: row.saved.createdAt.toISOString(),
    updated_at: row.saved.updatedAt.toISOString(),
  };
}

const savedColumns = { saved: savedApplicants, seeker: jobSeekers, jobTitle: jobs.title };

export async function savedEntry(db: Db | Tx, companyId: string, id: string) {
  const [row] = await db.select(savedColumns).from(savedApplicants)
    .innerJoin(jobSeekers, eq(jobSeekers.id, savedApplicants.jobSeekerId))
    .leftJoin(jobs, eq(jobs.id, savedApplicants.jobId))
    .where(and(eq(savedApplicants.id, id), eq(savedApplicants.companyId, companyId)));
  return row;
}

/** A job given with a saved entry must be the company's own. */
async function checkJob(db: Db | Tx, companyId: string, jobId: string | null | undefined) {
  if (!jobId) return;
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  if (!job) throw fieldError('job', SAVED_MESSAGES.noSuchJob);
}

/**
 * Saves a job seeker for the company, or finds the entry already there (a note or job given replaces the saved
 * one). `created` tells which.
 */
export async function saveApplicant(
  tx: Tx, companyId: string, o: { jobSeekerId: string; jobId?: string | null | undefined; note?: string | undefined; now: Date },
): Promise<{ id: string; created: boolean }> {
  const [seeker] = await tx.select({ id: jobSeekers.id }).from(jobSeekers).where(eq(jobSeekers.id, o.jobSeekerId));
  if (!seeker) throw fieldError('job_seeker', SAVED_MESSAGES.noSuchSeeker);
  await checkJob(tx, companyId, o.jobId);
  const [inserted] = await tx.insert(savedApplicants).values({
    companyId, jobSeekerId: o.jobSeekerId, jobId: o.jobId ?? null, note: o.note?.trim() ?? '', createdAt: o.now, updatedAt: o.now,
  }).onConflictDoNothing().returning({ id: savedApplicants.id });
  if (inserted) return { id: inserted.id, created: true };
  const theirs = and(eq(savedApplicants.companyId, companyId), eq(savedApplicants.jobSeekerId, o.jobSeekerId));
  const changes = {
    ...(o.note !== undefined && { note: o.note.trim() }),
    ...(o.jobId !== undefined && { jobId: o.jobId }),
  };
  const [existing] = Object.keys(changes).length
    ? await tx.update(savedApplicants).set({ ...changes, updatedAt: o.now }).where(theirs).returning({ id: savedApplicants.id })
    : await tx.select({ id: savedApplicants.id }).from(savedApplicants).where(theirs);
  return { id: existing!.id, created: false };
}

export default async function savedApplicantRoutes(app: FastifyInstance, { companyOf }: Workspace) {
  const { db, clock } = app.deps;

  app.post<{ Body: Schemas['SaveApplicantRequest'] }>('/api/employer/save-applicant/', async (req, reply) => {
    const companyId = await companyOf(req);
    const { id, created } = await db.transaction((tx) => saveApplicant(tx, companyId, {
      jobSeekerId: req.body.job_seeker, jobId: req.body.job, note: req.body.note, now: clock.now(),
    }));
    return reply.code(created ? 201 : 200).send(savedView((await savedEntry(db, companyId, id))!));
  });

  app.get<{ Querystring: PageQuery & { job?: string } }>('/api/employer/saved-applicants/', async (req) => {
    const companyId = await companyOf(req);
    const { offset, limit } = pageWindow(req.query);
    const mine = and(eq(savedApplicants.companyId, companyId), req.query.job ? eq(savedApplicants.jobId, req.query.job) : undefined);
    const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(savedApplicants).where(mine);
    const rows = await db.select(savedColumns).from(savedApplicants)
      .innerJoin(jobSeekers, eq(jobSeekers.id, savedApplicants.jobSeekerId))
      .leftJoin(jobs, eq(jobs.id, savedApplicants.jobId))
      .where(mine).orderBy(desc(savedApplicants.createdAt), desc(savedApplicants.id)).limit(limit).offset(offset);
    return pageOf(req, count, rows.map(savedView), req.query);
  });

  app.patch<{ Params: { id: string }; Body: Schemas['SavedApplicantUpdate'] }>('/api/employer/saved-applicants/:id/', async (req) => {
    const companyId = await companyOf(req);
    const { job, note } = req.body;
    await db.transaction(async (tx) => {
      if (!(await savedEntry(tx, companyId, req.params.id))) throw notFound();
      await checkJob(tx, companyId, job);
      await tx.update(savedApplicants).set({
        ...(note !== undefined && { note: note.trim() }),
        ...(job !== undefined && { jobId: job }),
        updatedAt: clock.now(),
      }).where(eq(savedApplicants.id, req.params.id));
    });
    return savedView((await savedEntry(db, companyId, req.params.id))!);
  });

  const remove = async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const companyId = await companyOf(req);
    const gone = await db.delete(savedApplicants)
      .where(and(eq(savedApplicants.id, req.params.id), eq(savedApplicants.companyId, companyId))).returning({ id: savedApplicants.id });
    if (!gone.length) throw notFound();
    return reply.code(204).send();
  };
  app.delete('/api/employer/saved-applicants/:id/remove/', remove);
  app.post('/api/employer/saved-applicants/:id/remove/', remove);
}
