import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { APPLICATION_STATUSES } from '@/domain/application-statuses';
import { APPLICATION_REASON_MAX, HIRE_UNDO_GRACE_MS, HIRE_UNDO_WINDOW_MS } from '@/domain/constants';
import {
  APPLICATION_STATUS_MESSAGES as M, allowedTransitions, applicationStatusMachine, isHireUndoable, nextStatus,
  requestStatusChange, snapshotAt, statusOf, type ApplicationEvent, type ApplicationStatus,
} from '@/machines/application-status.machine';

const shortlist: ApplicationEvent = { type: 'application.shortlist' };
const scheduleInterview: ApplicationEvent = { type: 'application.scheduleInterview' };
const offer: ApplicationEvent = { type: 'application.offer' };
const hire: ApplicationEvent = { type: 'application.hire' };
const reject: ApplicationEvent = { type: 'application.reject', reason: 'Needs more React experience' };
const reconsider: ApplicationEvent = { type: 'application.reconsider' };
const withdraw: ApplicationEvent = { type: 'application.withdraw' };
const undoHire: ApplicationEvent = { type: 'application.undoHire' };
const ALL_EVENTS = [shortlist, scheduleInterview, offer, hire, reject, reconsider, withdraw, undoHire];

/** docs/decisions.md "Application", written out by hand: the machine must agree with it exactly. */
const EXPECTED: Record<ApplicationStatus, Partial<Record<ApplicationEvent['type'], ApplicationStatus>>> = {
  applied: { 'application.shortlist': 'shortlisted', 'application.reject': 'rejected', 'application.withdraw': 'withdrawn' },
  shortlisted: {
    'application.scheduleInterview': 'interview', 'application.reject': 'rejected', 'application.withdraw': 'withdrawn',
  },
  interview: { 'application.offer': 'offered', 'application.reject': 'rejected', 'application.withdraw': 'withdrawn' },
  offered: { 'application.hire': 'hired', 'application.reject': 'rejected', 'application.withdraw': 'withdrawn' },
  hired: {}, // once the undo window has passed
  rejected: { 'application.reconsider': 'applied' },
  withdrawn: {},
};

describe('application status machine (docs/decisions.md Application)', () => {
  it('has exactly the statuses of docs/decisions.md, each described and tied to the spec', () => {
    const states = applicationStatusMachine.root.states;

    expect(Object.keys(states)).toEqual([...APPLICATION_STATUSES]);
    for (const state of Object.values(states)) {
      expect(state.description).toBeTruthy();
      expect(state.meta).toEqual({ spec: 'docs/decisions.md Application' });
    }
  });

  it('starts a new application as applied', () => {
    const actor = createActor(applicationStatusMachine).start();

    expect(actor.getSnapshot().value).toBe('applied');
  });

  it('walks the happy path applied → shortlisted → interview → offered → hired and stops there once the undo window has passed', () => {
    const clock = new SimulatedClock();
    const actor = createActor(applicationStatusMachine, { clock }).start();

    for (const event of [shortlist, scheduleInterview, offer, hire]) actor.send(event);

    expect(actor.getSnapshot().value).toEqual({ hired: 'undoable' });
    clock.increment(HIRE_UNDO_WINDOW_MS);
    expect(actor.getSnapshot().value).toEqual({ hired: 'settled' });
    for (const event of ALL_EVENTS) actor.send(event);
    expect(actor.getSnapshot().value).toEqual({ hired: 'settled' });
  });

  it('lets the employer undo a hire within the undo window only (the named delay hireUndoWindow)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(applicationStatusMachine, { clock, snapshot: snapshotAt('offered') }).start();

    actor.send(hire);
    clock.increment(HIRE_UNDO_WINDOW_MS - 1);
    expect(actor.getSnapshot().can(undoHire)).toBe(true);
    actor.send(undoHire);
    expect(actor.getSnapshot().value).toBe('offered');

    actor.send(hire);
    clock.increment(HIRE_UNDO_WINDOW_MS);
    expect(actor.getSnapshot().can(undoHire)).toBe(false);
    actor.send(undoHire);
    expect(statusOf(actor.getSnapshot())).toBe('hired');
  });

  it('judges on the server whether a stored hire can still be undone: the window and the grace, never before the hire', () => {
    const hiredAt = new Date('2025-04-14T04:15:00Z');
    const after = (ms: number) => new Date(hiredAt.getTime() + ms);
    expect(isHireUndoable(hiredAt, after(0))).toBe(true);
    expect(isHireUndoable(hiredAt, after(HIRE_UNDO_WINDOW_MS + HIRE_UNDO_GRACE_MS - 1))).toBe(true);
    expect(isHireUndoable(hiredAt, after(HIRE_UNDO_WINDOW_MS + HIRE_UNDO_GRACE_MS))).toBe(false);
    expect(isHireUndoable(hiredAt, after(-1))).toBe(false);
    expect(nextStatus('hired', undoHire, { hireUndoable: true })).toBe('offered');
    expect(nextStatus('hired', undoHire)).toBeNull();
  });

  const cases = APPLICATION_STATUSES.flatMap((from) =>
    ALL_EVENTS.map((event) => [from, event.type, event, EXPECTED[from][event.type] ?? null] as const));

  it.each(cases)('from %s, %s → %s', (from, _type, event, expected) => {
    expect(nextStatus(from, event)).toBe(expected ?? null);
  });

  it.each(['applied', 'shortlisted', 'interview', 'offered'] as const)(
    'refuses to reject a %s application without a reason or with one too long',
    (from) => {
      expect(nextStatus(from, { type: 'application.reject', reason: '' })).toBeNull();
      expect(nextStatus(from, { type: 'application.reject', reason: '   ' })).toBeNull();
      expect(nextStatus(from, { type: 'application.reject', reason: 'x'.repeat(APPLICATION_REASON_MAX + 1) })).toBeNull();
      expect(nextStatus(from, { type: 'application.reject', reason: 'x'.repeat(APPLICATION_REASON_MAX) })).toBe('rejected');
    },
  );

  it('lets a rejected application be reconsidered and move on again', () => {
    const actor = createActor(applicationStatusMachine, { snapshot: snapshotAt('interview') }).start();

    actor.send(reject);
    actor.send(reconsider);
    actor.send(shortlist);

    expect(actor.getSnapshot().value).toBe('shortlisted');
  });
});

describe('allowedTransitions', () => {
  it.each(APPLICATION_STATUSES)('lists what the machine allows from %s', (from) => {
    const allowed = allowedTransitions(from);

    expect(Object.fromEntries(allowed.map((t) => [t.event, t.to]))).toEqual(EXPECTED[from]);
  });

  it('says who may make each change and which change needs a reason', () => {
    expect(allowedTransitions('offered')).toEqual([
      { event: 'application.hire', to: 'hired', by: 'employer', needsReason: false },
      { event: 'application.reject', to: 'rejected', by: 'employer', needsReason: true },
      { event: 'application.withdraw', to: 'withdrawn', by: 'job_seeker', needsReason: false },
    ]);
  });

  it('offers undoing a hire only while it can be undone, to the employer', () => {
    expect(allowedTransitions('hired', undefined, { hireUndoable: true })).toEqual([
      { event: 'application.undoHire', to: 'offered', by: 'employer', needsReason: false },
    ]);
    expect(allowedTransitions('hired', 'job_seeker', { hireUndoable: true })).toEqual([]);
    expect(allowedTransitions('hired')).toEqual([]);
  });

  it('filters by who is asking', () => {
    expect(allowedTransitions('applied', 'job_seeker').map((t) => t.to)).toEqual(['withdrawn']);
    expect(allowedTransitions('applied', 'employer').map((t) => t.to)).toEqual(['shortlisted', 'rejected']);
    expect(allowedTransitions('rejected', 'job_seeker')).toEqual([]);
  });
});

describe('requestStatusChange (the API body {status, reason})', () => {
  it('turns an allowed change into the machine event', () => {
    expect(requestStatusChange('applied', 'shortlisted', { by: 'employer' })).toEqual({
      ok: true, event: shortlist, to: 'shortlisted',
    });
    expect(requestStatusChange('interview', 'rejected', { by: 'employer', reason: 'Position filled' })).toEqual({
      ok: true, event: { type: 'application.reject', reason: 'Position filled' }, to: 'rejected',
    });
  });

  it.each([
    ['hired', 'shortlisted', 'employer', undefined, M.notAllowed('hired', 'shortlisted')],
    ['applied', 'hired', 'employer', undefined, M.notAllowed('applied', 'hired')],
    ['applied', 'applied', 'employer', undefined, M.notAllowed('applied', 'applied')],
    ['withdrawn', 'applied', 'employer', undefined, M.notAllowed('withdrawn', 'applied')],
    ['applied', 'archived', 'employer', undefined, M.unknownStatus('archived')],
    ['shortlisted', 'rejected', 'employer', undefined, M.reasonRequired],
    ['shortlisted', 'rejected', 'employer', ' ', M.reasonRequired],
    ['shortlisted', 'rejected', 'employer', 'x'.repeat(APPLICATION_REASON_MAX + 1), M.reasonTooLong],
    ['shortlisted', 'withdrawn', 'employer', undefined, M.onlyJobSeeker],
    ['applied', 'shortlisted', 'job_seeker', undefined, M.onlyEmployer],
  ] as const)('refuses %s → %s by %s (reason %j)', (from, to, by, reason, message) => {
    expect(requestStatusChange(from, to, { by, reason })).toEqual({ ok: false, message });
  });

  it('undoes a hire back to offered within the window, and says when it is too late', () => {
    expect(requestStatusChange('hired', 'offered', { by: 'employer', hireUndoable: true })).toEqual({
      ok: true, event: undoHire, to: 'offered',
    });
    expect(requestStatusChange('hired', 'offered', { by: 'employer' })).toEqual({ ok: false, message: M.hireFinal });
    expect(requestStatusChange('hired', 'interview', { by: 'employer', hireUndoable: true })).toEqual({
      ok: false, message: M.notAllowed('hired', 'interview'),
    });
    expect(requestStatusChange('hired', 'offered', { by: 'job_seeker', hireUndoable: true })).toEqual({ ok: false, message: M.onlyEmployer });
  });

  it('lets the job seeker withdraw', () => {
    expect(requestStatusChange('offered', 'withdrawn', { by: 'job_seeker' })).toEqual({
      ok: true, event: withdraw, to: 'withdrawn',
    });
  });
});
