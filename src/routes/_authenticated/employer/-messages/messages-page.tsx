import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@/domain/request-failure';
import { useOnlineStatus } from '@/pwa/online-status';
import { t } from '@/domain/i18n/i18n';
import { useApi, useSessionView } from '@/session/session-context';
import { showToast } from '@/session/show-toast';
import { useOutboxWrites, useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import { messageWrite, newKey, type WorkspaceWriteView } from '@/session/workspace-outbox';
import { EmployerPage } from '../../-components/employer-page';
import { ConversationList } from './conversation-list';
import { MESSAGES_KEY, startConversation, threadQuery, type Message } from './messages-queries';
import type { MessagesSearch } from './messages-search';
import { Thread, type PendingMessage } from './thread';
import './messages.css';

const isMessage = (write: WorkspaceWriteView) => write.kind === 'message.send';

/** /employer/messages: the conversation list and the open conversation; what is written goes through the workspace outbox. */
export function MessagesPage({ search, onSearch }: { search: MessagesSearch; onSearch: (next: MessagesSearch) => void }) {
  const userId = useSessionView().user?.id ?? 'anonymous';
  return <MessagesView key={userId} search={search} onSearch={onSearch} />;
}

function MessagesView({ search, onSearch }: { search: MessagesSearch; onSearch: (next: MessagesSearch) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const outbox = useWorkspaceOutbox();
  const online = useOnlineStatus();
  // The messages waiting for the server, kept in the workspace outbox (also those an older version kept).
  const writes = useOutboxWrites(isMessage);
  const pending = useMemo(() => writes.map((write): PendingMessage & { conversationId: string; sending: boolean } => ({
    key: write.key,
    conversationId: write.request.params?.path?.id ?? '',
    body: (write.request.body as { body: string }).body,
    writtenAt: write.createdAt,
    status: write.status === 'failed' ? 'failed' : 'queued',
    ...(write.error === undefined ? {} : { error: write.error }),
    sending: write.status === 'sending',
  })), [writes]);
  const inFlight = pending.find((message) => message.sending)?.key ?? null;

  // A sent message takes its place in the thread at once, before the thread is loaded again.
  useEffect(() => outbox.onDelivered((write, output) => {
    if (write.kind !== 'message.send') return;
    const sent = output as Message;
    const conversationId = write.request.params?.path?.id ?? '';
    queryClient.setQueryData(threadQuery(api, conversationId).queryKey, (old) =>
      old && !old.messages.some((x) => x.id === sent.id) ? { count: old.count + 1, messages: [...old.messages, sent] } : old);
  }), [api, outbox, queryClient]);

  async function write(conversationId: string, body: string) {
    const text = body.trim();
    if (!text) return;
    const outcome = await outbox.enqueue(messageWrite(conversationId, text, newKey()));
    // A refused message stays in the thread, marked failed, with Retry and Discard.
    if (outcome.type === 'refused') {
      showToast({ type: 'notify', kind: 'error', message: t('outbox.notSent'), description: outcome.reason });
    }
  }

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
            pending={pending.filter((x) => x.conversationId === open)}
            inFlight={inFlight}
            online={online}
            onWrite={(body) => void write(open, body)}
            onRetry={(key) => outbox.retry(key)}
            onDiscard={(key) => outbox.discard(key)}
          />
        ) : (
          <p className="messages__choose muted">{t('messages.chooseConversation')}</p>
        )}
      </div>
    </EmployerPage>
  );
}
