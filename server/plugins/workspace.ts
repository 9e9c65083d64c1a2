// The employer workspace's shared services, decorated as app.workspace: the caller's company, the candidate index
// and the jobs as the match score reads them. One of each per app, so every workspace route shares their memory.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { companyResolver } from '../services/employer';
import { MatchJobs, SOLE_WRITER_KEEP_MS } from '../services/match-jobs';
import { INDEX_REFRESH_MS, SeekerIndex } from '../services/seeker-index';

export interface Workspace {
  /** The caller's company (404 when the account has none). */
  companyOf(req: FastifyRequest): Promise<string>;
  /** Every job seeker, for candidate search and the swipe deck. */
  seekers: SeekerIndex;
  /** The caller's jobs as the match score reads them (404 for another employer's). */
  matchJobs: MatchJobs;
}

declare module 'fastify' {
  interface FastifyInstance {
    workspace: Workspace;
  }
}

export default fp(async function workspacePlugin(app: FastifyInstance) {
  const { clock, database } = app.deps;
  const now = () => clock.now().getTime();
  app.decorate('workspace', {
    companyOf: companyResolver(app.repos.memberships),
    seekers: new SeekerIndex(app.repos.jobSeekers, now),
    matchJobs: new MatchJobs(app.repos.jobs, now, database.kind === 'pglite' ? SOLE_WRITER_KEEP_MS : INDEX_REFRESH_MS),
  } satisfies Workspace);
}, { name: 'workspace', dependencies: ['repositories'] });
