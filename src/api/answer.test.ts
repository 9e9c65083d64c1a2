import { describe, expect, it } from 'vitest';
import { dataOrNull, dataOrThrow, okOrThrow } from '@/api/answer';
import { RequestFailure } from '@/domain/request-failure';

const answer = (status: number, data?: unknown, error?: unknown) => ({ data, error, response: new Response(null, { status }) });
const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
};

describe('answers (docs/requirements.md §8)', () => {
  it('dataOrThrow gives the data, or the failure chosen from the body', () => {
    expect(dataOrThrow(answer(200, { id: 'j1' }))).toEqual({ id: 'j1' });
    const failure = thrown(() => dataOrThrow(answer(400, undefined, { detail: 'Title is required.' })));
    expect(failure).toBeInstanceOf(RequestFailure);
    expect(failure).toMatchObject({ kind: 'http', status: 400, message: 'Title is required.' });
  });

  it('dataOrNull reads a missing record as null and still throws other failures', () => {
    expect(dataOrNull(answer(404, undefined, { detail: 'Not found.' }))).toBeNull();
    expect(dataOrNull(answer(400, undefined, {}), [404, 400])).toBeNull();
    expect(thrown(() => dataOrNull(answer(500, undefined, {})))).toMatchObject({
      status: 500, message: 'Server error. Please try again later or contact support if the problem persists.',
    });
  });

  it('okOrThrow accepts a success (and the statuses named as done), nothing else', () => {
    expect(() => okOrThrow(answer(204))).not.toThrow();
    expect(() => okOrThrow(answer(404, undefined, {}), [404])).not.toThrow();
    expect(thrown(() => okOrThrow(answer(404, undefined, { detail: 'Not found.' })))).toMatchObject({ status: 404, message: 'Not found.' });
  });
});
