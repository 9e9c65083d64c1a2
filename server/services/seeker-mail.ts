// The e-mails of a job seeker's sign-in: the code, or (for an address nobody applied with) why there is none.
import { emailLayout, escapeHtml, oneLine, type EmailContent } from './mail-templates';
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

/** The moves of an application a job seeker is told about by e-mail (docs/seekers.md "E-mails"). */
export type SeekerNews = 'interview' | 'offered' | 'hired' | 'rejected';

/**
 * An application moved in a way its job seeker should know. Never the rejection's reason, notes or who moved it:
 * only what the job seeker's own space shows. `interviewWhen`: the booked interview's time, when there is one.
 */
export function seekerStatusEmail(o: {
  news: SeekerNews; name: string; company: string; job: string; interviewWhen?: string | undefined;
  applicationsUrl: string; jobsUrl: string; unsubscribeUrl: string; productName: string;
}): EmailContent {
  const company = oneLine(o.company);
  const job = oneLine(o.job);
  const subject = oneLine(t(`mail.seekerStatus.${o.news}.subject`, { company })).slice(0, 200);
  const body = [t(`mail.seekerStatus.${o.news}.intro`, { company, job })];
  if (o.news === 'interview') {
    body.push(o.interviewWhen ? t('mail.seekerStatus.interview.when', { when: o.interviewWhen }) : t('mail.seekerStatus.interview.next', { company }));
  }
  if (o.news === 'rejected') body.push(t('mail.seekerStatus.rejected.encourage', { url: o.jobsUrl }));
  const follow = t('mail.seekerStatus.follow', { link: o.applicationsUrl });
  const optOut = t('mail.seekerStatus.optOut', { product: o.productName, link: o.unsubscribeUrl });
  const name = oneLine(o.name);
  const hello = name ? t('mail.helloName', { name }) : t('mail.hello');
  const signOff = t('mail.signOff', { product: o.productName });
  const text = [hello, '', ...body.flatMap((p) => [p, '']), follow, '', `— ${signOff}`, '', optOut, ''].join('\n');
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
${body.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:0 0 16px"><a href="${escapeHtml(o.applicationsUrl)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t('mail.seekerStatus.open'))}</a></p>
<p style="margin:0 0 16px">— ${escapeHtml(signOff)}</p>
<p style="margin:0;color:#52525b;font-size:14px">${escapeHtml(t('mail.seekerStatus.optOut', { product: o.productName, link: '' }).replace(/:\s*$/, ''))}: <a href="${escapeHtml(o.unsubscribeUrl)}">${escapeHtml(o.unsubscribeUrl)}</a></p>`);
  return { subject, text, html };
}

/** New jobs of a saved search (docs/seekers.md "Finding jobs"): at most a few listed, the rest counted. */
export function jobAlertEmail(o: {
  name: string; search: string; jobs: { title: string; company: string; district: string; url: string }[]; more: number;
  searchUrl: string; alertsUrl: string; unsubscribeUrl: string; productName: string;
}): EmailContent {
  const search = oneLine(o.search);
  const count = o.jobs.length + o.more;
  const subject = oneLine(t('mail.jobAlert.subject', { count, search })).slice(0, 200);
  const intro = t('mail.jobAlert.intro', { search });
  const lines = o.jobs.map((j) => ({ text: t('mail.jobAlert.job', { title: oneLine(j.title), company: oneLine(j.company), district: j.district }), url: j.url }));
  const more = o.more > 0 ? t('mail.jobAlert.more', { count: o.more }) : undefined;
  const name = oneLine(o.name);
  const hello = name ? t('mail.helloName', { name }) : t('mail.hello');
  const signOff = t('mail.signOff', { product: o.productName });
  const manage = t('mail.jobAlert.manage', { link: o.alertsUrl });
  const optOut = t('mail.jobAlert.optOut', { product: o.productName, link: o.unsubscribeUrl });
  const text = [
    hello, '', intro, '', ...lines.flatMap((l) => [`- ${l.text}`, `  ${l.url}`]), ...(more ? ['', more] : []), '',
    `${t('mail.jobAlert.open')}: ${o.searchUrl}`, '', `— ${signOff}`, '', manage, optOut, '',
  ].join('\n');
  const html = emailLayout(subject, `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<ul style="margin:0 0 16px;padding-left:20px">${lines.map((l) => `<li style="margin:0 0 8px"><a href="${escapeHtml(l.url)}">${escapeHtml(l.text)}</a></li>`).join('')}</ul>
${more ? `<p style="margin:0 0 16px">${escapeHtml(more)}</p>` : ''}
<p style="margin:0 0 16px"><a href="${escapeHtml(o.searchUrl)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t('mail.jobAlert.open'))}</a></p>
<p style="margin:0 0 16px">— ${escapeHtml(signOff)}</p>
<p style="margin:0 0 8px;color:#52525b;font-size:14px">${escapeHtml(t('mail.jobAlert.manage', { link: '' }).replace(/:\s*$/, ''))}: <a href="${escapeHtml(o.alertsUrl)}">${escapeHtml(o.alertsUrl)}</a></p>
<p style="margin:0;color:#52525b;font-size:14px">${escapeHtml(t('mail.jobAlert.optOut', { product: o.productName, link: '' }).replace(/:\s*$/, ''))}: <a href="${escapeHtml(o.unsubscribeUrl)}">${escapeHtml(o.unsubscribeUrl)}</a></p>`);
  return { subject, text, html };
}
