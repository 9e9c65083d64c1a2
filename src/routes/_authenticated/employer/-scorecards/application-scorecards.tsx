import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { splitServerErrors } from '@/components/server-field-errors';
import { formatDateWithBs, formatNumber } from '@/domain/format';
import { t } from '@/domain/i18n/i18n';
import { localDigits } from '@/domain/i18n/locale';
import { isRequestFailure } from '@/domain/request-failure';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { useMembership } from '@/session/membership';
import { useApi } from '@/session/session-context';
import {
  applicationScorecardsQuery, RATINGS, RECOMMENDATIONS, submitScorecard, type ApplicationScorecards,
  type Recommendation, type Scorecard,
} from './scorecard-queries';
import './scorecards.css';

const NOTES_MAX = 5000;

/**
 * In the application panel (docs/teams.md "Interview scorecards"): the caller's scorecard, everyone's side by side
 * (a table on wide screens, one card each on a phone), their summary and who still owes one.
 */
export function ApplicationScorecardsSection({ applicationId }: { applicationId: string }) {
  const api = useApi();
  const query = useQuery(applicationScorecardsQuery(api, applicationId));
  const membership = useMembership();
  const me = membership.status === 'member' ? membership.member : undefined;
  const headingId = `scorecards-${applicationId}`;
  return (
    <section className="stack scorecard" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('scorecard.heading')}</h3>
      <QueryState query={query} loading={t('scorecard.loadingCards')}>
        {(data) => {
          const userId = me?.user_id;
          const mine = userId ? data.scorecards.find((s) => s.author.user_id === userId) : undefined;
          return (
            <>
              {data.pending.length ? (
                <p className="scorecard__pending">
                  {t('scorecard.waitingFor', { names: data.pending.map((p) => p.member.full_name || '—').join(', ') })}
                </p>
              ) : null}
              {data.criteria.length ? (
                me ? <ScorecardForm key={mine?.updated_at ?? 'new'} applicationId={applicationId} data={data} mine={mine} /> : null
              ) : <p className="muted">{t('scorecard.noCriteria')}</p>}
              <TeamScorecards data={data} userId={userId} />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

function ScorecardForm({ applicationId, data, mine }: { applicationId: string; data: ApplicationScorecards; mine: Scorecard | undefined }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [ratings, setRatings] = useState<Record<string, number>>(() => Object.fromEntries(
    (mine?.ratings ?? []).filter((r) => data.criteria.some((c) => c.name === r.criterion)).map((r) => [r.criterion, r.rating]),
  ));
  const [recommendation, setRecommendation] = useState<Recommendation | ''>(mine?.recommendation ?? '');
  const [notes, setNotes] = useState(mine?.notes ?? '');
  const [errors, setErrors] = useState<{ ratings?: string; recommendation?: string; notes?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const next: typeof errors = {};
    if (data.criteria.some((c) => !ratings[c.name])) next.ratings = t('scorecard.ratingMissing');
    if (!recommendation) next.recommendation = t('scorecard.recommendationMissing');
    setErrors(next);
    if (next.ratings) {
      const first = data.criteria.findIndex((c) => !ratings[c.name]);
      document.querySelector<HTMLInputElement>(`input[name="${id}-rating-${first}"]`)?.focus();
      return;
    }
    if (!recommendation) {
      document.querySelector<HTMLInputElement>(`input[name="${id}-recommendation"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await submitScorecard(api, applicationId, {
        ratings: data.criteria.map((c) => ({ criterion: c.name, rating: ratings[c.name]! })), recommendation, notes: notes.trim(),
      });
      toast.success(t('scorecard.submitted'));
      await queryClient.invalidateQueries({ queryKey: applicationScorecardsQuery(api, applicationId).queryKey });
    } catch (error) {
      const failure = isRequestFailure(error) ? error : null;
      const split = splitServerErrors(['ratings', 'recommendation', 'notes'], failure?.status ?? 0, failure?.body);
      setErrors(split.fieldErrors);
      setFormError(split.formError ?? (failure ? null : String(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form scorecard__form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{t('scorecard.yourHeading')}</h4>
      {formError ? <p className="form-alert" role="alert">{formError}</p> : null}
      <p id={`${id}-scale`} className="hint">{t('scorecard.ratingHint')}</p>
      {data.criteria.map((c, index) => (
        <fieldset key={c.name} className="scorecard__rating" aria-describedby={`${id}-scale`}
          aria-invalid={errors.ratings && !ratings[c.name] ? true : undefined}>
          <legend>{c.name}</legend>
          <div className="scorecard__choices">
            {RATINGS.map((n) => (
              <label key={n} className="scorecard__choice">
                <input type="radio" name={`${id}-rating-${index}`} value={n} checked={ratings[c.name] === n}
                  onChange={() => { setRatings((r) => ({ ...r, [c.name]: n })); setErrors((e) => ({ ...e, ratings: undefined })); }} />
                <span>{t(`scorecard.rating.${n}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {errors.ratings ? <p className="field-error">{errors.ratings}</p> : null}
      <fieldset className="scorecard__rating" aria-describedby={errors.recommendation ? `${id}-recommendation-error` : undefined}>
        <legend>{t('scorecard.recommendationLabel')}</legend>
        <div className="scorecard__choices">
          {RECOMMENDATIONS.map((r) => (
            <label key={r} className={`scorecard__choice scorecard__choice--${r}`}>
              <input type="radio" name={`${id}-recommendation`} value={r} checked={recommendation === r}
                onChange={() => { setRecommendation(r); setErrors((e) => ({ ...e, recommendation: undefined })); }} />
              <span>{t(`scorecard.recommendation.${r}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {errors.recommendation ? <p id={`${id}-recommendation-error`} className="field-error">{errors.recommendation}</p> : null}
      <div className="field">
        <div className="field__label"><label htmlFor={`${id}-notes`}>{t('scorecard.notesLabel')}</label></div>
        <p id={`${id}-notes-hint`} className="hint">{t('scorecard.notesHint')}</p>
        <textarea id={`${id}-notes`} className="textarea" rows={3} value={notes} maxLength={NOTES_MAX} aria-describedby={`${id}-notes-hint`}
          aria-invalid={errors.notes ? true : undefined} onChange={(e) => setNotes(e.target.value)} />
        {errors.notes ? <p className="field-error">{errors.notes}</p> : null}
      </div>
      <div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('scorecard.submitting') : mine ? t('scorecard.update') : t('scorecard.submit')}
        </button>
      </div>
    </form>
  );
}

const authorName = (card: Scorecard, userId: string | undefined) =>
  (card.author.user_id && card.author.user_id === userId ? t('scorecard.you', { name: card.author.full_name }) : card.author.full_name);

function TeamScorecards({ data, userId }: { data: ApplicationScorecards; userId: string | undefined }) {
  const id = useId();
  // A member's rating of a criterion in the reader's digits, or undefined when they did not rate it.
  const ratingOf = (card: Scorecard, criterion: string) => {
    const rating = card.ratings.find((r) => r.criterion.toLocaleLowerCase('en') === criterion.toLocaleLowerCase('en'))?.rating;
    return rating === undefined ? undefined : localDigits(String(rating));
  };
  const { summary } = data;
  return (
    <div className="stack">
      <h4 id={`${id}-team`}>{t('scorecard.teamHeading')}</h4>
      {data.scorecards.length === 0 ? <p className="muted">{t('scorecard.noneYet')}</p> : (
        <>
          <div className="scorecard__summary" role="group" aria-labelledby={`${id}-summary`}>
            <h5 id={`${id}-summary`}>
              {t('scorecard.summaryHeading')}: {t('scorecard.submittedCount', { n: summary.submitted })}
            </h5>
            <ul className="plain-list scorecard__counts">
              {RECOMMENDATIONS.map((r) => (
                <li key={r} className={`scorecard__count scorecard__choice--${r}`}>
                  <strong>{formatNumber(summary.recommendations[r])}</strong> {t(`scorecard.recommendation.${r}`)}
                </li>
              ))}
            </ul>
            <dl className="scorecard__averages">
              {summary.criteria.map((c) => (
                <div key={c.criterion}>
                  <dt>{c.criterion}</dt>
                  <dd>{c.average === null ? t('scorecard.notRated') : t('scorecard.averageOf', { average: localDigits(c.average.toFixed(1)) })}</dd>
                </div>
              ))}
            </dl>
          </div>
          {/* Wide screens: one column per member. */}
          <div className="scorecard__table-wrap">
            <table className="scorecard__table" aria-labelledby={`${id}-team`}>
              <thead>
                <tr>
                  <th scope="col">{t('scorecard.criterion')}</th>
                  {data.scorecards.map((card) => <th key={card.id} scope="col">{authorName(card, userId)}</th>)}
                </tr>
              </thead>
              <tbody>
                {data.criteria.map((c) => (
                  <tr key={c.name}>
                    <th scope="row">{c.name}</th>
                    {data.scorecards.map((card) => <td key={card.id}>{ratingOf(card, c.name) ?? '—'}</td>)}
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('scorecard.recommendationShort')}</th>
                  {data.scorecards.map((card) => (
                    <td key={card.id}><span className={`scorecard__badge scorecard__choice--${card.recommendation}`}>{t(`scorecard.recommendation.${card.recommendation}`)}</span></td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('scorecard.notesShort')}</th>
                  {data.scorecards.map((card) => <td key={card.id} className="scorecard__notes">{card.notes || '—'}</td>)}
                </tr>
              </tbody>
            </table>
          </div>
          {/* Phones: one card per member. */}
          <ul className="plain-list scorecard__cards" aria-labelledby={`${id}-team`}>
            {data.scorecards.map((card) => (
              <li key={card.id} className="scorecard__card">
                <p><strong>{authorName(card, userId)}</strong>{' '}
                  <span className={`scorecard__badge scorecard__choice--${card.recommendation}`}>{t(`scorecard.recommendation.${card.recommendation}`)}</span>
                </p>
                <dl className="scorecard__averages">
                  {data.criteria.map((c) => (
                    <div key={c.name}><dt>{c.name}</dt><dd>{ratingOf(card, c.name) ?? '—'}</dd></div>
                  ))}
                </dl>
                {card.notes ? <p className="scorecard__notes">{card.notes}</p> : null}
                <p className="muted">{t('scorecard.updatedOn', { date: formatDateWithBs(new Date(card.updated_at)) })}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
