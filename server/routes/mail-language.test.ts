// E-mails in the recipient's language (docs/i18n.md), through a real SMTP peer: the code of a password reset in the
// language the account chose, a sign-up code in the request's, an invitation in the inviter's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../test/app';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../test/smtp-peer';
import type { Mailer } from '../services/mail';

let peer: SmtpPeer;
let smtp: Mailer;
let t: TestApp;

beforeAll(async () => {
  peer = await startSmtpPeer();
  smtp = peer.mailer();
  t = await createTestApp({ mailer: smtp, env: { PUBLIC_URL: 'https://jagir.example' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await peer.close();
});

/** An RFC 2047 header (`=?UTF-8?B?...?=` or `?Q?` words) as text. */
const decodeHeader = (value: string) => value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
  (enc.toLowerCase() === 'b'
    ? Buffer.from(data, 'base64').toString('utf8')
    : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8')));

async function mailTo(email: string): Promise<ReceivedMail> {
  for (let i = 0; i < 100; i++) {
    const mail = peer.received.filter((m) => m.to.includes(email)).at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email}`);
}

async function register(email: string): Promise<string> {
  await t.inject({ method: 'POST', url: '/api/auth/send-otp/', payload: { email } });
  const code = /\b(\d{6})\b/.exec((await mailTo(email)).body)![1]!;
  const reg = await t.inject({
    method: 'POST', url: '/api/auth/register/',
    payload: { email, password: STRONG_PASSWORD, password_confirm: STRONG_PASSWORD, full_name: 'Himal Traders', otp_code: code, companyData: { contact_name: 'Sita Rai' } },
  });
  expect(reg.statusCode).toBe(201);
  peer.received.length = 0;
  return reg.json().token as string;
}

describe('e-mails in the recipient\'s language', () => {
  it('sends the sign-up code in the language of the request, English word for word by default', async () => {
    const nepali = uniqueEmail('ne');
    expect((await t.inject({ method: 'POST', url: '/api/auth/send-otp/', headers: { 'accept-language': 'ne-NP,ne;q=0.9' }, payload: { email: nepali } })).json().detail)
      .toBe('ओटीपी पठाइयो!');
    const ne = await mailTo(nepali);
    expect(decodeHeader(ne.header('subject'))).toBe('Jagir का लागि आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्');
    expect(ne.body).toContain('नमस्ते,');
    expect(ne.body).toContain('यो कोड 10 मिनेटसम्म मान्य छ');
    expect(ne.body).toContain('<html lang="ne">');

    const english = uniqueEmail('en');
    await t.inject({ method: 'POST', url: '/api/auth/send-otp/', payload: { email: english } });
    const en = await mailTo(english);
    expect(en.header('subject')).toBe('Verify your e-mail address for Jagir');
    expect(en.body).toContain('Use this code to verify your e-mail address and finish creating your Jagir account:');
    expect(en.body).toContain('<html lang="en">');
  });

  it('sends an OTP e-mail in Nepali to an account that chose Nepali, whatever the browser asks in', async () => {
    const email = uniqueEmail('chose-ne');
    const token = await register(email);
    expect((await t.inject({ method: 'PATCH', url: '/api/settings/preferences/', headers: bearer(token), payload: { locale: 'ne' } })).statusCode).toBe(200);
    const res = await t.inject({ method: 'POST', url: '/api/auth/password-reset-request/', headers: { 'accept-language': 'en' }, payload: { email } });
    expect(res.statusCode).toBe(200);
    const mail = await mailTo(email);
    expect(decodeHeader(mail.header('subject'))).toBe('आफ्नो Jagir पासवर्ड रिसेट गर्नुहोस्');
    expect(mail.body).toContain('आफ्नो Jagir खाताको पासवर्ड रिसेट गर्न यो कोड प्रयोग गर्नुहोस्:');
    expect(mail.body).toMatch(/\b\d{6}\b/);
    expect(mail.body).not.toContain('Use this code');
  });

  it('invites a new member in the inviter\'s language', async () => {
    const owner = await register(uniqueEmail('owner'));
    const email = uniqueEmail('invitee');
    const res = await t.inject({
      method: 'POST', url: '/api/employer/team/invitations/', headers: { ...bearer(owner), 'accept-language': 'ne' }, payload: { email, role: 'recruiter' },
    });
    expect(res.statusCode).toBe(201);
    const mail = await mailTo(email);
    expect(decodeHeader(mail.header('subject'))).toBe('Sita Rai ले तपाईंलाई Jagir मा Himal Traders मा जोडिन निमन्त्रणा दिनुभयो');
    expect(mail.body).toContain('भर्ती अधिकृत का रूपमा जोडिन निमन्त्रणा दिनुभएको छ।');
  });
});
