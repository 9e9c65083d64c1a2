import { useCallback, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { components } from '@/api/schema.gen';
import { addDays, kathmanduDate } from '@/domain/calendar';
import { formatEventWhen } from '@/domain/calendar-format';
import { applicationEventsQuery } from './calendar-queries';
import { t } from '@/domain/i18n/i18n';
import { warnOverlaps } from './event-details';
import { EventForm } from './event-form';
import './calendar.css';
import { useApi } from '@/session/session-context';
import { OutboxItemStatus } from '@/components/workspace-outbox';
import { useOutboxWrites } from '@/session/workspace-outbox-context';
import type { WorkspaceWriteView } from '@/session/workspace-outbox';

/** Statuses from which the status rules let an interview be booked (applied goes through shortlisted). */
const BOOKABLE = new Set(['applied', 'shortlisted', 'interview']);

/** In the candidate panel: the application's interviews and booking a new one (which moves it to interview). */
export function ScheduleInterview({ application }: { application: components['schemas']['ApplicationDetail'] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(applicationEventsQuery(api, application.id));
  const [open, setOpen] = useState(false);
  const bookable = BOOKABLE.has(application.status);
  const headingId = `interviews-${application.id}`;
  // Interviews booked for this application that wait to be sent.
  const waiting = useOutboxWrites(useCallback(
    (write: WorkspaceWriteView) => write.kind === 'event.create' && (write.request.body as { application?: string }).application === application.id,
    [application.id],
  ));

  return (
    <section className="stack" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('calendar.scheduleHeading')}</h3>
      {query.data?.length ? (
        <ul className="calendar__list">
          {query.data.map((e) => (
            <li key={e.id}>
              <Link
                to="/employer/calendar"
                search={{ view: 'week', date: kathmanduDate(new Date(e.starts_at)), event: e.id }}
                className={`calendar__event calendar__event--interview calendar__event--${e.status}`}
              >
                <span className="calendar__title">{formatEventWhen(new Date(e.starts_at), new Date(e.ends_at))}</span>
                {e.status !== 'scheduled' ? <span className="calendar__badge"> {t(`calendar.status.${e.status}`)}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : query.isSuccess && !waiting.length ? (
        <p className="muted">{t('calendar.scheduleNone')}</p>
      ) : null}
      {waiting.length ? (
        <ul className="calendar__list" aria-label={t('calendar.pendingList')}>
          {waiting.map((write) => {
            const body = write.request.body as { starts_at: string; ends_at: string };
            return (
              <li key={write.key}>
                <span className="calendar__title">{formatEventWhen(new Date(body.starts_at), new Date(body.ends_at))}</span>
                <OutboxItemStatus resource={write.resource} />
              </li>
            );
          })}
        </ul>
      ) : null}
      {open ? (
        <EventForm
          mode={{ type: 'interview', applicationId: application.id, date: addDays(kathmanduDate(new Date()), 1) }}
          now={new Date()}
          onCancel={() => setOpen(false)}
          onSaved={(event) => {
            setOpen(false);
            if (!event) {
              toast.success(t('outbox.queued'));
              return;
            }
            toast.success(t('calendar.booked'));
            warnOverlaps(event);
            void queryClient.invalidateQueries({ queryKey: ['calendar'] });
            void queryClient.invalidateQueries({ queryKey: ['pipeline'] });
          }}
        />
      ) : bookable ? (
        <div>
          <button type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>
            {t('calendar.scheduleOpen')}
          </button>
        </div>
      ) : (
        <p className="muted">{t('calendar.scheduleNotAllowed')}</p>
      )}
    </section>
  );
}
