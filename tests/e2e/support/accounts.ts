/** Employer accounts made through the real API (send-otp → OTP from the SMTP peer → register). */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { latestMailSeq, waitForOtp } from './mail';
import { stackBaseUrl } from './stack-env';

export interface Employer {
  email: string;
  password: string;
  companyName: string;
  token: string;
  user: Record<string, unknown>;
}

/** A unique address per call, so tests never share lockouts, OTPs or sessions. */
export function uniqueEmail(label = 'employer'): string {
  return `e2e-${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

/** Meets the signup rules (8+, upper, lower, digit) and is nowhere near a common-password list. */
export const STRONG_PASSWORD = 'Pokhara-Lakeside-2081';

export const apiUrl = (path: string): string => new URL(path, stackBaseUrl()).toString();

export async function sendRegistrationOtp(request: APIRequestContext, email: string): Promise<string> {
  const after = latestMailSeq();
  const sent = await request.post(apiUrl('/api/auth/send-otp/'), {
    data: { email, purpose: 'email_verification', user_type: 'employer', otp_type: 'registration' },
  });
  expect(sent.ok(), `send-otp answered ${sent.status()}: ${await sent.text()}`).toBe(true);
  return waitForOtp(email, { after });
}

export async function createEmployer(
  request: APIRequestContext,
  overrides: Partial<Pick<Employer, 'email' | 'password' | 'companyName'>> = {},
): Promise<Employer> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? STRONG_PASSWORD;
  const companyName = overrides.companyName ?? 'Himalayan Tea Traders';
  const otp = await sendRegistrationOtp(request, email);
  const registered = await request.post(apiUrl('/api/auth/register/'), {
    data: {
      email,
      user_type: 'employer',
      password,
      password_confirm: password,
      full_name: companyName,
      otp_code: otp,
    },
  });
  expect(registered.ok(), `register answered ${registered.status()}: ${await registered.text()}`).toBe(true);
  const body = (await registered.json()) as { token: string; user: Record<string, unknown> };
  expect(body.token, 'register returns a token').toBeTruthy();
  return { email, password, companyName, token: body.token, user: body.user };
}

/** A fresh token for an existing employer, as the portal's login call would get. */
export async function logInThroughApi(request: APIRequestContext, employer: Pick<Employer, 'email' | 'password'>): Promise<string> {
  const response = await request.post(apiUrl('/api/auth/login/'), {
    data: { email: employer.email, password: employer.password, user_type: 'employer' },
  });
  expect(response.ok(), `login answered ${response.status()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

export const authHeader = (token: string): Record<string, string> => ({ Authorization: `Token ${token}` });
