import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { readSeekerSession } from '@/api/seeker-storage';
import { STORAGE_KEYS } from '@/domain/constants';
import { createSeekerSession } from '@/session/seeker-session';

const EMPLOYER_TOKEN = 'ZW1wbG95ZXJ0b2tlbmVtcGxveWVydG9rZW5lbXBsb3k';
const SEEKER_TOKEN = 'c2Vla2VydG9rZW5zZWVrZXJ0b2tlbnNlZWtlcnRva2Vu';
const SEEKER = { id: 'a5f0b2c4-0000-4000-8000-000000000001', full_name: 'Sita Sharma', email: 'sita@example.com' };

/** A seeker session whose requests an in-test server answers; it records what it received. */
function start(answer: (request: Request) => Response = () => Response.json({ results: [] })) {
  const received: Request[] = [];
  const session = createSeekerSession({
    baseUrl: 'http://portal.test',
    fetch: async (request) => {
      received.push(request);
      return answer(request);
    },
  });
  return { session, received };
}

beforeEach(() => {
  localStorage.clear();
  // An employer is signed in on the same browser (docs/seekers.md "Sessions").
  localStorage.setItem(STORAGE_KEYS.token, EMPLOYER_TOKEN);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'u1', email: 'hr@himal.com.np', full_name: 'Himal Tech', user_type: 'employer' }));
});

describe('a job seeker\'s session in the browser', () => {
  it('keeps a sign-in beside the employer\'s session and sends only the seeker\'s token', async () => {
    const { session, received } = start();
    let heard = 0;
    session.subscribe(() => { heard += 1; });
    session.keep({ token: SEEKER_TOKEN, seeker: SEEKER });
    expect(heard).toBe(1);
    expect(session.current()).toEqual({ token: SEEKER_TOKEN, seeker: SEEKER });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(EMPLOYER_TOKEN);

    await session.client.GET('/api/seeker/applications/');
    expect(received[0]!.headers.get('Authorization')).toBe(`Token ${SEEKER_TOKEN}`);
  });

  it('sends no token at all when no seeker signed in, never the employer\'s', async () => {
    const { session, received } = start();
    await session.client.POST('/api/seeker/auth/send-otp/', { body: { email: SEEKER.email } });
    expect(received[0]!.headers.has('Authorization')).toBe(false);
  });

  it('forgets only the seeker when a seeker call is refused with 401', async () => {
    const { session } = start(() => Response.json({ detail: 'Invalid token.' }, { status: 401 }));
    session.keep({ token: SEEKER_TOKEN, seeker: SEEKER });
    await session.client.GET('/api/seeker/applications/');
    expect(session.current()).toBeNull();
    expect(readSeekerSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(EMPLOYER_TOKEN);
  });

  it('signs out on the server and forgets the session on the device, even when the server cannot be reached', async () => {
    const reached = start();
    reached.session.keep({ token: SEEKER_TOKEN, seeker: SEEKER });
    await reached.session.signOut();
    expect(reached.received.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['POST /api/seeker/auth/logout/']);
    expect(reached.session.current()).toBeNull();

    const offline = createSeekerSession({ baseUrl: 'http://portal.test', fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    offline.keep({ token: SEEKER_TOKEN, seeker: SEEKER });
    await offline.signOut();
    expect(offline.current()).toBeNull();
  });

  it('ignores a stored record that is not a seeker session', () => {
    localStorage.setItem(STORAGE_KEYS.seeker, JSON.stringify({ token: 'short', seeker: SEEKER }));
    expect(readSeekerSession()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.seeker, '{not json');
    expect(readSeekerSession()).toBeNull();
  });

  it('gives the sign-in machine its calls: a refused code rejects with the server\'s words', async () => {
    const { session } = start(() => Response.json({ otp_code: ['Invalid OTP code.'] }, { status: 400 }));
    const verifying = createActor(session.actors.verifySeekerCode, { input: { email: SEEKER.email, otp_code: '482913' } });
    verifying.start();
    await expect(toPromise(verifying)).rejects.toThrow('Invalid OTP code.');
  });
});
