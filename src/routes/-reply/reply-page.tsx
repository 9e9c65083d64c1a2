import { useEffect, useId, useState, type FormEvent } from 'react';
import { api } from '@/api/client';
import { failureFromResponse, failureFromThrown } from '@/api/error-text';
import type { components } from '@/api/schema.gen';
import { FormField } from '@/components/form-field';
import { MESSAGE_BODY_MAX } from '@/domain/constants';
import { failureMessage } from '@/domain/request-failure';
import { formatMessageTime } from '../_authenticated/employer/-messages/message-time';
import { t } from '@/domain/i18n/i18n';

type ReplyThread = components['schemas']['ReplyThread'];
type Message = components['schemas']['Message'];

async function loadThread(token: string): Promise<ReplyThread> {
  const { data, error, response } = await api.POST('/api/replies/thread/', { body: { token } });
  if (data) return data;
  throw failureFromResponse(response, error);
}

async function postReply(token: string, body: string, clientKey: string): Promise<Message> {
  const { data, error, response } = await api.POST('/api/replies/messages/', { body: { token, body, client_key: clientKey } });
  if (data) return data;
  throw failureFromResponse(response, error);
}

type View = { kind: 'loading' } | { kind: 'invalid'; message: string } | { kind: 'ready'; thread: ReplyThread };

/**
 * The job seeker's side of a conversation, through the private link in the employer's e-mail. The token is in
 * the fragment (`/reply#<token>`), which browsers never send to a server.
 */
export function ReplyPage() {
  const [token] = useState(() => decodeURIComponent(window.location.hash.replace(/^#/, '')));
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    if (!token) {
      setView({ kind: 'invalid', message: t('reply.invalid') });
      return;
    }
    loadThread(token).then(
      (thread) => setView({ kind: 'ready', thread }),
      (error: unknown) => {
        const failure = failureFromThrown(error);
        setView({ kind: 'invalid', message: failure.status === 404 || failure.status === 400 ? t('reply.invalid') : failureMessage(error, t('reply.invalid')) });
      },
    );
  }, [token]);

  return (
    <div className="container page stack reply-page">
      <h1>{t('reply.title')}</h1>
      {view.kind === 'loading' ? (
        <p className="loading" role="status">
          {t('reply.loading')}
        </p>
      ) : view.kind === 'invalid' ? (
        <p className="form-alert" role="alert">
          {view.message}
        </p>
      ) : (
        <Conversation
          thread={view.thread}
          token={token}
          onSent={(message) => setView({ kind: 'ready', thread: { ...view.thread, messages: [...view.thread.messages, message] } })}
        />
      )}
    </div>
  );
}

function Conversation({ thread, token, onSent }: { thread: ReplyThread; token: string; onSent: (m: Message) => void }) {
  const id = useId();
  const [body, setBody] = useState('');
  // One key per reply being written: a double submit or a retry after a lost answer is stored once.
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const message = await postReply(token, body, clientKey);
      onSent(message);
      setBody('');
      setClientKey(crypto.randomUUID());
      setStatus(t('reply.sent'));
    } catch (thrown) {
      setError(failureMessage(thrown, ''));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="lead">{t('reply.with', { company: thread.company_name })}</p>
      {thread.job_title ? <p className="muted">{t('reply.aboutJob', { title: thread.job_title })}</p> : null}
      {thread.messages.length ? (
        <ol className="plain-list stack">
          {thread.messages.map((message) => (
            <li key={message.id} className="card">
              <p>
                <strong>{message.sender === 'job_seeker' ? t('reply.you') : thread.company_name}</strong>{' '}
                <time className="muted" dateTime={message.created_at}>
                  {formatMessageTime(message.created_at)}
                </time>
              </p>
              <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{t('reply.noMessages')}</p>
      )}
      <form className="stack" onSubmit={(e) => void submit(e)}>
        <FormField id={`${id}-reply`} label={t('reply.replyLabel')} error={error}>
          <textarea rows={4} maxLength={MESSAGE_BODY_MAX} value={body} onChange={(e) => setBody(e.target.value)} />
        </FormField>
        <button type="submit" className="btn btn--primary" disabled={busy || !body.trim()}>
          {busy ? t('reply.sending') : t('reply.send')}
        </button>
        <p role="status">{status}</p>
      </form>
      <p className="muted">{t('reply.privacy')}</p>
    </>
  );
}
