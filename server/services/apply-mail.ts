// The e-mail with the code that confirms a job seeker's address before applying.
import { emailLayout, escapeHtml, type EmailContent } from './mail-templates';

export function applyOtpEmail(o: { code: string; jobTitle: string; company: string; productName: string; validMinutes: number }): EmailContent {
  const subject = `Your code to apply for ${o.jobTitle.replace(/\s+/g, ' ')}`;
  const intro = `Use this code to confirm your e-mail address and send your application for ${o.jobTitle} at ${o.company} on ${o.productName}:`;
  const validity = `The code is valid for ${o.validMinutes} minutes and can be used once.`;
  const ignore = 'If you did not ask for this code, you can ignore this e-mail: nothing is sent without it.';
  const text = ['Hello,', '', intro, '', `    ${o.code}`, '', validity, '', ignore, '', `— The ${o.productName} team`, ''].join('\n');
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px;padding:16px;background:#f4f4f5;border-radius:6px;text-align:center;font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:8px">${escapeHtml(o.code)}</p>
<p style="margin:0 0 16px">${escapeHtml(validity)}</p>
<p style="margin:0 0 16px;color:#52525b">${escapeHtml(ignore)}</p>
<p style="margin:0">— The ${escapeHtml(o.productName)} team</p>`);
  return { subject, text, html };
}
