import { describe, expect, it } from 'vitest';
import type { SwipeDecision } from '@/machines/swipe.machine';
import { decisionRequest, fromLegacyDecision, swipeWrite } from '@/session/workspace-outbox';
import { pendingCardIds } from './swipe-actors';

const JOB = '7d0c3c4e-1c5e-4a8e-9d1a-3b0e0f3a2b11';
const decision = (over: Partial<SwipeDecision>): SwipeDecision => ({
  key: 'k1', kind: 'shortlist', mode: 'applicants', cardId: 'app-1', jobSeekerId: 'seeker-1', jobId: JOB,
  candidateName: 'Sita Shrestha', ...over,
});

describe('swipe decisions as API requests', () => {
  it('sends a shortlist or save as right, about the job seeker', () => {
    expect(decisionRequest(decision({}))).toEqual({
      key: 'k1', kind: 'right', mode: 'applicants', candidate: 'seeker-1', job: JOB,
    });
    expect(decisionRequest(decision({ kind: 'save', mode: 'seekers', jobId: null })).kind).toBe('right');
  });

  it('sends a pass as left with its reason', () => {
    expect(decisionRequest(decision({ kind: 'pass', reason: 'Too far away' }))).toMatchObject({ kind: 'left', reason: 'Too far away' });
  });

  it('sends an undo naming the key it takes back', () => {
    const undo = decision({ key: 'k2', kind: 'undo', undoes: { key: 'k1', kind: 'shortlist' } });

    expect(decisionRequest(undo)).toMatchObject({ key: 'k2', kind: 'undo', undoes: 'k1' });
  });
});

describe('decisions waiting on this device', () => {
  it('leaves out of a new deck the cards decided but not yet sent, unless the decision was undone', () => {
    const outbox = [
      decision({ key: 'k1', cardId: 'app-1' }),
      decision({ key: 'k2', cardId: 'app-2', kind: 'pass' }),
      decision({ key: 'k3', cardId: 'app-2', kind: 'undo', undoes: { key: 'k2', kind: 'pass' } }),
    ];

    expect([...pendingCardIds(outbox)]).toEqual(['app-1']);
  });

  it('go through the workspace outbox with their own key, one resource per card, and load again what they change', () => {
    expect(swipeWrite(decision({}))).toMatchObject({
      key: 'k1', kind: 'swipe.decision', resource: 'swipe:app-1', label: 'Sita Shrestha',
      request: { method: 'POST', path: '/api/employer/swipe/decisions/', body: { key: 'k1', kind: 'right' } },
      invalidate: [['pipeline', JOB]],
    });
    expect(swipeWrite(decision({ mode: 'seekers', kind: 'save', jobId: null })).invalidate).toEqual([['saved'], ['candidates', 'search']]);
  });

  it('kept by an older version in localStorage move in as they were, and nothing else does', () => {
    expect(fromLegacyDecision(decision({ kind: 'pass', reason: 'Too far away' }))).toMatchObject({
      key: 'k1', detail: decision({ kind: 'pass', reason: 'Too far away' }), request: { body: { kind: 'left', reason: 'Too far away' } },
    });
    expect(fromLegacyDecision({ key: 1 })).toBeNull();
  });
});
