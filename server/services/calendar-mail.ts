// E-mails to the candidate when an interview is booked, moved or cancelled (with the .ics attached by the caller).
import { formatEventWhen } from '../../src/domain/calendar-format';
import { emailLayout, escapeHtml, oneLine, type EmailContent } from './mail-templates';

export type InterviewChange = 'booked' | 'changed' | 'cancelled';

const WORDING: Record<InterviewChange, { subject: (company: string) => string; intro: (company: string, job: string) => string }> = {
  booked: {
    subject: (company) => `Interview invitation from ${company}`,
    intro: (company, job) => `${company} invites you to an interview for ${job}.`,
  },
  changed: {
    subject: (company) => `Your interview with ${company} has changed`,
    intro: (company, job) => `${company} has changed your interview for ${job}. The new details:`,
  },
  cancelled: {
    subject: (company) => `Your interview with ${company} is cancelled`,
    intro: (company, job) => `${company} has cancelled your interview for ${job}:`,
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
  const intro = wording.intro(booker ? `${booker} from ${o.company}` : o.company, o.jobTitle);
  const details: [string, string][] = [['When', formatEventWhen(o.startsAt, o.endsAt)]];
  if (o.location) details.push(['Where', o.location]);
  if (o.meetingUrl) details.push(['Online', o.meetingUrl]);
  const closing = o.change === 'cancelled'
    ? 'The attached calendar file removes the interview from your calendar.'
    : 'The attached calendar file adds the interview to your calendar. Reply to this e-mail if the time does not suit you.';
  const greeting = `Hello ${o.candidateName},`;
  const text = [
    greeting, '', intro, '', ...details.map(([k, v]) => `${k}: ${v}`), '', closing, '', `— The ${o.productName} team`, '',
  ].join('\n');
  const rows = details.map(([k, v]) => {
    const value = k === 'Online' ? `<a href="${escapeHtml(v)}">${escapeHtml(v)}</a>` : escapeHtml(v);
    return `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${value}</td></tr>`;
  }).join('\n');
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">
${rows}
</table>
<p style="margin:0 0 16px">${escapeHtml(closing)}</p>
<p style="margin:0">— The ${escapeHtml(o.productName)} team</p>`);
  return { subject, text, html };
}
