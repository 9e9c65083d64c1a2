// The job seeker's own space (docs/seekers.md): sign-in with an e-mailed code, their applications as they may see
// them, and withdrawing one. A seeker's token opens only these operations (the contract's SeekerTokenAuth).
import type { FastifyInstance } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { OTP_VALIDITY_MS } from '../../src/domain/constants';
import { PRIVACY_VERSION } from '../../src/domain/privacy';
import { seekerStatusOf, seekerTimeline } from '../../src/domain/seeker-statuses';
import { allowedTransitions, requestStatusChange } from '../../src/machines/application-status.machine';
import { ApiError, fieldErrors, notFound } from '../lib/api-error';
import { normalizeEmail } from '../lib/email';
import type { SeekerApplicationRow } from '../repositories/seeker-space';
import { checkOtp, issueOtp, OTP_MESSAGES, OTP_SENT, type OtpPurpose } from '../services/otp';
import { portalUrl } from '../services/portal-links';
import { seekerCodeEmail, seekerNothingYetEmail } from '../services/seeker-mail';
import { seekerDataExport } from '../services/seeker-privacy';
import { createSeekerSession } from '../services/seeker-sessions';
import { alertOfUnsubscribeToken, seekerOfUnsubscribeToken } from '../services/seeker-status-mail';
import { SAVED_SEARCHES_MAX, type SavedSearchFilters } from '../../src/domain/saved-search';
import type { SavedSearchRow } from '../repositories/saved-searches';
import { t } from '../lib/i18n';

type Schemas = components['schemas'];

/** otp.ts keeps any purpose text; its type names the account ones. A seeker's sign-in codes are their own kind. */
const SEEKER_PURPOSE = 'seeker_sign_in' as OtpPurpose;

const summary = (r: SeekerApplicationRow): Schemas['SeekerApplication'] => ({
  id: r.id,
  job: r.jobId,
  job_title: r.jobTitle,
  company_name: r.companyName,
  status: seekerStatusOf(r.status),
  can_withdraw: allowedTransitions(r.status, 'job_seeker').some((c) => c.to === 'withdrawn'),
  applied_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

const savedSearch = (r: SavedSearchRow): Schemas['SavedSearch'] => ({
  id: r.id, filters: r.filters as Schemas['SavedSearchFilters'], frequency: r.frequency,
  last_sent_at: r.lastSentAt.toISOString(), created_at: r.createdAt.toISOString(),
});

export default async function seekerRoutes(app: FastifyInstance) {
  const { clock, config, mailer } = app.deps;
  const { repos } = app;

  app.post<{ Body: Schemas['ApplyOtpRequest'] }>('/api/seeker/auth/send-otp/', app.publicWriteLimit('seeker-send-otp', 'email'), async (req) => {
    const email = normalizeEmail(req.body.email);
    const seeker = await repos.jobSeekers.findByEmail(email);
    // The same wait and the same answer whether or not anyone applied with the e-mail: it reveals nothing.
    const otp = await issueOtp(repos.otpCodes, email, SEEKER_PURPOSE, clock.now());
    const letter = seeker
      ? seekerCodeEmail({ code: otp.code, productName: config.productName, validMinutes: OTP_VALIDITY_MS / 60_000 })
      : seekerNothingYetEmail({ productName: config.productName, jobsUrl: `${portalUrl(config)}/jobs` });
    try {
      await mailer.send({ to: email, ...letter });
    } catch (err) {
      req.log.error({ err }, 'could not send a job seeker sign-in e-mail');
      await repos.otpCodes.discard(otp.id);
      throw new ApiError(503, { detail: t('api.auth.mailFailed') });
    }
    return { detail: t('api.apply.otpSent'), ...OTP_SENT };
  });

  app.post<{ Body: Schemas['SeekerVerifyRequest'] }>('/api/seeker/auth/verify-otp/', app.publicWriteLimit('seeker-verify-otp'), async (req) => {
    const email = normalizeEmail(req.body.email);
    const now = clock.now();
    const otp = await checkOtp(repos.otpCodes, email, SEEKER_PURPOSE, req.body.otp_code, now);
    if (!otp.ok) throw fieldErrors({ otp_code: [otp.message] });
    // A code went to an e-mail nobody applied with, so it could never be right; this is only a guard.
    const seeker = await repos.jobSeekers.findByEmail(email);
    if (!seeker) throw fieldErrors({ otp_code: [OTP_MESSAGES.missing] });
    const token = await repos.transaction(async (tx) => {
      if (!(await tx.otpCodes.consume(otp.id, now))) throw fieldErrors({ otp_code: [OTP_MESSAGES.missing] });
      await tx.seekerPrivacy.recordConsent(seeker.id, { purpose: 'seeker_sign_in', privacyVersion: PRIVACY_VERSION, now });
      return createSeekerSession(tx.seekerSpace, seeker.id, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' }, now);
    });
    return { token, seeker: { id: seeker.id, full_name: seeker.fullName, email: seeker.email } };
  });

  app.post('/api/seeker/auth/logout/', async (req) => {
    await repos.seekerSpace.endSession(req.seeker.jobSeekerId, req.seeker.sessionId);
    return { detail: t('api.auth.loggedOut') };
  });

  app.get('/api/seeker/me/', async (req) => ({ id: req.seeker.jobSeekerId, full_name: req.seeker.fullName, email: req.seeker.email }));

  app.get('/api/seeker/applications/', async (req) => ({
    results: (await repos.seekerSpace.applications(req.seeker.jobSeekerId)).map(summary),
  }));

  const detail = async (space: typeof repos.seekerSpace, seekerId: string, row: SeekerApplicationRow): Promise<Schemas['SeekerApplicationDetail']> => ({
    ...summary(row),
    timeline: seekerTimeline(await space.statusSteps(seekerId, row.id)).map((s) => ({ status: s.status, at: s.at.toISOString() })),
  });

  app.get<{ Params: { id: string } }>('/api/seeker/applications/:id/', async (req) => {
    const row = await repos.seekerSpace.application(req.seeker.jobSeekerId, req.params.id);
    if (!row) throw notFound();
    return detail(repos.seekerSpace, req.seeker.jobSeekerId, row);
  });

  app.post<{ Params: { id: string } }>('/api/seeker/applications/:id/withdraw/', async (req) => {
    const seekerId = req.seeker.jobSeekerId;
    return repos.transaction(async (tx) => {
      const row = await tx.seekerSpace.application(seekerId, req.params.id, { lock: true });
      if (!row) throw notFound();
      // The status machine decides, as for the employer's changes (docs/decisions.md "Application").
      const change = requestStatusChange(row.status, 'withdrawn', { by: 'job_seeker' });
      if (!change.ok) throw fieldErrors({ non_field_errors: [change.message] });
      const now = clock.now();
      await tx.seekerSpace.recordStatus(seekerId, row, change.to, now);
      return detail(tx.seekerSpace, seekerId, { ...row, status: change.to, updatedAt: now });
    });
  });

  // E-mails about applications (docs/seekers.md "E-mails"): the seeker's own switch, and the signed link of each mail.
  app.get('/api/seeker/settings/', async (req) => ({ status_emails: await repos.seekerSpace.statusEmails(req.seeker.jobSeekerId) }));

  app.patch<{ Body: Schemas['SeekerSettings'] }>('/api/seeker/settings/', async (req) => {
    await repos.seekerSpace.setStatusEmails(req.seeker.jobSeekerId, req.body.status_emails);
    return { status_emails: await repos.seekerSpace.statusEmails(req.seeker.jobSeekerId) };
  });

  // Mail programs post the one-click unsubscribe as a form (RFC 8058); its only field says nothing the token does not.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.post<{ Querystring: { token: string } }>('/api/seeker/unsubscribe/', app.publicWriteLimit('seeker-unsubscribe'), async (req) => {
    // One job alert's link deletes that saved search; gone already is not an error (docs/seekers.md "Finding jobs").
    const searchId = await alertOfUnsubscribeToken(repos.serverKeys, req.query.token, clock.now());
    if (searchId) {
      await repos.savedSearches.removeById(searchId);
      return { detail: t('api.seekerMail.alertOff') };
    }
    const seekerId = await seekerOfUnsubscribeToken(repos.serverKeys, req.query.token, clock.now());
    if (!seekerId || !(await repos.seekerSpace.setStatusEmails(seekerId, false))) throw new ApiError(400, { detail: t('api.seekerMail.badLink') });
    return { detail: t('api.seekerMail.unsubscribed') };
  });

  // Saved searches and their alerts (docs/seekers.md "Finding jobs").
  app.get('/api/seeker/saved-searches/', async (req) => ({
    results: (await repos.savedSearches.list(req.seeker.jobSeekerId)).map(savedSearch),
  }));

  app.post<{ Body: Schemas['SavedSearchCreate'] }>('/api/seeker/saved-searches/', async (req, reply) => {
    const seekerId = req.seeker.jobSeekerId;
    const row = await repos.transaction(async (tx) => {
      if ((await tx.savedSearches.countForUpdate(seekerId)) >= SAVED_SEARCHES_MAX) throw fieldErrors({ non_field_errors: [t('api.savedSearch.tooMany', { max: SAVED_SEARCHES_MAX })] });
      const filters = Object.fromEntries(Object.entries(req.body.filters).map(([k, v]) => [k, String(v).trim()]).filter(([, v]) => v)) as SavedSearchFilters;
      return tx.savedSearches.create(seekerId, { filters: filters as Record<string, string>, frequency: req.body.frequency, now: clock.now() });
    });
    return reply.code(201).send(savedSearch(row));
  });

  app.patch<{ Params: { id: string }; Body: Schemas['SavedSearchUpdate'] }>('/api/seeker/saved-searches/:id/', async (req) => {
    const row = await repos.savedSearches.setFrequency(req.seeker.jobSeekerId, req.params.id, req.body.frequency);
    if (!row) throw notFound();
    return savedSearch(row);
  });

  app.delete<{ Params: { id: string } }>('/api/seeker/saved-searches/:id/', async (req, reply) => {
    if (!(await repos.savedSearches.remove(req.seeker.jobSeekerId, req.params.id))) throw notFound();
    return reply.code(204).send();
  });

  // Privacy rights (docs/seekers.md "Privacy"): everything kept about the job seeker, and erasing it.
  app.get('/api/seeker/privacy/export/', async (req, reply) => {
    const data = await seekerDataExport(repos.seekerPrivacy, req.seeker.jobSeekerId, clock.now());
    return reply.header('Cache-Control', 'no-store').send(data);
  });

  app.post<{ Body: Schemas['SeekerDeleteRequest'] }>('/api/seeker/privacy/delete/', async (req) => {
    if (req.body.confirm !== true) throw fieldErrors({ confirm: [t('api.privacy.confirmRequired')] });
    await repos.transaction((tx) => tx.seekerPrivacy.erase(req.seeker.jobSeekerId, clock.now()));
    // Candidate search reads the emptied row at once instead of within its refresh window.
    app.workspace.seekers.invalidate();
    return { detail: t('api.privacy.deleted') };
  });
}
