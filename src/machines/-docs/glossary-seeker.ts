import type { Glossary } from './types';

/** Names used by the job seeker's sign-in (docs/seekers.md). */
export const seekerGlossary: Partial<Glossary> = {
  events: {
    'seekerSignIn.changed': { meaning: 'The job seeker changed the e-mail or code field.' },
    'seekerSignIn.submit': { meaning: 'The job seeker pressed the step’s button (Send code, Sign in).' },
    'seekerSignIn.resend': { meaning: 'The job seeker asked for another code.', spec: 'docs/decisions.md OTP' },
    'seekerSignIn.startOver': { meaning: 'The job seeker chose to use a different e-mail.' },
  },
  actions: {
    forgetCode: { meaning: 'Empties the code and the messages.' },
    keepSeekerSession: { meaning: 'Keeps the job seeker’s token and name on this device (provided by the session layer).', spec: 'docs/seekers.md Sessions' },
    redirectToApplications: { meaning: 'Asks the page to go to /seeker/applications, history replaced.' },
    'seeker-sign-in:notifyCodeSent': { meaning: 'Toast that the sign-in code was sent.' },
  },
  actors: {
    requestSeekerCode: { meaning: 'POST /api/seeker/auth/send-otp/ with the e-mail.', spec: 'docs/seekers.md Who can sign in' },
    verifySeekerCode: { meaning: 'POST /api/seeker/auth/verify-otp/ with the e-mail and code; answers a seeker token.', spec: 'docs/seekers.md Sessions' },
  },
};
