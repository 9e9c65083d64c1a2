import { useSelector } from '@xstate/react';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { OTP_LENGTH } from '@/domain/constants';
import { formatCountdown } from '@/domain/countdown';
import { t } from '@/domain/i18n/i18n';
import { latinDigits } from '@/domain/otp-digits';
import type { otpCountdownMachine } from '@/machines/otp-countdown.machine';

interface OtpEntryProps {
  otpRef: ActorRefFrom<typeof otpCountdownMachine>;
  error?: string;
}

/** Six one-digit boxes ("Digit 1" … "Digit 6"), paste support, and the m:ss resend countdown (docs/requirements.md §4, §5). */
export function OtpEntry({ otpRef, error }: OtpEntryProps) {
  const errorId = useId();
  const digits = useSelector(otpRef, (s) => s.context.digits);
  const secondsLeft = useSelector(otpRef, (s) => s.context.secondsLeft);
  const canResend = useSelector(otpRef, (s) => s.matches('canResend'));
  const resending = useSelector(otpRef, (s) => s.matches('resending'));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  function paste(text: string) {
    otpRef.send({ type: 'otp.pasted', text });
    focusBox(latinDigits(text).replace(/\D/g, '').length);
  }

  function type(index: number, value: string) {
    // Autofill of a one-time code puts the whole code in one box: treat it as a paste.
    if (latinDigits(value).replace(/\D/g, '').length > 2) return paste(value);
    otpRef.send({ type: 'otp.digitEntered', index, value });
    if (/\d$/.test(latinDigits(value))) focusBox(index + 1);
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      otpRef.send({ type: 'otp.digitEntered', index: index - 1, value: '' });
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    paste(event.clipboardData.getData('text'));
  }

  return (
    <fieldset className="otp" aria-describedby={error ? errorId : undefined}>
      <legend className="label">{t('signup.otpLegend')}</legend>
      <div className="otp__boxes">
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder: the index is their identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="input otp__box"
            aria-label={t('signup.digit', { n: index + 1 })}
            aria-invalid={error ? true : undefined}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            value={digit}
            onChange={(e) => type(index, e.target.value)}
            onKeyDown={(e) => keyDown(index, e)}
            onPaste={onPaste}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      <div className="otp__resend">
        {canResend || resending ? (
          <button
            type="button"
            className="btn btn--secondary"
            disabled={resending}
            aria-busy={resending}
            onClick={() => {
              otpRef.send({ type: 'otp.resend' });
              focusBox(0);
            }}
          >
            {t('signup.resend')}
          </button>
        ) : (
          <p className="muted" role="timer">
            {t('signup.resendIn', { time: formatCountdown(secondsLeft) })}
          </p>
        )}
      </div>
    </fieldset>
  );
}
