// Live message events for open pages. Each server process keeps its own subscribers; with PostgreSQL an event
// goes out through NOTIFY and comes back to every process (this one too) through one LISTEN connection, so a
// page open on any process hears it. PGlite serves one process: events go straight to the subscribers.
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

type Subscriber = (signal: MessageSignal) => void;

export interface MessageHub {
  /** Hear the company's signals; returns the unsubscribe. */
  subscribe(companyId: string, fn: Subscriber): () => void;
  publish(signal: MessageSignal): Promise<void>;
  close(): Promise<void>;
}

function parseSignal(payload: string): MessageSignal | undefined {
  try {
    const s = JSON.parse(payload) as Partial<MessageSignal>;
    if ((s.kind === 'message' || s.kind === 'read') && typeof s.companyId === 'string' && typeof s.conversationId === 'string') {
      return { kind: s.kind, companyId: s.companyId, conversationId: s.conversationId, ...(typeof s.messageId === 'string' && { messageId: s.messageId }) };
    }
  } catch {
    // Not ours: ignore.
  }
  return undefined;
}

export async function createMessageHub(database: Database, onError: (err: unknown) => void = () => {}): Promise<MessageHub> {
  const subscribers = new Map<string, Set<Subscriber>>();
  const deliver = (signal: MessageSignal) => {
    for (const fn of subscribers.get(signal.companyId) ?? []) {
      try {
        fn(signal);
      } catch (err) {
        onError(err);
      }
    }
  };
  const { listen, notify } = database;
  const stop = listen && notify
    ? await listen(MESSAGES_CHANNEL, (payload) => {
      const signal = parseSignal(payload);
      if (signal) deliver(signal);
    })
    : undefined;
  return {
    subscribe(companyId, fn) {
      let set = subscribers.get(companyId);
      if (!set) subscribers.set(companyId, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
        if (!set.size) subscribers.delete(companyId);
      };
    },
    async publish(signal) {
      if (stop && notify) {
        try {
          await notify(MESSAGES_CHANNEL, JSON.stringify(signal));
          return;
        } catch (err) {
          // The database is unreachable: at least this process's pages hear it.
          onError(err);
        }
      }
      deliver(signal);
    },
    async close() {
      subscribers.clear();
      await stop?.();
    },
  };
}

export default fp(async function messageHubPlugin(app: FastifyInstance) {
  const hub = await createMessageHub(app.deps.database, (err) => app.log.error({ err }, 'message fan-out failed'));
  app.decorate('messageHub', hub);
  app.addHook('onClose', async () => hub.close());
}, { name: 'message-hub' });
