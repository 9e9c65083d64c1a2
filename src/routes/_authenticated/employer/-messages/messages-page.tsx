import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActor, useSelector } from '@xstate/react';
import { failureMessage } from '@/domain/request-failure';
import { inspect } from '@/machines/-live/inspector';
import { messageOutboxMachine, type OutboxMessage } from '@/machines/message-outbox.machine';
import { childOutbox } from '@/machines/outbox.machine';
import { isOnline, watchOnlineStatus } from '@/pwa/online-status';
import { t } from '@/domain/i18n/i18n';
import { useApi, useSessionView } from '@/session/session-context';
import { showToast } from '@/session/show-toast';
import { EmployerPage } from '../../-components/employer-page';
import { ConversationList } from './conversation-list';
import { MESSAGES_KEY, sendMessageActor, startConversation, threadQuery, type Message } from './messages-queries';
import type { MessagesSearch } from './messages-search';
import { readMessageOutbox, writeMessageOutbox } from './outbox-storage';
import { Thread } from './thread';
import './messages.css';

const NONE: readonly OutboxMessage[] = [];

/** /employer/messages: the conversation list and the open conversation, with the outbox of messages to send. */
export function MessagesPage({ search, onSearch }: { search: MessagesSearch; onSearch: (next: MessagesSearch) => void }) {
  const userId = useSessionView().user?.id ?? 'anonymous';
  return <MessagesView key={userId} userId={userId} search={search} onSearch={onSearch} />;
}

function MessagesView({ userId, search, onSearch }: { userId: string; search: MessagesSearch; onSearch: (next: MessagesSearch) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [machine] = useState(() => messageOutboxMachine.provide({ actors: { outbox: childOutbox(sendMessageActor(api)) } }));
  const [snapshot, send, actorRef] = useActor(machine, {
    input: { outbox: readMessageOutbox(userId), online: isOnline() },
    inspect,
  });
  const outboxRef = snapshot.children.outbox;
  // The messages waiting for the server live in the page's outbox.
  const outboxContext = useSelector(outboxRef, (s) => s?.context);
  const outbox = (outboxContext?.items ?? NONE) as OutboxMessage[];
  const online = outboxContext?.online ?? true;
  const inFlight = outboxContext?.inFlight ?? null;

  // Machines decide, the page shows: toasts, storage, the network and the query cache live here.
  useEffect(() => {
    const subscriptions = [
      actorRef.on('notify', (event) => showToast(event)),
      actorRef.on('message.delivered', ({ message, output }) => {
        const sent = output as Message;
        queryClient.setQueryData(threadQuery(api, message.conversationId).queryKey, (old) =>
          old && !old.messages.some((x) => x.id === sent.id) ? { count: old.count + 1, messages: [...old.messages, sent] } : old);
        void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      }),
      // Written to the device on every change, so a reload right after writing keeps the message.
      ...(outboxRef ? [outboxRef.subscribe((s) => writeMessageOutbox(userId, s.context.items as OutboxMessage[]))] : []),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actorRef, api, outboxRef, queryClient, userId]);

  useEffect(() => watchOnlineStatus((online) => actorRef.send({ type: online ? 'network.online' : 'network.offline' })), [actorRef]);

  // "Message" on an application or a candidate: open (or start) the conversation, then show it.
  const starting = useRef<string | null>(null);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  useEffect(() => {
    const { seeker, application } = search;
    if (!seeker || starting.current === seeker) return;
    starting.current = seeker;
    startConversation(api, seeker, application)
      .then((id) => {
        void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
        onSearchRef.current({ c: id });
      })
      .catch((error: unknown) => {
        showToast({ type: 'notify', kind: 'error', message: t('messages.startFailed'), description: failureMessage(error, '') });
        onSearchRef.current({});
      })
      .finally(() => {
        starting.current = null;
      });
  }, [api, search, queryClient]);

  const open = search.c;
  return (
    <EmployerPage title={t('messages.title')} lead={t('messages.lead')}>
      {search.seeker ? (
        <p className="loading" role="status">
          {t('messages.starting')}
        </p>
      ) : null}
      <div className={`messages${open ? ' has-thread' : ''}`}>
        <ConversationList selected={open} />
        {open ? (
          <Thread
            key={open}
            id={open}
            pending={outbox.filter((x) => x.conversationId === open)}
            inFlight={inFlight}
            online={online}
            onWrite={(body) => send({ type: 'outbox.write', conversationId: open, body, writtenAt: new Date().toISOString() })}
            onRetry={(key) => send({ type: 'outbox.retry', key })}
            onDiscard={(key) => send({ type: 'outbox.discard', key })}
          />
        ) : (
          <p className="messages__choose muted">{t('messages.chooseConversation')}</p>
        )}
      </div>
    </EmployerPage>
  );
}
