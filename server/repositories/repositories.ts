// Every repository over one database handle. Routes and services reach SQL only through these; a unit of work
// that must be atomic runs in `transaction`, whose repositories all use the same transaction.
import type { Db } from '../db/client';
import { ActivityRepository } from './activity';
import { ApplicationsRepository } from './applications';
import { BillingRepository } from './billing';
import { CommentsRepository } from './comments';
import { CompaniesRepository } from './companies';
import { ContactMessagesRepository } from './contact-messages';
import { ConversationsRepository } from './conversations';
import { DashboardRepository } from './dashboard';
import { EventsRepository } from './events';
import { IdempotencyRepository } from './idempotency';
import { InvitationsRepository } from './invitations';
import { JobSeekersRepository } from './job-seekers';
import { JobsRepository } from './jobs';
import { LoginFailuresRepository } from './login-failures';
import { MediaRepository } from './media';
import { MembershipsRepository } from './memberships';
import { NotificationSettingsRepository } from './notification-settings';
import { OtpCodesRepository } from './otp-codes';
import { PublicJobsRepository } from './public-jobs';
import { PushSubscriptionsRepository } from './push-subscriptions';
import { QueueRepository } from './queue';
import { RateLimitsRepository } from './rate-limits';
import { SavedApplicantsRepository } from './saved-applicants';
import { ScorecardsRepository } from './scorecards';
import { SavedSearchesRepository } from './saved-searches';
import { SeekerPrivacyRepository } from './seeker-privacy';
import { SeekerSpaceRepository } from './seeker-space';
import { ServerKeysRepository } from './server-keys';
import { SessionsRepository } from './sessions';
import { SupportTicketsRepository } from './support-tickets';
import { SwipeDecisionsRepository } from './swipe-decisions';
import { UsersRepository } from './users';

export interface Repositories {
  /** Runs `work` in one transaction; the repositories it receives all use it. */
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
  activity: ActivityRepository;
  applications: ApplicationsRepository;
  billing: BillingRepository;
  comments: CommentsRepository;
  companies: CompaniesRepository;
  contactMessages: ContactMessagesRepository;
  conversations: ConversationsRepository;
  dashboard: DashboardRepository;
  events: EventsRepository;
  idempotency: IdempotencyRepository;
  invitations: InvitationsRepository;
  jobSeekers: JobSeekersRepository;
  jobs: JobsRepository;
  loginFailures: LoginFailuresRepository;
  media: MediaRepository;
  memberships: MembershipsRepository;
  notificationSettings: NotificationSettingsRepository;
  otpCodes: OtpCodesRepository;
  publicJobs: PublicJobsRepository;
  pushSubscriptions: PushSubscriptionsRepository;
  queue: QueueRepository;
  rateLimits: RateLimitsRepository;
  savedApplicants: SavedApplicantsRepository;
  scorecards: ScorecardsRepository;
  savedSearches: SavedSearchesRepository;
  seekerPrivacy: SeekerPrivacyRepository;
  seekerSpace: SeekerSpaceRepository;
  serverKeys: ServerKeysRepository;
  sessions: SessionsRepository;
  supportTickets: SupportTicketsRepository;
  swipeDecisions: SwipeDecisionsRepository;
  users: UsersRepository;
}

export function createRepositories(db: Db): Repositories {
  return {
    transaction: (work) => db.transaction((tx) => work(createRepositories(tx))),
    activity: new ActivityRepository(db),
    applications: new ApplicationsRepository(db),
    billing: new BillingRepository(db),
    comments: new CommentsRepository(db),
    companies: new CompaniesRepository(db),
    contactMessages: new ContactMessagesRepository(db),
    conversations: new ConversationsRepository(db),
    dashboard: new DashboardRepository(db),
    events: new EventsRepository(db),
    idempotency: new IdempotencyRepository(db),
    invitations: new InvitationsRepository(db),
    jobSeekers: new JobSeekersRepository(db),
    jobs: new JobsRepository(db),
    loginFailures: new LoginFailuresRepository(db),
    media: new MediaRepository(db),
    memberships: new MembershipsRepository(db),
    notificationSettings: new NotificationSettingsRepository(db),
    otpCodes: new OtpCodesRepository(db),
    publicJobs: new PublicJobsRepository(db),
    pushSubscriptions: new PushSubscriptionsRepository(db),
    queue: new QueueRepository(db),
    rateLimits: new RateLimitsRepository(db),
    savedApplicants: new SavedApplicantsRepository(db),
    scorecards: new ScorecardsRepository(db),
    savedSearches: new SavedSearchesRepository(db),
    seekerPrivacy: new SeekerPrivacyRepository(db),
    seekerSpace: new SeekerSpaceRepository(db),
    serverKeys: new ServerKeysRepository(db),
    sessions: new SessionsRepository(db),
    supportTickets: new SupportTicketsRepository(db),
    swipeDecisions: new SwipeDecisionsRepository(db),
    users: new UsersRepository(db),
  };
}
