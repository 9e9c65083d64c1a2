import type { Match } from './candidate-queries';
import { t } from '@/domain/i18n/i18n';
import './candidates.css';

/** A match score as a meter with its reasons (docs/decisions.md "Match score"). */
export function MatchScoreView({ match, compact = false }: { match: Match; compact?: boolean }) {
  return (
    <div className="match">
      <div className="match__head">
        <span className="match__label">{t('candidates.matchScore')}</span>
        <strong className="match__score">{t('candidates.matchOutOf', { score: match.score })}</strong>
      </div>
      <meter className="match__meter" min={0} max={100} low={40} high={70} optimum={100} value={match.score} aria-label={t('candidates.matchScore')}>
        {t('candidates.matchOutOf', { score: match.score })}
      </meter>
      {compact ? null : (
        <details className="match__reasons">
          <summary>{t('candidates.matchReasons')}</summary>
          <ul>
            {match.reasons.map((reason) => (
              <li key={reason.kind}>
                <span>{reason.text}</span> <span className="muted">{t('candidates.points', { n: reason.points })}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
