import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { t } from '@/domain/i18n/i18n';
import { useSeekerSession, useSignedInSeeker } from '@/session/seeker-context';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { formatMessageTime } from '@/routes/_authenticated/employer/-messages/message-time';
import { seekerConversationsQuery } from '../-components/seeker-queries';

/** The seeker's conversations with employers (docs/seekers.md "Messages"), latest first. */
export const Route = createFileRoute('/seeker/_signedIn/messages/')({
  head: () => pageHead('pageTitle.seekerMessages'),
  component: SeekerMessagesPage,
});

function SeekerMessagesPage() {
  const { client } = useSeekerSession();
  const seeker = useSignedInSeeker()!;
  const query = useQuery(seekerConversationsQuery(client, seeker.seeker.id));
  return (
    <div className="stack">
      <header className="seeker__intro">
        <h1>{t('seeker.messages.title')}</h1>
        <p className="muted">{t('seeker.messages.intro')}</p>
      </header>
      <QueryState query={query} loading={t('seeker.messages.loading')}>
        {(conversations) => conversations.length === 0 ? (
          <p className="panel">{t('seeker.messages.empty')}</p>
        ) : (
          <ul className="seeker-list" aria-label={t('seeker.messages.title')}>
            {conversations.map((c) => (
              <li key={c.id} className={`card seeker-list__item${c.unread_count ? ' is-unread' : ''}`}>
                <div className="seeker-list__main">
                  <h2 className="seeker-list__title">
                    <Link to="/seeker/messages/$conversationId" params={{ conversationId: c.id }}>{c.company_name}</Link>
                  </h2>
                  {c.job_title ? <p className="muted">{t('seeker.messages.aboutJob', { title: c.job_title })}</p> : null}
                  <p className="seeker-message-preview">
                    {c.last_message
                      ? c.last_message.sender === 'job_seeker' ? t('seeker.messages.you', { body: c.last_message.body }) : c.last_message.body
                      : t('seeker.conversation.noMessages')}
                  </p>
                  {c.last_message ? (
                    <p className="muted seeker-list__date">
                      <time dateTime={c.last_message.created_at}>{formatMessageTime(c.last_message.created_at)}</time>
                    </p>
                  ) : null}
                </div>
                {c.unread_count ? <span className="tag seeker-unread">{t('seeker.messages.unread', { n: c.unread_count })}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
