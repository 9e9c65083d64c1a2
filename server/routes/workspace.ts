// The employer workspace: the services its routes share, and the routes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyResolver } from '../services/employer';
import { MatchJobs, SOLE_WRITER_KEEP_MS } from '../services/match-jobs';
import { INDEX_REFRESH_MS, SeekerIndex } from '../services/seeker-index';
import applicationRoutes from './applications';
import candidateRoutes from './candidates';
import dashboardRoutes from './dashboard';
import jobRoutes from './jobs';
import publicJobRoutes from './public-jobs';
import savedApplicantRoutes from './saved-applicants';
import swipeRoutes from './swipe';

export interface Workspace {
  /** The caller's company (404 when the account has none). */
  companyOf(req: FastifyRequest): Promise<string>;
  /** Every job seeker, for candidate search and the swipe deck. */
  seekers: SeekerIndex;
  /** The caller's jobs as the match score reads them (404 for another employer's). */
  matchJobs: MatchJobs;
}

export default async function workspaceRoutes(app: FastifyInstance) {
  const { db, clock, database } = app.deps;
  const now = () => clock.now().getTime();
  const ws: Workspace = {
    companyOf: companyResolver(db),
    seekers: new SeekerIndex(db, now),
    matchJobs: new MatchJobs(db, now, database.kind === 'pglite' ? SOLE_WRITER_KEEP_MS : INDEX_REFRESH_MS),
  };
  for (const routes of [jobRoutes, applicationRoutes, candidateRoutes, savedApplicantRoutes, swipeRoutes, dashboardRoutes, publicJobRoutes]) {
    await app.register(routes, ws);
  }
}
