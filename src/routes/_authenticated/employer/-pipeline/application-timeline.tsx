import { useQuery } from '@tanstack/react-query';
import { t } from '@/domain/i18n/i18n';
import { isApplicationStatus } from '@/machines/application-status.machine';
import { useApi } from '@/session/session-context';
import { actionSentence, whenText } from '@/routes/_authenticated/-components/activity-text';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { timelineQuery, type TimelineItem } from '@/routes/_authenticated/-components/team-activity-queries';

const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
type Recommendation = (typeof RECOMMENDATIONS)[number];
const isRecommendation = (value: unknown): value is Recommendation => (RECOMMENDATIONS as readonly unknown[]).includes(value);

const statusName = (value: unknown) => (isApplicationStatus(value) ? t(`pipeline.status.${value}`) : String(value ?? ''));

/** What an entry says, without who and when. */
function itemText(item: TimelineItem): { text: string; detail?: string } {
  const data = item.data as Record<string, unknown>;
  switch (item.kind) {
    case 'status':
      return {
        text: data.from ? t('activity.timeline.moved', { from: statusName(data.from), to: statusName(data.to) }) : t('activity.timeline.applied'),
        ...(typeof data.reason === 'string' && data.reason ? { detail: data.reason } : {}),
      };
    case 'comment':
      return { text: t('activity.timeline.commented'), ...(typeof data.body === 'string' ? { detail: data.body } : {}) };
    case 'scorecard': {
      const recommendation = isRecommendation(data.recommendation) ? t(`activity.recommendation.${data.recommendation}`) : '';
      return { text: item.action === 'updated' ? t('activity.timeline.scorecardUpdated', { recommendation }) : t('activity.timeline.scorecardSubmitted', { recommendation }) };
    }
    default: {
      const sentence = actionSentence(item.action);
      return { text: sentence.charAt(0).toUpperCase() + sentence.slice(1) };
    }
  }
}

/** Everything that happened to the application, oldest first: status changes, comments, scorecards and activity. */
export function ApplicationTimeline({ applicationId }: { applicationId: string }) {
  const api = useApi();
  const query = useQuery(timelineQuery(api, applicationId));
  return (
    <section className="stack" aria-labelledby="application-timeline">
      <h3 id="application-timeline">{t('activity.timeline.heading')}</h3>
      <QueryState query={query} loading={t('activity.timeline.loading')}>
        {(items) => (items.length ? (
          <ol className="timeline">
            {items.map((item, index) => {
              const { text, detail } = itemText(item);
              return (
                <li key={`${item.at}-${index}`} className={`timeline__item timeline__item--${item.kind}`}>
                  <strong>{text}</strong>
                  <span className="muted timeline__who">
                    {t('activity.timeline.byAt', { name: item.actor.full_name || t(item.actor.user_id ? 'activity.formerMember' : 'activity.timeline.team'), when: whenText(item.at) })}
                  </span>
                  {detail ? <p className="pipeline__text timeline__detail">{detail}</p> : null}
                </li>
              );
            })}
          </ol>
        ) : <p className="muted">{t('activity.timeline.empty')}</p>)}
      </QueryState>
    </section>
  );
}
