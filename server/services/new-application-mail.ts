// The e-mail to an employer when someone applies to one of their jobs, sent only while they want it
// (/settings/notifications, "new applications").
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Repositories } from '../repositories/repositories';
import type { Mailer } from './mail';
import { emailLayout, escapeHtml, oneLine, type EmailContent } from './mail-templates';
import { wantsEmail } from './notification-prefs';

export function newApplicationEmail(o: { jobTitle: string; applicant: string; link: string; settingsLink: string; productName: string }): EmailContent {
  const subject = `New application for ${oneLine(o.jobTitle)}`.slice(0, 200);
  const intro = `${oneLine(o.applicant)} applied for ${oneLine(o.jobTitle)}.`;
  const action = `Review the application: ${o.link}`;
  const optOut = `You get this e-mail because "New applications" is on in your notification settings: ${o.settingsLink}`;
  const text = ['Hello,', '', intro, '', action, '', optOut, '', `— The ${o.productName} team`, ''].join('\n');
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(o.link)}">Review the application</a></p>
<p style="margin:0 0 16px;color:#52525b;font-size:14px">${escapeHtml(optOut)}</p>
<p style="margin:0">— The ${escapeHtml(o.productName)} team</p>`);
  return { subject, text, html };
}

/** Mails the company's account about a new application unless it switched that off. Never throws. */
export async function notifyNewApplication(
  deps: { config: Config; mailer: Mailer }, repos: Repositories, log: FastifyBaseLogger,
  o: { companyId: string; jobId: string; jobTitle: string; applicant: string },
): Promise<void> {
  try {
    const owner = await repos.memberships.account(o.companyId);
    if (!owner || !(await wantsEmail(repos.notificationSettings, owner.userId, 'newApplications'))) return;
    const base = deps.config.publicUrl ?? `http://${deps.config.host}:${deps.config.port}`;
    await deps.mailer.send({
      to: owner.email,
      ...newApplicationEmail({
        jobTitle: o.jobTitle, applicant: o.applicant, productName: deps.config.productName,
        link: `${base}/employer/job/${o.jobId}/candidates`, settingsLink: `${base}/settings/notifications`,
      }),
    });
  } catch (err) {
    // The application is stored either way; the employer sees it in the portal.
    log.error({ err }, 'could not mail the employer about a new application');
  }
}
