import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { DUMMY_HASH_READY, hashPassword, isCommonPassword, verifyPassword } from './passwords';

describe('hashPassword / verifyPassword', () => {
  it('hashes with argon2id at the OWASP parameters and verifies the same password', async () => {
    // Act
    const hash = await hashPassword('Himal@ya2081');

    // Assert
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Himal@ya2081')).toBe(true);
  });

  it('refuses a wrong password', async () => {
    const hash = await hashPassword('Himal@ya2081');
    expect(await verifyPassword(hash, 'himal@ya2081')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('Same-Pass1')).not.toBe(await hashPassword('Same-Pass1'));
  });

  it.each(['', 'not a hash', '$argon2id$v=19$m=19456,t=2,p=1$garbage', '$2b$10$abcdefghijklmnopqrstuv'])(
    'answers false, without throwing, for the malformed hash %j',
    async (malformed) => {
      await expect(verifyPassword(malformed, 'anything')).resolves.toBe(false);
    },
  );

  it('has a dummy hash ready that no ordinary password matches', async () => {
    const dummy = await DUMMY_HASH_READY;
    expect(dummy).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(dummy, 'Password123')).toBe(false);
  });
});

describe('isCommonPassword', () => {
  it('uses the real zxcvbn list (entries checked to be on it)', () => {
    const list = dictionary['passwords-common'];
    for (const entry of ['password', 'password1', 'password123', '123456', 'qwerty123', 'iloveyou']) {
      expect(list).toContain(entry);
    }
  });

  it.each(['password', 'password1', 'Password123', 'PASSWORD123', 'QWERTY123', 'Iloveyou'])(
    'catches %s whatever its case',
    (pw) => {
      expect(isCommonPassword(pw)).toBe(true);
    },
  );

  it.each(['Himal@ya2081', 'Kathmandu-Jagir-7', 'tX9#pLw2qR'])('lets %s through', (pw) => {
    expect(isCommonPassword(pw)).toBe(false);
  });
});
