// The e-mail with the code that confirms a job seeker's address before applying.
import type { EmailContent } from './mail-templates';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function applyOtpEmail(o: { code: string; jobTitle: string; company: string; productName: string; validMinutes: number }): EmailContent {
  const subject = `Your code to apply for ${o.jobTitle.replace(/\s+/g, ' ')}`;
  const intro = `Use this code to confirm your e-mail address and send your application for ${o.jobTitle} at ${o.company} on ${o.productName}:`;
  const validity = `The code is valid for ${o.validMinutes} minutes and can be used once.`;
  const ignore = 'If you did not ask for this code, you can ignore this e-mail: nothing is sent without it.';
  const text = ['Hello,', '', intro, '', `    ${o.code}`, '', validity, '', ignore, '', `— The ${o.productName} team`, ''].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;color:#18181b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div role="article" aria-label="${escape(subject)}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">${escape(subject)}</h1>
<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 16px">${escape(intro)}</p>
<p style="margin:0 0 16px;padding:16px;background:#f4f4f5;border-radius:6px;text-align:center;font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:8px">${escape(o.code)}</p>
<p style="margin:0 0 16px">${escape(validity)}</p>
<p style="margin:0 0 16px;color:#52525b">${escape(ignore)}</p>
<p style="margin:0">— The ${escape(o.productName)} team</p>
</div></body></html>
`;
  return { subject, text, html };
}
