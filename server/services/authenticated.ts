// Who a request acts as: the session its token opened and that session's account.
export interface Authenticated {
  sessionId: string;
  userId: string;
  email: string;
  /** The language the account chose (docs/i18n.md); null: never chosen. */
  locale: 'en' | 'ne' | null;
  /** How the account writes numbers in Nepali (docs/i18n.md). */
  digits: 'devanagari' | 'latin';
}
