import { useState } from 'react';
import { t } from '@/domain/i18n/i18n';
import { groupDigits } from '@/routes/-jobs/job-display';

/** Rupees with lakh grouping (1,23,456) while not being edited; plain digits while the caret is in it. */
export function SalaryInput({ value, onChange, ...rest }: {
  value: string;
  onChange: (digits: string) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  disabled?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const shown = editing || !/^\d+$/.test(value) ? value : groupDigits(value);
  return (
    <div className="salary-input">
      <span aria-hidden="true">{t('jobs.currency')}</span>
      <input
        {...rest}
        className="input"
        inputMode="numeric"
        autoComplete="off"
        value={shown}
        onFocus={() => setEditing(true)}
        onBlur={() => setEditing(false)}
        onChange={(e) => onChange(e.target.value.replace(/[,\s]/g, ''))}
      />
    </div>
  );
}
