// The language an e-mail to an account is written in (docs/i18n.md): the one the account chose, else English,
// whoever's request sends it (a job seeker's application must not decide the employer's language).
import { SOURCE_LOCALE, type Locale } from '../../src/domain/i18n/i18n';
import type { UsersRepository } from '../repositories/users';

export async function accountLocale(users: UsersRepository, userId: string, fallback: Locale = SOURCE_LOCALE): Promise<Locale> {
  return (await users.preferencesOf(userId))?.locale ?? fallback;
}
