import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';
import { pageHead } from '@/components/page-head';
import { EmployerPage } from '../-components/employer-page';

export const Route = createFileRoute('/_authenticated/employer/messages')({
  head: () => pageHead('Messages'),
  component: MessagesPage,
});

function MessagesPage() {
  return (
    <EmployerPage title="Messages" lead="Conversations with candidates.">
      <ComingSoon>
        <p>Soon you will message job seekers directly from an application. New messages will appear without reloading, and what you write offline will be sent once you reconnect.</p>
      </ComingSoon>
    </EmployerPage>
  );
}
