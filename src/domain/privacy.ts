// The privacy text's version (docs/seekers.md "Privacy"): every consent record names the version the job seeker was
// shown, so a change to the /privacy page's wording comes with a new version here (the day, and a count within it).
export const PRIVACY_VERSION = '2026-11-26.2';

/** What a job seeker consents to: applying shares their application with the job's employer; signing in keeps a session. */
export const CONSENT_PURPOSES = ['apply', 'seeker_sign_in'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** An erased job seeker's row keeps `deleted-<id>@` this: no mail can reach it, and the real address is free again. */
export const ERASED_EMAIL_DOMAIN = 'deleted.invalid';
