// @vitest-environment node
// Node's own fetch, FormData and File, as in a browser (jsdom's File loses its name in Node's FormData).
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic, type InputFrom, type OutputFrom } from 'xstate';
import { createAuthActors } from '@/session/auth-actors';
import { createApiClient } from '@/api/client';
import { RequestFailure } from '@/domain/request-failure';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const USER = { id: '7f1c1a8e-2b7c-4b7e-9a55-0f3f1c1d2e3f', email: 'hr@himal.com.np', full_name: 'Himal Tech', user_type: 'employer' };
const LOGO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function setup(respond: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://portal.test',
    fetch: async (request: Request) => {
      seen.push(request.clone());
      return respond(request);
    },
    currentPath: () => '/signup',
  });
  return { actors: createAuthActors(client), seen };
}

function run<L extends AnyActorLogic>(logic: L, input: InputFrom<L>): Promise<OutputFrom<L>> {
  return toPromise(createActor(logic, { input }).start());
}

describe('auth actors on the API contract', () => {
  it('login posts email, password and user_type and answers token and user', async () => {
    const { actors, seen } = setup(() => Response.json({ token: TOKEN, user: USER }));
    const result = await run(actors.loginCall, { email: 'hr@himal.com.np', password: 'secret1', user_type: 'employer' });
    expect(result).toEqual({ token: TOKEN, user: USER });
    expect(seen[0]!.method).toBe('POST');
    expect(new URL(seen[0]!.url).pathname).toBe('/api/auth/login/');
    expect(await seen[0]!.json()).toEqual({ email: 'hr@himal.com.np', password: 'secret1', user_type: 'employer' });
  });

  it('a failed login rejects with the docs/requirements.md §8 message, status and body', async () => {
    const body = { detail: 'Too many login attempts. Please try again in 3 minutes.' };
    const { actors } = setup(() => Response.json(body, { status: 429 }));
    const failure = await run(actors.loginCall, { email: 'a@b.co', password: 'secret1', user_type: 'employer' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RequestFailure);
    expect(failure).toMatchObject({ kind: 'http', status: 429, body, message: body.detail });
  });

  it('a network error rejects with the network message', async () => {
    const { actors } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(run(actors.loginCall, { email: 'a@b.co', password: 'secret1', user_type: 'employer' })).rejects.toMatchObject({
      kind: 'network',
      message: 'Unable to connect to the server. Please check your internet connection and try again.',
    });
  });

  it('send-otp posts the spec fields (docs/requirements.md §7)', async () => {
    const { actors, seen } = setup(() => Response.json({ detail: 'sent', expires_in: 600, resend_after: 120 }));
    await run(actors.sendOtp, { email: 'hr@himal.com.np' });
    expect(await seen[0]!.json()).toEqual({
      email: 'hr@himal.com.np', purpose: 'email_verification', user_type: 'employer', otp_type: 'registration',
    });
  });

  it('register uses the registration fallback for a generic failure', async () => {
    const { actors } = setup(() => new Response('', { status: 409 }));
    const input = {
      email: 'hr@himal.com.np', user_type: 'employer' as const, password: 'Kathmandu1', password_confirm: 'Kathmandu1',
      full_name: 'Himal Tech', otp_code: '123456',
    };
    await expect(run(actors.register, input)).rejects.toMatchObject({ message: 'Registration failed. Please try again.' });
  });

  it('uploads the logo as a PNG file in the multipart field "logo" with the new token', async () => {
    const { actors, seen } = setup(() => Response.json({ logo_url: '/api/media/x.png' }));
    await run(actors.uploadLogo, { token: TOKEN, dataUrl: LOGO });
    const request = seen[0]!;
    expect(request.headers.get('Authorization')).toBe(`Token ${TOKEN}`);
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    const file = form.get('logo') as File;
    expect(file.name).toBe('company-logo.png');
    expect(file.type).toBe('image/png');
  });

  it('sets the industry with a JSON PATCH of the company profile', async () => {
    const { actors, seen } = setup(() => Response.json({}));
    await run(actors.updateCompany, { token: TOKEN, industry_type: 'Finance' });
    expect(seen[0]!.method).toBe('PATCH');
    expect(await seen[0]!.json()).toEqual({ industry_type: 'Finance' });
  });

  it('patches the HR profile with contact name and number', async () => {
    const { actors, seen } = setup(() => Response.json({}));
    await run(actors.updateHrProfile, { token: TOKEN, contact_name: 'Sita Sharma', contact_number: '+977 9800000000' });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/profile/hr/');
    expect(await seen[0]!.json()).toEqual({ contact_name: 'Sita Sharma', contact_number: '+977 9800000000' });
  });

  it.each([
    [200, { address: 'Lalitpur', phone: '01-5555555', email: 'hr@himal.com.np' }, 'loaded'],
    [404, { detail: 'Not found.' }, 'notFound'],
    [401, { detail: 'Invalid token.' }, 'unauthorized'],
  ])('loading contact data answering %i gives %s', async (status, body, outcome) => {
    const { actors } = setup(() => Response.json(body, { status }));
    const result = await run(actors.loadContact, undefined);
    expect(result.outcome).toBe(outcome);
  });

  it('loading company data rejects on a server error', async () => {
    const { actors } = setup(() => Response.json({ detail: 'Database unavailable' }, { status: 503 }));
    await expect(run(actors.loadCompany, undefined)).rejects.toMatchObject({ status: 503 });
  });

  it('the password reset calls post to their contract paths', async () => {
    const { actors, seen } = setup(() => Response.json({ detail: 'ok', verified: true, expires_in: 600, resend_after: 120 }));
    await run(actors.requestReset, { email: 'hr@himal.com.np' });
    await run(actors.verifyResetCode, { email: 'hr@himal.com.np', otp_code: '123456' });
    await run(actors.confirmReset, {
      email: 'hr@himal.com.np', otp_code: '123456', new_password: 'Kathmandu1', new_password_confirm: 'Kathmandu1',
    });
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/auth/password-reset-request/', '/api/auth/password-reset-otp-verify/', '/api/auth/password-reset-confirm/',
    ]);
    expect(await seen[0]!.json()).toEqual({ email: 'hr@himal.com.np', user_type: 'employer' });
  });

  it('logout posts an empty body', async () => {
    const { actors, seen } = setup(() => Response.json({ detail: 'Signed out.' }));
    await run(actors.logoutCall, undefined);
    expect(new URL(seen[0]!.url).pathname).toBe('/api/auth/logout/');
    expect(await seen[0]!.json()).toEqual({});
  });
});
