import { describe, expect, it } from 'vitest';
import { jobChoiceLabels, type JobChoice } from '@/domain/job-choice';

const job = (id: string, over: Partial<JobChoice> = {}): JobChoice => ({
  id, title: 'Staff Nurse', status: 'published', district: 'Kaski', created_at: '2025-04-01T04:00:00.000Z',
  published_at: '2025-04-14T04:00:00.000Z', ...over,
});
const labels = (jobs: JobChoice[]) => [...jobChoiceLabels(jobs).values()];

describe('jobChoiceLabels', () => {
  it('names a job by its title alone when no other job has that title', () => {
    expect(labels([job('a1'), job('b2', { title: 'Accountant' })])).toEqual(['Staff Nurse', 'Accountant']);
  });

  it('adds only the details that differ between jobs of one title (any case, spaces around)', () => {
    expect(labels([job('a1'), job('b2', { title: ' staff nurse ', district: null, status: 'draft', published_at: null })])).toEqual([
      'Staff Nurse (Kaski, Published, posted 1 Baisakh 2082)', ' staff nurse  (no location yet, Draft, created 19 Chaitra 2081)',
    ]);
    expect(labels([job('a1'), job('b2', { status: 'draft', published_at: '2025-04-14T04:00:00.000Z' })])).toEqual([
      'Staff Nurse (Published)', 'Staff Nurse (Draft)',
    ]);
  });

  it('adds the start of the job id when nothing else tells them apart', () => {
    expect(labels([job('7d0c3c4e-aaaa'), job('1f0c3c4e-bbbb'), job('9e0c3c4e-cccc', { district: 'Kathmandu' })])).toEqual([
      'Staff Nurse (Kaski, ref. 7d0c3c)', 'Staff Nurse (Kaski, ref. 1f0c3c)', 'Staff Nurse (Kathmandu, ref. 9e0c3c)',
    ]);
  });
});
