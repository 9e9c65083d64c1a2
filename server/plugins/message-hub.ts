// Live message events for open pages. Each server process keeps its own subscribers; with PostgreSQL an event
// goes out through NOTIFY and comes back to every process (this one too) through one LISTEN connection, so a
// page open on any process hears it. PGlite serves one process: events go straight to the subscribers.
// Ended sessions travel the same way, so a stream opened in a session closes on whichever process holds it.
// One hub per app, decorated as app.messageHub and closed with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    messageHub: MessageHub;
  }
}

export const MESSAGES_CHANNEL = 'jagir_messages';

/** What happened, by id only: NOTIFY payloads are small, and each process reads the rest itself. */
export interface MessageSignal {
  kind: 'message' | 'read';
  companyId: string;
  conversationId: string;
  messageId?: string;
}

/** Sessions that ended (logout, revoked, password changed or reset, account deleted). */
interface SessionsEndedSignal {
  kind: 'sessions_ended';
  sessionIds: string[];
}

/** Session ids per notification: a NOTIFY payload must stay under 8000 bytes. */
const SESSION_IDS_PER_SIGNAL = 100;

type Subscriber = (signal: MessageSignal) => void;

export interface MessageHub {
  /** Hear the company's signals; returns the unsubscribe. */
  subscribe(companyId: string, fn: Subscriber): () => void;
  /** Live streams open on this process (one subscriber each). */
  streams(): number;
  publish(signal: MessageSignal): Promise<void>;
  /** Calls `fn` when the session is reported ended, on this process or another; returns the unsubscribe. */
  onSessionEnded(sessionId: string, fn: () => void): () => void;
  /** Tells every process that these sessions ended (call it once they are gone from the database). */
  sessionsEnded(sessionIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

function parseSignal(payload: string): MessageSignal | SessionsEndedSignal | undefined {
  try {
    const s = JSON.parse(payload) as Partial<MessageSignal> | Partial<SessionsEndedSignal>;
    if (s.kind === 'sessions_ended') {
      const ids: unknown = s.sessionIds;
      if (Array.isArray(ids) && ids.every((id) => typeof id === 'string')) return { kind: s.kind, sessionIds: ids as string[] };
    } else if ((s.kind === 'message' || s.kind === 'read') && typeof s.companyId === 'string' && typeof s.conversationId === 'string') {
      return { kind: s.kind, companyId: s.companyId, conversationId: s.conversationId, ...(typeof s.messageId === 'string' && { messageId: s.messageId }) };
    }
  } catch {
    // Not ours: ignore.
  }
  return undefined;
}

/** A map of sets: add returns the remove. */
function registry<T>() {
  const map = new Map<string, Set<T>>();
  return {
    map,
    add(key: string, value: T) {
      let set = map.get(key);
      if (!set) map.set(key, (set = new Set()));
      set.add(value);
      return () => {
        set.delete(value);
        if (!set.size && map.get(key) === set) map.delete(key);
      };
    },
  };
}

export async function createMessageHub(database: Database, onError: (err: unknown) => void = () => {}): Promise<MessageHub> {
  const subscribers = registry<Subscriber>();
  const sessionWatchers = registry<() => void>();
  const call = (fn: () => void) => {
    try {
      fn();
    } catch (err) {
      onError(err);
    }
  };
  const deliver = (signal: MessageSignal | SessionsEndedSignal) => {
    if (signal.kind === 'sessions_ended') {
      for (const id of signal.sessionIds) {
        for (const fn of sessionWatchers.map.get(id) ?? []) call(fn);
      }
      return;
    }
    for (const fn of subscribers.map.get(signal.companyId) ?? []) call(() => fn(signal));
  };
  const { listen, notify } = database;
  const stop = listen && notify
    ? await listen(MESSAGES_CHANNEL, (payload) => {
      const signal = parseSignal(payload);
      if (signal) deliver(signal);
    })
    : undefined;
  const send = async (signal: MessageSignal | SessionsEndedSignal) => {
    if (stop && notify) {
      try {
        await notify(MESSAGES_CHANNEL, JSON.stringify(signal));
        return;
      } catch (err) {
        // The database is unreachable: at least this process hears it.
        onError(err);
      }
    }
    deliver(signal);
  };
  return {
    subscribe: (companyId, fn) => subscribers.add(companyId, fn),
    streams: () => [...subscribers.map.values()].reduce((sum, set) => sum + set.size, 0),
    publish: send,
    onSessionEnded: (sessionId, fn) => sessionWatchers.add(sessionId, fn),
    async sessionsEnded(sessionIds) {
      for (let i = 0; i < sessionIds.length; i += SESSION_IDS_PER_SIGNAL) {
        await send({ kind: 'sessions_ended', sessionIds: sessionIds.slice(i, i + SESSION_IDS_PER_SIGNAL) });
      }
    },
    async close() {
      subscribers.map.clear();
      sessionWatchers.map.clear();
      await stop?.();
    },
  };
}

export default fp(async function messageHubPlugin(app: FastifyInstance) {
  const hub = await createMessageHub(app.deps.database, (err) => app.log.error({ err }, 'message fan-out failed'));
  app.decorate('messageHub', hub);
  app.addHook('onClose', async () => hub.close());
}, { name: 'message-hub' });
