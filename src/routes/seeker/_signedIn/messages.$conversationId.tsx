import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { dataOrThrow } from '@/api/answer';
import { failureFromThrown } from '@/api/error-text';
import { FormField } from '@/components/form-field';
import { pageHead } from '@/components/page-head';
import { MESSAGE_BODY_MAX } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';
import { useSeekerSession, useSignedInSeeker } from '@/session/seeker-context';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { formatMessageTime } from '@/routes/_authenticated/employer/-messages/message-time';
import { seekerConversationQuery, seekerConversationsKey, type SeekerConversationThread } from '../-components/seeker-queries';

/** One conversation with an employer and the seeker's reply box (docs/seekers.md "Messages"). */
export const Route = createFileRoute('/seeker/_signedIn/messages/$conversationId')({
  head: () => pageHead('pageTitle.seekerConversation'),
  component: SeekerConversationPage,
});

function SeekerConversationPage() {
  const { conversationId } = Route.useParams();
  const { client } = useSeekerSession();
  const seeker = useSignedInSeeker()!;
  const queryClient = useQueryClient();
  const query = useQuery(seekerConversationQuery(client, seeker.seeker.id, conversationId));
  // Opening it marked the employer's messages read: the list and the navigation's count follow.
  const loadedAt = query.isFetchedAfterMount ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (loadedAt) void queryClient.invalidateQueries({ queryKey: seekerConversationsKey(seeker.seeker.id), exact: true });
  }, [loadedAt, queryClient, seeker.seeker.id]);
  return (
    <div className="stack">
      <p>
        <Link to="/seeker/messages">{t('seeker.conversation.back')}</Link>
      </p>
      <QueryState query={query} loading={t('seeker.conversation.loading')}>
        {(thread) => thread ? <Thread thread={thread} seekerId={seeker.seeker.id} /> : (
          <p className="panel">{t('seeker.conversation.notFound')}</p>
        )}
      </QueryState>
    </div>
  );
}

function Thread({ thread, seekerId }: { thread: SeekerConversationThread; seekerId: string }) {
  const { client } = useSeekerSession();
  const queryClient = useQueryClient();
  const id = useId();
  const [body, setBody] = useState('');
  // One key per reply being written: a double submit or a retry after a lost answer is stored once.
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID());
  const [status, setStatus] = useState('');
  const send = useMutation({
    // Offline it fails at once rather than waiting unseen: the seeker sees why and sends again when back.
    networkMode: 'always',
    mutationFn: async () => dataOrThrow(await client.POST('/api/seeker/conversations/{id}/messages/', {
      params: { path: { id: thread.id } }, body: { body, client_key: clientKey },
    })),
    onSuccess: (message) => {
      queryClient.setQueryData<SeekerConversationThread | null>([...seekerConversationsKey(seekerId), thread.id], (kept) =>
        kept && !kept.messages.some((m) => m.id === message.id) ? { ...kept, messages: [...kept.messages, message] } : kept);
      void queryClient.invalidateQueries({ queryKey: seekerConversationsKey(seekerId) });
      setBody('');
      setClientKey(crypto.randomUUID());
      setStatus(t('seeker.conversation.sent'));
    },
    onError: () => setStatus(''),
  });
  // What was typed stays in the box when sending fails; the reason shows on the field.
  const failure = send.error ? failureFromThrown(send.error) : undefined;
  const error = failure && (failure.status === 404 ? t('seeker.conversation.notFound') : failure.message || t('seeker.conversation.sendFailed'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || send.isPending) return;
    send.mutate();
  };

  return (
    <article className="stack">
      <header className="seeker__intro">
        <h1>{t('seeker.conversation.with', { company: thread.company_name })}</h1>
        {thread.job_title ? <p className="muted">{t('seeker.conversation.aboutJob', { title: thread.job_title })}</p> : null}
      </header>
      {thread.messages.length ? (
        <ol className="seeker-thread" aria-label={t('seeker.conversation.messages')}>
          {thread.messages.map((message) => (
            <li key={message.id} className={`card seeker-thread__message${message.sender === 'job_seeker' ? ' is-mine' : ''}`}>
              <p className="seeker-thread__meta">
                <strong>{message.sender === 'job_seeker' ? t('seeker.conversation.you') : message.sender_name ?? thread.company_name}</strong>{' '}
                <time className="muted" dateTime={message.created_at}>{formatMessageTime(message.created_at)}</time>
              </p>
              <p className="seeker-thread__body">{message.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{t('seeker.conversation.noMessages')}</p>
      )}
      <form className="card stack" onSubmit={submit}>
        <FormField id={`${id}-reply`} label={t('seeker.conversation.replyLabel')} error={error}>
          <textarea rows={4} maxLength={MESSAGE_BODY_MAX} value={body} onChange={(e) => setBody(e.target.value)} />
        </FormField>
        <p>
          <button type="submit" className="btn btn--primary" disabled={send.isPending || !body.trim()}>
            {send.isPending ? t('seeker.conversation.sending') : t('seeker.conversation.send')}
          </button>
        </p>
        <p role="status" className="muted">{status}</p>
      </form>
    </article>
  );
}
