// The e-mail with the code that confirms a job seeker's address before applying.
import { emailLayout, escapeHtml, type EmailContent } from './mail-templates';
import { t } from '../lib/i18n';

export function applyOtpEmail(o: { code: string; jobTitle: string; company: string; productName: string; validMinutes: number }): EmailContent {
  const subject = t('mail.apply.subject', { job: o.jobTitle.replace(/\s+/g, ' ') });
  const intro = t('mail.apply.intro', { job: o.jobTitle, company: o.company, product: o.productName });
  const validity = t('mail.codeValidity', { minutes: String(o.validMinutes) });
  const ignore = t('mail.apply.ignore');
  const hello = t('mail.hello');
  const signOff = t('mail.signOff', { product: o.productName });
  const text = [hello, '', intro, '', `    ${o.code}`, '', validity, '', ignore, '', `— ${signOff}`, ''].join('\n');
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px;padding:16px;background:#f4f4f5;border-radius:6px;text-align:center;font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:8px">${escapeHtml(o.code)}</p>
<p style="margin:0 0 16px">${escapeHtml(validity)}</p>
<p style="margin:0 0 16px;color:#52525b">${escapeHtml(ignore)}</p>
<p style="margin:0">— ${escapeHtml(signOff)}</p>`);
  return { subject, text, html };
}
