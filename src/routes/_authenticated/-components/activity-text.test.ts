import { describe, expect, it } from 'vitest';
import { actionSentence, whenText } from './activity-text';

describe('activity sentences', () => {
  it('tell each operation in words, and one the portal has no words for yet generically', () => {
    expect(actionSentence('createApplicationComment')).toBe('commented on an application');
    expect(actionSentence('postApplicationStatus')).toBe('moved an applicant');
    expect(actionSentence('member.joined')).toBe('joined the team');
    expect(actionSentence('member.left')).toBe('made a change (member.left)');
  });

  it('say when in the product\'s format: AD with BS, and the time in Nepal', () => {
    expect(whenText('2025-04-14T04:15:00Z')).toBe('14 Apr 2025 (1 Baisakh 2082 BS), 10:00');
  });
});
