import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from './application-statuses';
import { seekerStatusOf, seekerTimeline, SEEKER_STATUSES, type StatusStep } from './seeker-statuses';

const at = (minute: number) => new Date(Date.UTC(2025, 3, 14, 4, minute));

describe('what a job seeker is told', () => {
  it('names every status in the seeker\'s words: shortlisted is "in review", rejected is "not selected"', () => {
    expect(APPLICATION_STATUSES.map(seekerStatusOf)).toEqual(
      ['applied', 'in_review', 'interview', 'offered', 'hired', 'not_selected', 'withdrawn']);
    expect(new Set(APPLICATION_STATUSES.map(seekerStatusOf))).toEqual(new Set(SEEKER_STATUSES));
  });

  it('tells each move in order, and leaves out a hire the employer undid', () => {
    const steps: StatusStep[] = [
      { fromStatus: null, toStatus: 'applied', at: at(0) },
      { fromStatus: 'applied', toStatus: 'shortlisted', at: at(1) },
      { fromStatus: 'shortlisted', toStatus: 'interview', at: at(2) },
      { fromStatus: 'interview', toStatus: 'offered', at: at(3) },
      { fromStatus: 'offered', toStatus: 'hired', at: at(4) },
      { fromStatus: 'hired', toStatus: 'offered', at: at(5) },
      { fromStatus: 'offered', toStatus: 'rejected', at: at(6) },
    ];
    expect(seekerTimeline(steps)).toEqual([
      { status: 'applied', at: at(0) },
      { status: 'in_review', at: at(1) },
      { status: 'interview', at: at(2) },
      { status: 'offered', at: at(3) },
      { status: 'not_selected', at: at(6) },
    ]);
  });

  it('keeps a reconsidered application\'s steps as they happened', () => {
    expect(seekerTimeline([
      { fromStatus: null, toStatus: 'applied', at: at(0) },
      { fromStatus: 'applied', toStatus: 'rejected', at: at(1) },
      { fromStatus: 'rejected', toStatus: 'applied', at: at(2) },
    ]).map((s) => s.status)).toEqual(['applied', 'not_selected', 'applied']);
  });
});
