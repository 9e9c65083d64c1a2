import { Link, createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';
import { pageHead } from '@/components/page-head';
import { branding } from '@/domain/branding';
import { EmployerPage } from '../-components/employer-page';

export const Route = createFileRoute('/_authenticated/employer/support')({
  head: () => pageHead('Support'),
  component: SupportPage,
});

function SupportPage() {
  return (
    <EmployerPage title="Support" lead="Help with your account, jobs and billing, 24/7.">
      <ComingSoon title="Support tickets are coming soon">
        <p>
          Soon you will raise a ticket here, choose its category and follow every reply in one place.
        </p>
        <p>
          Until then, write to <a href={`mailto:${branding.contactEmail}`}>{branding.contactEmail}</a> or use the{' '}
          <Link to="/contact">contact form</Link>; we answer around the clock.
        </p>
      </ComingSoon>
    </EmployerPage>
  );
}
