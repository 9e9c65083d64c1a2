import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import {
  BS_AD_RANGE, BS_FIRST_YEAR, BS_LAST_YEAR, addBsMonths, adToBs, bsMonthDays, bsMonthGrid, bsMonthName, bsToAd, formatBs,
  formatBsIso, formatBsMonth, hasBsDate, parseBs, readBsParts,
} from '@/domain/bikram-sambat';
import { addDays, kathmanduDate, weekday, type LocalDate } from '@/domain/calendar';
import { formatAdDay, formatAdSpan, formatDayMonth } from '@/domain/calendar-format';
import { t } from '@/domain/i18n/i18n';
import { localDigits } from '@/domain/i18n/locale';
import { FormField } from './form-field';
import { Icon } from './icons';
import './bs-date-field.css';

export interface BsDateFieldProps {
  /** The text box's id: a form focuses it to show an error. */
  id: string;
  /** The field's visible name. */
  label: string;
  /** The AD date the form sends (`YYYY-MM-DD`), or '' for none. */
  value: string;
  /** Called with the AD date of a complete BS entry or a day picked in the grid; '' when cleared or not a date. */
  onChange: (value: string) => void;
  /** Earliest and latest AD days that can be chosen (`YYYY-MM-DD`). */
  min?: LocalDate | undefined;
  max?: LocalDate | undefined;
  required?: boolean;
  /** The form's message for this field (its own format and range messages take precedence). */
  error?: string | undefined;
  hint?: ReactNode;
  /** Name of a hidden input carrying the AD value, for a form read by FormData. */
  name?: string;
}

const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

/** "15 Jestha 2082 BS = Thu 29 May 2025 AD". */
export const bothCalendars = (date: LocalDate): string =>
  t('bsDate.both', { bs: formatBs(adToBs(date)), ad: formatAdDay(date) });

/** "15 Jestha 2082 BS (29 May 2025)", for a limit named in a message. */
const withAd = (date: LocalDate): string => t('bsDate.withAd', { bs: formatBs(adToBs(date)), ad: formatAdDay(date) });

const textOf = (value: string): string => (hasBsDate(value) ? formatBsIso(adToBs(value)) : value);

/** The days that can be chosen: the caller's min and max within the years the BS table covers. */
function boundsOf(min: LocalDate | undefined, max: LocalDate | undefined) {
  const lo = min && min > BS_AD_RANGE.first ? min : BS_AD_RANGE.first;
  const hi = max && max < BS_AD_RANGE.last ? max : BS_AD_RANGE.last;
  return { lo, hi, clamp: (date: LocalDate) => (date < lo ? lo : date > hi ? hi : date) };
}

/** What is wrong with typed text, in words, or undefined when it is empty or a day that can be chosen. */
function typingError(text: string, min: LocalDate | undefined, max: LocalDate | undefined, example: string): string | undefined {
  if (!text.trim()) return undefined;
  const bs = parseBs(text);
  if (!bs) {
    const parts = readBsParts(text);
    if (parts && (parts.year < BS_FIRST_YEAR || parts.year > BS_LAST_YEAR)) {
      return t('bsDate.outsideTable', { first: BS_FIRST_YEAR, last: BS_LAST_YEAR });
    }
    if (parts && parts.month >= 1 && parts.month <= 12 && parts.day > bsMonthDays(parts.year, parts.month)) {
      return t('bsDate.noSuchDay', { month: bsMonthName(parts.month), year: parts.year, days: bsMonthDays(parts.year, parts.month) });
    }
    return t('bsDate.invalid', { example });
  }
  const date = bsToAd(bs);
  if (min && date < min) return t('bsDate.tooEarly', { date: withAd(min) });
  if (max && date > max) return t('bsDate.tooLate', { date: withAd(max) });
  return undefined;
}

/**
 * A date field in Bikram Sambat with AD beside it: the BS date is typed (`2082-02-15`) or picked from a BS month
 * grid (the WAI-ARIA date picker dialog pattern: arrows, Home/End, Page Up/Down with Shift for years, Enter,
 * Escape), and the form receives the AD date the API speaks (docs/decisions.md: dates in AD with BS beside them).
 */
export function BsDateField({ id, label, value, onChange, min, max, required, error, hint, name }: BsDateFieldProps) {
  const [text, setText] = useState(() => textOf(value));
  const [shown, setShown] = useState(value);
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const today = kathmanduDate(new Date());
  // In the reader's digits: the field reads either, and a text value keeps the digits it is given.
  const example = localDigits(formatBsIso(adToBs(hasBsDate(today) ? today : BS_AD_RANGE.first)));

  // A value set from outside (a restored draft, a reset) replaces what is in the box.
  if (value !== shown) {
    setShown(value);
    setText(textOf(value));
  }

  function emit(next: string) {
    setShown(next);
    onChange(next);
  }

  function type(next: string) {
    setText(next);
    const bs = parseBs(next);
    emit(bs ? bsToAd(bs) : '');
  }

  function pick(date: LocalDate) {
    setText(formatBsIso(adToBs(date)));
    setTouched(true);
    emit(date);
    setOpen(false);
    openButton.current?.focus();
  }

  const own = touched ? typingError(text, min, max, example) : undefined;
  const bs = parseBs(text);
  const { clamp } = boundsOf(min, max);

  return (
    <FormField id={id} label={label} hint={hint} required={required} error={own ?? error}>
      <BsDateControl
        text={text}
        onText={type}
        onBlur={() => {
          setTouched(true);
          if (bs) setText(formatBsIso(bs));
        }}
        line={bs ? bothCalendars(bsToAd(bs)) : t('bsDate.format', { example })}
        label={label}
        open={open}
        onOpen={() => setOpen((was) => !was)}
        openButton={openButton}
        name={name}
        value={value}
      >
        {open ? (
          <BsCalendarDialog
            label={label}
            selected={hasBsDate(value) ? value : null}
            initial={clamp(hasBsDate(value) ? value : today)}
            today={today}
            min={min}
            max={max}
            onPick={pick}
            onClose={(returnFocus) => {
              setOpen(false);
              if (returnFocus) openButton.current?.focus();
            }}
            opener={openButton}
          />
        ) : null}
      </BsDateControl>
    </FormField>
  );
}

/** The text box, the calendar button and the BS = AD line; FormField hands it the id and ARIA wiring. */
function BsDateControl({ id, text, onText, onBlur, line, label, open, onOpen, openButton, name, value, children, ...aria }: {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  text: string;
  onText: (text: string) => void;
  onBlur: () => void;
  line: string;
  label: string;
  open: boolean;
  onOpen: () => void;
  openButton: RefObject<HTMLButtonElement | null>;
  name: string | undefined;
  value: string;
  children: ReactNode;
}) {
  const lineId = `${id}-bs-ad`;
  return (
    <div className="bs-date">
      <div className="bs-date__row">
        <input
          id={id}
          className="input bs-date__input"
          inputMode="numeric"
          autoComplete="off"
          placeholder="YYYY-MM-DD"
          value={text}
          onChange={(e) => onText(e.target.value)}
          onBlur={onBlur}
          aria-invalid={aria['aria-invalid']}
          aria-required={aria['aria-required']}
          aria-describedby={[lineId, aria['aria-describedby']].filter(Boolean).join(' ')}
        />
        <button
          ref={openButton}
          type="button"
          className="btn btn--secondary bs-date__open"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={onOpen}
        >
          <Icon name="calendar" />
          <span className="visually-hidden">{t('bsDate.open', { label })}</span>
        </button>
        {name ? <input type="hidden" name={name} value={value} /> : null}
      </div>
      <p id={lineId} className="bs-date__line" aria-live="polite">{line}</p>
      {children}
    </div>
  );
}

/** The BS month grid in a dialog (WAI-ARIA APG "Date Picker Dialog"). */
function BsCalendarDialog({ label, selected, initial, today, min, max, onPick, onClose, opener }: {
  label: string;
  selected: LocalDate | null;
  initial: LocalDate;
  today: LocalDate;
  min: LocalDate | undefined;
  max: LocalDate | undefined;
  onPick: (date: LocalDate) => void;
  onClose: (returnFocus: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const headingId = useId();
  const keysId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState(initial);
  // The grid takes the focus when it opens and when keys move the day; the month buttons keep it when clicked.
  const focusGrid = useRef(true);
  const { lo, hi, clamp } = boundsOf(min, max);
  const bs = adToBs(focus);
  const monthFirst = bsToAd({ ...bs, day: 1 });
  const monthLast = bsToAd({ ...bs, day: bsMonthDays(bs.year, bs.month) });
  const canChoose = (date: LocalDate) => date >= lo && date <= hi;

  useEffect(() => {
    if (!focusGrid.current) return;
    dialog.current?.querySelector<HTMLElement>(`[data-date="${focus}"]`)?.focus();
  }, [focus]);

  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // Opened: in view, and a press anywhere outside it (but on its button, which toggles) closes it.
  useEffect(() => {
    dialog.current?.scrollIntoView?.({ block: 'nearest' });
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!dialog.current?.contains(target) && !opener.current?.contains(target)) close.current(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [opener]);

  function moveTo(date: LocalDate, grid: boolean) {
    focusGrid.current = grid;
    setFocus(clamp(date));
  }

  function byMonths(months: number, event: { currentTarget: HTMLButtonElement }) {
    const next = clamp(bsToAd(addBsMonths(bs, months)));
    const target = adToBs(next);
    // A button that this click disables would drop the focus: the grid takes it instead.
    const atEnd = months < 0
      ? bsToAd({ ...target, day: 1 }) <= lo
      : bsToAd({ ...target, day: bsMonthDays(target.year, target.month) }) >= hi;
    moveTo(next, atEnd && event.currentTarget === document.activeElement);
  }

  function onGridKey(event: KeyboardEvent) {
    const step: Record<string, () => LocalDate> = {
      ArrowLeft: () => addDays(focus, -1),
      ArrowRight: () => addDays(focus, 1),
      ArrowUp: () => addDays(focus, -7),
      ArrowDown: () => addDays(focus, 7),
      Home: () => addDays(focus, -weekday(focus)),
      End: () => addDays(focus, 6 - weekday(focus)),
      PageUp: () => bsToAd(addBsMonths(bs, event.shiftKey ? -12 : -1)),
      PageDown: () => bsToAd(addBsMonths(bs, event.shiftKey ? 12 : 1)),
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (canChoose(focus)) onPick(focus);
      return;
    }
    const next = step[event.key];
    if (!next) return;
    event.preventDefault();
    moveTo(next(), true);
  }

  function onDialogKey(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (event.key !== 'Tab') return;
    // Focus stays in the dialog while it is open.
    const stops = [...(dialog.current?.querySelectorAll<HTMLElement>('button:not(:disabled), [tabindex="0"]') ?? [])];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey ? (at <= 0 ? stops.length - 1 : at - 1) : at === stops.length - 1 ? 0 : at + 1;
    event.preventDefault();
    stops[next]?.focus();
  }

  const weeks = bsMonthGrid(bs.year, bs.month);
  let bsDay = 0;
  return (
    <div
      ref={dialog}
      className="bs-date__dialog"
      role="dialog"
      aria-modal="true"
      aria-label={t('bsDate.dialog', { label })}
      aria-describedby={keysId}
      onKeyDown={onDialogKey}
    >
      <div className="bs-date__header">
        <button type="button" className="bs-date__nav" onClick={(e) => byMonths(-12, e)} disabled={monthFirst <= lo}
          aria-label={t('bsDate.previousYear')}>«</button>
        <button type="button" className="bs-date__nav" onClick={(e) => byMonths(-1, e)} disabled={monthFirst <= lo}
          aria-label={t('bsDate.previousMonth')}>‹</button>
        <h2 id={headingId} className="bs-date__title" aria-live="polite">
          {t('bsDate.monthTitle', { month: formatBsMonth(bs.year, bs.month) })}
          <span className="bs-date__title-ad">{formatAdSpan(monthFirst, monthLast)}</span>
        </h2>
        <button type="button" className="bs-date__nav" onClick={(e) => byMonths(1, e)} disabled={monthLast >= hi}
          aria-label={t('bsDate.nextMonth')}>›</button>
        <button type="button" className="bs-date__nav" onClick={(e) => byMonths(12, e)} disabled={monthLast >= hi}
          aria-label={t('bsDate.nextYear')}>»</button>
      </div>
      <table className="bs-date__grid" role="grid" aria-labelledby={headingId} onKeyDown={onGridKey}>
        <thead>
          <tr>
            {WEEK.map((d) => (
              <th key={d} scope="col" abbr={t(`calendar.weekday.${d}`)}>{t(`calendar.weekdayShort.${d}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((date, i) => {
                if (!date) return <td key={i} className="bs-date__empty" />;
                bsDay += 1;
                const day = { year: bs.year, month: bs.month, day: bsDay };
                const adDay = Number(date.slice(8));
                const usable = canChoose(date);
                const notes = [date === today ? t('bsDate.today') : null, usable ? null : t('bsDate.unavailable')].filter(Boolean);
                return (
                  <td
                    key={date}
                    data-date={date}
                    tabIndex={date === focus ? 0 : -1}
                    aria-selected={date === selected}
                    aria-current={date === today ? 'date' : undefined}
                    aria-disabled={usable ? undefined : true}
                    aria-label={[bothCalendars(date).replace(' = ', ', '), ...notes].join(', ')}
                    className="bs-date__cell"
                    onClick={() => (usable ? onPick(date) : moveTo(date, true))}
                  >
                    <span className="bs-date__bs" aria-hidden="true">{localDigits(String(day.day))}</span>
                    <span className="bs-date__ad" aria-hidden="true">
                      {adDay === 1 || day.day === 1 ? formatDayMonth(date) : localDigits(String(adDay))}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="bs-date__focus">{bothCalendars(focus)}</p>
      <p id={keysId} className="bs-date__keys">{t('bsDate.keys')}</p>
      <div className="btn-row bs-date__actions">
        <button type="button" className="btn btn--ghost" onClick={() => onClose(true)}>{t('bsDate.cancel')}</button>
        <button type="button" className="btn btn--primary" disabled={!canChoose(focus)} onClick={() => onPick(focus)}>
          {t('bsDate.choose')}
        </button>
      </div>
    </div>
  );
}
