// E-mails to the candidate when an interview is booked, moved or cancelled (with the .ics attached by the caller).
import { formatEventWhen } from '../../src/domain/calendar-format';
import type { EmailContent } from './mail-templates';

export type InterviewChange = 'booked' | 'changed' | 'cancelled';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

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

export function interviewEmail(o: {
  change: InterviewChange;
  candidateName: string;
  company: string;
  jobTitle: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  meetingUrl: string;
  productName: string;
}): EmailContent {
  const wording = WORDING[o.change];
  const subject = oneLine(wording.subject(o.company));
  const intro = wording.intro(o.company, o.jobTitle);
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
    const value = k === 'Online' ? `<a href="${escape(v)}">${escape(v)}</a>` : escape(v);
    return `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escape(k)}</th><td style="padding:4px 0">${value}</td></tr>`;
  }).join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;color:#18181b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div role="article" aria-label="${escape(subject)}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">${escape(subject)}</h1>
<p style="margin:0 0 16px">${escape(greeting)}</p>
<p style="margin:0 0 16px">${escape(intro)}</p>
<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">
${rows}
</table>
<p style="margin:0 0 16px">${escape(closing)}</p>
<p style="margin:0">— The ${escape(o.productName)} team</p>
</div></body></html>
`;
  return { subject, text, html };
}
