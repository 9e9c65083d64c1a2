import { describe, expect, it } from 'vitest';
import { forgetWorkerSessionOf, keepWorkerSession, readWorkerSession } from '@/pwa/worker-session';

describe("the service worker's copy of the signed-in account", () => {
  it('keeps the last account, and forgets it on sign-out', async () => {
    await keepWorkerSession({ token: 'token-a', userId: 'u1' });
    await keepWorkerSession({ token: 'token-b', userId: 'u2' });
    expect(await readWorkerSession()).toEqual({ token: 'token-b', userId: 'u2' });
    await keepWorkerSession(null);
    expect(await readWorkerSession()).toBeNull();
  });

  it("the worker's 401 forgets only the token it was sent with, not a newer sign-in", async () => {
    await keepWorkerSession({ token: 'token-new', userId: 'u2' });
    await forgetWorkerSessionOf('token-old');
    expect(await readWorkerSession()).toEqual({ token: 'token-new', userId: 'u2' });
    await forgetWorkerSessionOf('token-new');
    expect(await readWorkerSession()).toBeNull();
  });
});
