import { useId, useState, type FormEvent } from 'react';
import { BsDateField } from '@/components/bs-date-field';
import { FormField } from '@/components/form-field';
import { isLocalDate, isLocalTime, kathmanduDate, kathmanduInstant, kathmanduTime, type LocalDate } from '@/domain/calendar';
import { validateEvent } from '@/domain/calendar-rules';
import {
  CALENDAR_DEFAULT_DURATION_MIN, CALENDAR_LOCATION_MAX, CALENDAR_NOTES_MAX, CALENDAR_TITLE_MAX, CALENDAR_URL_MAX,
} from '@/domain/constants';
import {
  createEventRequest, eventResource, eventSaveResult, EVENT_INVALIDATE, newEventResource, updateEventRequest, type CalendarEvent,
  type EventField,
} from './calendar-queries';
import { t } from '@/domain/i18n/i18n';
import { useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import { InterviewersField } from '../-scorecards/interviewers-field';

export type EventFormMode =
  | { type: 'event'; date: LocalDate }
  | { type: 'interview'; applicationId: string; date: LocalDate }
  | { type: 'edit'; event: CalendarEvent };

interface Values {
  title: string;
  date: string;
  start: string;
  end: string;
  location: string;
  url: string;
  notes: string;
}

type Errors = Partial<Record<'title' | 'date' | 'start' | 'end' | 'location' | 'url' | 'notes' | 'application' | 'interviewers', string>>;

/** Server field → form field. */
const FROM_SERVER: Record<EventField, keyof Errors> = {
  title: 'title', starts_at: 'start', ends_at: 'end', location: 'location', meeting_url: 'url', notes: 'notes', application: 'application',
  interviewers: 'interviewers',
};

function initial(mode: EventFormMode): Values {
  if (mode.type === 'edit') {
    const e = mode.event;
    const start = new Date(e.starts_at);
    const end = new Date(e.ends_at);
    return { title: e.title, date: kathmanduDate(start), start: kathmanduTime(start), end: kathmanduTime(end), location: e.location, url: e.meeting_url, notes: e.notes };
  }
  const endMinutes = 10 * 60 + CALENDAR_DEFAULT_DURATION_MIN;
  const end = `${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
  return { title: '', date: mode.date, start: '10:00', end, location: '', url: '', notes: '' };
}

/**
 * Create a free event, book an interview for an application, or edit/reschedule an event. Times are Nepal
 * time, both on the chosen day. Overlaps come back with the saved event (a warning only). Saved through the
 * workspace outbox: `onSaved(null)` when the change waits on the device to be sent.
 */
export function EventForm({ mode, now, onSaved, onCancel }: {
  mode: EventFormMode;
  now: Date;
  onSaved: (event: CalendarEvent | null) => void;
  onCancel: () => void;
}) {
  const outbox = useWorkspaceOutbox();
  const id = useId();
  const [values, setValues] = useState<Values>(() => initial(mode));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const kind = mode.type === 'edit' ? mode.event.kind : mode.type;
  // null: none chosen, the member who books (docs/teams.md "Interview scorecards").
  const [interviewers, setInterviewers] = useState<string[] | null>(
    mode.type === 'edit' ? (mode.event.interviewers ?? []).flatMap((m) => (m.user_id ? [m.user_id] : [])) : null,
  );
  const heading = mode.type === 'edit' ? t('calendar.formEdit') : mode.type === 'interview' ? t('calendar.formInterview') : t('calendar.formNew');

  const set = (field: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  function check(): { errors: Errors; startsAt?: Date; endsAt?: Date } {
    const out: Errors = {};
    if (!isLocalDate(values.date)) out.date = t('calendar.dateRequired');
    if (!isLocalTime(values.start)) out.start = t('calendar.timeRequired');
    if (!isLocalTime(values.end)) out.end = t('calendar.timeRequired');
    if (Object.keys(out).length) return { errors: out };
    const startsAt = kathmanduInstant(values.date, values.start);
    // Both times are on the chosen day: an end at or before the start is refused (beside Ends), never read as the
    // next day, which would silently make a 10:00 to 09:00 interview last 23 hours.
    const endsAt = kathmanduInstant(values.date, values.end);
    const moved = mode.type !== 'edit' || startsAt.toISOString() !== new Date(mode.event.starts_at).toISOString();
    const rules = validateEvent({ kind, title: values.title, startsAt, endsAt, meetingUrl: values.url, isNewTime: moved, now });
    if (rules.title) out.title = rules.title[0];
    if (rules.starts_at) out.start = rules.starts_at[0];
    if (rules.ends_at) out.end = rules.ends_at[0];
    if (rules.meeting_url) out.url = rules.meeting_url[0];
    return { errors: out, startsAt, endsAt };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = check();
    if (Object.keys(checked.errors).length || !checked.startsAt || !checked.endsAt) {
      setErrors(checked.errors);
      document.getElementById(`${id}-${Object.keys(checked.errors)[0]}`)?.focus();
      return;
    }
    if (kind === 'interview' && interviewers && interviewers.length === 0) {
      setErrors({ interviewers: t('scorecard.interviewersNone') });
      document.getElementById(`${id}-interviewers`)?.focus();
      return;
    }
    const fields = {
      title: values.title.trim(), starts_at: checked.startsAt.toISOString(), ends_at: checked.endsAt.toISOString(),
      location: values.location.trim(), meeting_url: values.url.trim(), notes: values.notes.trim(),
      ...(kind === 'interview' && interviewers && { interviewers }),
    };
    setBusy(true);
    const outcome = await outbox.enqueue(mode.type === 'edit'
      ? {
        kind: 'event.update', resource: eventResource(mode.event.id), request: updateEventRequest(mode.event.id, fields),
        label: fields.title || mode.event.title, invalidate: EVENT_INVALIDATE,
      }
      : {
        kind: 'event.create', resource: newEventResource(),
        request: createEventRequest({ kind, ...(mode.type === 'interview' && { application: mode.applicationId }), ...fields }),
        label: fields.title || heading,
        // Booking an interview moves the application to interview.
        invalidate: mode.type === 'interview' ? [...EVENT_INVALIDATE, ['pipeline']] : EVENT_INVALIDATE,
      });
    const result = eventSaveResult(outcome, outbox.discard);
    setBusy(false);
    if (result.ok === 'queued') {
      onSaved(null);
      return;
    }
    if (result.ok) {
      onSaved(result.event);
      return;
    }
    const next: Errors = {};
    for (const [field, message] of Object.entries(result.fieldErrors)) next[FROM_SERVER[field as EventField]] = message;
    setErrors(next);
    setFormError(result.formError ?? next.application ?? null);
  }

  const f = (name: keyof Values) => `${id}-${name}`;

  return (
    <form className="form calendar__form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      {formError ? <p className="form-alert" role="alert">{formError}</p> : null}
      <FormField id={f('title')} label={t('calendar.fieldTitle')} required={kind === 'event'} error={errors.title} hint={kind === 'interview' ? t('calendar.titleHintInterview') : undefined}>
        <input className="input" value={values.title} maxLength={CALENDAR_TITLE_MAX} onChange={set('title')} />
      </FormField>
      <BsDateField id={f('date')} label={t('calendar.fieldDate')} required error={errors.date} value={values.date}
        min={mode.type === 'edit' ? undefined : kathmanduDate(now)} onChange={(date) => set('date')({ target: { value: date } })} />
      <div className="calendar__times">
        <FormField id={f('start')} label={t('calendar.fieldStart')} required error={errors.start}>
          <input className="input" type="time" value={values.start} onChange={set('start')} />
        </FormField>
        <FormField id={f('end')} label={t('calendar.fieldEnd')} required error={errors.end}>
          <input className="input" type="time" value={values.end} onChange={set('end')} />
        </FormField>
      </div>
      <FormField id={f('location')} label={t('calendar.fieldLocation')} hint={t('calendar.locationHint')} error={errors.location}>
        <input className="input" value={values.location} maxLength={CALENDAR_LOCATION_MAX} onChange={set('location')} />
      </FormField>
      <FormField id={f('url')} label={t('calendar.fieldUrl')} hint={t('calendar.urlHint')} error={errors.url}>
        <input className="input" type="url" inputMode="url" value={values.url} maxLength={CALENDAR_URL_MAX} onChange={set('url')} />
      </FormField>
      {kind === 'interview' ? (
        <InterviewersField id={`${id}-interviewers`} value={interviewers} error={errors.interviewers}
          onChange={(next) => { setInterviewers(next); setErrors((x) => ({ ...x, interviewers: undefined })); }} />
      ) : null}
      <FormField id={f('notes')} label={t('calendar.fieldNotes')} hint={kind === 'interview' ? t('calendar.notesHint') : undefined} error={errors.notes}>
        <textarea className="textarea" rows={3} value={values.notes} maxLength={CALENDAR_NOTES_MAX} onChange={set('notes')} />
      </FormField>
      <div className="btn-row">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {mode.type === 'interview' ? (busy ? t('calendar.booking') : t('calendar.book')) : busy ? t('calendar.saving') : t('calendar.save')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
          {t('calendar.cancelForm')}
        </button>
      </div>
    </form>
  );
}

