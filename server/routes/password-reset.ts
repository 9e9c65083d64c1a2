// Password reset by e-mailed code. No answer tells whether the e-mail has an account: unknown e-mails get a
// code row too (never mailed), so the resend wait and the checks behave the same.
import type { FastifyInstance } from 'fastify';
import { OTP_VALIDITY_MS } from '../../src/domain/constants';
import type { components } from '../../src/api/schema.gen';
import { fieldError, fieldErrors, mergeErrors } from '../lib/api-error';
import { passwordRuleErrors } from '../lib/password-rules';
import { withRules } from '../plugins/business-rules';
import { hashPassword } from '../lib/passwords';
import { otpEmail } from '../services/mail-templates';
import { checkOtp, issueOtp, OTP_MESSAGES } from '../services/otp';
import { normalizeEmail } from '../lib/email';
import { OTP_SENT } from '../services/otp';
import { t } from '../lib/i18n';
import { inLocale } from '../lib/i18n';

type Schemas = components['schemas'];

export default async function passwordResetRoutes(app: FastifyInstance) {
  const { clock, mailer, config } = app.deps;
  const { repos } = app;

  app.post<{ Body: Schemas['PasswordResetRequest'] }>('/api/auth/password-reset-request/', app.publicWriteLimit('password-reset-request', 'email'), async (req) => {
    const email = normalizeEmail(req.body.email);
    const otp = await issueOtp(repos.otpCodes, email, 'password_reset', clock.now());
    const account = await repos.users.localeOfEmail(email);
    if (account) {
      // Not awaited: how long a mail server takes must not tell whether the account exists.
      mailer.send({
        to: email,
        // In the language the account chose, else the one this request asks in (docs/i18n.md).
        ...inLocale(account.locale ?? req.locale, () => otpEmail({
          code: otp.code, purpose: 'password_reset', productName: config.productName, validMinutes: OTP_VALIDITY_MS / 60_000,
        })),
      }).catch((err: unknown) => app.log.error({ err }, 'could not send a password-reset e-mail'));
    }
    return { detail: t('api.auth.resetSent'), ...OTP_SENT };
  });

  app.post<{ Body: Schemas['PasswordResetOtpVerifyRequest'] }>('/api/auth/password-reset-otp-verify/', app.publicWriteLimit('password-reset-otp-verify', 'email'), async (req) => {
    const result = await checkOtp(repos.otpCodes, normalizeEmail(req.body.email), 'password_reset', req.body.otp_code, clock.now());
    if (!result.ok) throw fieldError('otp_code', result.message);
    return { detail: t('api.auth.otpVerified'), verified: true };
  });

  // The OTP code is checked only on a valid body: a check spends one of its tries.
  const passwordRules = (body: unknown) => passwordRuleErrors(body, { password: 'new_password', confirm: 'new_password_confirm' });
  app.post<{ Body: Schemas['PasswordResetConfirmRequest'] }>('/api/auth/password-reset-confirm/', withRules(app.publicWriteLimit('password-reset-confirm', 'email'), (_req, body) => passwordRules(body)), async (req) => {
    const body = req.body;
    const email = normalizeEmail(body.email);
    const now = clock.now();
    const otp = await checkOtp(repos.otpCodes, email, 'password_reset', body.otp_code, now);
    const errors = mergeErrors(otp.ok ? undefined : { otp_code: [otp.message] }, passwordRules(body));
    if (errors || !otp.ok) throw fieldErrors(errors ?? {});
    const passwordHash = await hashPassword(body.new_password);
    const ended = await repos.transaction(async (tx) => {
      const userId = await tx.users.idOfEmail(email);
      if (!userId || !(await tx.otpCodes.consume(otp.id, now))) throw fieldError('otp_code', OTP_MESSAGES.wrong);
      await tx.users.setPassword(userId, passwordHash, now);
      await tx.loginFailures.clear(email);
      return tx.sessions.endAll(userId);
    });
    await app.messageHub.sessionsEnded(ended);
    return { detail: t('api.auth.passwordReset') };
  });
}
