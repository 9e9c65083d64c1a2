import { getNextTransitions, setup, transition } from 'xstate';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/domain/application-statuses';
import { APPLICATION_REASON_MAX, HIRE_UNDO_GRACE_MS, HIRE_UNDO_WINDOW_MS } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';

/**
 * The status of an application (docs/decisions.md "Application"), one definition for the server (which refuses every
 * other change with 400) and the portal (which offers only the actions allowed here).
 */

export type { ApplicationStatus };

/** Who may make a change: the employer moves an application along; only the job seeker withdraws it. */
export type StatusActor = 'employer' | 'job_seeker';

export type ApplicationEvent =
  | { type: 'application.shortlist' }
  | { type: 'application.scheduleInterview' }
  | { type: 'application.offer' }
  | { type: 'application.hire' }
  | { type: 'application.undoHire' }
  | { type: 'application.reject'; reason: string }
  | { type: 'application.reconsider' }
  | { type: 'application.withdraw' };
export type ApplicationEventType = ApplicationEvent['type'];

const meta = { spec: 'docs/decisions.md Application' } as const;
const byEmployer = { by: 'employer' } as const;
const byJobSeeker = { by: 'job_seeker' } as const;

const reject = {
  target: 'rejected',
  guard: 'reasonIsGiven',
  meta: byEmployer,
  description: 'The employer turns the application down and says why.',
} as const;
const withdraw = {
  target: 'withdrawn',
  meta: byJobSeeker,
  description: 'The job seeker withdraws before being hired.',
} as const;

export const applicationStatusMachine = setup({
  types: { events: {} as ApplicationEvent },
  guards: {
    reasonIsGiven: ({ event }) => event.type === 'application.reject' && isReasonValid(event.reason),
  },
  delays: {
    hireUndoWindow: HIRE_UNDO_WINDOW_MS,
  },
}).createMachine({
  id: 'applicationStatus',
  description: 'Where an application stands, from applied to hired, rejected or withdrawn.',
  meta,
  initial: 'applied',
  states: {
    applied: {
      description: 'The job seeker has applied; the employer has not decided yet.',
      meta,
      on: {
        'application.shortlist': {
          target: 'shortlisted', meta: byEmployer, description: 'The employer wants to take the candidate further.',
        },
        'application.reject': reject,
        'application.withdraw': withdraw,
      },
    },
    shortlisted: {
      description: 'The employer is taking the candidate further.',
      meta,
      on: {
        'application.scheduleInterview': {
          target: 'interview', meta: byEmployer, description: 'The employer invites the candidate to an interview.',
        },
        'application.reject': reject,
        'application.withdraw': withdraw,
      },
    },
    interview: {
      description: 'An interview is arranged or has taken place.',
      meta,
      on: {
        'application.offer': { target: 'offered', meta: byEmployer, description: 'The employer offers the job.' },
        'application.reject': reject,
        'application.withdraw': withdraw,
      },
    },
    offered: {
      description: 'The employer has offered the job.',
      meta,
      on: {
        'application.hire': { target: 'hired', meta: byEmployer, description: 'The candidate has accepted.' },
        'application.reject': reject,
        'application.withdraw': withdraw,
      },
    },
    hired: {
      description: 'The candidate is hired. For a few seconds the employer can take it back; then nothing changes.',
      meta,
      initial: 'undoable',
      states: {
        undoable: {
          description: 'Just hired: the employer can still undo it.',
          after: {
            hireUndoWindow: { target: 'settled', description: 'The undo window has passed.' },
          },
          on: {
            'application.undoHire': {
              target: '#applicationStatus.offered',
              meta: byEmployer,
              description: 'The employer undoes a hire made by mistake, back to offered.',
            },
          },
        },
        settled: {
          type: 'final',
          description: 'The hire stands; nothing changes after this.',
        },
      },
    },
    rejected: {
      description: 'The employer turned the application down with a reason; it can be reconsidered.',
      meta,
      on: {
        'application.reconsider': {
          target: 'applied', meta: byEmployer, description: 'The employer looks at the application again.',
        },
      },
    },
    withdrawn: {
      type: 'final',
      description: 'The job seeker withdrew the application; nothing changes after this.',
      meta,
    },
  },
});

/** Every message of the status rules, in one place: read from the catalogue when used, so in the reader's language. */
export const APPLICATION_STATUS_MESSAGES = {
  unknownStatus: (status: string) => t('rules.status.unknownStatus', { status }),
  notAllowed: (from: ApplicationStatus, to: string) => t('rules.status.notAllowed', { from, to }),
  get reasonRequired() { return t('rules.status.reasonRequired'); },
  get reasonTooLong() { return t('rules.status.reasonTooLong', { max: String(APPLICATION_REASON_MAX) }); },
  get onlyJobSeeker() { return t('rules.status.onlyJobSeeker'); },
  get onlyEmployer() { return t('rules.status.onlyEmployer'); },
  get hireFinal() { return t('rules.status.hireFinal'); },
} as const;

function isReasonValid(reason: string | undefined): boolean {
  const length = reason?.trim().length ?? 0;
  return length > 0 && length <= APPLICATION_REASON_MAX;
}

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly unknown[]).includes(value);
}

/** For a hired application: whether the hire can still be undone (within the undo window). Otherwise ignored. */
export interface StatusOptions {
  hireUndoable?: boolean;
}

/**
 * A snapshot of the machine resting in `status` (a hire that can still be undone, or one that stands), e.g. for
 * `createActor(machine, { snapshot })`. A snapshot resolved this way runs no entry: it starts no undo window.
 */
export function snapshotAt(status: ApplicationStatus, options: StatusOptions = {}) {
  return applicationStatusMachine.resolveState({
    value: status === 'hired' ? { hired: options.hireUndoable ? 'undoable' : 'settled' } : status,
  });
}

/** The status a snapshot is in (its top-level state). */
export function statusOf(snapshot: { value: string | Record<string, unknown> }): ApplicationStatus {
  return (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]) as ApplicationStatus;
}

/**
 * Whether a hire made at `hiredAt` can still be undone at `now`, as the server judges it: the undo window and a
 * grace for the time answers take to travel.
 */
export function isHireUndoable(hiredAt: Date, now: Date): boolean {
  const elapsed = now.getTime() - hiredAt.getTime();
  return elapsed >= 0 && elapsed < HIRE_UNDO_WINDOW_MS + HIRE_UNDO_GRACE_MS;
}

export interface StatusTransition {
  event: ApplicationEventType;
  to: ApplicationStatus;
  by: StatusActor;
  /** The change needs a reason (rejecting). */
  needsReason: boolean;
}

/** The changes the machine allows from `status` (for `by`, when given), in the machine's order. */
export function allowedTransitions(status: ApplicationStatus, by?: StatusActor, options: StatusOptions = {}): StatusTransition[] {
  return getNextTransitions(snapshotAt(status, options))
    // A delayed transition (the undo window closing) is no one's change.
    .filter((t) => (t.meta as { by?: StatusActor } | undefined)?.by !== undefined)
    .map((t) => ({
      event: t.eventType as ApplicationEventType,
      to: t.target?.[0]?.key as ApplicationStatus,
      by: (t.meta as { by: StatusActor }).by,
      needsReason: t.guard === 'reasonIsGiven',
    }))
    .filter((t) => !by || t.by === by);
}

/** Where `event` takes an application in `status`, or `null` when the machine refuses it. */
export function nextStatus(status: ApplicationStatus, event: ApplicationEvent, options: StatusOptions = {}): ApplicationStatus | null {
  const snapshot = snapshotAt(status, options);
  if (!snapshot.can(event)) return null;
  const [next] = transition(applicationStatusMachine, snapshot, event);
  return statusOf(next);
}

export type StatusChange =
  | { ok: true; event: ApplicationEvent; to: ApplicationStatus }
  | { ok: false; message: string };

/**
 * A request to move an application from `from` to `to` (the API's `{status, reason}` body), checked against the
 * machine: the event that makes the change, or the reason it is refused.
 */
export function requestStatusChange(
  from: ApplicationStatus,
  to: string,
  options: { by: StatusActor; reason?: string | undefined } & StatusOptions,
): StatusChange {
  const M = APPLICATION_STATUS_MESSAGES;
  if (!isApplicationStatus(to)) return { ok: false, message: M.unknownStatus(to) };
  const allowed = allowedTransitions(from, undefined, options).find((t) => t.to === to);
  if (!allowed) {
    const late = from === 'hired' && allowedTransitions('hired', undefined, { hireUndoable: true }).some((t) => t.to === to);
    return { ok: false, message: late ? M.hireFinal : M.notAllowed(from, to) };
  }
  if (allowed.by !== options.by) {
    return { ok: false, message: allowed.by === 'job_seeker' ? M.onlyJobSeeker : M.onlyEmployer };
  }
  const event = (allowed.needsReason
    ? { type: allowed.event, reason: options.reason ?? '' }
    : { type: allowed.event }) as ApplicationEvent;
  const next = nextStatus(from, event, options);
  if (next === null) {
    return { ok: false, message: (options.reason?.trim().length ?? 0) > 0 ? M.reasonTooLong : M.reasonRequired };
  }
  return { ok: true, event, to: next };
}
