// Registration with an e-mailed code, login with lockout, logout and password change.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_INDUSTRY, LOGIN_ATTEMPTS_LEFT_HEADER, OTP_VALIDITY_MS } from '../../src/domain/constants';
import type { components } from '../../src/api/schema.gen';
import { ApiError, fieldError, fieldErrors, mergeErrors } from '../lib/api-error';
import { passwordRuleErrors } from '../lib/password-rules';
import { withRules } from '../plugins/business-rules';
import { DUMMY_HASH_READY, hashPassword, verifyPassword } from '../lib/passwords';
import { otpEmail } from '../services/mail-templates';
import { beginLoginAttempt, loginFailed, loginSucceeded } from '../services/login-throttle';
import { checkOtp, issueOtp, OTP_SENT, type OtpPurpose } from '../services/otp';
import { normalizeEmail } from '../lib/email';
import { isUniqueViolation } from '../repositories/unique-violation';
import { createSession, sessionUser } from '../services/sessions';
import { t } from '../lib/i18n';

type Schemas = components['schemas'];

const bodyOf = (body: unknown): Record<string, unknown> =>
  (body !== null && typeof body === 'object' && !Array.isArray(body) ? body as Record<string, unknown> : {});

export const requestMeta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? '' });

export async function emailTaken(app: FastifyInstance, email: string): Promise<boolean> {
  return (await app.repos.users.idOfEmail(email)) !== undefined;
}

/** Issues a code and mails it; a code that could not be mailed is discarded so a retry is not held back. */
export async function sendOtpMail(app: FastifyInstance, email: string, purpose: OtpPurpose): Promise<void> {
  const { clock, mailer, config } = app.deps;
  const otp = await issueOtp(app.repos.otpCodes, email, purpose, clock.now());
  try {
    await mailer.send({
      to: email,
      ...otpEmail({ code: otp.code, purpose, productName: config.productName, validMinutes: OTP_VALIDITY_MS / 60_000 }),
    });
  } catch (err) {
    app.log.error({ err }, 'could not send an OTP e-mail');
    await app.repos.otpCodes.discard(otp.id);
    throw new ApiError(503, { detail: t('api.auth.mailFailed') });
  }
}


export default async function authRoutes(app: FastifyInstance) {
  const { clock } = app.deps;
  const { repos } = app;

  app.post<{ Body: Schemas['SendOtpRequest'] }>('/api/auth/send-otp/', app.publicWriteLimit('send-otp', 'email'), async (req) => {
    const email = normalizeEmail(req.body.email);
    if (await emailTaken(app, email)) throw fieldError('email', t('rules.emailExists'));
    await sendOtpMail(app, email, 'email_verification');
    return { detail: t('api.auth.otpSent'), ...OTP_SENT };
  });

  app.post<{ Body: Schemas['VerifyOtpRequest'] }>('/api/auth/verify-otp/', app.publicWriteLimit('verify-otp', 'email'), async (req) => {
    const result = await checkOtp(repos.otpCodes, normalizeEmail(req.body.email), 'email_verification', req.body.otp_code, clock.now());
    if (!result.ok) throw fieldError('otp_code', result.message);
    return { detail: t('api.auth.otpVerified'), verified: true };
  });

  // The OTP code is checked only on a valid body: a check spends one of its tries.
  const registerRules = async (body: unknown) => {
    const email = bodyOf(body).email;
    return mergeErrors(
      passwordRuleErrors(body, { password: 'password', confirm: 'password_confirm' }),
      typeof email === 'string' && (await emailTaken(app, normalizeEmail(email))) ? { email: [t('rules.emailExists')] } : undefined,
    );
  };

  app.post<{ Body: Schemas['RegisterRequest'] }>('/api/auth/register/', withRules(app.publicWriteLimit('register', 'email'), (_req, body) => registerRules(body)), async (req, reply) => {
    const body = req.body;
    const email = normalizeEmail(body.email);
    const now = clock.now();
    const otp = await checkOtp(repos.otpCodes, email, 'email_verification', body.otp_code, now);
    const errors = mergeErrors(await registerRules(body), otp.ok ? undefined : { otp_code: [otp.message] });
    if (errors || !otp.ok) throw fieldErrors(errors ?? {});

    const passwordHash = await hashPassword(body.password);
    const extra = body.companyData ?? {};
    let created: { token: string; userId: string };
    try {
      created = await repos.transaction(async (tx) => {
        if (!(await tx.otpCodes.consume(otp.id, now))) throw fieldError('otp_code', 'Please enter the 6-digit OTP code');
        const userId = await tx.users.create({ email, passwordHash, now });
        await tx.companies.create(userId, {
          fullName: body.full_name.trim(),
          industryType: extra.industry_type ?? DEFAULT_INDUSTRY,
          description: extra.description ?? '',
          website: extra.website ?? '',
          contactName: extra.contact_name ?? '',
          contactNumber: extra.contact_number ?? '',
        }, now);
        return { token: await createSession(tx.sessions, userId, requestMeta(req), now), userId };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('email', t('rules.emailExists'));
      throw err;
    }
    return reply.code(201).send({ token: created.token, user: await sessionUser(repos.users, created.userId) });
  });

  app.post<{ Body: Schemas['LoginRequest'] }>('/api/auth/login/', async (req) => {
    const email = normalizeEmail(req.body.email);
    const now = clock.now();
    // Counted before the check: at most the limit of simultaneous attempts get this far.
    const { attemptsLeft } = await beginLoginAttempt(repos.loginFailures, email, req.ip, now);
    const user = await repos.users.credentialsOfEmail(email);
    // An unknown e-mail costs the same argon2 verification as a known one.
    const ok = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH_READY), req.body.password);
    if (!user || !ok) {
      await loginFailed(repos.loginFailures, now);
      // How many more tries before the lockout, so the form can warn (the same for an unknown e-mail).
      throw new ApiError(400, { non_field_errors: [t('api.auth.invalidCredentials')] }, { [LOGIN_ATTEMPTS_LEFT_HEADER]: String(attemptsLeft) });
    }
    await loginSucceeded(repos.loginFailures, email);
    const token = await createSession(repos.sessions, user.id, requestMeta(req), now);
    return { token, user: await sessionUser(repos.users, user.id) };
  });

  app.post('/api/auth/logout/', async (req) => {
    await repos.sessions.end(req.auth.sessionId);
    await app.messageHub.sessionsEnded([req.auth.sessionId]);
    return { detail: t('api.auth.loggedOut') };
  });

  const changePasswordRules = async (req: FastifyRequest, body: unknown) => {
    const current = bodyOf(body).current_password;
    const user = await repos.users.find(req.auth.userId);
    const currentOk = typeof current !== 'string' || (user !== undefined && (await verifyPassword(user.passwordHash, current)));
    return mergeErrors(
      currentOk ? undefined : { current_password: [t('api.auth.currentPasswordWrong')] },
      passwordRuleErrors(body, { password: 'new_password', confirm: 'new_password_confirm' }),
    );
  };

  app.post<{ Body: Schemas['ChangePasswordRequest'] }>('/api/auth/change-password/', { config: { rules: changePasswordRules } }, async (req) => {
    const { new_password } = req.body;
    const errors = await changePasswordRules(req, req.body);
    if (errors) throw fieldErrors(errors);
    const passwordHash = await hashPassword(new_password);
    const ended = await repos.transaction(async (tx) => {
      await tx.users.setPassword(req.auth.userId, passwordHash, clock.now());
      return tx.sessions.endOthers(req.auth.userId, req.auth.sessionId);
    });
    await app.messageHub.sessionsEnded(ended);
    return { detail: t('api.auth.passwordChanged') };
  });
}
