import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';
import { pageHead } from '@/components/page-head';
import { EmployerPage } from '../-components/employer-page';

export const Route = createFileRoute('/_authenticated/employer/calendar')({
  head: () => pageHead('Calendar'),
  component: CalendarPage,
});

function CalendarPage() {
  return (
    <EmployerPage title="Calendar" lead="Your interviews and hiring events.">
      <ComingSoon>
        <p>Soon you will schedule interviews in person or online, see them by month, week or as an agenda with Bikram Sambat dates beside the AD dates, and export them to your own calendar.</p>
      </ComingSoon>
    </EmployerPage>
  );
}
