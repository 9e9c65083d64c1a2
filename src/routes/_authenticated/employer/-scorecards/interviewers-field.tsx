import { useQuery } from '@tanstack/react-query';
import { t } from '@/domain/i18n/i18n';
import { useApi } from '@/session/session-context';
import { teamMembersQuery } from '../../-components/team-queries';
import './scorecards.css';

export const MAX_INTERVIEWERS = 10;

/**
 * The interview form's "Interviewers": members of the team, as checkboxes. `value` null means none chosen yet,
 * shown as the caller alone (whom the server names when none are sent).
 */
export function InterviewersField({ id, value, onChange, error }: {
  id: string;
  value: string[] | null;
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  const api = useApi();
  const members = useQuery(teamMembersQuery(api));
  const list = members.data ?? [];
  const chosen = value ?? list.filter((m) => m.is_you).map((m) => m.user_id);
  const toggle = (userId: string, on: boolean) =>
    onChange(on ? [...chosen.filter((x) => x !== userId), userId] : chosen.filter((x) => x !== userId));
  return (
    <fieldset className="field scorecard__rating" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend>{t('scorecard.interviewers')}</legend>
      <p id={`${id}-hint`} className="hint">{t('scorecard.interviewersHint')}</p>
      {members.isPending ? <p className="muted">{t('scorecard.interviewersLoading')}</p> : null}
      <div className="scorecard__choices">
        {list.map((m, index) => (
          <label key={m.user_id} className="scorecard__choice">
            <input type="checkbox" id={index === 0 ? id : undefined} checked={chosen.includes(m.user_id)}
              disabled={!chosen.includes(m.user_id) && chosen.length >= MAX_INTERVIEWERS}
              onChange={(e) => toggle(m.user_id, e.target.checked)} />
            <span>{m.is_you ? t('scorecard.you', { name: m.full_name || m.email }) : m.full_name || m.email}</span>
          </label>
        ))}
      </div>
      {error ? <p id={`${id}-error`} className="field-error">{error}</p> : null}
    </fieldset>
  );
}
