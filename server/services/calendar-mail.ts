// E-mails to the candidate when an interview is booked, moved or cancelled (with the .ics attached by the caller).
import { formatEventWhen } from '../../src/domain/calendar-format';
import { emailLayout, escapeHtml, oneLine, type EmailContent } from './mail-templates';
import { t } from '../lib/i18n';

export type InterviewChange = 'booked' | 'changed' | 'cancelled';

const WORDING: Record<InterviewChange, { subject: (company: string) => string; intro: (company: string, job: string) => string }> = {
  booked: {
    subject: (company) => t('mail.interview.booked.subject', { company }),
    intro: (company, job) => t('mail.interview.booked.intro', { company, job }),
  },
  changed: {
    subject: (company) => t('mail.interview.changed.subject', { company }),
    intro: (company, job) => t('mail.interview.changed.intro', { company, job }),
  },
  cancelled: {
    subject: (company) => t('mail.interview.cancelled.subject', { company }),
    intro: (company, job) => t('mail.interview.cancelled.intro', { company, job }),
  },
};

/** What an e-mail about an interview says about it (booking, change, cancellation, reminder). */
export interface InterviewFacts {
  candidateName: string;
  company: string;
  jobTitle: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  meetingUrl: string;
  productName: string;
}

/** `booker`: the member who booked the interview, named to the candidate ("Sita Rai from Everest Tech"). */
export function interviewEmail(o: InterviewFacts & { change: InterviewChange; booker?: string | undefined }): EmailContent {
  const wording = WORDING[o.change];
  const subject = oneLine(wording.subject(o.company));
  const booker = o.booker?.trim();
  const intro = wording.intro(booker ? t('mail.message.from', { member: booker, company: o.company }) : o.company, o.jobTitle);
  const online = t('mail.interview.online');
  const details: [string, string][] = [[t('mail.interview.when'), formatEventWhen(o.startsAt, o.endsAt)]];
  if (o.location) details.push([t('mail.interview.where'), o.location]);
  if (o.meetingUrl) details.push([online, o.meetingUrl]);
  const closing = o.change === 'cancelled' ? t('mail.interview.closingCancelled') : t('mail.interview.closing');
  const greeting = t('mail.helloName', { name: o.candidateName });
  const signOff = t('mail.signOff', { product: o.productName });
  const text = [
    greeting, '', intro, '', ...details.map(([k, v]) => `${k}: ${v}`), '', closing, '', `— ${signOff}`, '',
  ].join('\n');
  const rows = details.map(([k, v]) => {
    const value = k === online ? `<a href="${escapeHtml(v)}">${escapeHtml(v)}</a>` : escapeHtml(v);
    return `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${value}</td></tr>`;
  }).join('\n');
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">
${rows}
</table>
<p style="margin:0 0 16px">${escapeHtml(closing)}</p>
<p style="margin:0">— ${escapeHtml(signOff)}</p>`);
  return { subject, text, html };
}
