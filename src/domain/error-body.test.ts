import { afterEach, describe, expect, it } from 'vitest';
import { isAlreadyRegisteredError } from '@/domain/error-body';
import { activate } from '@/domain/i18n/i18n';
import en from '@/domain/i18n/locales/en';
import ne from '@/domain/i18n/locales/ne';

afterEach(() => activate('en', en));

describe('an e-mail already registered', () => {
  it('is recognised in the server’s English (any wording with "already exists") and in the page’s Nepali', () => {
    expect(isAlreadyRegisteredError({ email: ['A user with this email already exists.'] })).toBe(true);
    expect(isAlreadyRegisteredError({ email: ['Enter a valid email address.'] })).toBe(false);
    activate('ne', ne);
    expect(isAlreadyRegisteredError({ email: [ne['rules.emailExists']] })).toBe(true);
    expect(isAlreadyRegisteredError({ email: [ne['validation.emailInvalid']] })).toBe(false);
  });
});
