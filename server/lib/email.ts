/** One spelling of an e-mail address for lookups: trimmed, lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
