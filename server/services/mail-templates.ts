/**
 * E-mails the server sends, each as a subject, a plain-text body and a simple inline-styled HTML body, written in
 * the language of the work in progress: the sender picks the recipient's (lib/i18n.ts `inLocale`, docs/i18n.md).
 */
import { t } from '../lib/i18n';
import { currentLocale } from '../lib/i18n';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** A header must stay on one line whatever the user typed. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The document every e-mail's HTML body sits in: `body` is already-escaped markup; `lang` is the mail's language. */
export function emailLayout(title: string, body: string, lang: string = currentLocale()): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:24px;background:#f4f4f5;color:#18181b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div role="article" aria-label="${escapeHtml(title)}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${body}
</div>
</body>
</html>
`;
}

const OTP_WORDING = {
  email_verification: {
    subject: (product: string) => t('mail.otp.verify.subject', { product }),
    intro: (product: string) => t('mail.otp.verify.intro', { product }),
    ignore: () => t('mail.otp.verify.ignore'),
  },
  password_reset: {
    subject: (product: string) => t('mail.otp.reset.subject', { product }),
    intro: (product: string) => t('mail.otp.reset.intro', { product }),
    ignore: () => t('mail.otp.reset.ignore'),
  },
} as const;

/** The code e-mail of sign-up and password reset, in the language of the work in progress (lib/i18n.ts `inLocale`). */
export function otpEmail(o: {
  code: string;
  purpose: 'email_verification' | 'password_reset';
  productName: string;
  validMinutes: number;
}): EmailContent {
  const wording = OTP_WORDING[o.purpose];
  const subject = wording.subject(o.productName);
  const intro = wording.intro(o.productName);
  const validity = t('mail.codeValidity', { minutes: String(o.validMinutes) });
  const signOff = t('mail.signOff', { product: o.productName });
  const hello = t('mail.hello');
  const ignore = wording.ignore();

  const text = [hello, '', intro, '', `    ${o.code}`, '', validity, '', ignore, '', `— ${signOff}`, ''].join('\n');

  const html = emailLayout(
    subject,
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px;padding:16px;background:#f4f4f5;border-radius:6px;text-align:center;font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:8px">${escapeHtml(o.code)}</p>
<p style="margin:0 0 16px">${escapeHtml(validity)}</p>
<p style="margin:0 0 16px;color:#52525b">${escapeHtml(ignore)}</p>
<p style="margin:0">— ${escapeHtml(signOff)}</p>`,
  );

  return { subject, text, html };
}

export function contactEmail(o: {
  name: string;
  email: string;
  subject: string;
  message: string;
  productName: string;
}): EmailContent {
  const subject = `[${o.productName} contact] ${oneLine(o.subject)}`;
  const heading = `New message from the ${o.productName} contact form`;
  const text = [
    heading,
    '',
    `Name: ${oneLine(o.name)}`,
    `E-mail: ${oneLine(o.email)}`,
    `Subject: ${oneLine(o.subject)}`,
    '',
    o.message,
    '',
    'Reply to this e-mail to answer the sender.',
    '',
  ].join('\n');

  const row = (label: string, value: string) =>
    `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${escapeHtml(oneLine(value))}</td></tr>`;
  const html = emailLayout(
    heading,
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>
<table style="border-collapse:collapse;margin:0 0 16px">
${row('Name', o.name)}
${row('E-mail', o.email)}
${row('Subject', o.subject)}
</table>
<div style="margin:0 0 16px;padding:16px;background:#f4f4f5;border-radius:6px;white-space:pre-wrap">${escapeHtml(o.message)}</div>
<p style="margin:0;color:#52525b">Reply to this e-mail to answer the sender.</p>`,
    'en', // to the portal's own staff, in English
  );

  return { subject, text, html };
}

/** The invitation to join a company's hiring team (docs/teams.md "Invitations"), in the inviter's language. */
export function invitationEmail(o: {
  inviter: string;
  company: string;
  role: 'admin' | 'recruiter' | 'hiring_manager';
  link: string;
  validDays: number;
  productName: string;
}): EmailContent {
  const company = oneLine(o.company);
  const inviter = oneLine(o.inviter) || t('mail.invitation.someone', { company });
  const subject = t('mail.invitation.subject', { inviter, company, product: o.productName }).slice(0, 200);
  const intro = t('mail.invitation.intro', { inviter, company, product: o.productName, role: o.role });
  const validity = t('mail.invitation.validity', { days: String(o.validDays) });
  const ignore = t('mail.invitation.ignore');
  const signOff = t('mail.signOff', { product: o.productName });
  const hello = t('mail.hello');
  const text = [hello, '', intro, '', t('mail.invitation.join', { link: o.link }), '', validity, '', ignore, '', `— ${signOff}`, ''].join('\n');
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(o.link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t('mail.invitation.button', { company }))}</a></p>
<p style="margin:0 0 16px;font-size:14px;word-break:break-all">${escapeHtml(o.link)}</p>
<p style="margin:0 0 16px">${escapeHtml(validity)}</p>
<p style="margin:0 0 16px;color:#52525b">${escapeHtml(ignore)}</p>
<p style="margin:0">— ${escapeHtml(signOff)}</p>`);
  return { subject, text, html };
}

/** To a member mentioned in a comment on an application (docs/teams.md "Comments and mentions"), in their language. */
export function mentionEmail(o: {
  author: string; applicant: string; jobTitle: string; body: string; link: string; settingsLink: string; productName: string;
}): EmailContent {
  const author = oneLine(o.author);
  const applicant = oneLine(o.applicant);
  const subject = t('mail.mention.subject', { author, applicant }).slice(0, 200);
  const intro = t('mail.mention.intro', { author, applicant, job: oneLine(o.jobTitle) });
  const action = t('mail.mention.action', { link: o.link });
  const optOut = t('mail.mention.optOut', { link: o.settingsLink });
  const hello = t('mail.hello');
  const signOff = t('mail.signOff', { product: o.productName });
  const text = [hello, '', intro, '', o.body, '', action, '', optOut, '', `— ${signOff}`, ''].join('\n');
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d4d4d8;white-space:pre-wrap">${escapeHtml(o.body)}</blockquote>
<p style="margin:0 0 16px"><a href="${escapeHtml(o.link)}">${escapeHtml(t('mail.mention.button'))}</a></p>
<p style="margin:0 0 16px;color:#52525b;font-size:14px">${escapeHtml(optOut)}</p>
<p style="margin:0">— ${escapeHtml(signOff)}</p>`);
  return { subject, text, html };
}
