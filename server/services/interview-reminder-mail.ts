// The reminder e-mails of an interview (docs/decisions.md "Reminders"): one to the employer, one to the candidate,
// the evening before and an hour before.
import { addDays, kathmanduDate } from '../../src/domain/calendar';
import { formatEventWhen, formatTime } from '../../src/domain/calendar-format';
import { formatDateWithBs } from '../../src/domain/format';
import type { InterviewReminder } from '../../src/domain/interview-reminders';
import type { InterviewFacts } from './calendar-mail';
import { emailLayout, escapeHtml, oneLine, type EmailContent } from './mail-templates';
import { t } from '../lib/i18n';

export interface ReminderFacts extends InterviewFacts {
  which: InterviewReminder;
  /** When the reminder is sent: "today" and "tomorrow" are counted from it, in Nepal time. */
  now: Date;
}

/** "today at 10:00", "tomorrow at 10:00" or "on 20 Apr 2025 (7 Baisakh 2082 BS) at 10:00", Nepal time. */
export function whenWords(startsAt: Date, now: Date): string {
  const day = kathmanduDate(startsAt);
  const today = kathmanduDate(now);
  const time = formatTime(startsAt);
  if (day === today) return t('mail.reminder.today', { time });
  if (day === addDays(today, 1)) return t('mail.reminder.tomorrow', { time });
  return t('mail.reminder.onDay', { date: formatDateWithBs(startsAt), time });
}

const label = (which: InterviewReminder) => (which === 'hour_before' ? t('mail.reminder.startingSoon') : t('mail.reminder.reminder'));

function details(f: ReminderFacts, extra: [string, string][]): [string, string][] {
  const rows: [string, string][] = [...extra, [t('mail.interview.when'), formatEventWhen(f.startsAt, f.endsAt)]];
  if (f.location) rows.push([t('mail.interview.where'), f.location]);
  if (f.meetingUrl) rows.push([t('mail.interview.online'), f.meetingUrl]);
  return rows;
}

function render(o: {
  subject: string; greeting: string; intro: string; rows: [string, string][]; action?: { text: string; link: string };
  closing: string; productName: string;
}): EmailContent {
  const text = [
    o.greeting, '', o.intro, '', ...o.rows.map(([k, v]) => `${k}: ${v}`), '',
    ...(o.action ? [`${o.action.text}: ${o.action.link}`, ''] : []), o.closing, '', `— ${t('mail.signOff', { product: o.productName })}`, '',
  ].join('\n');
  const rows = o.rows.map(([k, v]) => {
    const value = k === t('mail.interview.online') ? `<a href="${escapeHtml(v)}">${escapeHtml(v)}</a>` : escapeHtml(v);
    return `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${value}</td></tr>`;
  }).join('\n');
  const action = o.action ? `\n<p style="margin:0 0 16px"><a href="${escapeHtml(o.action.link)}">${escapeHtml(o.action.text)}</a></p>` : '';
  const html = emailLayout(o.subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(o.subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(o.greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(o.intro)}</p>
<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">
${rows}
</table>${action}
<p style="margin:0 0 16px;color:#52525b;font-size:14px">${escapeHtml(o.closing)}</p>
<p style="margin:0">— ${escapeHtml(t('mail.signOff', { product: o.productName }))}</p>`);
  return { subject: o.subject, text, html };
}

/** To the employer: whom they meet, for which job, when and where, with a link to the event in the calendar. */
export function employerReminderEmail(f: ReminderFacts & { link: string; settingsLink: string }): EmailContent {
  const when = whenWords(f.startsAt, f.now);
  const candidate = oneLine(f.candidateName);
  const job = oneLine(f.jobTitle);
  return render({
    subject: oneLine(t('mail.reminder.employerSubject', { label: label(f.which), candidate, when })).slice(0, 200),
    greeting: t('mail.hello'),
    intro: t('mail.reminder.employerIntro', { candidate, job, when }),
    rows: details(f, [[t('mail.interview.candidate'), candidate], [t('mail.interview.job'), job]]),
    action: { text: t('mail.reminder.openCalendar'), link: f.link },
    closing: t('mail.reminder.optOut', { link: f.settingsLink }),
    productName: f.productName,
  });
}

/** To the candidate, as the booking e-mail went: the company, the job, when and where. */
export function candidateReminderEmail(f: ReminderFacts): EmailContent {
  const when = whenWords(f.startsAt, f.now);
  const company = oneLine(f.company);
  return render({
    subject: oneLine(t('mail.reminder.candidateSubject', { label: label(f.which), company, when })).slice(0, 200),
    greeting: t('mail.helloName', { name: oneLine(f.candidateName) }),
    intro: t('mail.reminder.candidateIntro', { company, job: oneLine(f.jobTitle), when }),
    rows: details(f, []),
    closing: t('mail.reminder.candidateClosing'),
    productName: f.productName,
  });
}
