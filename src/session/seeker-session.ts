// A job seeker's session (docs/seekers.md "Sessions"): its own stored token and its own API client, so a seeker's
// requests never carry an employer's token, and a seeker's 401 never signs an employer out (nor the other way).
import { fromPromise } from 'xstate';
import { answerOf } from '@/api/answer';
import { createApiClient, type ApiClient } from '@/api/client';
import { clearSeekerSession, readSeekerSession, seekerToken, writeSeekerSession, type StoredSeeker } from '@/api/seeker-storage';
import type { SeekerCodeRequestInput, SeekerSignedIn, SeekerVerifyInput } from '@/machines/seeker-sign-in.machine';
import type { CacheOwner, CacheOwnerView } from './query-cache-store';

export interface SeekerSession {
  client: ApiClient;
  /** The signed-in job seeker on this device, or null. */
  current(): StoredSeeker | null;
  subscribe(listener: () => void): () => void;
  /** Keeps a new sign-in (the sign-in machine's `keepSeekerSession`). */
  keep(signedIn: SeekerSignedIn): void;
  /** The job seeker changed their name on their profile: the navigation's "Signed in as" follows. */
  renamed(fullName: string): void;
  /** Ends the session on the server (when it can be reached) and forgets it on this device in any case. */
  signOut(): Promise<void>;
  actors: {
    requestSeekerCode: ReturnType<typeof fromPromise<unknown, SeekerCodeRequestInput>>;
    verifySeekerCode: ReturnType<typeof fromPromise<SeekerSignedIn, SeekerVerifyInput>>;
  };
}

export function createSeekerSession(options: { fetch?: (request: Request) => Promise<Response>; baseUrl?: string } = {}): SeekerSession {
  const listeners = new Set<() => void>();
  let current = readSeekerSession();
  const changed = () => {
    current = readSeekerSession();
    listeners.forEach((listener) => listener());
  };
  const forget = () => {
    clearSeekerSession();
    changed();
  };
  const client = createApiClient({
    ...options,
    token: seekerToken,
    // The seeker's token has ended (signed out elsewhere, or removed): this device forgets it.
    onUnauthorized: ({ isLoginCall }) => { if (!isLoginCall) forget(); },
  });
  // Another tab signing in or out.
  const onStorage = (event: StorageEvent) => { if (event.key === null || event.key.startsWith('jagir.seeker')) changed(); };

  return {
    client,
    current: () => current,
    subscribe(listener) {
      if (!listeners.size && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (!listeners.size && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    renamed(fullName) {
      if (!current || current.seeker.full_name === fullName) return;
      writeSeekerSession({ token: current.token, seeker: { ...current.seeker, full_name: fullName } });
      changed();
    },
    keep(signedIn) {
      writeSeekerSession({ token: signedIn.token, seeker: signedIn.seeker });
      changed();
    },
    async signOut() {
      try {
        await client.POST('/api/seeker/auth/logout/', { body: {} });
      } catch {
        // Offline: the server's session ends when it is next refused; this device forgets it now.
      }
      forget();
    },
    actors: {
      requestSeekerCode: fromPromise<unknown, SeekerCodeRequestInput>(({ input, signal }) =>
        answerOf(client.POST('/api/seeker/auth/send-otp/', { body: input, signal }))),
      verifySeekerCode: fromPromise<SeekerSignedIn, SeekerVerifyInput>(({ input, signal }) =>
        answerOf(client.POST('/api/seeker/auth/verify-otp/', { body: input, signal }))),
    },
  };
}

/** The signed-in job seeker as the kept query cache sees an account (./query-cache-store.ts): their id and token. */
export function seekerCacheOwner(session: Pick<SeekerSession, 'current' | 'subscribe'>): CacheOwner {
  const view = (): CacheOwnerView => {
    const current = session.current();
    return { token: current?.token ?? null, user: current ? { id: current.seeker.id } : null };
  };
  return { getView: view, subscribe: (listener) => session.subscribe(() => listener(view())) };
}

