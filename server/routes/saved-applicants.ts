// Job seekers the caller keeps an eye on, with a note and optionally a job. Saving twice is not an error.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { notFound } from '../lib/api-error';
import type { SavedEntry } from '../repositories/saved-applicants';
import { seekerSummary } from '../services/applications';
import { pageOf, pageWindow, type PageQuery } from '../services/pagination';
import { checkJob, saveApplicant, savedEntryErrors } from '../services/saved-applicants';

type Schemas = components['schemas'];

export function savedView(row: SavedEntry): Schemas['SavedApplicant'] {
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

export default async function savedApplicantRoutes(app: FastifyInstance) {
  const { clock } = app.deps;
  const { repos } = app;
  const { companyOf } = app.workspace;

  // The references are checked also when the contract refuses the body, so one 400 names every field.
  app.post<{ Body: Schemas['SaveApplicantRequest'] }>('/api/employer/save-applicant/', {
    config: { rules: async (req, body) => savedEntryErrors(repos, await companyOf(req), { jobSeekerId: body.job_seeker, jobId: body.job }) },
  }, async (req, reply) => {
    const companyId = await companyOf(req);
    const { id, created } = await repos.transaction((tx) => saveApplicant(tx, companyId, {
      jobSeekerId: req.body.job_seeker, jobId: req.body.job, note: req.body.note, now: clock.now(),
    }));
    return reply.code(created ? 201 : 200).send(savedView((await repos.savedApplicants.entry(companyId, id))!));
  });

  app.get<{ Querystring: PageQuery & { job?: string } }>('/api/employer/saved-applicants/', async (req) => {
    const companyId = await companyOf(req);
    const { offset, limit } = pageWindow(req.query);
    const { count, rows } = await repos.savedApplicants.page(companyId, { jobId: req.query.job, limit, offset });
    return pageOf(req, count, rows.map(savedView), req.query);
  });

  app.patch<{ Params: { id: string }; Body: Schemas['SavedApplicantUpdate'] }>('/api/employer/saved-applicants/:id/', {
    config: { rules: async (req, body) => savedEntryErrors(repos, await companyOf(req), { jobId: body.job }) },
  }, async (req) => {
    const companyId = await companyOf(req);
    const { job, note } = req.body;
    await repos.transaction(async (tx) => {
      if (!(await tx.savedApplicants.entry(companyId, req.params.id))) throw notFound();
      await checkJob(tx.jobs, companyId, job);
      await tx.savedApplicants.change(companyId, req.params.id, {
        ...(note !== undefined && { note: note.trim() }),
        ...(job !== undefined && { jobId: job }),
      }, clock.now());
    });
    return savedView((await repos.savedApplicants.entry(companyId, req.params.id))!);
  });

  const remove = async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const companyId = await companyOf(req);
    if (!(await repos.savedApplicants.remove(companyId, req.params.id))) throw notFound();
    return reply.code(204).send();
  };
  app.delete('/api/employer/saved-applicants/:id/remove/', remove);
  app.post('/api/employer/saved-applicants/:id/remove/', remove);
}
