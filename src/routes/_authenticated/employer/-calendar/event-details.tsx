import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formatEventWhen } from '@/domain/calendar-format';
import { failureMessage } from '@/domain/request-failure';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { OutboxItemStatus } from '@/components/workspace-outbox';
import {
  downloadIcs, eventQuery, eventResource, eventSaveResult, EVENT_INVALIDATE, updateEventRequest, type CalendarEvent,
} from './calendar-queries';
import { t } from '@/domain/i18n/i18n';
import { EventForm } from './event-form';
import { useApi } from '@/session/session-context';
import { useOutboxWrites, useWorkspaceOutbox } from '@/session/workspace-outbox-context';
import type { WorkspaceWriteView } from '@/session/workspace-outbox';
import { useCan } from '@/session/membership';

const overlapWarning = (overlaps: readonly { title: string }[]) =>
  t('calendar.overlapWarning', { count: overlaps.length, titles: overlaps.map((o) => o.title).join(', ') });

/** Tells about overlaps after a save: a warning, the event is saved all the same. */
export function warnOverlaps(event: CalendarEvent) {
  if (event.overlaps?.length) toast.warning(overlapWarning(event.overlaps));
}

/** One event's details with its actions: edit or reschedule, done, cancel (confirmed first), .ics download. */
export function EventDetails({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const api = useApi();
  const query = useQuery(eventQuery(api, id));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [id]);
  return (
    <section className="card stack calendar__details" aria-labelledby="event-details-heading">
      <h2 id="event-details-heading" ref={headingRef} tabIndex={-1}>
        {query.data?.title ?? t('calendar.details')}
      </h2>
      <QueryState query={query} loading={t('calendar.loading')}>
        {(event) => (event ? <Details key={event.updated_at} saved={event} onChanged={onChanged} /> : <p className="muted">{t('calendar.noEventsDay')}</p>)}
      </QueryState>
      <div>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('calendar.close')}
        </button>
      </div>
    </section>
  );
}

function Details({ saved, onChanged }: { saved: CalendarEvent; onChanged: () => void }) {
  const api = useApi();
  const outbox = useWorkspaceOutbox();
  const resource = eventResource(saved.id);
  const waitingFor = useCallback((write: WorkspaceWriteView) => write.resource === resource && write.status !== 'failed', [resource]);
  const waiting = useOutboxWrites(waitingFor);
  // Changes still waiting to be sent show as made (also after a reload): each one's fields over the saved event.
  const event = waiting.reduce<CalendarEvent>((shown, write) => ({ ...shown, ...(write.request.body as Partial<CalendarEvent>) }), saved);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const books = useCan('movePipeline');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const interview = event.kind === 'interview';
  const startsAt = new Date(event.starts_at);
  const endsAt = new Date(event.ends_at);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  async function setStatus(status: CalendarEvent['status']) {
    setBusy(true);
    const outcome = await outbox.enqueue({
      kind: 'event.update', resource, request: updateEventRequest(event.id, { status }), label: event.title, invalidate: EVENT_INVALIDATE,
    });
    const result = eventSaveResult(outcome, outbox.discard);
    setBusy(false);
    setConfirming(false);
    if (result.ok === 'queued') {
      toast.success(t('outbox.queued'));
      return;
    }
    if (!result.ok) {
      toast.error(t('calendar.updateFailed'), { description: result.formError ?? Object.values(result.fieldErrors).join(' ') });
      return;
    }
    toast.success(status === 'cancelled' ? `${t('calendar.cancelled')}${interview ? ` ${t('calendar.candidateTold')}` : ''}` : t('calendar.updated'));
    onChanged();
  }

  async function download() {
    try {
      await downloadIcs(api, event);
    } catch (error) {
      toast.error(t('calendar.downloadFailed'), { description: failureMessage(error, '') });
    }
  }

  if (editing) {
    return (
      <EventForm
        mode={{ type: 'edit', event }}
        now={new Date()}
        onCancel={() => setEditing(false)}
        onSaved={(saved) => {
          setEditing(false);
          if (!saved) {
            toast.success(t('outbox.queued'));
            return;
          }
          const moved = saved.starts_at !== event.starts_at || saved.ends_at !== event.ends_at || saved.location !== event.location || saved.meeting_url !== event.meeting_url;
          toast.success(interview && moved && saved.status === 'scheduled' ? t('calendar.rescheduled') : t('calendar.updated'));
          warnOverlaps(saved);
          onChanged();
        }}
      />
    );
  }

  return (
    <div className="stack">
      <p>
        <span className={`calendar__badge calendar__badge--${event.status}`}>{t(`calendar.status.${event.status}`)}</span> · {t(`calendar.kind.${event.kind}`)}
      </p>
      <dl className="calendar__facts">
        <dt>{t('calendar.when')}</dt>
        <dd>{formatEventWhen(startsAt, endsAt)}</dd>
        {event.candidate_name ? (
          <>
            <dt>{t('calendar.candidate')}</dt>
            <dd>
              {event.candidate_name}
              {event.candidate_email ? (
                <>
                  {' '}
                  (<a href={`mailto:${event.candidate_email}`}>{event.candidate_email}</a>)
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        {event.job_title ? (
          <>
            <dt>{t('calendar.job')}</dt>
            <dd>{event.job_title}</dd>
          </>
        ) : null}
        {event.interviewers?.length ? (
          <>
            <dt>{t('scorecard.interviewers')}</dt>
            <dd>{event.interviewers.map((m) => m.full_name).join(', ')}</dd>
          </>
        ) : null}
        {event.location ? (
          <>
            <dt>{t('calendar.where')}</dt>
            <dd>{event.location}</dd>
          </>
        ) : null}
        {event.meeting_url ? (
          <>
            <dt>{t('calendar.online')}</dt>
            <dd>
              <a href={event.meeting_url} target="_blank" rel="noopener noreferrer">
                {event.meeting_url}
              </a>
            </dd>
          </>
        ) : null}
        {event.notes ? (
          <>
            <dt>{t('calendar.notes')}</dt>
            <dd className="calendar__notes">{event.notes}</dd>
          </>
        ) : null}
      </dl>
      {event.overlaps?.length ? (
        <p className="form-alert" role="status">
          {overlapWarning(event.overlaps)}
        </p>
      ) : null}
      <OutboxItemStatus resource={resource} />
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" onClick={() => void download()}>
          {t('calendar.downloadIcs')}
        </button>
        {event.status !== 'cancelled' && books ? (
          <>
            <button type="button" className="btn btn--secondary" onClick={() => setEditing(true)} disabled={busy}>
              {interview ? t('calendar.reschedule') : t('calendar.edit')}
            </button>
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void setStatus(event.status === 'done' ? 'scheduled' : 'done')}>
              {event.status === 'done' ? t('calendar.markScheduled') : t('calendar.markDone')}
            </button>
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setConfirming(true)} aria-expanded={confirming}>
              {interview ? t('calendar.cancelInterview') : t('calendar.cancelEvent')}
            </button>
          </>
        ) : null}
      </div>
      {confirming ? (
        <div className="form-alert stack" role="alertdialog" aria-labelledby="cancel-confirm-text">
          <p id="cancel-confirm-text">{t('calendar.confirmCancel', { title: event.title, interview })}</p>
          <div className="btn-row">
            <button ref={confirmRef} type="button" className="btn btn--primary" disabled={busy} onClick={() => void setStatus('cancelled')}>
              {t('calendar.confirmCancelYes')}
            </button>
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setConfirming(false)}>
              {t('calendar.confirmCancelNo')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
