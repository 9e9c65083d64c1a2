/** E-mails the server sends, each as a subject, a plain-text body and a simple inline-styled HTML body. */

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

/** The document every e-mail's HTML body sits in: `body` is already-escaped markup. */
export function emailLayout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
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
    subject: (product: string) => `Verify your e-mail address for ${product}`,
    intro: (product: string) => `Use this code to verify your e-mail address and finish creating your ${product} account:`,
    ignore: 'If you did not ask for this code, you can ignore this e-mail: no account is created without it.',
  },
  password_reset: {
    subject: (product: string) => `Reset your ${product} password`,
    intro: (product: string) => `Use this code to reset the password of your ${product} account:`,
    ignore:
      'If you did not ask to reset your password, you can ignore this e-mail: your password stays unchanged. ' +
      'Never share this code with anyone.',
  },
} as const;

export function otpEmail(o: {
  code: string;
  purpose: 'email_verification' | 'password_reset';
  productName: string;
  validMinutes: number;
}): EmailContent {
  const wording = OTP_WORDING[o.purpose];
  const subject = wording.subject(o.productName);
  const intro = wording.intro(o.productName);
  const validity = `The code is valid for ${o.validMinutes} minutes and can be used once.`;
  const signOff = `The ${o.productName} team`;

  const text = [`Hello,`, '', intro, '', `    ${o.code}`, '', validity, '', wording.ignore, '', `— ${signOff}`, ''].join('\n');

  const html = emailLayout(
    subject,
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px;padding:16px;background:#f4f4f5;border-radius:6px;text-align:center;font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:8px">${escapeHtml(o.code)}</p>
<p style="margin:0 0 16px">${escapeHtml(validity)}</p>
<p style="margin:0 0 16px;color:#52525b">${escapeHtml(wording.ignore)}</p>
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
  );

  return { subject, text, html };
}

const ROLE_WORDS = { admin: 'an Admin', recruiter: 'a Recruiter', hiring_manager: 'a Hiring manager' } as const;

/** The invitation to join a company's hiring team (docs/teams.md "Invitations"). */
export function invitationEmail(o: {
  inviter: string;
  company: string;
  role: keyof typeof ROLE_WORDS;
  link: string;
  validDays: number;
  productName: string;
}): EmailContent {
  const inviter = oneLine(o.inviter) || `Someone at ${oneLine(o.company)}`;
  const subject = `${inviter} invited you to join ${oneLine(o.company)} on ${o.productName}`.slice(0, 200);
  const intro = `${inviter} invited you to join the hiring team of ${oneLine(o.company)} on ${o.productName} as ${ROLE_WORDS[o.role]}.`;
  const validity = `The link works once, for ${o.validDays} days.`;
  const ignore = 'If you did not expect this invitation, you can ignore this e-mail: nothing happens without the link.';
  const signOff = `The ${o.productName} team`;
  const text = ['Hello,', '', intro, '', `Join the team: ${o.link}`, '', validity, '', ignore, '', `— ${signOff}`, ''].join('\n');
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(o.link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">Join ${escapeHtml(oneLine(o.company))}</a></p>
<p style="margin:0 0 16px;font-size:14px;word-break:break-all">${escapeHtml(o.link)}</p>
<p style="margin:0 0 16px">${escapeHtml(validity)}</p>
<p style="margin:0 0 16px;color:#52525b">${escapeHtml(ignore)}</p>
<p style="margin:0">— ${escapeHtml(signOff)}</p>`);
  return { subject, text, html };
}

/** To a member mentioned in a comment on an application (docs/teams.md "Comments and mentions"). */
export function mentionEmail(o: {
  author: string; applicant: string; jobTitle: string; body: string; link: string; settingsLink: string; productName: string;
}): EmailContent {
  const subject = `${oneLine(o.author)} mentioned you about ${oneLine(o.applicant)}`.slice(0, 200);
  const intro = `${oneLine(o.author)} mentioned you in a comment on ${oneLine(o.applicant)}'s application for ${oneLine(o.jobTitle)}:`;
  const action = `Open the application: ${o.link}`;
  const optOut = `You get this e-mail because "Mentions" is on in your notification settings: ${o.settingsLink}`;
  const text = ['Hello,', '', intro, '', o.body, '', action, '', optOut, '', `— The ${o.productName} team`, ''].join('\n');
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d4d4d8;white-space:pre-wrap">${escapeHtml(o.body)}</blockquote>
<p style="margin:0 0 16px"><a href="${escapeHtml(o.link)}">Open the application</a></p>
<p style="margin:0 0 16px;color:#52525b;font-size:14px">${escapeHtml(optOut)}</p>
<p style="margin:0">— The ${escapeHtml(o.productName)} team</p>`);
  return { subject, text, html };
}
