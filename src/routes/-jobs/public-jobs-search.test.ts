import { describe, expect, it } from 'vitest';
import { validatePublicJobsSearch } from './public-jobs-search';

describe('validatePublicJobsSearch', () => {
  it('keeps the filters as text, a search of digits included, and drops empty ones', () => {
    expect(validatePublicJobsSearch({ q: 2082, province: 'Gandaki', district: ' ', category: 'Technology', page: 2 }))
      .toEqual({ q: '2082', province: 'Gandaki', category: 'Technology', page: 2 });
  });

  it('starts from page 1 when the page is not a whole number above 1', () => {
    expect(validatePublicJobsSearch({ page: 'two' })).toEqual({});
    expect(validatePublicJobsSearch({ page: 1 })).toEqual({});
  });
});
