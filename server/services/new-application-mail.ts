// The e-mail to the team when someone applies to one of its jobs, to each member who can see the job while they
// want it (/settings/notifications, "new applications").
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Repositories } from '../repositories/repositories';
import type { Mailer } from './mail';
import { emailLayout, escapeHtml, oneLine, type EmailContent } from './mail-templates';
import { wantsEmail } from './notification-prefs';
import { portalUrl } from './portal-links';
import { t, type Locale } from '../lib/i18n';
import { accountLocale } from './recipient-locale';
import { inLocale } from '../lib/i18n';

export function newApplicationEmail(o: { jobTitle: string; applicant: string; link: string; settingsLink: string; productName: string }): EmailContent {
  const job = oneLine(o.jobTitle);
  const subject = t('mail.newApplication.subject', { job }).slice(0, 200);
  const intro = t('mail.newApplication.intro', { applicant: oneLine(o.applicant), job });
  const action = t('mail.newApplication.action', { link: o.link });
  const optOut = t('mail.newApplication.optOut', { link: o.settingsLink });
  const hello = t('mail.hello');
  const signOff = t('mail.signOff', { product: o.productName });
  const text = [hello, '', intro, '', action, '', optOut, '', `— ${signOff}`, ''].join('\n');
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(o.link)}">${escapeHtml(t('mail.newApplication.button'))}</a></p>
<p style="margin:0 0 16px;color:#52525b;font-size:14px">${escapeHtml(optOut)}</p>
<p style="margin:0">— ${escapeHtml(signOff)}</p>`);
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
    // Each member's in their own language (docs/i18n.md).
    const content = (locale: Locale) => inLocale(locale, () => newApplicationEmail({
      jobTitle: o.jobTitle, applicant: o.applicant, productName: deps.config.productName,
      link: `${base}/employer/job/${o.jobId}/candidates`, settingsLink: `${base}/settings/notifications`,
    }));
    // One mail each (members never see each other's addresses), side by side: the applicant waits for them.
    await Promise.all(members.map(async (member) => {
      try {
        if (!(await wantsEmail(repos.notificationSettings, member.userId, 'newApplications'))) return;
        await deps.mailer.send({ to: member.email, ...content(await accountLocale(repos.users, member.userId)) });
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
