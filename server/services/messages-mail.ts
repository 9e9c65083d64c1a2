// E-mails about messages: to the job seeker with the private reply link, and to the employer about a reply.
import { emailLayout, escapeHtml, oneLine, type EmailContent } from './mail-templates';
import { t } from '../lib/i18n';

function layout(o: { subject: string; greeting: string; intro: string; body: string; action: string; link: string; footer: string; productName: string }): EmailContent {
  const text = [
    o.greeting, '', o.intro, '', ...o.body.split('\n').map((l) => `> ${l}`), '', `${o.action}: ${o.link}`, '', o.footer, '',
    `— ${t('mail.signOff', { product: o.productName })}`, '',
  ].join('\n');
  const html = emailLayout(o.subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(o.subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(o.greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(o.intro)}</p>
<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f4f4f5;border-radius:6px;white-space:pre-wrap">${escapeHtml(o.body)}</blockquote>
<p style="margin:0 0 16px"><a href="${escapeHtml(o.link)}" style="color:#1d4ed8">${escapeHtml(o.action)}</a></p>
<p style="margin:0 0 16px;color:#52525b">${escapeHtml(o.footer)}</p>
<p style="margin:0">— ${escapeHtml(t('mail.signOff', { product: o.productName }))}</p>`);
  return { subject: o.subject, text, html };
}

/**
 * To the job seeker: the employer's message and a private link to read the conversation and reply. `member` is
 * the name of the member who wrote it (docs/teams.md "Who is told": "Sita Rai from Acme").
 */
export function messageToSeekerEmail(o: {
  company: string; member?: string | undefined; seekerName: string; jobTitle: string | null; body: string; replyUrl: string; productName: string;
}): EmailContent {
  const member = o.member?.trim();
  const from = member ? t('mail.message.from', { member, company: o.company }) : o.company;
  return layout({
    subject: t('mail.message.subject', { from: oneLine(from) }),
    greeting: t('mail.helloName', { name: o.seekerName }),
    intro: o.jobTitle
      ? t('mail.message.introJob', { from, job: o.jobTitle, product: o.productName })
      : t('mail.message.intro', { from, product: o.productName }),
    body: o.body,
    action: t('mail.message.action'),
    link: o.replyUrl,
    footer: t('mail.message.footer'),
    productName: o.productName,
  });
}

/** To the employer: a job seeker replied. */
export function replyToEmployerEmail(o: { seekerName: string; body: string; url: string; productName: string }): EmailContent {
  return layout({
    subject: t('mail.reply.subject', { seeker: oneLine(o.seekerName) }),
    greeting: t('mail.hello'),
    intro: t('mail.reply.intro', { seeker: o.seekerName, product: o.productName }),
    body: o.body,
    action: t('mail.reply.action'),
    link: o.url,
    footer: t('mail.reply.footer'),
    productName: o.productName,
  });
}
