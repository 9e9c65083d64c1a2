import { useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Icon } from '@/components/icons';
import { skillsQuery } from './skills-query';
import { t } from '@/domain/i18n/i18n';
import { useApi } from '@/session/session-context';
import './skills-picker.css';

interface SkillsPickerProps {
  id: string;
  label?: string;
  value: string[];
  onChange: (skills: string[]) => void;
  error?: string | undefined;
  required?: boolean;
  hint?: string;
}

/** Choose skills from the list of /api/skills/ (typing any other skill works too); each chosen one can be removed. */
export function SkillsPicker({ id, label = t('jobLabel.skills'), value, onChange, error, required, hint }: SkillsPickerProps) {
  const api = useApi();
  const skills = useQuery(skillsQuery(api));
  const [text, setText] = useState('');
  const listId = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function add() {
    const name = text.trim();
    if (!name) return;
    const known = skills.data?.find((s) => s.toLowerCase() === name.toLowerCase()) ?? name;
    if (!value.some((s) => s.toLowerCase() === known.toLowerCase())) onChange([...value, known]);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="field">
      <div className="field__label">
        <label htmlFor={id}>{label}</label>
        {required ? <span className="required" aria-hidden="true">*</span> : null}
      </div>
      <p id={hintId} className="hint">
        {hint ?? t('jobWord.skillsHint')}
      </p>
      <div className="skills-picker__entry">
        <input
          id={id}
          className="input"
          list={listId}
          value={text}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn--secondary" onClick={add}>
          {t('jobWord.add')}
        </button>
        <datalist id={listId}>
          {(skills.data ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      {value.length ? (
        <ul className="skills-picker__chosen plain-list" aria-label={t('jobWord.chosen', { label: label.toLowerCase() })}>
          {value.map((skill) => (
            <li key={skill} className="tag">
              {skill}
              <button
                type="button"
                className="skills-picker__remove"
                aria-label={t('jobWord.remove', { skill })}
                onClick={() => onChange(value.filter((s) => s !== skill))}
              >
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
