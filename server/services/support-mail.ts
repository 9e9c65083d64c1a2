// E-mails about support tickets: a staff answer to the employer, and new employer messages to the support address.
import { emailLayout, escapeHtml, oneLine, type EmailContent } from './mail-templates';
import { t } from '../lib/i18n';

/** A subject must stay on one line whatever was typed. */

function render(subject: string, before: string[], quoted: string, after: string[], productName: string, lang?: string): EmailContent {
  const signOff = t('mail.signOff', { product: productName });
  const text = [
    ...before.flatMap((p) => [p, '']), ...quoted.split('\n').map((l) => `> ${l}`), '',
    ...after.flatMap((p) => [p, '']), `— ${signOff}`, '',
  ].join('\n');
  const para = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
${before.map(para).join('\n')}
<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f4f4f5;border-left:4px solid #a1a1aa;white-space:pre-wrap">${escapeHtml(quoted)}</blockquote>
${after.map(para).join('\n')}
<p style="margin:0">— ${escapeHtml(signOff)}</p>`, lang);
  return { subject, text, html };
}

/** To the employer when support answers (always sent: it is about their own request). */
export function supportReplyEmail(o: {
  number: number; subject: string; reply: string; closed: boolean; ticketUrl: string; productName: string;
}): EmailContent {
  const number = String(o.number);
  const subject = t('mail.support.subject', { number, closed: o.closed, subject: oneLine(o.subject) }).slice(0, 200);
  const next = o.closed ? t('mail.support.closed', { link: o.ticketUrl }) : t('mail.support.open', { link: o.ticketUrl });
  return render(subject, [t('mail.hello'), t('mail.support.intro', { number, subject: oneLine(o.subject) })], o.reply, [next], o.productName);
}

/** To the support address when an employer opens a ticket or writes in one. */
export function supportStaffNoticeEmail(o: {
  number: number; subject: string; category: string; message: string; employerEmail: string; opened: boolean;
  attachments: number; productName: string;
}): EmailContent {
  const subject = `[Ticket #${o.number}] ${o.opened ? 'New ticket' : 'Employer replied'}: ${oneLine(o.subject)}`.slice(0, 200);
  const files = o.attachments ? ` with ${o.attachments} attachment(s)` : '';
  return render(subject, [`${o.employerEmail} ${o.opened ? 'opened' : 'wrote in'} ticket #${o.number} (${o.category})${files}:`], o.message,
    [`Answer with the staff API or: npm run support:reply -- reply ${o.number} "<your answer>"`], o.productName, 'en');
}
