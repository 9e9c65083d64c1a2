import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormField } from '@/components/form-field';
import { MESSAGE_BODY_MAX } from '@/domain/constants';
import type { OutboxMessage } from '@/machines/message-outbox.machine';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { formatMessageTime } from './message-time';
import { conversationQuery, markConversationRead, MESSAGES_KEY, threadQuery, type Conversation, type Message } from './messages-queries';
import { messagesText as m } from './messages-text';
import { useApi } from '@/session/session-context';

export interface ThreadProps {
  id: string;
  /** This conversation's messages still in the outbox. */
  pending: readonly OutboxMessage[];
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
    <section className="messages__thread card" aria-label={conversation.data ? m.threadLabel(conversation.data.job_seeker.full_name) : m.loadingThread}>
      <Link to="/employer/messages" className="btn btn--ghost messages__back">
        {m.back}
      </Link>
      <QueryState query={conversation} loading={m.loadingThread}>
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
        {conversation.job_title ? <p className="messages__meta">{m.aboutJob(conversation.job_title)}</p> : null}
      </header>
      <QueryState query={thread} loading={m.loadingThread}>
        {({ count: total, messages }) => (
          <>
            {total > messages.length ? <p className="muted">{m.olderHidden(total - messages.length)}</p> : null}
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
            ) : (
              <p className="muted">{m.noMessages}</p>
            )}
          </>
        )}
      </QueryState>
      {online ? null : (
        <p className="messages__offline" role="status">
          {m.offline}
        </p>
      )}
      <Composer onWrite={onWrite} />
    </>
  );
}

function Bubble({ message, name }: { message: Message; name: string }) {
  const mine = message.sender === 'employer';
  return (
    <li className={`messages__bubble${mine ? ' is-mine' : ''}`}>
      <p className="messages__who">{mine ? m.you : name}</p>
      <p className="messages__body">{message.body}</p>
      <p className="messages__meta">
        <time dateTime={message.created_at}>{formatMessageTime(message.created_at)}</time>
        {mine ? <span className="messages__state"> · {message.read_at ? m.read : m.sent}</span> : null}
      </p>
    </li>
  );
}

function PendingBubble({ message, sending, onRetry, onDiscard }: { message: OutboxMessage; sending: boolean; onRetry: () => void; onDiscard: () => void }) {
  const failed = message.status === 'failed';
  return (
    <li className={`messages__bubble is-mine ${failed ? 'is-failed' : 'is-pending'}`} data-pending-key={message.key}>
      <p className="messages__who">{m.you}</p>
      <p className="messages__body">{message.body}</p>
      <p className="messages__meta">
        <time dateTime={message.writtenAt}>{formatMessageTime(message.writtenAt)}</time>
        <span className="messages__state"> · {failed ? m.failed(message.error ?? '') : sending ? m.sending : m.pending}</span>
      </p>
      {failed ? (
        <p className="btn-row">
          <button type="button" className="btn btn--secondary" onClick={onRetry}>
            {m.retry}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onDiscard}>
            {m.discard}
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
      <FormField id={`${id}-body`} label={m.composerLabel} hint={m.composerHint}>
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
        {m.send}
      </button>
    </form>
  );
}
