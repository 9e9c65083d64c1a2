import { useEffect, useState } from 'react';
import { LIVE_CHANNEL, type LiveMessage, type LiveStateMessage } from '@/machines/-live/inspector';

/** The latest state of each machine running in any tab of the portal (by machine id). */
export function useLiveStates(): ReadonlyMap<string, LiveStateMessage> {
  const [states, setStates] = useState<ReadonlyMap<string, LiveStateMessage>>(() => new Map());
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(LIVE_CHANNEL);
    channel.onmessage = (e: MessageEvent<LiveMessage>) => {
      const message = e.data;
      if (message?.type !== 'machine.state') return;
      setStates((prev) => new Map(prev).set(message.machine, message));
    };
    const hello: LiveMessage = { type: 'machine.sync' };
    channel.postMessage(hello);
    return () => channel.close();
  }, []);
  return states;
}

/** State paths (`signedIn`, `signedIn.profileReady`) active in a state value. */
export function activePaths(value: unknown, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [[...prefix, key].join('.'), ...activePaths(child, [...prefix, key])]);
}
