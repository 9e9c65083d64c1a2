import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formatDateWithBs } from '@/domain/format';
import { failureMessage } from '@/domain/request-failure';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { feedQuery, rotateFeed, turnOffFeed, type CalendarFeed } from './calendar-queries';
import { t } from '@/domain/i18n/i18n';
import { useApi } from '@/session/session-context';
import { useOnlineOnly } from '@/components/online-only';

/** The private subscription address: made (or replaced) here and shown once, since the server keeps only a hash. */
export function FeedPanel() {
  const onlineOnly = useOnlineOnly('feed-online-only');
  const api = useApi();
  const query = useQuery(feedQuery(api));
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<CalendarFeed | null>(null);
  const [busy, setBusy] = useState(false);

  async function make(replacing: boolean) {
    if (replacing && !window.confirm(t('calendar.feedRotateConfirm'))) return;
    setBusy(true);
    try {
      const feed = await rotateFeed(api);
      setFresh(feed);
      queryClient.setQueryData(feedQuery(api).queryKey, { ...feed, url: null, webcal_url: null });
    } catch (error) {
      toast.error(t('calendar.feedFailed'), { description: failureMessage(error, '') });
    } finally {
      setBusy(false);
    }
  }

  async function off() {
    setBusy(true);
    try {
      await turnOffFeed(api);
      setFresh(null);
      queryClient.setQueryData(feedQuery(api).queryKey, { active: false, created_at: null, url: null, webcal_url: null });
      toast.success(t('calendar.feedOffDone'));
    } catch (error) {
      toast.error(t('calendar.feedFailed'), { description: failureMessage(error, '') });
    } finally {
      setBusy(false);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendar.feedCopied'));
    } catch {
      toast.error(t('calendar.feedCopyFailed'));
    }
  }

  return (
    <section className="card stack" aria-labelledby="feed-heading">
      <h2 id="feed-heading">{t('calendar.feedTitle')}</h2>
      <p className="muted">{t('calendar.feedLead')}</p>
      <QueryState query={query} loading={t('calendar.loading')}>
        {(feed) => (
          <div className="stack">
            {fresh?.url ? (
              <div className="stack">
                <div className="field">
                  <div className="field__label">
                    <label htmlFor="feed-url">{t('calendar.feedUrlLabel')}</label>
                  </div>
                  <p id="feed-url-hint" className="hint">{t('calendar.feedShownOnce')}</p>
                  <input id="feed-url" className="input" readOnly value={fresh.url} aria-describedby="feed-url-hint" onFocus={(e) => e.currentTarget.select()} />
                </div>
                <div className="btn-row">
                  <button type="button" className="btn btn--primary" onClick={() => void copy(fresh.url!)}>
                    {t('calendar.feedCopy')}
                  </button>
                  {fresh.webcal_url ? (
                    <a className="btn btn--secondary" href={fresh.webcal_url}>
                      {t('calendar.feedOpen')}
                    </a>
                  ) : null}
                </div>
              </div>
            ) : (
              <p>{feed.active && feed.created_at ? t('calendar.feedMade', { date: formatDateWithBs(new Date(feed.created_at)) }) : t('calendar.feedNone')}</p>
            )}
            <div className="btn-row">
              <button type="button" className="btn btn--secondary" disabled={busy || onlineOnly.offline} aria-describedby={onlineOnly.describedBy}
                onClick={() => void make(feed.active)}>
                {feed.active ? t('calendar.feedRotate') : t('calendar.feedMake')}
              </button>
              {feed.active ? (
                <button type="button" className="btn btn--ghost" disabled={busy || onlineOnly.offline} aria-describedby={onlineOnly.describedBy}
                  onClick={() => void off()}>
                  {t('calendar.feedOff')}
                </button>
              ) : null}
            </div>
            {onlineOnly.note}
          </div>
        )}
      </QueryState>
    </section>
  );
}
