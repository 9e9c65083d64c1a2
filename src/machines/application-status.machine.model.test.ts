import fc from 'fast-check';
import { expect } from 'vitest';
import { APPLICATION_REASON_MAX } from '@/domain/constants';
import { defineModelTests, guardProperty } from '@/machines/-testing/model';
import { applicationStatusMachine } from '@/machines/application-status.machine';

const reason = fc.oneof(
  fc.string({ minLength: 1, maxLength: 60 }),
  fc.constantFrom('', '   ', '\n\t'),
  fc.integer({ min: APPLICATION_REASON_MAX - 2, max: APPLICATION_REASON_MAX + 2 }).map((n) => 'x'.repeat(n)),
);
const isGiven = (text: string) => text.trim().length > 0 && text.trim().length <= APPLICATION_REASON_MAX;

defineModelTests('application-status', {
  machine: applicationStatusMachine,
  events: {
    'application.reject': [
      { type: 'application.reject', reason: 'The role needs five years of React.' },
      { type: 'application.reject', reason: '  ' },
      { type: 'application.reject', reason: 'x'.repeat(APPLICATION_REASON_MAX + 1) },
    ],
  },
  expectations: {
    'hired.undoable': ({ snapshot }) => expect(snapshot.can({ type: 'application.undoHire' })).toBe(true),
    'hired.settled': ({ snapshot }) => expect(snapshot.can({ type: 'application.undoHire' })).toBe(false),
    withdrawn: ({ snapshot }) => expect(snapshot.status).toBe('done'),
  },
  properties: (['applied', 'shortlisted', 'interview', 'offered'] as const).map((from) =>
    guardProperty({
      name: `rejecting from ${from} needs a reason of 1 to ${APPLICATION_REASON_MAX} characters`,
      from,
      arbitrary: reason,
      event: (text) => ({ type: 'application.reject', reason: text }),
      holds: isGiven,
      then: (_text, v, holds) => expect(v.snapshot.value).toBe(holds ? 'rejected' : from),
      numRuns: 30,
    }),
  ),
});
