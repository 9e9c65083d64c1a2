// E-mails about messages: to the job seeker with the private reply link, and to the employer about a reply.
import type { EmailContent } from './mail-templates';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function layout(o: { subject: string; greeting: string; intro: string; body: string; action: string; link: string; footer: string; productName: string }): EmailContent {
  const text = [
    o.greeting, '', o.intro, '', ...o.body.split('\n').map((l) => `> ${l}`), '', `${o.action}: ${o.link}`, '', o.footer, '',
    `— The ${o.productName} team`, '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(o.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;color:#18181b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div role="article" aria-label="${escape(o.subject)}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">${escape(o.subject)}</h1>
<p style="margin:0 0 16px">${escape(o.greeting)}</p>
<p style="margin:0 0 16px">${escape(o.intro)}</p>
<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f4f4f5;border-radius:6px;white-space:pre-wrap">${escape(o.body)}</blockquote>
<p style="margin:0 0 16px"><a href="${escape(o.link)}" style="color:#1d4ed8">${escape(o.action)}</a></p>
<p style="margin:0 0 16px;color:#52525b">${escape(o.footer)}</p>
<p style="margin:0">— The ${escape(o.productName)} team</p>
</div></body></html>
`;
  return { subject: o.subject, text, html };
}

/** To the job seeker: the employer's message and a private link to read the conversation and reply. */
export function messageToSeekerEmail(o: { company: string; seekerName: string; jobTitle: string | null; body: string; replyUrl: string; productName: string }): EmailContent {
  return layout({
    subject: `New message from ${oneLine(o.company)}`,
    greeting: `Hello ${o.seekerName},`,
    intro: o.jobTitle
      ? `${o.company} sent you a message about your application for ${o.jobTitle} on ${o.productName}:`
      : `${o.company} sent you a message on ${o.productName}:`,
    body: o.body,
    action: 'Read and reply',
    link: o.replyUrl,
    footer: 'This link is private to you: anyone who has it can read this conversation and reply as you.',
    productName: o.productName,
  });
}

/** To the employer: a job seeker replied. */
export function replyToEmployerEmail(o: { seekerName: string; body: string; url: string; productName: string }): EmailContent {
  return layout({
    subject: `${oneLine(o.seekerName)} replied to your message`,
    greeting: 'Hello,',
    intro: `${o.seekerName} replied on ${o.productName}:`,
    body: o.body,
    action: 'Open the conversation',
    link: o.url,
    footer: 'You can turn these e-mails off in your notification settings.',
    productName: o.productName,
  });
}
