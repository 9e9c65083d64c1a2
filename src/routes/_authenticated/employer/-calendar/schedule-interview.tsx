import { useState } from 'react';
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

/** Statuses from which the status rules let an interview be booked (applied goes through shortlisted). */
const BOOKABLE = new Set(['applied', 'shortlisted', 'interview']);

/** In the candidate panel: the application's interviews and booking a new one (which moves it to interview). */
export function ScheduleInterview({ application }: { application: components['schemas']['ApplicationDetail'] }) {
  const queryClient = useQueryClient();
  const query = useQuery(applicationEventsQuery(application.id));
  const [open, setOpen] = useState(false);
  const bookable = BOOKABLE.has(application.status);
  const headingId = `interviews-${application.id}`;

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
      ) : query.isSuccess ? (
        <p className="muted">{t('calendar.scheduleNone')}</p>
      ) : null}
      {open ? (
        <EventForm
          mode={{ type: 'interview', applicationId: application.id, date: addDays(kathmanduDate(new Date()), 1) }}
          now={new Date()}
          onCancel={() => setOpen(false)}
          onSaved={(event) => {
            setOpen(false);
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
