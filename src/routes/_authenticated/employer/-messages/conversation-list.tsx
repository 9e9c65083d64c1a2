import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { formatMessageTime } from './message-time';
import { conversationsQuery, type Conversation } from './messages-queries';
import { t } from '@/domain/i18n/i18n';
import { formatNumber } from '@/domain/format';
import { useApi } from '@/session/session-context';

/** The employer's conversations, the latest first, each with its last message and unread count. */
export function ConversationList({ selected }: { selected: string | undefined }) {
  const api = useApi();
  const query = useQuery(conversationsQuery(api, 1));
  return (
    <nav className="messages__list card" aria-label={t('messages.listLabel')}>
      <QueryState query={query} loading={t('messages.loadingList')}>
        {(page) =>
          page.results.length ? (
            <ul className="plain-list">
              {page.results.map((c) => (
                <li key={c.id}>
                  <ConversationItem conversation={c} current={c.id === selected} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('messages.emptyList')}</p>
          )
        }
      </QueryState>
    </nav>
  );
}

function ConversationItem({ conversation: c, current }: { conversation: Conversation; current: boolean }) {
  const last = c.last_message;
  return (
    <Link
      to="/employer/messages"
      search={{ c: c.id }}
      className={`messages__item${c.unread_count ? ' is-unread' : ''}`}
      aria-current={current ? 'page' : undefined}
    >
      <span className="messages__item-top">
        <strong>{c.job_seeker.full_name}</strong>
        {c.unread_count ? (
          <span className="messages__badge" aria-label={t('messages.unread', { n: c.unread_count })}>
            {formatNumber(c.unread_count)}
          </span>
        ) : null}
      </span>
      {c.job_title ? <span className="messages__meta">{t('messages.aboutJob', { title: c.job_title })}</span> : null}
      {last ? (
        <span className="messages__preview">
          {last.sender === 'employer' ? `${t('messages.you')}: ` : ''}
          {last.body}
        </span>
      ) : null}
      {last ? <span className="messages__meta">{formatMessageTime(last.created_at)}</span> : null}
    </Link>
  );
}
