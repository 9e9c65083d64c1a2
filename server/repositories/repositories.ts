// Every repository over one database handle. Routes and services reach SQL only through these; a unit of work
// that must be atomic runs in `transaction`, whose repositories all use the same transaction.
import type { Db, Tx } from '../db/client';
import { ApplicationsRepository } from './applications';
import { BillingRepository } from './billing';
import { ConversationsRepository } from './conversations';
import { DashboardRepository } from './dashboard';
import { EventsRepository } from './events';
import { JobSeekersRepository } from './job-seekers';
import { JobsRepository } from './jobs';
import { MembershipsRepository } from './memberships';
import { PublicJobsRepository } from './public-jobs';
import { SavedApplicantsRepository } from './saved-applicants';
import { SupportTicketsRepository } from './support-tickets';
import { SwipeDecisionsRepository } from './swipe-decisions';

export interface Repositories<Handle extends Db = Db> {
  /** Runs `work` in one transaction; the repositories it receives all use it. */
  transaction<T>(work: (repos: Repositories<Tx>) => Promise<T>): Promise<T>;
  /**
   * The handle these repositories use (inside `transaction`, the transaction), for the services that still take
   * one instead of repositories (billing's limits, OTP codes). Nothing else should need it.
   */
  handle: Handle;
  applications: ApplicationsRepository;
  billing: BillingRepository;
  conversations: ConversationsRepository;
  dashboard: DashboardRepository;
  events: EventsRepository;
  jobSeekers: JobSeekersRepository;
  jobs: JobsRepository;
  memberships: MembershipsRepository;
  publicJobs: PublicJobsRepository;
  savedApplicants: SavedApplicantsRepository;
  supportTickets: SupportTicketsRepository;
  swipeDecisions: SwipeDecisionsRepository;
}

export function createRepositories<Handle extends Db>(db: Handle): Repositories<Handle> {
  return {
    transaction: (work) => db.transaction((tx) => work(createRepositories(tx))),
    handle: db,
    applications: new ApplicationsRepository(db),
    billing: new BillingRepository(db),
    conversations: new ConversationsRepository(db),
    dashboard: new DashboardRepository(db),
    events: new EventsRepository(db),
    jobSeekers: new JobSeekersRepository(db),
    jobs: new JobsRepository(db),
    memberships: new MembershipsRepository(db),
    publicJobs: new PublicJobsRepository(db),
    savedApplicants: new SavedApplicantsRepository(db),
    supportTickets: new SupportTicketsRepository(db),
    swipeDecisions: new SwipeDecisionsRepository(db),
  };
}
