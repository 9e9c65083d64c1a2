import type { Match } from './candidate-queries';
import { candidatesMessages as m } from './candidates-messages';
import './candidates.css';

/** A match score as a meter with its reasons (docs/decisions.md "Match score"). */
export function MatchScoreView({ match, compact = false }: { match: Match; compact?: boolean }) {
  return (
    <div className="match">
      <div className="match__head">
        <span className="match__label">{m.matchScore}</span>
        <strong className="match__score">{m.matchOutOf(match.score)}</strong>
      </div>
      <meter className="match__meter" min={0} max={100} low={40} high={70} optimum={100} value={match.score} aria-label={m.matchScore}>
        {m.matchOutOf(match.score)}
      </meter>
      {compact ? null : (
        <details className="match__reasons">
          <summary>{m.matchReasons}</summary>
          <ul>
            {match.reasons.map((reason) => (
              <li key={reason.kind}>
                <span>{reason.text}</span> <span className="muted">{m.points(reason.points)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
