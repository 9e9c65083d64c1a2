import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';
import { pageHead } from '@/components/page-head';
import { EmployerPage } from '../-components/employer-page';

export const Route = createFileRoute('/_authenticated/employer/payment')({
  head: () => pageHead('Payment'),
  component: PaymentPage,
});

function PaymentPage() {
  return (
    <EmployerPage title="Payment" lead="Pay for your plan in Nepali rupees.">
      <ComingSoon>
        <p>Soon you will pay for a plan with Khalti or eSewa and receive a VAT invoice in your company&apos;s name.</p>
      </ComingSoon>
    </EmployerPage>
  );
}
