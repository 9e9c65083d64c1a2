// E-mails about support tickets: a staff answer to the employer, and new employer messages to the support address.
import { emailLayout, escapeHtml, oneLine, type EmailContent } from './mail-templates';

/** A subject must stay on one line whatever was typed. */

function render(subject: string, before: string[], quoted: string, after: string[], productName: string): EmailContent {
  const text = [
    ...before.flatMap((p) => [p, '']), ...quoted.split('\n').map((l) => `> ${l}`), '',
    ...after.flatMap((p) => [p, '']), `— The ${productName} team`, '',
  ].join('\n');
  const para = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
${before.map(para).join('\n')}
<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f4f4f5;border-left:4px solid #a1a1aa;white-space:pre-wrap">${escapeHtml(quoted)}</blockquote>
${after.map(para).join('\n')}
<p style="margin:0">— The ${escapeHtml(productName)} team</p>`);
  return { subject, text, html };
}

/** To the employer when support answers (always sent: it is about their own request). */
export function supportReplyEmail(o: {
  number: number; subject: string; reply: string; closed: boolean; ticketUrl: string; productName: string;
}): EmailContent {
  const subject = `[Ticket #${o.number}] ${o.closed ? 'Answered and closed' : 'New reply'}: ${oneLine(o.subject)}`.slice(0, 200);
  const next = o.closed
    ? `The ticket is now closed. If you need more help, reply to it on the Support page: ${o.ticketUrl}`
    : `Read the whole conversation and reply on the Support page: ${o.ticketUrl}`;
  return render(subject, ['Hello,', `Our support team answered your ticket #${o.number} "${oneLine(o.subject)}":`], o.reply, [next], o.productName);
}

/** To the support address when an employer opens a ticket or writes in one. */
export function supportStaffNoticeEmail(o: {
  number: number; subject: string; category: string; message: string; employerEmail: string; opened: boolean;
  attachments: number; productName: string;
}): EmailContent {
  const subject = `[Ticket #${o.number}] ${o.opened ? 'New ticket' : 'Employer replied'}: ${oneLine(o.subject)}`.slice(0, 200);
  const files = o.attachments ? ` with ${o.attachments} attachment(s)` : '';
  return render(subject, [`${o.employerEmail} ${o.opened ? 'opened' : 'wrote in'} ticket #${o.number} (${o.category})${files}:`], o.message,
    [`Answer with the staff API or: npm run support:reply -- reply ${o.number} "<your answer>"`], o.productName);
}
