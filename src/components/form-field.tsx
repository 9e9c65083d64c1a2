import { cloneElement, type ReactElement, type ReactNode } from 'react';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shown under the control, e.g. the whole of a choice too long for a select box. */
  note?: ReactNode;
  required?: boolean;
  children: ReactElement<ControlProps>;
}

/**
 * A labelled control with its hint and error wired up for assistive technology. The required mark sits outside
 * the <label>, so the label text is exactly the spec's field name ("Company Name", "Password", …).
 */
export function FormField({ id, label, error, hint, note, required, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <div className="field__label">
        <label htmlFor={id}>{label}</label>
        {required ? (
          <span className="required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {note ? <p className="hint field__note">{note}</p> : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
