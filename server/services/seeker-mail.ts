// The e-mails of a job seeker's sign-in: the code, or (for an address nobody applied with) why there is none.
import { emailLayout, escapeHtml, type EmailContent } from './mail-templates';
import { t } from '../lib/i18n';

function letter(subject: string, productName: string, body: string[], code?: string): EmailContent {
  const hello = t('mail.hello');
  const signOff = t('mail.signOff', { product: productName });
  const text = [hello, '', ...body.flatMap((p, i) => (i === 0 && code ? [p, '', `    ${code}`, ''] : [p, ''])), `— ${signOff}`, ''].join('\n');
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
${body.map((p, i) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>${i === 0 && code
    ? `\n<p style="margin:0 0 16px;padding:16px;background:#f4f4f5;border-radius:6px;text-align:center;font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:8px">${escapeHtml(code)}</p>`
    : ''}`).join('\n')}
<p style="margin:0">— ${escapeHtml(signOff)}</p>`);
  return { subject, text, html };
}

export function seekerCodeEmail(o: { code: string; productName: string; validMinutes: number }): EmailContent {
  return letter(t('mail.seekerSignIn.subject', { product: o.productName }), o.productName, [
    t('mail.seekerSignIn.intro', { product: o.productName }),
    t('mail.codeValidity', { minutes: String(o.validMinutes) }),
    t('mail.seekerSignIn.ignore'),
  ], o.code);
}

/** For an e-mail nobody applied with: the sign-in page says the same either way, the letter tells the owner. */
export function seekerNothingYetEmail(o: { productName: string; jobsUrl: string }): EmailContent {
  return letter(t('mail.seekerSignIn.subject', { product: o.productName }), o.productName, [
    t('mail.seekerSignIn.noApplications', { product: o.productName }),
    t('mail.seekerSignIn.findJobs', { url: o.jobsUrl }),
    t('mail.seekerSignIn.ignore'),
  ]);
}
