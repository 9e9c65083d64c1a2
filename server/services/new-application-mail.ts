// The e-mail to the team when someone applies to one of its jobs, to each member who can see the job while they
// want it (/settings/notifications, "new applications").
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Repositories } from '../repositories/repositories';
import type { Mailer } from './mail';
import { emailLayout, escapeHtml, oneLine, type EmailContent } from './mail-templates';
import { wantsEmail } from './notification-prefs';
import { portalUrl } from './portal-links';

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

/**
 * Mails every member who can see the job (docs/teams.md "Who is told": the hiring staff, and the hiring managers
 * assigned to it), each unless they switched new applications off. Never throws. Returns those members' ids (the
 * devices to notify: each device has its own switch), empty when they could not be read.
 */
export async function notifyNewApplication(
  deps: { config: Config; mailer: Mailer }, repos: Repositories, log: FastifyBaseLogger,
  o: { companyId: string; jobId: string; jobTitle: string; applicant: string },
): Promise<string[]> {
  try {
    const members = await repos.memberships.membersSeeingJob(o.companyId, o.jobId);
    const base = portalUrl(deps.config);
    const content = newApplicationEmail({
      jobTitle: o.jobTitle, applicant: o.applicant, productName: deps.config.productName,
      link: `${base}/employer/job/${o.jobId}/candidates`, settingsLink: `${base}/settings/notifications`,
    });
    // One mail each (members never see each other's addresses), side by side: the applicant waits for them.
    await Promise.all(members.map(async (member) => {
      try {
        if (!(await wantsEmail(repos.notificationSettings, member.userId, 'newApplications'))) return;
        await deps.mailer.send({ to: member.email, ...content });
      } catch (err) {
        log.error({ err }, 'could not mail a member about a new application');
      }
    }));
    return members.map((m) => m.userId);
  } catch (err) {
    // The application is stored either way; the team sees it in the portal.
    log.error({ err }, 'could not mail the team about a new application');
    return [];
  }
}
