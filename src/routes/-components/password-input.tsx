import { useState, type ChangeEvent } from 'react';
import { t } from '@/domain/i18n/i18n';

interface PasswordInputProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** A password field with a Show/Hide toggle (accessible name "Show password" / "Hide password"). */
export function PasswordInput({ value, onChange, autoComplete, ...control }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input
        {...control}
        className="input"
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      <button
        type="button"
        className="btn btn--ghost password-input__toggle"
        aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
        aria-controls={control.id}
        disabled={control.disabled}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? t('login.hide') : t('login.show')}
      </button>
    </div>
  );
}
