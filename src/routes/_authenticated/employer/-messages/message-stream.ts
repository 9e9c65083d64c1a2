import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { readToken } from '@/api/storage';
import { MESSAGE_STREAM_RETRY_MS } from '@/domain/constants';
import { isValidToken } from '@/domain/token';
import { MESSAGES_KEY, type MessageStreamEvent } from './messages-queries';

/** The `data:` events in a chunk of a server-sent event stream; the rest waits for the next chunk. */
export function parseEvents(buffer: string): { events: MessageStreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: MessageStreamEvent[] = [];
  for (const block of blocks) {
    const data = block.split('\n').filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trimStart()).join('\n');
    if (!data) continue;
    try {
      events.push(JSON.parse(data) as MessageStreamEvent);
    } catch {
      // A malformed event is skipped; the next refresh brings the truth anyway.
    }
  }
  return { events, rest };
}

/**
 * Reads the live message stream while mounted (fetch, so the `Authorization` header goes with it) and
 * refreshes the messages queries on every event; reconnects after a pause when it drops, and refreshes then too
 * in case something was missed. Stops for good on 401 (the session signs out).
 */
export function useMessageStream(onEvent?: (event: MessageStreamEvent) => void, enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let controller: AbortController | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });

    async function connect(first: boolean): Promise<void> {
      const token = readToken();
      if (!isValidToken(token)) return;
      controller = new AbortController();
      const response = await fetch('/api/employer/messages/stream/', {
        headers: { Authorization: `Token ${token.trim()}`, Accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401) {
        stopped = true;
        return;
      }
      if (!response.ok || !response.body) return;
      if (!first) refresh();
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
        buffer = parsed.rest;
        if (parsed.events.length) refresh();
        parsed.events.forEach((event) => onEvent?.(event));
      }
    }

    const loop = (first: boolean) => {
      connect(first)
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) retry = setTimeout(() => loop(false), MESSAGE_STREAM_RETRY_MS);
        });
    };
    loop(true);
    return () => {
      stopped = true;
      clearTimeout(retry);
      controller?.abort();
    };
  }, [queryClient, onEvent, enabled]);
}
