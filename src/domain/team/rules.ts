// Who may call each operation of openapi/openapi.yaml (docs/teams.md "Rules"). Typed against the generated
// operations, so an operation added to the contract without a rule here fails the type check, and the server's
// walk of the contract × every role (server/plugins/policy.test.ts) fails the suite.
import type { operations } from '../../api/schema.gen';
import { CAPABILITIES, EVERYONE, HIRING_STAFF, OWNER_ONLY, type Role } from './roles';

/**
 * - `public`: no token (or another credential: a link's token, the support staff's key).
 * - `account`: any signed-in account, member of a company or not (its own password, sessions, settings).
 * - `seeker`: a job seeker's own token (docs/seekers.md "Sessions"); an employer's token is no such token.
 * - `team`: a member of a company with one of `roles`. With `scope`, a hiring manager reaches only the path's
 *   job, or the job of the path's application or event, among those assigned to them (another answers 404);
 *   with `scope: 'list'` the answer holds only those jobs' data.
 */
export type Rule =
  | { kind: 'public' }
  | { kind: 'account' }
  | { kind: 'seeker' }
  | { kind: 'team'; roles: readonly Role[]; scope?: 'job' | 'application' | 'event' | 'list' };

export type OperationId = keyof operations;

const PUBLIC = { kind: 'public' } as const;
const ACCOUNT = { kind: 'account' } as const;
const SEEKER = { kind: 'seeker' } as const;
const team = (roles: readonly Role[], scope?: 'job' | 'application' | 'event' | 'list'): Rule =>
  (scope ? { kind: 'team', roles, scope } : { kind: 'team', roles });

export const OPERATION_RULES = {
  // Public, or guarded by something other than a session's token.
  health: PUBLIC,
  ready: PUBLIC,
  sendOtp: PUBLIC,
  verifyOtp: PUBLIC,
  register: PUBLIC,
  login: PUBLIC,
  passwordResetRequest: PUBLIC,
  passwordResetOtpVerify: PUBLIC,
  passwordResetConfirm: PUBLIC,
  getMedia: PUBLIC,
  sendContactMessage: PUBLIC,
  listSkills: PUBLIC,
  listPublicJobs: PUBLIC,
  getPublicJob: PUBLIC,
  sendApplyOtp: PUBLIC,
  applyForJob: PUBLIC,
  getReplyThread: PUBLIC,
  postReply: PUBLIC,
  calendarFeedIcs: PUBLIC,
  listPlans: PUBLIC,
  staffListSupportTickets: PUBLIC,
  staffGetSupportTicket: PUBLIC,
  staffReplySupportTicket: PUBLIC,
  getVapidPublicKey: PUBLIC,
  renewPushSubscription: PUBLIC,
  getInvitation: PUBLIC,
  acceptInvitation: PUBLIC,
  sendSeekerOtp: PUBLIC,
  verifySeekerOtp: PUBLIC,
  // The signed link of an e-mail about an application is the credential.
  unsubscribeSeekerMail: PUBLIC,

  // A job seeker's own space, with a seeker's token only.
  seekerLogout: SEEKER,
  exportSeekerData: SEEKER,
  deleteSeekerData: SEEKER,
  getSeekerSettings: SEEKER,
  updateSeekerSettings: SEEKER,
  getSeekerMe: SEEKER,
  listSeekerApplications: SEEKER,
  getSeekerApplication: SEEKER,
  withdrawSeekerApplication: SEEKER,
  getSeekerProfile: SEEKER,
  updateSeekerProfile: SEEKER,
  putSeekerPhoto: SEEKER,
  deleteSeekerPhoto: SEEKER,
  putSeekerResume: SEEKER,
  deleteSeekerResume: SEEKER,
  listSeekerBestMatchJobs: SEEKER,
  listSavedSearches: SEEKER,
  createSavedSearch: SEEKER,
  updateSavedSearch: SEEKER,
  deleteSavedSearch: SEEKER,
  listSeekerConversations: SEEKER,
  getSeekerConversation: SEEKER,
  sendSeekerMessage: SEEKER,

  // The account's own: every signed-in person.
  logout: ACCOUNT,
  changePassword: ACCOUNT,
  deleteAccount: ACCOUNT,
  listSessions: ACCOUNT,
  revokeSession: ACCOUNT,
  revokeOtherSessions: ACCOUNT,
  getNotificationSettings: ACCOUNT,
  updateNotificationSettings: ACCOUNT,
  getPreferences: ACCOUNT,
  updatePreferences: ACCOUNT,
  listPushSubscriptions: ACCOUNT,
  subscribePush: ACCOUNT,
  updatePushSubscription: ACCOUNT,
  unsubscribePush: ACCOUNT,
  listSupportTickets: ACCOUNT,
  createSupportTicket: ACCOUNT,
  getSupportTicket: ACCOUNT,
  replySupportTicket: ACCOUNT,
  closeSupportTicket: ACCOUNT,
  getSupportAttachment: ACCOUNT,

  // The company: everyone reads it, managers change it.
  getCompanyProfile: team(EVERYONE),
  getHrProfile: team(EVERYONE),
  getContactInfo: team(EVERYONE),
  updateCompanyProfile: team(CAPABILITIES.manageCompany),
  updateHrProfile: team(CAPABILITIES.manageCompany),
  uploadCompanyLogo: team(CAPABILITIES.manageCompany),
  uploadProfilePicture: team(CAPABILITIES.manageCompany),

  // Jobs: hiring managers see their own; the hiring staff runs them.
  listJobs: team(EVERYONE, 'list'),
  getJob: team(EVERYONE, 'job'),
  createJob: team(CAPABILITIES.manageJobs),
  replaceJob: team(CAPABILITIES.manageJobs),
  updateJob: team(CAPABILITIES.manageJobs),
  deleteJob: team(CAPABILITIES.manageJobs),
  featureJob: team(CAPABILITIES.manageJobs),
  getJobScorecard: team(EVERYONE, 'job'),
  replaceJobScorecard: team(CAPABILITIES.manageJobs),

  // Applicants.
  listJobApplications: team(EVERYONE, 'job'),
  listApplications: team(EVERYONE, 'list'),
  getApplication: team(EVERYONE, 'application'),
  getApplicationResume: team(EVERYONE, 'application'),
  getApplicationTimeline: team(EVERYONE, 'application'),
  listApplicationScorecards: team(EVERYONE, 'application'),
  submitScorecard: team(CAPABILITIES.reviewApplicants, 'application'),
  listApplicationComments: team(EVERYONE, 'application'),
  createApplicationComment: team(CAPABILITIES.reviewApplicants, 'application'),
  updateApplicationStatus: team(CAPABILITIES.movePipeline),
  postApplicationStatus: team(CAPABILITIES.movePipeline),
  getDashboardStats: team(CAPABILITIES.seeDashboard),

  // Sourcing candidates.
  searchJobseekers: team(CAPABILITIES.sourceCandidates),
  getJobseekerFilterOptions: team(CAPABILITIES.sourceCandidates),
  getJobseeker: team(CAPABILITIES.sourceCandidates),
  saveApplicant: team(CAPABILITIES.sourceCandidates),
  listSavedApplicants: team(CAPABILITIES.sourceCandidates),
  updateSavedApplicant: team(CAPABILITIES.sourceCandidates),
  removeSavedApplicant: team(CAPABILITIES.sourceCandidates),
  postRemoveSavedApplicant: team(CAPABILITIES.sourceCandidates),
  getSwipeDeck: team(CAPABILITIES.sourceCandidates),
  postSwipeDecision: team(CAPABILITIES.sourceCandidates),
  getSwipeDecision: team(CAPABILITIES.sourceCandidates),

  // Messages with candidates.
  listConversations: team(CAPABILITIES.messageCandidates),
  startConversation: team(CAPABILITIES.messageCandidates),
  getConversation: team(CAPABILITIES.messageCandidates),
  listMessages: team(CAPABILITIES.messageCandidates),
  sendMessage: team(CAPABILITIES.messageCandidates),
  markConversationRead: team(CAPABILITIES.messageCandidates),
  unreadMessages: team(CAPABILITIES.messageCandidates),
  messageStream: team(CAPABILITIES.messageCandidates),

  // Calendar: hiring managers see the interviews of their jobs.
  listCalendarEvents: team(EVERYONE, 'list'),
  getCalendarEvent: team(EVERYONE, 'event'),
  getCalendarEventIcs: team(EVERYONE, 'event'),
  createCalendarEvent: team(CAPABILITIES.movePipeline),
  updateCalendarEvent: team(CAPABILITIES.movePipeline),
  getCalendarFeed: team(HIRING_STAFF),
  rotateCalendarFeed: team(HIRING_STAFF),
  deleteCalendarFeed: team(HIRING_STAFF),

  // Billing.
  getBilling: team(CAPABILITIES.manageBilling),
  getBillingDetails: team(CAPABILITIES.manageBilling),
  updateBillingDetails: team(CAPABILITIES.manageBilling),
  startCheckout: team(CAPABILITIES.manageBilling),
  confirmPayment: team(CAPABILITIES.manageBilling),
  getTestPayment: team(CAPABILITIES.manageBilling),
  decideTestPayment: team(CAPABILITIES.manageBilling),
  listInvoices: team(CAPABILITIES.manageBilling),
  getInvoicePdf: team(CAPABILITIES.manageBilling),

  // The team itself.
  getTeamMe: team(EVERYONE),
  updateTeamMe: team(EVERYONE),
  listTeamMembers: team(EVERYONE),
  updateTeamMember: team(CAPABILITIES.manageMembers),
  removeTeamMember: team(CAPABILITIES.manageMembers),
  transferOwnership: team(OWNER_ONLY),
  listTeamInvitations: team(CAPABILITIES.manageMembers),
  createTeamInvitation: team(CAPABILITIES.manageMembers),
  revokeTeamInvitation: team(CAPABILITIES.manageMembers),
  resendTeamInvitation: team(CAPABILITIES.manageMembers),
  listActivity: team(CAPABILITIES.readActivity),
  exportActivity: team(CAPABILITIES.readActivity),
} as const satisfies Record<OperationId, Rule>;

export function ruleOf(operationId: string): Rule | undefined {
  return (OPERATION_RULES as Record<string, Rule>)[operationId];
}

/** The message a member meets when their role does not allow an operation (Django REST Framework's words). */
export const FORBIDDEN_DETAIL = 'You do not have permission to perform this action.';
