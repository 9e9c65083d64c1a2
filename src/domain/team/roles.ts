// The roles of a hiring team and what each may do (docs/teams.md "Roles"). The server enforces the rules of
// src/domain/team/rules.ts with these; the portal reads the same capabilities to hide what a role cannot do.

export const ROLES = ['owner', 'admin', 'recruiter', 'hiring_manager'] as const;
export type Role = (typeof ROLES)[number];

/** The roles an invitation or a role change may give (ownership moves only by transfer). */
export const INVITABLE_ROLES = ['admin', 'recruiter', 'hiring_manager'] as const satisfies readonly Role[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** Owners, then admins, recruiters and hiring managers: the order lists of members use. */
export const ROLE_ORDER: Record<Role, number> = { owner: 0, admin: 1, recruiter: 2, hiring_manager: 3 };

/** Every role. */
export const EVERYONE = ROLES;
/** Those who run the hiring: jobs, candidates, pipeline, messages, calendar. */
export const HIRING_STAFF = ['owner', 'admin', 'recruiter'] as const satisfies readonly Role[];
/** Those who manage the company: settings, billing, members, the activity log. */
export const MANAGERS = ['owner', 'admin'] as const satisfies readonly Role[];
export const OWNER_ONLY = ['owner'] as const satisfies readonly Role[];

/** What the portal asks before it shows a control; each maps to the rule of the operations behind it. */
export const CAPABILITIES = {
  /** Post, edit, publish, close and feature jobs; edit their scorecards. */
  manageJobs: HIRING_STAFF,
  /** Move applications through the pipeline, book interviews. */
  movePipeline: HIRING_STAFF,
  /** Search candidates, save them, use the swipe deck. */
  sourceCandidates: HIRING_STAFF,
  /** Message candidates. */
  messageCandidates: HIRING_STAFF,
  /** See the dashboard's company-wide figures. */
  seeDashboard: HIRING_STAFF,
  /** See and change plans, billing details and invoices. */
  manageBilling: MANAGERS,
  /** Change the company profile and the HR contact. */
  manageCompany: MANAGERS,
  /** Invite, change and remove members. */
  manageMembers: MANAGERS,
  /** Read and export the activity log. */
  readActivity: MANAGERS,
  /** Hand the company to another member. */
  transferOwnership: OWNER_ONLY,
  /** See applicants (a hiring manager: of assigned jobs), leave scorecards, comment. */
  reviewApplicants: EVERYONE,
} as const satisfies Record<string, readonly Role[]>;
export type Capability = keyof typeof CAPABILITIES;

export function can(role: Role | undefined, capability: Capability): boolean {
  return role !== undefined && (CAPABILITIES[capability] as readonly Role[]).includes(role);
}

/** Whether `actor` may change or remove a member who has `target`'s role: nobody touches the owner that way. */
export function mayManageMember(actor: Role, target: Role): boolean {
  return can(actor, 'manageMembers') && target !== 'owner';
}

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
