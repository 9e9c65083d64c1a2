import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormField } from '@/components/form-field';
import { MESSAGE_BODY_MAX } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { formatMessageTime } from './message-time';
import { conversationQuery, markConversationRead, MESSAGES_KEY, threadQuery, type Conversation, type Message } from './messages-queries';
import { useApi } from '@/session/session-context';

/** A message written here that the server does not have yet (it waits in the workspace outbox). */
export interface PendingMessage {
  /** Its idempotency key, also its `client_key`. */
  key: string;
  body: string;
  /** When it was written (ISO), to place it in the thread. */
  writtenAt: string;
  status: 'queued' | 'failed';
  /** Why the server refused it (failed only). */
  error?: string;
}

export interface ThreadProps {
  id: string;
  /** This conversation's messages still in the outbox. */
  pending: readonly PendingMessage[];
  /** Key of the message being sent right now. */
  inFlight: string | null;
  online: boolean;
  onWrite: (body: string) => void;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
}

/** One conversation: its messages (with read state), those still pending or failed, and the composer. */
export function Thread(props: ThreadProps) {
  const api = useApi();
  const conversation = useQuery(conversationQuery(api, props.id));
  return (
    <section className="messages__thread card" aria-label={conversation.data ? t('messages.threadLabel', { name: conversation.data.job_seeker.full_name }) : t('messages.loadingThread')}>
      <Link to="/employer/messages" className="btn btn--ghost messages__back">
        {t('messages.back')}
      </Link>
      <QueryState query={conversation} loading={t('messages.loadingThread')}>
        {(c) => <ThreadView conversation={c} {...props} />}
      </QueryState>
    </section>
  );
}

function ThreadView({ conversation, pending, inFlight, online, onWrite, onRetry, onDiscard }: ThreadProps & { conversation: Conversation }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const thread = useQuery(threadQuery(api, conversation.id));
  const endRef = useRef<HTMLLIElement>(null);
  const count = (thread.data?.messages.length ?? 0) + pending.length;

  // Open and on screen: the job seeker's messages are read (the list and the navigation badge follow).
  useEffect(() => {
    if (!conversation.unread_count) return;
    markConversationRead(api, conversation.id)
      .then(() => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }))
      .catch(() => undefined);
  }, [api, conversation.id, conversation.unread_count, queryClient]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  return (
    <>
      <header className="messages__thread-head">
        <h2>{conversation.job_seeker.full_name}</h2>
        {conversation.job_title ? <p className="messages__meta">{t('messages.aboutJob', { title: conversation.job_title })}</p> : null}
      </header>
      <QueryState query={thread} loading={t('messages.loadingThread')}>
        {({ count: total, messages }) => (
          <>
            {total > messages.length ? <p className="muted">{t('messages.olderHidden', { n: total - messages.length })}</p> : null}
            {messages.length || pending.length ? (
              <ol className="plain-list messages__bubbles" aria-live="polite">
                {messages.map((message) => (
                  <Bubble key={message.id} message={message} name={conversation.job_seeker.full_name} />
                ))}
                {pending.filter((p) => !messages.some((x) => x.client_key === p.key)).map((message) => (
                  <PendingBubble
                    key={message.key}
                    message={message}
                    sending={message.key === inFlight}
                    onRetry={() => onRetry(message.key)}
                    onDiscard={() => onDiscard(message.key)}
                  />
                ))}
                <li ref={endRef} aria-hidden="true" />
              </ol>
            ) : conversation.job_seeker.deleted ? null : (
              <p className="muted">{t('messages.noMessages')}</p>
            )}
          </>
        )}
      </QueryState>
      {online ? null : (
        <p className="messages__offline" role="status">
          {t('messages.offline')}
        </p>
      )}
      {conversation.job_seeker.deleted ? (
        <p className="messages__closed" role="note">
          {t('messages.candidateDeleted')}
        </p>
      ) : (
        <Composer onWrite={onWrite} />
      )}
    </>
  );
}

function Bubble({ message, name }: { message: Message; name: string }) {
  const mine = message.sender === 'employer';
  return (
    <li className={`messages__bubble${mine ? ' is-mine' : ''}`}>
      <p className="messages__who">{mine ? t('messages.you') : name}</p>
      <p className="messages__body">{message.body}</p>
      <p className="messages__meta">
        <time dateTime={message.created_at}>{formatMessageTime(message.created_at)}</time>
        {mine ? <span className="messages__state"> · {message.read_at ? t('messages.read') : t('messages.sent')}</span> : null}
      </p>
    </li>
  );
}

function PendingBubble({ message, sending, onRetry, onDiscard }: { message: PendingMessage; sending: boolean; onRetry: () => void; onDiscard: () => void }) {
  const failed = message.status === 'failed';
  return (
    <li className={`messages__bubble is-mine ${failed ? 'is-failed' : 'is-pending'}`} data-pending-key={message.key}>
      <p className="messages__who">{t('messages.you')}</p>
      <p className="messages__body">{message.body}</p>
      <p className="messages__meta">
        <time dateTime={message.writtenAt}>{formatMessageTime(message.writtenAt)}</time>
        <span className="messages__state"> · {failed ? t('messages.failed', { reason: message.error ?? '' }) : sending ? t('messages.sending') : t('messages.pending')}</span>
      </p>
      {failed ? (
        <p className="btn-row">
          <button type="button" className="btn btn--secondary" onClick={onRetry}>
            {t('messages.retry')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onDiscard}>
            {t('messages.discard')}
          </button>
        </p>
      ) : null}
    </li>
  );
}

function Composer({ onWrite }: { onWrite: (body: string) => void }) {
  const id = useId();
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    onWrite(body);
    setBody('');
  };
  return (
    <form className="messages__composer" onSubmit={submit}>
      <FormField id={`${id}-body`} label={t('messages.composerLabel')} hint={t('messages.composerHint')}>
        <textarea
          rows={3}
          maxLength={MESSAGE_BODY_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
          }}
        />
      </FormField>
      <button type="submit" className="btn btn--primary" disabled={!body.trim()}>
        {t('messages.send')}
      </button>
    </form>
  );
}
